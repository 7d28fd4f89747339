/**
 * Helpers shared by the e2e specs: which blocks the plugin ships (read from
 * the build, the same block.json files the host plugin registers), and a
 * watcher that collects console errors, page errors and PHP messages.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';

const BUILD_BLOCKS = path.resolve( __dirname, '../../build/blocks' );

export function shippedBlockNames(): string[] {
	return fs
		.readdirSync( BUILD_BLOCKS )
		.map( ( slug ) => path.join( BUILD_BLOCKS, slug, 'block.json' ) )
		.filter( ( file ) => fs.existsSync( file ) )
		.map( ( file ) => JSON.parse( fs.readFileSync( file, 'utf8' ) ).name )
		.sort();
}

/** PHP's own message prefixes as WP_DEBUG_DISPLAY prints them. */
export const PHP_MESSAGE =
	/<b>(Warning|Notice|Deprecated|Fatal error|Parse error)<\/b>:|\b(Warning|Notice|Deprecated|Fatal error): .* in \/wordpress\//;

export function watchPageErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) =>
		errors.push( `pageerror: ${ error.message }` )
	);
	return errors;
}
