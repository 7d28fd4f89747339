<?php
/**
 * Server render of jetpack/recurring-payments, the Payment Button (spec 3
 * sections 5 and 8): the button is hidden from visitors until a valid
 * payment plan is chosen, so nothing is rendered while planId names no
 * product of the account (or no payment account is connected). Otherwise
 * the inner jetpack/button ($content) links to the plan's checkout, the
 * service "memberships-checkout" (includes/rest/donations-checkout.php:
 * the provider's checkout, or the local test checkout under npm start)
 * with blog and plan.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

if ( '' === orbit_blocks_memberships_checkout_url() ) {
	// No payment service: nothing for visitors that leads to a checkout.
	echo orbit_blocks_payments_not_set_up_note(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped where built.
	return;
}
$checkout = orbit_blocks_recurring_payments_checkout( $attributes['planId'] ?? null );
// The rendered inner button, without the wrapper the post saved around it.
$button = orbit_blocks_inner_blocks_html( $block );
if ( null === $checkout || '' === trim( $button ) ) {
	return;
}
// The inner button's link (the first <a>) goes to the checkout.
$tags = new WP_HTML_Tag_Processor( $button );
if ( ! $tags->next_tag( 'a' ) ) {
	return;
}
// The processor escapes attribute values itself: a raw (sanitised) URL here.
$tags->set_attribute( 'href', esc_url_raw( $checkout, array( 'http', 'https' ) ) );
$tags->set_attribute( 'data-plan', (string) (int) $attributes['planId'] );

// The wrapper carries the block's class and its alignment (supports.align).
printf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes(), $tags->get_updated_html() );
