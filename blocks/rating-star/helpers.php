<?php
/**
 * Functions of jetpack/rating-star's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The rating and the number of stars, with the rules of
 * blocks/rating-star/rating.ts: 2 to 10 stars (default 5), the rating in
 * halves from 0 to the number of stars.
 *
 * @return array{0: float, 1: int} The rating and the number of stars.
 */
function orbit_blocks_rating_star_values( array $attributes ): array {
	$max    = is_numeric( $attributes['maxRating'] ?? null ) ? (int) round( (float) $attributes['maxRating'] ) : 5;
	$max    = min( 10, max( 2, $max ) );
	$rating = is_numeric( $attributes['rating'] ?? null ) ? round( (float) $attributes['rating'] * 2 ) / 2 : 0;
	return array( (float) min( $max, max( 0, $rating ) ), $max );
}

/** The rating's name, "3.5 out of 5 stars". */
function orbit_blocks_rating_star_label( array $attributes ): string {
	list( $rating, $max ) = orbit_blocks_rating_star_values( $attributes );
	return sprintf(
		/* translators: 1: the rating, in halves (3.5); 2: the number of stars. */
		__( '%1$s out of %2$d stars', 'orbit-blocks' ),
		number_format_i18n( $rating, floor( $rating ) === $rating ? 0 : 1 ),
		$max
	);
}

/**
 * The stars as save.tsx saves them (blocks/rating-star/save.tsx, stars.tsx):
 * the alignment class, the colour when the shared validator accepts it, and
 * the author's class names.
 */
function orbit_blocks_rating_star_markup( array $attributes ): string {
	list( $rating, $max ) = orbit_blocks_rating_star_values( $attributes );
	$align   = in_array( $attributes['align'] ?? null, array( 'left', 'center', 'right' ), true ) ? $attributes['align'] : 'left';
	$classes = array( 'wp-block-jetpack-rating-star', 'has-text-align-' . $align );
	foreach ( preg_split( '/\s+/', (string) ( $attributes['className'] ?? '' ), -1, PREG_SPLIT_NO_EMPTY ) as $name ) {
		$classes[] = sanitize_html_class( $name );
	}
	$color = $attributes['color'] ?? null;
	$style = orbit_blocks_is_valid_color( $color ) ? ' style="' . esc_attr( 'color:' . trim( $color ) ) . '"' : '';
	$stars = '';
	for ( $star = 1; $star <= $max; $star++ ) {
		$fill   = $rating >= $star ? 'full' : ( $rating === $star - 0.5 ? 'half' : 'empty' );
		$stars .= '<span class="wp-block-jetpack-rating-star__star is-' . $fill . '">' . ( 'empty' === $fill ? '☆' : '★' ) . '</span>';
	}
	return '<div class="' . esc_attr( implode( ' ', array_filter( $classes ) ) ) . '"' . $style . ' role="img">'
		. '<span class="wp-block-jetpack-rating-star__stars" aria-hidden="true">' . $stars . '</span></div>';
}
