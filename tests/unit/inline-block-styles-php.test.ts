/**
 * Our block styles go inline on visitors' pages (php-stubs/includes/
 * inline-block-styles.php), run on WordPress's own style queue and
 * wp_maybe_inline_styles(): each style of ours on the page adds its size to
 * WordPress's inline allowance, so ours are inlined and everything WordPress
 * inlined before still is; a style of ours over the cap stays a file.
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
// What WordPress printed inline for each handle, and which stayed files.
function orbit_test_result() {
	wp_maybe_inline_styles();
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
		// Core's and the theme's styles: 18,000 B of the 20,000 B allowance.
		orbit_test_style( 'core-a', '/tmp/orbit-styles/core/a.css', 9000 );
		orbit_test_style( 'core-b', '/tmp/orbit-styles/core/b.css', 6000 );
		orbit_test_style( 'core-c', '/tmp/orbit-styles/core/c.css', 3000 );
		// Ours: two block styles, and one over the cap.
		orbit_test_style( 'jetpack-slideshow-style', ORBIT_BLOCKS_BUILD_DIR . '/blocks/slideshow.css', 2900 );
		orbit_test_style( 'jetpack-tiled-gallery-style', ORBIT_BLOCKS_BUILD_DIR . '/blocks/tiled-gallery.css', 5700 );
		orbit_test_style( 'jetpack-huge-style', ORBIT_BLOCKS_BUILD_DIR . '/blocks/huge.css', 12000 );
		echo json_encode( array(
			'bytes' => orbit_blocks_enqueued_block_style_bytes(),
			'limit' => apply_filters( 'styles_inline_size_limit', 20000 ),
			'styles' => orbit_test_result(),
		) );`,
} );

it( 'adds the size of each style of ours on the page, up to the cap, to the allowance', () => {
	expect( results.page ).toMatchObject( {
		bytes: 2900 + 5700,
		limit: 20000 + 2900 + 5700,
	} );
} );

it( 'inlines our block styles and keeps inlining what WordPress inlined without them', () => {
	expect( ( results.page as { styles: unknown } ).styles ).toEqual( {
		'core-a': 'inline',
		'core-b': 'inline',
		'core-c': 'inline',
		'jetpack-slideshow-style': 'inline',
		'jetpack-tiled-gallery-style': 'inline',
		'jetpack-huge-style': 'file',
	} );
} );
