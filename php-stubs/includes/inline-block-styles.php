<?php
/**
 * Our blocks' own styles go inline on visitors' pages, as WordPress does with
 * small block styles, instead of as stylesheets that block rendering.
 *
 * WordPress inlines the page's block styles, smallest first, up to 20,000 B
 * in all (wp_maybe_inline_styles(), filter styles_inline_size_limit); core's
 * and the theme's usually take most of it, so a block style of ours of 3–6 KB
 * was printed as a <link> in the head, and could push a core style out of the
 * allowance. Each of our block styles on the page (at most
 * ORBIT_BLOCKS_INLINE_STYLE_MAX bytes each) adds its own size to the
 * allowance: everything WordPress inlined before is still inlined, and ours
 * are too. A block's style stays a style (not loaded later), so the block is
 * laid out before it paints and nothing shifts.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** A style of ours larger than this (bytes) stays a file that browsers cache. */
const ORBIT_BLOCKS_INLINE_STYLE_MAX = 10000;

/**
 * The bytes of our block styles that the page enqueues, each no larger than
 * ORBIT_BLOCKS_INLINE_STYLE_MAX.
 */
function orbit_blocks_enqueued_block_style_bytes(): int {
	$styles = wp_styles();
	$ours   = wp_normalize_path( ORBIT_BLOCKS_BUILD_DIR ) . '/';
	$bytes  = 0;
	foreach ( $styles->queue as $handle ) {
		$path = $styles->get_data( $handle, 'path' );
		if ( ! is_string( $path ) || ! str_starts_with( wp_normalize_path( $path ), $ours ) ) {
			continue;
		}
		$size = (int) wp_filesize( $path );
		if ( $size <= ORBIT_BLOCKS_INLINE_STYLE_MAX ) {
			$bytes += $size;
		}
	}
	return $bytes;
}

add_filter(
	'styles_inline_size_limit',
	static function ( $limit ) {
		return (int) $limit + orbit_blocks_enqueued_block_style_bytes();
	}
);
