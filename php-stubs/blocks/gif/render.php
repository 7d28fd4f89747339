<?php
/**
 * Visitors' markup of jetpack/gif. The block saves its markup (a figure, the
 * responsive wrapper with Giphy's embed frame, the caption: save.tsx), which
 * is passed through unchanged. Posts of the incumbent plugin's version saved
 * none (a dynamic block, `<!-- wp:jetpack/gif {…} /-->`): until they are
 * opened and saved again, this draws them from their attributes the way
 * save.tsx would, with the same checks: a Giphy embed address over https
 * (older protocol-relative or http addresses read as https), a plain
 * percentage for the padding, the caption through wp_kses_post.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

return static function ( $attributes, $content = '' ) {
	if ( '' !== trim( (string) $content ) ) {
		return (string) $content;
	}
	$url = preg_replace( '#^(https?:)?//#i', 'https://', trim( (string) ( $attributes['giphyUrl'] ?? '' ) ) );
	if ( ! orbit_blocks_is_giphy_embed_url( $url ) ) {
		return '';
	}
	$url     = preg_replace( '#^https://www\.#', 'https://', $url );
	$padding = (string) ( $attributes['paddingTop'] ?? '' );
	if ( ! preg_match( '/^\d{1,3}(\.\d{1,3})?%$/', $padding ) ) {
		$padding = '56.2%';
	}
	$title   = (string) ( $attributes['searchText'] ?? '' );
	$caption = trim( (string) ( $attributes['caption'] ?? '' ) );
	return sprintf(
		'<figure %1$s><div class="wp-block-jetpack-gif-wrapper" style="padding-top:%2$s"><iframe src="%3$s" title="%4$s" loading="lazy"></iframe></div>%5$s</figure>',
		get_block_wrapper_attributes(),
		esc_attr( $padding ),
		esc_url( $url ),
		esc_attr( '' !== $title ? $title : 'GIF' ),
		'' !== $caption ? '<figcaption class="wp-block-jetpack-gif-caption gallery-caption">' . wp_kses_post( $caption ) . '</figcaption>' : ''
	);
};
