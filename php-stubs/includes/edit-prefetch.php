<?php
/**
 * Asks the browser to prefetch the blocks' edit chunks while the editor page
 * loads, at the end of the page. webpack loads a block's edit code on demand (shared/lazy-edit.tsx),
 * and the editor loads them when it is idle (shared/edit-prefetch.ts); by
 * then the server may be busy with the editor's own requests and the
 * browser's connections taken, so a block inserted early waited seconds for
 * its chunk. A prefetch hint downloads the file at the lowest priority, after
 * what the page needs, into the browser's cache; nothing runs until the
 * editor asks for it.
 *
 * The build lists the files in build/edit-chunks.php (webpack.config.js,
 * EditChunkList).
 *
 * Why: docs/decisions.md, "Edit chunks are prefetched while the editor loads".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The addresses of the edit chunks' scripts and styles, the right-to-left
 * styles on a right-to-left screen.
 *
 * @return string[]
 */
function orbit_blocks_edit_chunk_urls(): array {
	$list = ORBIT_BLOCKS_BUILD_DIR . '/edit-chunks.php';
	if ( ! file_exists( $list ) ) {
		return array();
	}
	$files = require $list;
	$rtl   = is_rtl();
	$urls  = array();
	foreach ( is_array( $files ) ? $files : array() as $file ) {
		// The build writes plain relative names; anything else is not ours.
		if ( ! is_string( $file ) || ! preg_match( '#^[\w-]+(/[\w-]+)?(\.[\w-]+)*\.(js|css)$#', $file ) ) {
			continue;
		}
		// Each style comes in both directions: the screen's one only.
		if ( str_ends_with( $file, '.css' ) && str_ends_with( $file, '-rtl.css' ) !== $rtl ) {
			continue;
		}
		$urls[] = ORBIT_BLOCKS_BUILD_URL . '/' . $file;
	}
	return $urls;
}

function orbit_blocks_print_edit_prefetch(): void {
	foreach ( orbit_blocks_edit_chunk_urls() as $url ) {
		printf( "<link rel='prefetch' href='%s' />\n", esc_url( $url ) );
	}
}

/**
 * On the screens that load the editor script only: hooked when it is enqueued
 * (editor-assets.php). Printed after the page's footer scripts (WordPress
 * prints them at priority 10), so the browser finds the hints once it has
 * what the editor needs to start, and the prefetches never take a connection
 * from the editor's own scripts and styles; the editor's first requests for
 * edit code come later still, once it is ready.
 */
function orbit_blocks_prefetch_edit_chunks(): void {
	if ( did_action( 'admin_print_footer_scripts' ) ) {
		return;
	}
	add_action( 'admin_print_footer_scripts', 'orbit_blocks_print_edit_prefetch', 100 );
}
