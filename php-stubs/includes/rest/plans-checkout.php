<?php
/**
 * The plan checkout the paid-block banner's Upgrade leads to (spec 3
 * sections 2 and 4): the service "plans-checkout", addressed as
 * <base>/<site>/<plan>?redirect_to=<editor with plan_upgraded=1>.
 *
 * - The plans service's checkout (the setting plans_checkout_url), when a
 *   host or administrator configured one; none otherwise (every block is
 *   then included, includes/plans.php, and no banner leads anywhere).
 * - Under ORBIT_BLOCKS_LOCAL_SERVICES (npm start): a local stand-in checkout
 *   that sets the site's plan, no money moving (stand-ins/plans-checkout.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

// The plans service's checkout, when one is configured (includes/plans.php).
add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$checkout = orbit_blocks_setting( 'plans_checkout_url' );
		if ( '' !== $checkout ) {
			$services['plans-checkout'] = array( 'url' => trailingslashit( $checkout ) );
		}
		return $services;
	}
);
