<?php
/**
 * The donations checkout (spec 2 "Donations"): where a visitor's Donate link
 * goes, the service "memberships-checkout" (includes/services.php).
 *
 * - With Stripe set up (Settings → Orbit Blocks): Stripe's checkout through
 *   this site (includes/rest/stripe.php). Without it there is no checkout:
 *   payment blocks show visitors nothing and tell editors what to set up.
 * - Under ORBIT_BLOCKS_LOCAL_SERVICES (npm start, the e2e site) only, without
 *   Stripe: a local test checkout on this site, where no money moves
 *   (stand-ins/payments-checkout.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Where a payment block's visitors pay: the service "memberships-checkout"
 * (Stripe's checkout route once Stripe is set up, includes/rest/stripe.php),
 * or '' when the site has no payment service: a block then leads visitors
 * nowhere (orbit_blocks_payments_not_set_up_note()).
 */
function orbit_blocks_memberships_checkout_url(): string {
	return (string) ( orbit_blocks_services()['memberships-checkout']['url'] ?? '' );
}

/**
 * What a payment block shows while the site has no payment service: to
 * people who can edit the post, a note saying visitors see nothing and what
 * to set up; to visitors, nothing.
 */
function orbit_blocks_payments_not_set_up_note(): string {
	if ( ! current_user_can( 'edit_post', (int) get_the_ID() ) ) {
		return '';
	}
	return sprintf(
		'<p class="orbit-payments-not-set-up" role="note">%s</p>',
		esc_html__( 'Visitors do not see this payment block: no payment service is set up on this site. An administrator can add Stripe in Settings → Orbit Blocks.', 'orbit-blocks' )
	);
}
