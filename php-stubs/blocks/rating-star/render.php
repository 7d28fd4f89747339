<?php
/**
 * The star rating's words for visitors, in their language: the saved markup
 * (the stars) holds none, so that it is the same in every language. The
 * image gets its name, "3.5 out of 5 stars", as aria-label and as visually
 * hidden text for readers that ignore ARIA or CSS. Markup saved before the
 * block kept its words on the server (with the author's words in it) has
 * them replaced.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The rating's name, with the rules of blocks/rating-star/rating.ts: 2 to 10
 * stars (default 5), the rating in halves from 0 to the number of stars.
 */
function orbit_blocks_rating_star_label( array $attributes ): string {
	$max    = is_numeric( $attributes['maxRating'] ?? null ) ? (int) round( (float) $attributes['maxRating'] ) : 5;
	$max    = min( 10, max( 2, $max ) );
	$rating = is_numeric( $attributes['rating'] ?? null ) ? round( (float) $attributes['rating'] * 2 ) / 2 : 0;
	$rating = min( $max, max( 0, $rating ) );
	return sprintf(
		/* translators: 1: the rating, in halves (3.5); 2: the number of stars. */
		__( '%1$s out of %2$d stars', 'orbit-blocks' ),
		number_format_i18n( $rating, floor( $rating ) === $rating ? 0 : 1 ),
		$max
	);
}

return static function ( array $attributes, string $content ): string {
	$label = orbit_blocks_rating_star_label( $attributes );
	// Words an older version saved.
	$content = preg_replace( '#<span class="wp-block-jetpack-rating-star__label">.*?</span>#s', '', $content );
	$tags    = new WP_HTML_Tag_Processor( $content );
	if ( ! $tags->next_tag( array( 'class_name' => 'wp-block-jetpack-rating-star' ) ) ) {
		return $content;
	}
	$tags->set_attribute( 'aria-label', $label );
	$content = $tags->get_updated_html();
	$end     = strrpos( $content, '</div>' );
	if ( false === $end ) {
		return $content;
	}
	return substr( $content, 0, $end )
		. '<span class="wp-block-jetpack-rating-star__label">' . esc_html( $label ) . '</span>'
		. substr( $content, $end );
};
