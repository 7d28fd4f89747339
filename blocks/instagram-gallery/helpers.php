<?php
/**
 * Functions of jetpack/instagram-gallery's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** A whole number attribute within [min, max], else its default. */
function orbit_blocks_instagram_range( $value, int $min, int $max, int $fallback ): int {
	if ( ! is_numeric( $value ) ) {
		return $fallback;
	}
	return max( $min, min( $max, (int) round( (float) $value ) ) );
}
