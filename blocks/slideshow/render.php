<?php
/**
 * The slideshow's controls named for visitors, in their language: the saved
 * markup holds no words (the same in every language), so the previous, next
 * and pause buttons get their aria-label here. Markup saved with the
 * author's words in it has them replaced. The root gets the view script's
 * words as data-label-* attributes (blocks/slideshow/labels.ts: swiper's
 * names for the buttons, play / pause, the message when swiper cannot
 * load), so view.js needs no wp-i18n.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$labels = array(
	'wp-block-jetpack-slideshow_button-prev'  => __( 'Previous slide', 'orbit-blocks' ),
	'wp-block-jetpack-slideshow_button-next'  => __( 'Next slide', 'orbit-blocks' ),
	'wp-block-jetpack-slideshow_button-pause' => __( 'Pause slideshow', 'orbit-blocks' ),
);
$view_labels = array(
	'data-label-previous' => __( 'Previous slide', 'orbit-blocks' ),
	'data-label-next'     => __( 'Next slide', 'orbit-blocks' ),
	'data-label-play'     => __( 'Play slideshow', 'orbit-blocks' ),
	'data-label-pause'    => __( 'Pause slideshow', 'orbit-blocks' ),
	'data-label-failed'   => __( 'The Swiper library could not be loaded.', 'orbit-blocks' ),
);
$tags        = new WP_HTML_Tag_Processor( $content );
// The tag processor escapes the values it sets.
if ( $tags->next_tag( array( 'class_name' => 'wp-block-jetpack-slideshow' ) ) ) {
	foreach ( $view_labels as $name => $label ) {
		$tags->set_attribute( $name, $label );
	}
}
$size_slug = sanitize_key( (string) ( $attributes['sizeSlug'] ?? '' ) );
while ( $tags->next_tag() ) {
	if ( 'IMG' === $tags->get_tag() && $tags->has_class( 'wp-block-jetpack-slideshow_image' ) ) {
		$image_id  = $tags->get_attribute( 'data-id' );
		$image_src = $tags->get_attribute( 'src' );
		$image     = orbit_blocks_slideshow_image_attributes(
			is_string( $image_id ) && ctype_digit( $image_id ) ? (int) $image_id : 0,
			is_string( $image_src ) ? $image_src : '',
			$size_slug
		);
		foreach ( $image as $name => $value ) {
			$tags->set_attribute( $name, $value );
		}
	} elseif ( 'BUTTON' === $tags->get_tag() ) {
		foreach ( $labels as $class => $label ) {
			if ( $tags->has_class( $class ) ) {
				$tags->set_attribute( 'aria-label', $label );
			}
		}
	}
}
echo $tags->get_updated_html();
