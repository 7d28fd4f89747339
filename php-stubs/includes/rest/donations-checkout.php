<?php
/**
 * The donations checkout (spec 2 "Donations"): where a visitor's Donate link
 * goes, the service "memberships-checkout" (includes/services.php).
 *
 * - With Stripe set up (Settings → Orbit Blocks): Stripe's checkout through
 *   this site (includes/rest/stripe.php). Without it there is no checkout:
 *   payment blocks show visitors nothing and tell editors what to set up.
 * - Under ORBIT_BLOCKS_LOCAL_SERVICES (npm start, the e2e site) only: a local test checkout on
 *   this site, <home>/?orbit_blocks_checkout=1&plan=&amount=&currency=, which
 *   names the donation product and the amount (no money moves).
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

// In development the local test checkout is the payment service, on the
// e2e site too (whose tests answer real services' addresses: a payment
// service has none), until Stripe is set up (priority 20 replaces it).
add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		if ( orbit_blocks_local_services_enabled() ) {
			$services['memberships-checkout'] = array( 'url' => add_query_arg( 'orbit_blocks_checkout', '1', home_url( '/' ) ) );
		}
		return $services;
	}
);

add_action(
	'template_redirect',
	static function () {
		// phpcs:disable WordPress.Security.NonceVerification -- a read-only page.
		if ( empty( $_GET['orbit_blocks_checkout'] ) || ! orbit_blocks_local_services_enabled() ) {
			return;
		}
		$plan     = isset( $_GET['plan'] ) ? absint( $_GET['plan'] ) : 0;
		$amount   = isset( $_GET['amount'] ) && is_numeric( $_GET['amount'] ) ? (float) $_GET['amount'] : null;
		$currency = isset( $_GET['currency'] ) ? strtoupper( sanitize_key( wp_unslash( (string) $_GET['currency'] ) ) ) : 'USD';
		// phpcs:enable
		$post    = $plan ? get_post( $plan ) : null;
		$product = $post && ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE === $post->post_type ? orbit_blocks_membership_product_data( $post ) : null;
		status_header( $product ? 200 : 404 );
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		echo '<!DOCTYPE html><html><head><meta charset="utf-8"><title>' . esc_html__( 'Checkout', 'orbit-blocks' ) . '</title></head><body style="font-family:sans-serif;max-width:480px;margin:10vh auto">';
		echo '<h1>' . esc_html__( 'Checkout (local test)', 'orbit-blocks' ) . '</h1>';
		if ( ! $product ) {
			echo '<p>' . esc_html__( 'This product does not exist.', 'orbit-blocks' ) . '</p>';
		} else {
			echo '<p class="checkout-product">' . esc_html( $product['title'] ) . '</p>';
			if ( null !== $amount && isset( ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ] ) ) {
				echo '<p class="checkout-amount">' . esc_html( orbit_blocks_format_price( $amount, $currency ) ) . '</p>';
			} elseif ( null === $amount ) {
				// A Payment Button's plan: its own price and interval.
				echo '<p class="checkout-amount">' . esc_html( orbit_blocks_format_price( (float) $product['price'], $product['currency'] ) . ( 'one-time' === $product['interval'] ? '' : ' / ' . $product['interval'] ) ) . '</p>';
			}
			echo '<p>' . esc_html__( 'This is the local stand-in of the payment checkout: no money moves.', 'orbit-blocks' ) . '</p>';
		}
		echo '</body></html>';
		exit;
	}
);
