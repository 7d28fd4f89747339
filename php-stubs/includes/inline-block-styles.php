<?php
/**
 * Our blocks' own styles go inline on visitors' pages, as WordPress does with
 * small block styles, instead of as stylesheets that block rendering.
 *
 * WordPress inlines the page's styles smallest first, up to 20,000 B in all
 * (wp_maybe_inline_styles(), at wp_head and wp_footer priority 1); core's and
 * the theme's usually take most of it, so a block style of ours of 3–6 KB was
 * printed as a <link> in the head, or pushed a core style out of the
 * allowance. Just before WordPress's pass, each style of ours on the page (up
 * to ORBIT_BLOCKS_INLINE_STYLE_MAX bytes) is inlined the same way, outside
 * that allowance: ours never block rendering, and core's keep the allowance
 * they had. A block's style stays a style (not loaded later), so the block is
 * laid out before it paints and nothing shifts.
 *
 * Why: docs/decisions.md, "Our block styles are inlined, outside WordPress's allowance".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** A style of ours larger than this (bytes) stays a file that browsers cache. */
const ORBIT_BLOCKS_INLINE_STYLE_MAX = 10000;

function orbit_blocks_inline_block_styles(): void {
	$styles = wp_styles();
	$ours   = wp_normalize_path( ORBIT_BLOCKS_BUILD_DIR ) . '/';
	foreach ( $styles->queue as $handle ) {
		$style = $styles->registered[ $handle ] ?? null;
		$path  = $styles->get_data( $handle, 'path' );
		if ( ! $style || ! $style->src || ! is_string( $path ) || ! str_starts_with( wp_normalize_path( $path ), $ours ) ) {
			continue;
		}
		$size = (int) wp_filesize( $path );
		if ( ! $size || $size > ORBIT_BLOCKS_INLINE_STYLE_MAX ) {
			continue;
		}
		$css = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the build.
		// Addresses relative to the file become relative to the site, as WordPress does.
		if ( function_exists( '_wp_normalize_relative_css_links' ) ) {
			$css = _wp_normalize_relative_css_links( $css, $style->src );
		}
		$style->src            = false;
		$style->extra['after'] = array_merge( array( $css ), (array) ( $style->extra['after'] ?? array() ) );
	}
}

add_action( 'wp_head', 'orbit_blocks_inline_block_styles', 0 );
add_action( 'wp_footer', 'orbit_blocks_inline_block_styles', 0 );
