<?php
/**
 * Payments through Stripe (includes/adapters/stripe.php), once the setting
 * stripe_secret_key is set:
 *
 * - The checkout service "memberships-checkout" (the donations block's
 *   Donate links, the Payment Button; includes/rest/donations-checkout.php)
 *   becomes GET orbit-blocks/v1/stripe/checkout?plan=&amount=&currency=:
 *   it creates a Checkout Session for the plan (a one-time plan: mode
 *   payment; a monthly or yearly one: mode subscription with that
 *   interval) and sends the visitor there (303). Returning, Stripe brings
 *   the visitor back to the page they came from (its Referer, this site
 *   only). ?product=<jp_pay_product>&quantity= does the same for a simple
 *   payments product. One address (IP) may start 20 checkouts in ten
 *   minutes (429 after).
 * - POST orbit-blocks/v1/stripe/webhook, which Stripe calls: public, but
 *   answered only with a valid Stripe-Signature for the setting
 *   stripe_webhook_secret (400 otherwise). checkout.session.completed and
 *   customer.subscription.* events are recorded once each (by event id: a
 *   delivery Stripe repeats is acknowledged, not recorded again) as private
 *   posts of the type orbit_stripe_event, listed for administrators under
 *   Tools → Payments (Stripe).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_NS_STRIPE          = 'orbit-blocks/v1';
const ORBIT_BLOCKS_STRIPE_EVENT_TYPE  = 'orbit_stripe_event';
const ORBIT_BLOCKS_STRIPE_ADMIN_PAGE  = 'orbit-blocks-payments';

add_action(
	'init',
	static function () {
		register_post_type(
			ORBIT_BLOCKS_STRIPE_EVENT_TYPE,
			array(
				'label'           => __( 'Stripe payment events', 'orbit-blocks' ),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'supports'        => array( 'title' ),
				// Payment records: administrators only (includes/capabilities.php).
				'capability_type' => ORBIT_BLOCKS_STRIPE_EVENT_TYPE,
				'capabilities'    => orbit_blocks_admin_only_capabilities(),
				'map_meta_cap'    => true,
			)
		);
	}
);

/* With Stripe configured, the checkout links go to the route below (the development stand-in then stays out too). */
$orbit_blocks_stripe_checkout_service = static function ( array $services ): array {
	if ( orbit_blocks_stripe_configured() ) {
		$services['memberships-checkout'] = array( 'url' => rest_url( ORBIT_BLOCKS_NS_STRIPE . '/stripe/checkout' ) );
	}
	return $services;
};
add_filter( 'orbit_blocks_services', $orbit_blocks_stripe_checkout_service, 20 );

/**
 * The page a checkout returns to: the published post it names (post=), else
 * the visitor's Referer on this site, else the home page.
 */
function orbit_blocks_stripe_return_url( int $post_id = 0 ): string {
	if ( $post_id > 0 && 'publish' === get_post_status( $post_id ) && is_post_publicly_viewable( $post_id ) ) {
		return (string) get_permalink( $post_id );
	}
	$referer = wp_get_raw_referer();
	return $referer ? wp_validate_redirect( $referer, home_url( '/' ) ) : home_url( '/' );
}

/**
 * What a checkout link asks to buy.
 *
 * @return array|WP_Error the item (name, amount, currency, interval, quantity) and its metadata
 */
function orbit_blocks_stripe_checkout_item( WP_REST_Request $request ) {
	$invalid = new WP_Error( 'invalid_checkout', __( 'This payment link is not valid.', 'orbit-blocks' ), array( 'status' => 400 ) );
	$product = (int) $request['product'];
	if ( $product > 0 ) {
		$post = get_post( $product );
		if ( ! $post || ORBIT_BLOCKS_SIMPLE_PAYMENTS_POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return $invalid;
		}
		$currency = strtoupper( (string) get_post_meta( $post->ID, 'spay_currency', true ) );
		$quantity = get_post_meta( $post->ID, 'spay_multiple', true ) ? (int) $request['quantity'] : 1;
		return array(
			array(
				'name'     => $post->post_title,
				'amount'   => (float) get_post_meta( $post->ID, 'spay_price', true ),
				'currency' => '' === $currency ? 'USD' : $currency,
				'interval' => 'one-time',
				'quantity' => $quantity,
			),
			array( 'orbit_product' => (string) $post->ID ),
		);
	}
	$post = get_post( (int) $request['plan'] );
	if ( ! $post || ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
		return $invalid;
	}
	$plan     = orbit_blocks_membership_product_data( $post );
	$currency = isset( ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $plan['currency'] ] ) ? $plan['currency'] : 'USD';
	$amount   = (float) $plan['price'];
	// A donation's amount, or a plan whose buyer may change it, is the visitor's.
	if ( null !== $request['amount'] && ( 'donation' === $plan['type'] || $plan['buyer_can_change_amount'] ) ) {
		$amount = (float) $request['amount'];
	}
	list( , , , $precision, $minimum ) = ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ];
	if ( $amount < $minimum || abs( round( $amount, $precision ) - $amount ) > 1e-9 ) {
		return $invalid;
	}
	return array(
		array(
			'name'     => $plan['title'],
			'amount'   => $amount,
			'currency' => $currency,
			'interval' => in_array( $plan['interval'], ORBIT_BLOCKS_MEMBERSHIP_INTERVALS, true ) ? $plan['interval'] : 'one-time',
			'quantity' => 1,
		),
		array( 'orbit_plan' => (string) $post->ID ),
	);
}

