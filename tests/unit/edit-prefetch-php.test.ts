/**
 * The prefetch hints for the blocks' edit chunks (php-stubs/includes/
 * edit-prefetch.php), run in PHP on WordPress's own functions: the files the
 * build lists (build/edit-chunks.php), each as a <link rel="prefetch"> in
 * the editor page, after its footer scripts, the styles of the screen's
 * direction only.
 */
import fs from 'fs';
import path from 'path';
import { runPhpSnippets } from './php/php-snippets';

const SOURCE = fs.readFileSync(
	path.resolve( __dirname, '../../php-stubs/includes/edit-prefetch.php' ),
	'utf8'
);

const PRELUDE = `<?php
require '/wordpress-core.php';
require_once ABSPATH . WPINC . '/class-wp-locale.php';
const ORBIT_BLOCKS_BUILD_DIR = '/tmp/orbit-build';
const ORBIT_BLOCKS_BUILD_URL = 'http://site.test/wp-content/plugins/orbit-blocks/build';
@mkdir( ORBIT_BLOCKS_BUILD_DIR );
@unlink( ORBIT_BLOCKS_BUILD_DIR . '/edit-chunks.php' );
function orbit_test_list( $files ) {
	file_put_contents( ORBIT_BLOCKS_BUILD_DIR . '/edit-chunks.php', '<?php return ' . var_export( $files, true ) . ';' );
}
function orbit_test_direction( $direction ) {
	$GLOBALS['wp_locale'] = new WP_Locale();
	$GLOBALS['wp_locale']->text_direction = $direction;
}
?>${ SOURCE }
`;

const FILES = `array(
	'chunks/map-edit.0123abcd.js',
	'chunks/vendors-markdown.89abcdef.js',
	'button-edit.css',
	'button-edit-rtl.css',
	"chunks/x'><script>alert(1)</script>.js",
	'../../../wp-config.php',
	'chunks/../../secret.js',
)`;

const results = runPhpSnippets( [], PRELUDE, {
	missing: `echo json_encode( orbit_blocks_edit_chunk_urls() );`,
	ltr: `orbit_test_list( ${ FILES } ); orbit_test_direction( 'ltr' );
		ob_start(); orbit_blocks_print_edit_prefetch(); echo json_encode( ob_get_clean() );`,
	rtl: `orbit_test_direction( 'rtl' ); echo json_encode( orbit_blocks_edit_chunk_urls() );`,
	hooked: `orbit_blocks_prefetch_edit_chunks(); orbit_blocks_prefetch_edit_chunks();
		echo json_encode( has_action( 'admin_print_footer_scripts', 'orbit_blocks_print_edit_prefetch' ) );`,
	late: `remove_all_actions( 'admin_print_footer_scripts' ); do_action( 'admin_print_footer_scripts' ); orbit_blocks_prefetch_edit_chunks();
		echo json_encode( has_action( 'admin_print_footer_scripts', 'orbit_blocks_print_edit_prefetch' ) );`,
} );

const BUILD = 'http://site.test/wp-content/plugins/orbit-blocks/build';

it( 'prints nothing when the build has no list', () => {
	expect( results.missing ).toEqual( [] );
} );

it( 'prints a prefetch hint for each script and left-to-right style, and no other name', () => {
	const head = document.createElement( 'head' );
	head.innerHTML = results.ltr as string;
	expect( head.querySelector( 'script' ) ).toBeNull();
	const links = Array.from( head.querySelectorAll( 'link' ) );
	expect( links.map( ( link ) => link.getAttribute( 'rel' ) ) ).toEqual( [
		'prefetch',
		'prefetch',
		'prefetch',
	] );
	expect( links.map( ( link ) => link.getAttribute( 'href' ) ) ).toEqual( [
		`${ BUILD }/chunks/map-edit.0123abcd.js`,
		`${ BUILD }/chunks/vendors-markdown.89abcdef.js`,
		`${ BUILD }/button-edit.css`,
	] );
} );

it( 'takes the right-to-left styles on a right-to-left screen', () => {
	expect( results.rtl ).toEqual( [
		`${ BUILD }/chunks/map-edit.0123abcd.js`,
		`${ BUILD }/chunks/vendors-markdown.89abcdef.js`,
		`${ BUILD }/button-edit-rtl.css`,
	] );
} );

it( "hooks in after the page's footer scripts once, and not once they are printed", () => {
	expect( results.hooked ).toBe( 100 );
	expect( results.late ).toBe( false );
} );
