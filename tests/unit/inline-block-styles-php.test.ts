/**
 * Our block styles go inline on visitors' pages (php-stubs/includes/
 * inline-block-styles.php), run on WordPress's own style queue and
 * wp_maybe_inline_styles(): ours are inlined before WordPress's pass and
 * outside its allowance, so core's styles keep the allowance they had; a
 * style of ours over the cap stays a file.
 */
import fs from 'fs';
import path from 'path';
import { runPhpSnippets } from './php/php-snippets';

const SOURCE = fs.readFileSync(
	path.resolve(
		__dirname,
		'../../php-stubs/includes/inline-block-styles.php'
	),
	'utf8'
);

const PRELUDE = `<?php
require '/wordpress-core.php';
// The style queue and wp_maybe_inline_styles() (script-loader.php requires the classes).
require_once ABSPATH . WPINC . '/script-loader.php';
const ORBIT_BLOCKS_BUILD_DIR = '/tmp/orbit-styles/plugin/build';
@mkdir( ORBIT_BLOCKS_BUILD_DIR . '/blocks', 0777, true );
@mkdir( '/tmp/orbit-styles/core', 0777, true );
// A style file of $bytes bytes, registered and enqueued as WordPress does a block's.
function orbit_test_style( $handle, $file, $bytes ) {
	file_put_contents( $file, '.' . $handle . '{}' . str_repeat( ' ', $bytes - strlen( $handle ) - 3 ) );
	wp_register_style( $handle, 'http://site.test/' . basename( $file ) );
	wp_style_add_data( $handle, 'path', $file );
	wp_enqueue_style( $handle );
}
// What the page printed inline for each handle, and which stayed files:
// wp_head's actions in order (ours at 0, WordPress's at 1).
function orbit_test_result() {
	do_action( 'wp_head' );
	$out = array();
	foreach ( wp_styles()->queue as $handle ) {
		$out[ $handle ] = false === wp_styles()->registered[ $handle ]->src ? 'inline' : 'file';
	}
	return $out;
}
?>${ SOURCE }
`;

const results = runPhpSnippets( [], PRELUDE, {
	page: `
		add_action( 'wp_head', 'wp_maybe_inline_styles', 1 );
		// Core's and the theme's styles: 18,000 B of the 20,000 B allowance,
		// and a small style of the theme's.
		orbit_test_style( 'core-a', '/tmp/orbit-styles/core/a.css', 9000 );
		orbit_test_style( 'core-b', '/tmp/orbit-styles/core/b.css', 6000 );
		orbit_test_style( 'core-c', '/tmp/orbit-styles/core/c.css', 3000 );
		// Ours: two block styles (one with a rule of its own after it), and one over the cap.
		orbit_test_style( 'jetpack-slideshow-style', ORBIT_BLOCKS_BUILD_DIR . '/blocks/slideshow.css', 2900 );
		orbit_test_style( 'jetpack-tiled-gallery-style', ORBIT_BLOCKS_BUILD_DIR . '/blocks/tiled-gallery.css', 5700 );
		wp_add_inline_style( 'jetpack-tiled-gallery-style', '.added{}' );
		orbit_test_style( 'jetpack-huge-style', ORBIT_BLOCKS_BUILD_DIR . '/blocks/huge.css', 12000 );
		$styles = orbit_test_result();
		echo json_encode( array(
			'styles' => $styles,
			'after' => array_map( 'trim', wp_styles()->get_data( 'jetpack-tiled-gallery-style', 'after' ) ),
		) );`,
} );

it( 'inlines our block styles, each before what was added after it', () => {
	const page = results.page as { styles: unknown; after: string[] };
	expect( page.after ).toEqual( [
		'.jetpack-tiled-gallery-style{}',
		'.added{}',
	] );
} );

it( 'leaves WordPress the whole allowance for the other styles, and a style over the cap a file', () => {
	expect( ( results.page as { styles: unknown } ).styles ).toEqual( {
		'core-a': 'inline',
		'core-b': 'inline',
		'core-c': 'inline',
		'jetpack-slideshow-style': 'inline',
		'jetpack-tiled-gallery-style': 'inline',
		'jetpack-huge-style': 'file',
	} );
} );
