<?php
/**
 * The rendered inner blocks of a block, without the markup its save put
 * around them. Calendly, Eventbrite, Mailchimp and the Payment Button save
 * the incumbent's div.wp-block-jetpack-<name> around their inner button (so
 * posts can move between the two plugins); their server render builds its
 * own wrapper and takes only the button from here, whichever version of the
 * markup the post holds.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_inner_blocks_html( WP_Block $block ): string {
	$html = '';
	foreach ( $block->inner_blocks as $inner_block ) {
		$html .= $inner_block->render();
	}
	return $html;
}
