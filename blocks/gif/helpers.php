<?php
/**
 * Functions of jetpack/gif's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** A Tumblr GIF address the block may show (blocks/gif/url.ts safeGifImageUrl), or ''. */
function orbit_blocks_gif_image_url( $value ): string {
	$url = trim( (string) $value );
	return preg_match( '#^https://(?:[a-z0-9-]+\.)?media\.tumblr\.com/[A-Za-z0-9._~%/-]+$#i', $url ) ? $url : '';
}

/** "GIF by <name> on Tumblr", linked to the blog, for a Tumblr GIF with both; else ''. */
function orbit_blocks_gif_attribution( array $attributes ): string {
	$name = trim( (string) ( $attributes['attributionName'] ?? '' ) );
	$link = esc_url( (string) ( $attributes['attributionUrl'] ?? '' ), array( 'http', 'https' ) );
	if ( '' === $name || '' === $link || '' === orbit_blocks_gif_image_url( $attributes['gifUrl'] ?? '' ) ) {
		return '';
	}
	return '<figcaption class="wp-block-jetpack-gif-attribution"><a href="' . $link . '" target="_blank" rel="noopener noreferrer">'
		/* translators: %s: the name of the Tumblr blog the GIF comes from. */
		. sprintf( esc_html__( 'GIF by %s on Tumblr', 'orbit-blocks' ), esc_html( $name ) )
		. '</a></figcaption>';
}
