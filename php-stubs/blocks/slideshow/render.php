<?php
/**
 * The slideshow's controls named for visitors, in their language: the saved
 * markup holds no words (the same in every language), so the previous, next
 * and pause buttons get their aria-label here. Markup saved with the
 * author's words in it has them replaced. Swiper's accessibility module
 * (view.js, translated too) names them again once it runs.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

return static function ( array $attributes, string $content ): string {
	$labels = array(
		'wp-block-jetpack-slideshow_button-prev'  => __( 'Previous slide', 'orbit-blocks' ),
		'wp-block-jetpack-slideshow_button-next'  => __( 'Next slide', 'orbit-blocks' ),
		'wp-block-jetpack-slideshow_button-pause' => __( 'Pause slideshow', 'orbit-blocks' ),
	);
	$tags   = new WP_HTML_Tag_Processor( $content );
	while ( $tags->next_tag( 'button' ) ) {
		foreach ( $labels as $class => $label ) {
			if ( $tags->has_class( $class ) ) {
				$tags->set_attribute( 'aria-label', $label );
			}
		}
	}
	return $tags->get_updated_html();
};
