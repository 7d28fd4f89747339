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

/** The checkout of a plan, or null when the plan is not one of the account's products. */
function orbit_blocks_recurring_payments_checkout( $plan_id ): ?string {
	$plan_id = is_numeric( $plan_id ) ? (int) $plan_id : 0;
	if ( $plan_id <= 0 || null === orbit_blocks_payment_account() ) {
		return null;
	}
	$post = get_post( $plan_id );
	if ( ! $post || ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
		return null;
	}
	$services = orbit_blocks_services();
	$checkout = $services['memberships-checkout']['url'] ?? 'https://subscribe.wordpress.com/memberships/';
	return add_query_arg(
		array(
			'blog' => rawurlencode( orbit_blocks_site_slug() ),
			'plan' => $plan_id,
		),
		$checkout
	);
}

return static function ( array $attributes, string $content, WP_Block $block ): string {
	$checkout = orbit_blocks_recurring_payments_checkout( $attributes['planId'] ?? null );
	// The rendered inner button, without the wrapper the post saved around it.
	$button = orbit_blocks_inner_blocks_html( $block );
	if ( null === $checkout || '' === trim( $button ) ) {
		return '';
	}
	// The inner button's link (the first <a>) goes to the checkout.
	$tags = new WP_HTML_Tag_Processor( $button );
	if ( ! $tags->next_tag( 'a' ) ) {
		return '';
	}
	// The processor escapes attribute values itself: a raw (sanitised) URL here.
	$tags->set_attribute( 'href', esc_url_raw( $checkout, array( 'http', 'https' ) ) );
	$tags->set_attribute( 'data-plan', (string) (int) $attributes['planId'] );

	// The wrapper carries the block's class and its alignment (supports.align).
	return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes(), $tags->get_updated_html() );
};
