<?php
/**
 * The donations checkout (spec 2 "Donations"): where a visitor's Donate link
 * goes, the service "memberships-checkout" (includes/services.php).
 *
 * - Real default: the provider's memberships checkout,
 *   https://subscribe.wordpress.com/memberships/?blog=&plan=&amount=&currency=.
 * - With Stripe configured (stripe_secret_key): the site's own Stripe
 *   checkout (includes/rest/stripe.php).
 * - Under ORBIT_BLOCKS_LOCAL_SERVICES (npm start, the e2e site) only, without
 *   Stripe: a local test checkout on this site, where no money moves
 *   (stand-ins/payments-checkout.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$services['memberships-checkout'] = array( 'url' => 'https://subscribe.wordpress.com/memberships/' );
		return $services;
	}
);
