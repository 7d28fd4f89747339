<?php
/**
 * The star rating's words for visitors, in their language: the saved markup
 * (the stars) holds none, so that it is the same in every language. The
 * image gets its name, "3.5 out of 5 stars", as aria-label and as visually
 * hidden text for readers that ignore ARIA or CSS. Markup saved before the
 * block kept its words on the server (with the author's words in it) has
 * them replaced. Markup without our stars (the incumbent's fallback, one
 * "★" a started star, in a post not saved again since) gives way to the
 * stars drawn from the attributes, as save.tsx draws them.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$label = orbit_blocks_rating_star_label( $attributes );
if ( false === strpos( $content, 'wp-block-jetpack-rating-star__stars' ) ) {
	$content = orbit_blocks_rating_star_markup( $attributes );
}
// Words an older version saved.
$content = preg_replace( '#<span class="wp-block-jetpack-rating-star__label">.*?</span>#s', '', $content );
$tags    = new WP_HTML_Tag_Processor( $content );
if ( ! $tags->next_tag( array( 'class_name' => 'wp-block-jetpack-rating-star' ) ) ) {
	echo $content;
	return;
}
$tags->set_attribute( 'aria-label', $label );
$content = $tags->get_updated_html();
$end     = strrpos( $content, '</div>' );
if ( false === $end ) {
	echo $content;
	return;
}
echo substr( $content, 0, $end )
	. '<span class="wp-block-jetpack-rating-star__label">' . esc_html( $label ) . '</span>'
	. substr( $content, $end );
