// @ts-check
/**
 * Turns a translated catalogue into the files WordPress loads, as language
 * packs ship them (what `wp i18n make-json` and `make-php` write):
 *
 * - one Jed JSON a script file of the build, with the strings that file
 *   holds: `orbit-blocks-<locale>-<md5 of "build/<file>">.json`. Which
 *   strings a file holds is read from the built file itself (its
 *   `__( "…", "orbit-blocks" )` calls; tools/i18n/extract-js.mjs). The
 *   editor entry also gets the block.json fields, which @wordpress/blocks
 *   translates when editor.js registers the blocks.
 * - `orbit-blocks-<locale>.l10n.php` for the PHP strings.
 *
 * Usage: node tools/i18n/compile.mjs <file.po> <locale> <build folder> <out folder>
 * (the out folder is wp-content/languages/plugins on a site).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMAIN, extractJs } from './extract-js.mjs';
import { entryKey, readPo } from './po.mjs';

const BLOCK_JSON_CONTEXTS = new Set( [
	'block title',
	'block description',
	'block keyword',
	'block style label',
	'block variation title',
	'block variation description',
	'block variation keyword',
] );

/**
 * @param {string} folder
 * @param {string} [under]
 * @return {string[]} the .js files under folder, relative to it
 */
function scripts( folder, under = '' ) {
	/** @type {string[]} */
	const files = [];
	for ( const entry of fs.readdirSync( path.join( folder, under ), {
		withFileTypes: true,
	} ) ) {
		const file = path.posix.join( under, entry.name );
		if ( entry.isDirectory() ) {
			files.push( ...scripts( folder, file ) );
		} else if ( entry.name.endsWith( '.js' ) ) {
			files.push( file );
		}
	}
	return files;
}

/**
 * @param {string} text
 * @return {string} a single-quoted PHP string
 */
const phpString = ( text ) =>
	`'${ text.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

/**
 * Writes the JSON files and the .l10n.php of a catalogue.
 *
 * @param {{ headers: Record<string, string>, entries: import('./po.mjs').PoEntry[] }} catalogue
 * @param {string}                                                                     locale
 * @param {string}                                                                     buildDir
 * @param {string}                                                                     outDir
 * @return {string[]} the files written, relative to outDir
 */
export function compile( catalogue, locale, buildDir, outDir ) {
	const pluralForms =
		catalogue.headers[ 'Plural-Forms' ] ?? 'nplurals=2; plural=(n != 1);';
	const translated = new Map(
		catalogue.entries
			.filter( ( entry ) => entry.msgstr?.some( Boolean ) )
			.map( ( entry ) => [ entryKey( entry ), entry ] )
	);
	fs.mkdirSync( outDir, { recursive: true } );
	const written = [];
	for ( const file of scripts( buildDir ) ) {
		const code = fs.readFileSync( path.join( buildDir, file ), 'utf8' );
		// Libraries (mapbox-gl is 1.8 MB) hold no string of ours: not parsed.
		const keys = new Set(
			code.includes( DOMAIN )
				? extractJs( code, file ).map( entryKey )
				: []
		);
		if ( file === 'editor.js' ) {
			for ( const entry of translated.values() ) {
				if ( BLOCK_JSON_CONTEXTS.has( entry.msgctxt ?? '' ) ) {
					keys.add( entryKey( entry ) );
				}
			}
		}
		/** @type {Record<string, unknown>} */
		const messages = {
			'': {
				domain: 'messages',
				lang: locale,
				'plural-forms': pluralForms,
			},
		};
		for ( const key of keys ) {
			const entry = translated.get( key );
			if ( entry ) {
				messages[ key ] = entry.msgstr;
			}
		}
		if ( Object.keys( messages ).length === 1 ) {
			continue;
		}
		const name = `${ DOMAIN }-${ locale }-${ crypto
			.createHash( 'md5' )
			.update( `build/${ file }` )
			.digest( 'hex' ) }.json`;
		fs.writeFileSync(
			path.join( outDir, name ),
			JSON.stringify( {
				domain: 'messages',
				locale_data: { messages },
				generator: 'orbit-blocks tools/i18n/compile.mjs',
				source: `build/${ file }`,
			} )
		);
		written.push( name );
	}
	const php = [
		'<?php',
		'return array(',
		`\t'domain' => ${ phpString( DOMAIN ) },`,
		`\t'language' => ${ phpString( locale ) },`,
		`\t'plural-forms' => ${ phpString( pluralForms ) },`,
		"\t'messages' => array(",
		...[ ...translated ].map(
			( [ key, entry ] ) =>
				`\t\t${ phpString( key ).replace(
					/\u0004/g,
					'\' . "\\4" . \''
				) } => ${ ( entry.msgstr ?? [] )
					.map( phpString )
					.join( ' . "\\0" . ' ) },`
		),
		'\t),',
		');',
		'',
	];
	const phpName = `${ DOMAIN }-${ locale }.l10n.php`;
	fs.writeFileSync( path.join( outDir, phpName ), php.join( '\n' ) );
	written.push( phpName );
	return written;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const [ po, locale, buildDir, outDir ] = process.argv.slice( 2 );
	if ( ! outDir ) {
		console.error(
			'Usage: node tools/i18n/compile.mjs <file.po> <locale> <build folder> <out folder>'
		);
		process.exit( 1 );
	}
	const files = compile(
		readPo( fs.readFileSync( po, 'utf8' ) ),
		locale,
		buildDir,
		outDir
	);
	console.log( `${ outDir }: ${ files.length } files` );
}
