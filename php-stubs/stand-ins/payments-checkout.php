<?php
/**
 * Stand-in for the service "memberships-checkout" (the payment checkout
 * that the donations block's Donate links and the Payment Button lead
 * visitors to; includes/rest/donations-checkout.php): a local test checkout
 * on this site,
 *
 *   <home>/?orbit_blocks_checkout=1&plan=&amount=&currency=
 *
 * which names the product and the amount (a Payment Button's plan: its own
 * price and interval); no money moves. With Stripe configured
 * (stripe_secret_key; includes/rest/stripe.php) the links go to the real
 * checkout instead, here too; this page still answers.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

// The payment service of development, on the e2e site too (whose tests
// answer real services' addresses: a payment service has none).
add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		if ( ! orbit_blocks_stripe_configured() ) {
			$services['memberships-checkout'] = array( 'url' => add_query_arg( 'orbit_blocks_checkout', '1', home_url( '/' ) ) );
		}
		return $services;
	}
);

add_action(
	'template_redirect',
	static function () {
		// phpcs:disable WordPress.Security.NonceVerification -- a read-only page.
		if ( empty( $_GET['orbit_blocks_checkout'] ) ) {
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
