<?php
/**
 * Stripe (https://docs.stripe.com/api): Checkout Sessions for the payment
 * blocks and the verification of Stripe's webhook signatures, once the
 * setting stripe_secret_key is set.
 *
 * - POST /v1/checkout/sessions (API reference, "Create a Checkout
 *   Session"), form-encoded, Authorization: Bearer <secret key>; answers
 *   the session with its url, where the visitor pays.
 * - Errors are { error: { type, message, code?, param? } } with 400, 401,
 *   402, 404, 429 or 5xx (API reference, "Errors").
 * - Webhooks (https://docs.stripe.com/webhooks, "Verify webhook signatures
 *   manually"): the Stripe-Signature header holds t=<unix time> and one or
 *   more v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's
 *   signing secret>; a signature older than five minutes is refused.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** Seconds a webhook signature stays valid (Stripe's libraries use five minutes). */
const ORBIT_BLOCKS_STRIPE_TOLERANCE = 300;

/** Whether payments go through Stripe (its secret key is set). */
function orbit_blocks_stripe_configured(): bool {
	return '' !== orbit_blocks_setting( 'stripe_secret_key' );
}

/**
 * One API call: form-encoded fields, the secret key as Bearer token.
 *
 * @return array{status: int, body: mixed, headers: array, error: string}
 */
function orbit_blocks_stripe_api( string $method, string $path, ?array $fields = null ): array {
	$base    = orbit_blocks_service_endpoint( 'stripe', 'https://api.stripe.com' );
	$headers = array( 'Authorization' => 'Bearer ' . orbit_blocks_setting( 'stripe_secret_key' ) );
	if ( null !== $fields ) {
		$headers['Content-Type'] = 'application/x-www-form-urlencoded';
	}
	return orbit_blocks_http_json( $method, $base . '/v1' . $path, $headers, $fields );
}

/**
 * A failed answer as a WP_Error: Stripe's own message for the administrators'
 * debug log (includes/debug-log.php), ours for people; the error a visitor
 * gets holds nothing of Stripe's.
 */