/** Checkouts one address (IP) may start in ten minutes: each is a request to Stripe. */
const ORBIT_BLOCKS_STRIPE_CHECKOUT_LIMIT = 20;

/**
 * Counts a checkout from this client (an IPv4 address or an IPv6 /64); false
 * once over the limit. Counted under a lock like every public route's limit
 * (includes/client-address.php).
 */
function orbit_blocks_stripe_within_rate_limit(): bool {
	return orbit_blocks_client_within_limit( 'orbit_stripe_rate', ORBIT_BLOCKS_STRIPE_CHECKOUT_LIMIT, 10 * MINUTE_IN_SECONDS );
}

/** How many payment events are recorded. */
function orbit_blocks_stripe_payment_count(): int {
	return (int) ( wp_count_posts( ORBIT_BLOCKS_STRIPE_EVENT_TYPE )->private ?? 0 );
}

/**
 * Records a webhook event once.
 *
 * @return bool false when the event was recorded before
 */
function orbit_blocks_stripe_record_event( array $event ): bool {
	$id = (string) $event['id'];
	// add_option fails when the option exists: of two deliveries at once, one records.
	if ( ! add_option( 'orbit_stripe_evt_' . md5( $id ), time(), '', false ) ) {
		return false;
	}
	$object = is_array( $event['data']['object'] ?? null ) ? $event['data']['object'] : array();
	$amount = $object['amount_total'] ?? ( $object['items']['data'][0]['price']['unit_amount'] ?? null );
	$email  = (string) ( $object['customer_details']['email'] ?? ( $object['customer_email'] ?? '' ) );
	wp_insert_post(
		array(
			'post_type'   => ORBIT_BLOCKS_STRIPE_EVENT_TYPE,
			'post_status' => 'private',
			'post_title'  => sanitize_text_field( (string) $event['type'] . ' ' . (string) ( $object['id'] ?? '' ) ),
			'meta_input'  => array(
				'_orbit_stripe_event'    => sanitize_text_field( $id ),
				'_orbit_stripe_type'     => sanitize_text_field( (string) $event['type'] ),
				'_orbit_stripe_object'   => sanitize_text_field( (string) ( $object['id'] ?? '' ) ),
				'_orbit_stripe_status'   => sanitize_text_field( (string) ( $object['payment_status'] ?? ( $object['status'] ?? '' ) ) ),
				'_orbit_stripe_amount'   => null === $amount ? '' : (int) $amount,
				'_orbit_stripe_currency' => strtoupper( sanitize_key( (string) ( $object['currency'] ?? '' ) ) ),
				'_orbit_stripe_email'    => sanitize_email( $email ),
				'_orbit_stripe_plan'     => (int) ( $object['metadata']['orbit_plan'] ?? 0 ),
				'_orbit_stripe_livemode' => empty( $event['livemode'] ) ? 0 : 1,
			),
		)
	);
	return true;
}

