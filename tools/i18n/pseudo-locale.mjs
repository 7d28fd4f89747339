// @ts-check
/**
 * A pseudo-translation for the tests: every string of
 * languages/orbit-blocks.pot wrapped as "[[…]]" (placeholders kept), compiled
 * into the files WordPress loads (tools/i18n/compile.mjs), and WordPress's
 * own file for the locale, so that the site offers it. With `--rtl` the
 * locale is a right-to-left one (is_rtl() is true for its users).
 *
 * Usage: node tools/i18n/pseudo-locale.mjs <locale> <build folder> <wp-content/languages> [--rtl]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from './compile.mjs';
import { readPo } from './po.mjs';
import { POT } from './make-pot.mjs';

export const wrap = ( /** @type {string} */ text ) => `[[${ text }]]`;

/**
 * @param {string}  locale
 * @param {string}  buildDir
 * @param {string}  languagesDir wp-content/languages
 * @param {boolean} rtl
 * @return {string[]} the files written under languagesDir/plugins
 */
export function writePseudoLocale( locale, buildDir, languagesDir, rtl ) {
	const catalogue = readPo( fs.readFileSync( POT, 'utf8' ) );
	for ( const entry of catalogue.entries ) {
		entry.msgstr =
			entry.msgidPlural === undefined
				? [ wrap( entry.msgid ) ]
				: [ wrap( entry.msgid ), wrap( entry.msgidPlural ) ];
	}
	const files = compile(
		catalogue,
		locale,
		buildDir,
		path.join( languagesDir, 'plugins' )
	);
	// WordPress's own file for the locale: it makes the locale one the site
	// offers (get_available_languages()), and a right-to-left one says so
	// by translating "ltr" in the context "text direction" as "rtl".
	const direction = rtl ? "'text direction' . \"\\4\" . 'ltr' => 'rtl'" : '';
	fs.writeFileSync(
		path.join( languagesDir, `${ locale }.l10n.php` ),
		[
			'<?php',
			`return array( 'domain' => 'default', 'language' => '${ locale }', 'messages' => array( ${ direction } ) );`,
			'',
		].join( '\n' )
	);
	return files;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const [ locale, buildDir, languagesDir ] = process.argv.slice( 2 );
	if ( ! languagesDir ) {
		console.error(
			'Usage: node tools/i18n/pseudo-locale.mjs <locale> <build folder> <wp-content/languages> [--rtl]'
		);
		process.exit( 1 );
	}
	const files = writePseudoLocale(
		locale,
		buildDir,
		languagesDir,
		process.argv.includes( '--rtl' )
	);
	console.log( `${ locale }: ${ files.length } files` );
}