function orbit_blocks_stripe_error( array $response ): WP_Error {
	$error  = is_array( $response['body'] ) && is_array( $response['body']['error'] ?? null ) ? $response['body']['error'] : array();
	$status = $response['status'];
	if ( 401 === $status ) {
		/* translators: %s: a setting's name */
		$message = sprintf( __( 'Stripe refused the request: check the %s in Settings → Orbit Blocks.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'stripe_secret_key' ) );
	} elseif ( orbit_blocks_http_is_transient( $status ) ) {
		$message = __( 'The payment service could not be reached. Please try again in a moment.', 'orbit-blocks' );
	} else {
		$message = __( 'The payment could not be started.', 'orbit-blocks' );
	}
	orbit_blocks_debug_log( 'Stripe', sprintf( '%d %s', $status, (string) ( $error['message'] ?? $response['error'] ) ) );
	return new WP_Error(
		'stripe_' . ( 0 === $status ? 'unreachable' : 'error' ),
		$message,
		array( 'status' => orbit_blocks_http_is_transient( $status ) ? 503 : 502 )
	);
}

/** An amount in the currency's smallest unit (cents; yen as they are). */
function orbit_blocks_stripe_minor_units( float $amount, string $currency ): int {
	$precision = ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ][3] ?? 2;
	return (int) round( $amount * ( 10 ** $precision ) );
}

/**
 * Creates a Checkout Session for one item.
 *
 * @param array  $item       name, amount (in the currency's units), currency, interval
 *                           ('one-time', '1 month' or '1 year'), quantity
 * @param string $return_url the page the visitor comes back to
 * @param array  $metadata   kept on the session, read back by the webhook
 * @return string|WP_Error the session's url
 */
function orbit_blocks_stripe_checkout_session( array $item, string $return_url, array $metadata = array() ) {
	$price_data = array(
		'currency'     => strtolower( $item['currency'] ),
		'unit_amount'  => orbit_blocks_stripe_minor_units( (float) $item['amount'], $item['currency'] ),
		'product_data' => array( 'name' => $item['name'] ),
	);
	$recurring  = array(
		'1 month' => 'month',
		'1 year'  => 'year',
	);
	$interval   = $recurring[ $item['interval'] ] ?? null;
	if ( $interval ) {
		$price_data['recurring'] = array( 'interval' => $interval );
	}
	$fields   = array(
		'mode'        => $interval ? 'subscription' : 'payment',
		'line_items'  => array(
			array(
				'price_data' => $price_data,
				'quantity'   => max( 1, (int) ( $item['quantity'] ?? 1 ) ),
			),
		),
		// Stripe fills in {CHECKOUT_SESSION_ID} itself.
		'success_url' => add_query_arg( 'orbit_payment', 'success', $return_url ) . '&session_id={CHECKOUT_SESSION_ID}',
		'cancel_url'  => add_query_arg( 'orbit_payment', 'cancelled', $return_url ),
		'metadata'    => $metadata,
	);
	$response = orbit_blocks_stripe_api( 'POST', '/checkout/sessions', $fields );
	if ( 200 !== $response['status'] || ! is_array( $response['body'] ) ) {
		return orbit_blocks_stripe_error( $response );
	}
	$url = esc_url_raw( (string) ( $response['body']['url'] ?? '' ), array( 'https', 'http' ) );
	if ( '' === $url ) {
		return orbit_blocks_stripe_error( array( 'status' => 502, 'body' => null, 'error' => 'The session has no url.' ) );
	}
	return $url;
}

/**
 * Whether a webhook's Stripe-Signature header signs its raw body with the
 * secret, within the tolerance.
 */
function orbit_blocks_stripe_signature_valid( string $payload, string $header, string $secret, ?int $now = null ): bool {
	if ( '' === $secret || '' === $header ) {
		return false;
	}
	$timestamp  = null;
	$signatures = array();
	foreach ( explode( ',', $header ) as $part ) {
		$pair = explode( '=', trim( $part ), 2 );
		if ( 2 !== count( $pair ) ) {
			continue;
		}
		if ( 't' === $pair[0] && ctype_digit( $pair[1] ) ) {
			$timestamp = (int) $pair[1];
		} elseif ( 'v1' === $pair[0] ) {
			$signatures[] = $pair[1];
		}
	}
	$now = $now ?? time();
	if ( null === $timestamp || ! $signatures || abs( $now - $timestamp ) > ORBIT_BLOCKS_STRIPE_TOLERANCE ) {
		return false;
	}
	$expected = hash_hmac( 'sha256', $timestamp . '.' . $payload, $secret );
	foreach ( $signatures as $signature ) {
		if ( hash_equals( $expected, $signature ) ) {
			return true;
		}
	}
	return false;
}

/* The settings screen's "Test" for the payments section: the secret key works (GET /v1/balance). */
add_filter(
	'orbit_blocks_settings_test_payments',
	static function ( $outcome ) {
		if ( is_array( $outcome ) ) {
			return $outcome;
		}
		if ( ! orbit_blocks_stripe_configured() ) {
			return array(
				'ok'      => false,
				/* translators: %s: a setting's name */
				'message' => sprintf( __( 'Enter the %s first.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'stripe_secret_key' ) ),
			);
		}
		$response = orbit_blocks_stripe_api( 'GET', '/balance' );
		if ( 200 !== $response['status'] ) {
			return array(
				'ok'      => false,
				'message' => orbit_blocks_stripe_error( $response )->get_error_message(),
			);
		}
		$recorded = function_exists( 'orbit_blocks_stripe_payment_count' ) ? orbit_blocks_stripe_payment_count() : 0;
		return array(
			'ok'       => true,
			'message'  => '' === orbit_blocks_setting( 'stripe_webhook_secret' )
				/* translators: %s: a setting's name */
				? sprintf( __( 'Stripe accepted the secret key. Add the %s so that payments are recorded here.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'stripe_webhook_secret' ) )
				/* translators: %d: number of payment events */
				: sprintf( _n( 'Stripe accepted the secret key. %d payment event recorded.', 'Stripe accepted the secret key. %d payment events recorded.', $recorded, 'orbit-blocks' ), $recorded ),
			'recorded' => $recorded,
		);
	}
);