/** Whether an event is one the site records. */
function orbit_blocks_stripe_recorded_type( string $type ): bool {
	return 'checkout.session.completed' === $type || 0 === strpos( $type, 'customer.subscription.' );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_STRIPE,
			'/stripe/checkout',
			array(
				'methods'             => WP_REST_Server::READABLE,
				// Visitors pay without an account: the route only redirects to Stripe.
				'permission_callback' => '__return_true',
				'args'                => array(
					'plan'     => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'product'  => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'quantity' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 100,
						'default' => 1,
					),
					// A decimal amount in the currency's units, e.g. 12.50.
					'amount'   => array(
						'type'    => 'string',
						'pattern' => '^[0-9]{1,9}(\\.[0-9]{1,8})?$',
					),
					'post'     => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					if ( ! orbit_blocks_stripe_configured() ) {
						return new WP_Error( 'not_configured', __( 'Payments are not set up on this site.', 'orbit-blocks' ), array( 'status' => 503 ) );
					}
					$item = orbit_blocks_stripe_checkout_item( $request );
					if ( is_wp_error( $item ) ) {
						return $item;
					}
					if ( ! orbit_blocks_stripe_within_rate_limit() ) {
						return new WP_Error( 'rate_limited', __( 'Too many payment attempts. Please try again later.', 'orbit-blocks' ), array( 'status' => 429 ) );
					}
					$url = orbit_blocks_stripe_checkout_session( $item[0], orbit_blocks_stripe_return_url( (int) $request['post'] ), $item[1] );
					if ( is_wp_error( $url ) ) {
						return $url;
					}
					return new WP_REST_Response( null, 303, array( 'Location' => $url ) );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_STRIPE,
			'/stripe/webhook',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				// Stripe calls it; the signature below is the check.
				'permission_callback' => '__return_true',
				'callback'            => static function ( WP_REST_Request $request ) {
					$payload = $request->get_body();
					if ( ! orbit_blocks_stripe_signature_valid( $payload, (string) $request->get_header( 'stripe_signature' ), orbit_blocks_setting( 'stripe_webhook_secret' ) ) ) {
						return new WP_Error( 'invalid_signature', __( 'The webhook signature is not valid.', 'orbit-blocks' ), array( 'status' => 400 ) );
					}
					$event = json_decode( $payload, true );
					if ( ! is_array( $event ) || empty( $event['id'] ) || empty( $event['type'] ) ) {
						return new WP_Error( 'invalid_event', __( 'The webhook event is not valid.', 'orbit-blocks' ), array( 'status' => 400 ) );
					}
					if ( ! orbit_blocks_stripe_recorded_type( (string) $event['type'] ) ) {
						return rest_ensure_response( array( 'received' => true, 'recorded' => false ) );
					}
					return rest_ensure_response(
						array(
							'received' => true,
							'recorded' => orbit_blocks_stripe_record_event( $event ),
						)
					);
				},
			)
		);
	}
);

/* Tools → Payments (Stripe): the recorded events, newest first. */
add_action(
	'admin_menu',
	static function () {
		add_management_page(
			__( 'Payments (Stripe)', 'orbit-blocks' ),
			__( 'Payments (Stripe)', 'orbit-blocks' ),
			'manage_options',
			ORBIT_BLOCKS_STRIPE_ADMIN_PAGE,
			'orbit_blocks_stripe_admin_page'
		);
	}
);

function orbit_blocks_stripe_admin_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to see payments.', 'orbit-blocks' ), 403 );
	}
	$events = get_posts(
		array(
			'post_type'   => ORBIT_BLOCKS_STRIPE_EVENT_TYPE,
			'post_status' => 'private',
			'numberposts' => 100,
			'orderby'     => 'ID',
			'order'       => 'DESC',
		)
	);
	echo '<div class="wrap"><h1>' . esc_html__( 'Payments (Stripe)', 'orbit-blocks' ) . '</h1>';
	echo '<p>' . esc_html(
		sprintf(
			/* translators: %d: number of events */
			_n( '%d payment event recorded from Stripe.', '%d payment events recorded from Stripe.', orbit_blocks_stripe_payment_count(), 'orbit-blocks' ),
			orbit_blocks_stripe_payment_count()
		)
	) . '</p>';
	echo '<table class="widefat striped orbit-blocks-payments"><thead><tr>';
	foreach ( array( __( 'Date', 'orbit-blocks' ), __( 'Event', 'orbit-blocks' ), __( 'Stripe object', 'orbit-blocks' ), __( 'Status', 'orbit-blocks' ), __( 'Amount', 'orbit-blocks' ), __( 'Email', 'orbit-blocks' ) ) as $heading ) {
		echo '<th scope="col">' . esc_html( $heading ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	if ( ! $events ) {
		echo '<tr><td colspan="6">' . esc_html__( 'No payments yet.', 'orbit-blocks' ) . '</td></tr>';
	}
	foreach ( $events as $event ) {
		$meta     = static fn( string $key ): string => (string) get_post_meta( $event->ID, $key, true );
		$currency = $meta( '_orbit_stripe_currency' );
		$amount   = $meta( '_orbit_stripe_amount' );
		$price    = '' === $amount || '' === $currency ? '' : orbit_blocks_format_price( (int) $amount / ( 10 ** ( ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ][3] ?? 2 ) ), $currency );
		printf(
			'<tr><td>%1$s</td><td>%2$s</td><td><code>%3$s</code></td><td>%4$s</td><td>%5$s</td><td>%6$s</td></tr>',
			esc_html( get_the_date( '', $event ) . ' ' . get_the_time( '', $event ) ),
			esc_html( $meta( '_orbit_stripe_type' ) ),
			esc_html( $meta( '_orbit_stripe_object' ) ),
			esc_html( $meta( '_orbit_stripe_status' ) ),
			esc_html( $price ),
			esc_html( $meta( '_orbit_stripe_email' ) )
		);
	}
	echo '</tbody></table></div>';
}
