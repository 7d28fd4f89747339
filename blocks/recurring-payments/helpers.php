<?php
/**
 * Functions of jetpack/recurring-payments's visitor markup (render.php beside this file, which
 * loads them once).
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
	$checkout = orbit_blocks_memberships_checkout_url();
	if ( '' === $checkout ) {
		return null;
	}
	return add_query_arg(
		array(
			'blog' => rawurlencode( orbit_blocks_site_slug() ),
			'plan' => $plan_id,
		),
		$checkout
	);
}
