<?php
/**
 * Visitors' markup of jetpack/gif. The block saves its markup (a figure, the
 * responsive wrapper with Giphy's embed frame, the caption: save.tsx), which
 * is passed through unchanged. Posts of the incumbent plugin's version saved
 * none (a dynamic block, `<!-- wp:jetpack/gif {…} /-->`): until they are
 * opened and saved again, this draws them from their attributes the way
 * save.tsx would, with the same checks: a Giphy embed address over https
 * (older protocol-relative or http addresses read as https), a plain
 * percentage for the padding, the caption through wp_kses_post. Its Tumblr
 * version's GIF (gifUrl, an https image on a media host of tumblr.com)
 * is drawn as the image save.tsx saves, and the blog it came from
 * (attributionUrl, attributionName) is credited under it for visitors, in
 * their language, in saved posts too.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$attributes = is_array( $attributes ) ? $attributes : array();
if ( '' !== trim( (string) $content ) ) {
	$credit = orbit_blocks_gif_attribution( $attributes );
	$end    = false !== strpos( (string) $content, '<img' ) ? strrpos( (string) $content, '</figure>' ) : false;
	echo '' !== $credit && false !== $end ? substr_replace( (string) $content, $credit, $end, 0 ) : (string) $content;
	return;
}
$padding = (string) ( $attributes['paddingTop'] ?? '' );
if ( ! preg_match( '/^\d{1,3}(\.\d{1,3})?%$/', $padding ) ) {
	$padding = '56.2%';
}
$title   = (string) ( $attributes['searchText'] ?? '' );
$caption = trim( (string) ( $attributes['caption'] ?? '' ) );
$caption = '' !== $caption ? '<figcaption class="wp-block-jetpack-gif-caption gallery-caption">' . wp_kses_post( $caption ) . '</figcaption>' : '';
$image   = orbit_blocks_gif_image_url( $attributes['gifUrl'] ?? '' );
if ( '' === trim( (string) ( $attributes['giphyUrl'] ?? '' ) ) && '' !== $image ) {
	printf(
		'<figure %1$s><div class="wp-block-jetpack-gif-wrapper" style="padding-top:%2$s"><img src="%3$s" alt="%4$s" title="%4$s" loading="lazy"/></div>%5$s%6$s</figure>',
		get_block_wrapper_attributes(),
		esc_attr( $padding ),
		esc_url( $image ),
		esc_attr( $title ),
		$caption,
		orbit_blocks_gif_attribution( $attributes )
	);
	return;
}
$url = preg_replace( '#^(https?:)?//#i', 'https://', trim( (string) ( $attributes['giphyUrl'] ?? '' ) ) );
if ( ! orbit_blocks_is_giphy_embed_url( $url ) ) {
	return;
}
$url = preg_replace( '#^https://www\.#', 'https://', $url );
printf(
	'<figure %1$s><div class="wp-block-jetpack-gif-wrapper" style="padding-top:%2$s"><iframe src="%3$s" title="%4$s" loading="lazy"></iframe></div>%5$s</figure>',
	get_block_wrapper_attributes(),
	esc_attr( $padding ),
	esc_url( $url ),
	esc_attr( '' !== $title ? $title : 'GIF' ),
	$caption
);
