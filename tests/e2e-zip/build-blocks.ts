/**
 * What the zip specs know of the blocks the site's build registers: every
 * block.json (children included), the blocks that only go inside a parent,
 * and which blocks a visitor's page shows.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { DEPENDS_ON_ACCOUNT, RENDERS_NOTHING } from '../e2e/smoke-attributes';

/** Every block.json of the build, children included. */
export function buildBlocks(): Array< {
	name: string;
	parent?: string[];
	ancestor?: string[];
	supports?: { inserter?: boolean };
} > {
	const build = path.join( process.env.ORBIT_BUILD_DIR ?? '', 'blocks' );
	return fs
		.readdirSync( build, { recursive: true } )
		.map( String )
		.filter( ( file ) => file.endsWith( 'block.json' ) )
		.map( ( file ) =>
			JSON.parse( fs.readFileSync( path.join( build, file ), 'utf8' ) )
		);
}

/** Blocks that may be inserted only inside a parent (block.json parent or ancestor). */
export function childBlockNames(): string[] {
	return buildBlocks()
		.filter( ( json ) => json.parent || json.ancestor )
		.map( ( json ) => json.name );
}

/**
 * For each of `names` that shows visitors something with the smoke tests'
 * attributes, whether the page has its wrapper: `shown` to compare with
 * `expected` (all at once, so that a failure names every block at fault).
 */
export async function blocksShown( page: Page, names: string[] ) {
	const shown: Record< string, boolean > = {};
	const expected: Record< string, boolean > = {};
	for ( const name of names ) {
		if (
			RENDERS_NOTHING.has( name ) ||
			DEPENDS_ON_ACCOUNT.has( name ) ||
			// A site with one post has nothing related to show.
			name === 'jetpack/related-posts'
		) {
			continue;
		}
		expected[ name ] = true;
		shown[ name ] =
			( await page
				.locator( `.wp-block-${ name.replace( '/', '-' ) }` )
				.count() ) > 0;
	}
	return { shown, expected };
}
