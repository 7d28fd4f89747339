// @ts-check
/**
 * `npm run i18n`: writes languages/orbit-blocks.pot, the template translators
 * start from, with every string of the editor code (JS, TS, TSX), the host
 * plugin (PHP) and the blocks' block.json files.
 *
 * `--check` writes nothing: it exits 1, naming the strings, when the
 * committed .pot lacks a string of the sources or holds one they no longer
 * have (tests/unit/i18n-pot.test.ts runs it in `npm test`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractBlockJson } from './extract-block-json.mjs';
import { extractJs } from './extract-js.mjs';
import { extractPhp } from './extract-php.mjs';
import { entryKey, mergeEntries, readPo, writePo } from './po.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const POT = path.join( root, 'languages', 'orbit-blocks.pot' );

/** Folders of editor code; tests and type declarations hold no UI string. */
const SCRIPT_FOLDERS = [ 'src', 'blocks', 'extensions', 'store', 'shared' ];

/**
 * @param {string}                      dir  relative to the root
 * @param {( file: string ) => boolean} keep
 * @return {string[]} the files under dir, relative to the root, sorted
 */
function walk( dir, keep ) {
	/** @type {string[]} */
	const files = [];
	const absolute = path.join( root, dir );
	if ( ! fs.existsSync( absolute ) ) {
		return files;
	}
	for ( const entry of fs
		.readdirSync( absolute, { withFileTypes: true } )
		.sort( ( a, b ) => a.name.localeCompare( b.name ) ) ) {
		const file = path.posix.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if (
				! [ 'test', 'node_modules', '__mocks__' ].includes( entry.name )
			) {
				files.push( ...walk( file, keep ) );
			}
		} else if ( keep( file ) ) {
			files.push( file );
		}
	}
	return files;
}

/**
 * Every translatable string of the sources, one entry each.
 *
 * @return {Promise<import('./extract-js.mjs').Entry[]>} the entries
 */
export async function collectEntries() {
	const entries = [];
	for ( const folder of SCRIPT_FOLDERS ) {
		for ( const file of walk(
			folder,
			( name ) =>
				/\.(js|jsx|ts|tsx)$/.test( name ) &&
				! /\.d\.ts$|\.test\.[jt]sx?$/.test( name )
		) ) {
			entries.push(
				...extractJs(
					fs.readFileSync( path.join( root, file ), 'utf8' ),
					file
				)
			);
		}
	}
	for ( const file of walk( 'blocks', ( name ) =>
		name.endsWith( '/block.json' )
	) ) {
		entries.push(
			...extractBlockJson(
				fs.readFileSync( path.join( root, file ), 'utf8' ),
				file
			)
		);
	}
	entries.push(
		...( await extractPhp( root, [
			...walk( 'php-stubs', ( name ) => name.endsWith( '.php' ) ),
			// Dynamic blocks' render.php and helpers.php.
			...walk( 'blocks', ( name ) => name.endsWith( '.php' ) ),
		] ) )
	);
	return mergeEntries( entries );
}

export const HEADERS = {
	'Project-Id-Version': 'Orbit Blocks',
	'Report-Msgid-Bugs-To': '',
	'MIME-Version': '1.0',
	'Content-Type': 'text/plain; charset=UTF-8',
	'Content-Transfer-Encoding': '8bit',
	'Language-Team': '',
	'Plural-Forms': 'nplurals=2; plural=(n != 1);',
	'X-Domain': 'orbit-blocks',
};

async function main() {
	const entries = await collectEntries();
	if ( ! process.argv.includes( '--check' ) ) {
		fs.mkdirSync( path.dirname( POT ), { recursive: true } );
		fs.writeFileSync( POT, writePo( HEADERS, entries ) );
		console.log(
			`${ path.relative( root, POT ) }: ${ entries.length } strings`
		);
		return;
	}
	const committed = fs.existsSync( POT )
		? readPo( fs.readFileSync( POT, 'utf8' ) ).entries
		: [];
	const describe = ( /** @type {any} */ entry ) =>
		( entry.msgctxt ? `[${ entry.msgctxt }] ` : '' ) +
		JSON.stringify( entry.msgid ) +
		( entry.references[ 0 ] ? ` (${ entry.references[ 0 ] })` : '' );
	const committedKeys = new Set( committed.map( entryKey ) );
	const sourceKeys = new Set( entries.map( entryKey ) );
	const missing = entries.filter(
		( entry ) => ! committedKeys.has( entryKey( entry ) )
	);
	const stale = committed.filter(
		( entry ) => ! sourceKeys.has( entryKey( entry ) )
	);
	// A translator needs the comment that says what a placeholder stands for.
	const commentless = entries.filter( ( entry ) => {
		const known = committed.find(
			( candidate ) => entryKey( candidate ) === entryKey( entry )
		);
		return (
			known &&
			entry.comments.some(
				( comment ) => ! known.comments.includes( comment )
			)
		);
	} );
	for ( const entry of missing ) {
		console.error( `missing from the .pot: ${ describe( entry ) }` );
	}
	for ( const entry of stale ) {
		console.error(
			`in the .pot but not in the sources: ${ describe( entry ) }`
		);
	}
	for ( const entry of commentless ) {
		console.error(
			`translator comment missing from the .pot: ${ describe( entry ) }`
		);
	}
	if ( missing.length || stale.length || commentless.length ) {
		console.error(
			'Run `npm run i18n` and commit languages/orbit-blocks.pot.'
		);
		process.exit( 1 );
	}
	console.log(
		`languages/orbit-blocks.pot holds all ${ entries.length } strings`
	);
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	await main();
}
