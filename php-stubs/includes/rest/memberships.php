<?php
/**
 * Memberships and subscribers of the local provider (spec 1 sections 3, 5
 * and 7; spec 2's donation products):
 *
 * - GET  wpcom/v2/memberships/status    the payment account and the products
 * - POST wpcom/v2/memberships/product   creates one product (validated here too)
 * - POST wpcom/v2/memberships/products  type=donation: the three donation products
 * - DELETE wpcom/v2/memberships/product/<id>  removes a product
 * - GET  wpcom/v2/subscribers/counts    email subscribers, paid subscribers, social followers
 *
 * Products are posts of the type orbit_member_plan (title, and meta for
 * price, currency, interval, type and flags). The payment account is
 * Stripe once its keys are set in Settings → Orbit Blocks, where
 * connect_url leads administrators; in development without them, the
 * option orbit_blocks_payment_account, set on the local "Payment account"
 * page (stand-ins/payment-account.php). Anyone who edits posts may read;
 * products and the payment account are the site's, so creating and
 * deleting products, like the payment account, need manage_options.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE       = 'orbit_member_plan';
const ORBIT_BLOCKS_PAYMENT_ACCOUNT_OPTION     = 'orbit_blocks_payment_account';
const ORBIT_BLOCKS_SOCIAL_FOLLOWERS_OPTION    = 'orbit_blocks_social_followers';
const ORBIT_BLOCKS_PAID_SUBSCRIPTION_USER_META = 'orbit_blocks_paid_subscription';
const ORBIT_BLOCKS_MEMBERSHIP_INTERVALS       = array( 'one-time', '1 month', '1 year' );
const ORBIT_BLOCKS_MEMBERSHIP_TYPES           = array( 'membership', 'donation' );

/*
 * The currencies products may be priced in (spec 3 section 5), as the
 * editor's currency table has them (shared/currency/table.ts; a jest test
 * keeps the two equal): code => array( symbol, grouping, decimal,
 * precision, minimum ).
 */
const ORBIT_BLOCKS_PAYMENT_CURRENCIES = array(
	'USD' => array( '$', ',', '.', 2, 0.5 ),
	'AUD' => array( 'A$', ',', '.', 2, 0.5 ),
	'BRL' => array( 'R$', '.', ',', 2, 0.5 ),
	'CAD' => array( 'C$', ',', '.', 2, 0.5 ),
	'CHF' => array( 'CHF', "'", '.', 2, 0.5 ),
	'DKK' => array( 'kr.', '.', ',', 2, 2.5 ),
	'EUR' => array( '€', '.', ',', 2, 0.5 ),
	'GBP' => array( '£', ',', '.', 2, 0.3 ),
	'HKD' => array( 'HK$', ',', '.', 2, 4 ),
	'INR' => array( '₹', ',', '.', 2, 0.5 ),
	'JPY' => array( '¥', ',', '.', 0, 50 ),
	'MXN' => array( 'MX$', ',', '.', 2, 10 ),
	'NOK' => array( 'kr', ' ', ',', 2, 3 ),
	'NZD' => array( 'NZ$', ',', '.', 2, 0.5 ),
	'PLN' => array( 'zł', ' ', ',', 2, 2 ),
	'SEK' => array( 'kr', ' ', ',', 2, 3 ),
	'SGD' => array( 'S$', ',', '.', 2, 0.5 ),
);

add_action(
	'init',
	static function () {
		register_post_type(
			ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE,
			array(
				'label'           => __( 'Membership products', 'orbit-blocks' ),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'supports'        => array( 'title' ),
				// Site-wide products: administrators only (includes/capabilities.php).
				'capability_type' => ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE,
				'capabilities'    => orbit_blocks_admin_only_capabilities(),
				'map_meta_cap'    => true,
			)
		);
	}
);

/**
 * The connected payment account, or null.
 *
 * @return array{connected_account_id: string, default_currency: string}|null
 */
function orbit_blocks_payment_account(): ?array {
	$account = get_option( ORBIT_BLOCKS_PAYMENT_ACCOUNT_OPTION );
	// Stripe's secret key in the settings is an account (includes/rest/stripe.php takes the payments).
	if ( ( ! is_array( $account ) || empty( $account['connected_account_id'] ) ) && orbit_blocks_stripe_configured() ) {
		$account = array( 'connected_account_id' => 'stripe' );
	}
	if ( ! is_array( $account ) || empty( $account['connected_account_id'] ) ) {
		return null;
	}
	$currency = strtoupper( (string) ( $account['default_currency'] ?? 'USD' ) );
	return array(
		'connected_account_id' => (string) $account['connected_account_id'],
		'default_currency'     => isset( ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ] ) ? $currency : 'USD',
	);
}

/**
 * Where an administrator connects a payment account: Settings → Orbit
 * Blocks (the Stripe keys); in development, the local payment account page
 * (stand-ins/payment-account.php), returning to $redirect (this site only).
 */
function orbit_blocks_payment_account_url( string $redirect = '' ): string {
	return (string) apply_filters( 'orbit_blocks_payment_account_url', orbit_blocks_settings_url(), $redirect );
}

/** The site as the provider names it: host, and path with '::' for '/'. */
function orbit_blocks_site_slug(): string {
	$parts = wp_parse_url( home_url() );
	$slug  = (string) ( $parts['host'] ?? '' );
	if ( ! empty( $parts['port'] ) ) {
		$slug .= ':' . $parts['port'];
	}
	$path = trim( (string) ( $parts['path'] ?? '' ), '/' );
	return '' === $path ? $slug : $slug . '::' . str_replace( '/', '::', $path );
}

/** "$0.50", "€0,50", "kr. 2,50": the editor's formatCurrency, in PHP. */
function orbit_blocks_format_price( float $amount, string $currency ): string {
	list( $symbol, $grouping, $decimal, $precision ) = ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ] ?? array( '$', ',', '.', 2 );
	$gap = preg_match( '/[\p{L}.]$/u', $symbol ) ? "\u{00A0}" : '';
	$number = number_format( abs( $amount ), $precision, $decimal, $grouping );
	return ( $amount < 0 ? '-' : '' ) . $symbol . $gap . $number;
}

/**
 * A product as the routes answer it.
 *
 * @return array<string, mixed>
 */
function orbit_blocks_membership_product_data( WP_Post $post ): array {
	return array(
		'id'                           => $post->ID,
		'title'                        => $post->post_title,
		'interval'                     => (string) get_post_meta( $post->ID, '_orbit_interval', true ),
		'price'                        => (float) get_post_meta( $post->ID, '_orbit_price', true ),
		'currency'                     => (string) get_post_meta( $post->ID, '_orbit_currency', true ),
		'type'                         => (string) get_post_meta( $post->ID, '_orbit_type', true ),
		'is_editable'                  => '1' === get_post_meta( $post->ID, '_orbit_is_editable', true ),
		'subscribe_as_site_subscriber' => '1' === get_post_meta( $post->ID, '_orbit_site_subscriber', true ),
		'buyer_can_change_amount'      => '1' === get_post_meta( $post->ID, '_orbit_buyer_can_change_amount', true ),
	);
}

/**
 * The products, oldest first. $type 'all' lists every product, 'donation'
 * and 'membership' that type only, 'newsletter' those marked
 * subscribe_as_site_subscriber; $is_editable, when given, keeps the
 * products whose is_editable flag matches (donation products are not
 * editable, so the product list of the editor leaves them out).
 *
 * @return array<int, array<string, mixed>>
 */
function orbit_blocks_membership_products( string $type = 'all', ?bool $is_editable = null ): array {
	$posts    = get_posts(
		array(
			'post_type'   => ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE,
			'post_status' => 'publish',
			'numberposts' => -1,
			'orderby'     => 'ID',
			'order'       => 'ASC',
		)
	);
	$products = array_map( 'orbit_blocks_membership_product_data', $posts );
	return array_values(
		array_filter(
			$products,
			static function ( array $product ) use ( $type, $is_editable ): bool {
				if ( null !== $is_editable && $product['is_editable'] !== $is_editable ) {
					return false;
				}
				if ( 'newsletter' === $type ) {
					return $product['subscribe_as_site_subscriber'];
				}
				return 'all' === $type || $product['type'] === $type;
			}
		)
	);
}

/** The product fields of spec 1 section 7's answer. */
function orbit_blocks_membership_product_summary( array $product ): array {
	return array_intersect_key( $product, array_flip( array( 'id', 'title', 'interval', 'price', 'currency' ) ) );
}

/**
 * Spec 1 section 5, on the server too: a name, a supported currency, at
 * least the currency's minimum, no more decimals than its precision.
 */
function orbit_blocks_validate_membership_product( string $title, $price, string $currency ): ?WP_Error {
	if ( null === orbit_blocks_payment_account() ) {
		return new WP_Error( 'payment_account_not_connected', __( 'Connect a payment account before you add products.', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	if ( '' === trim( $title ) ) {
		return new WP_Error( 'invalid_title', __( 'product requires a name', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	if ( ! isset( ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ] ) ) {
		/* translators: %s: a currency code */
		return new WP_Error( 'invalid_currency', sprintf( __( 'The currency %s is not supported.', 'orbit-blocks' ), $currency ), array( 'status' => 400 ) );
	}
	list( , , , $precision, $minimum ) = ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ];
	if ( ! is_numeric( $price ) || ! is_finite( (float) $price ) ) {
		return new WP_Error( 'invalid_price', __( 'product requires a valid price', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	$price = (float) $price;
	if ( $price < $minimum - 1e-9 ) {
		return new WP_Error(
			'invalid_price',
			/* translators: %s: the smallest price, with its currency symbol */
			sprintf( __( 'Minimum allowed price is %s.', 'orbit-blocks' ), orbit_blocks_format_price( $minimum, $currency ) ),
			array( 'status' => 400 )
		);
	}
	if ( abs( round( $price, $precision ) - $price ) > 1e-9 || $price >= 1e15 ) {
		return new WP_Error( 'invalid_price', __( 'product requires a valid price', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	return null;
}

/**
 * Saves a product (validated first).
 *
 * @param array<string, mixed> $fields title, price, currency, interval, type, is_editable, subscribe_as_site_subscriber, buyer_can_change_amount.
 * @return array<string, mixed>|WP_Error The saved product.
 */
function orbit_blocks_create_membership_product( array $fields ) {
	$title    = sanitize_text_field( (string) ( $fields['title'] ?? '' ) );
	$currency = strtoupper( (string) ( $fields['currency'] ?? '' ) );
	$error    = orbit_blocks_validate_membership_product( $title, $fields['price'] ?? null, $currency );
	if ( $error ) {
		return $error;
	}
	$precision = ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ][3];
	$post_id   = wp_insert_post(
		array(
			'post_type'   => ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => $title,
			'meta_input'  => array(
				'_orbit_price'                   => number_format( (float) $fields['price'], $precision, '.', '' ),
				'_orbit_currency'                => $currency,
				'_orbit_interval'                => (string) ( $fields['interval'] ?? '1 month' ),
				'_orbit_type'                    => (string) ( $fields['type'] ?? 'membership' ),
				'_orbit_is_editable'             => empty( $fields['is_editable'] ) ? '0' : '1',
				'_orbit_site_subscriber'         => empty( $fields['subscribe_as_site_subscriber'] ) ? '0' : '1',
				'_orbit_buyer_can_change_amount' => empty( $fields['buyer_can_change_amount'] ) ? '0' : '1',
			),
		),
		true
	);
	if ( is_wp_error( $post_id ) ) {
		return new WP_Error( 'product_not_saved', $post_id->get_error_message(), array( 'status' => 500 ) );
	}
	return orbit_blocks_membership_product_data( get_post( $post_id ) );
}

/**
 * The donation products for a currency, one a interval, made when missing.
 *
 * @return array<int, array<string, mixed>>|WP_Error
 */
function orbit_blocks_donation_products( string $currency, bool $is_editable ) {
	$titles   = array(
		'one-time' => __( 'One-Time Donation', 'orbit-blocks' ),
		'1 month'  => __( 'Monthly Donation', 'orbit-blocks' ),
		'1 year'   => __( 'Yearly Donation', 'orbit-blocks' ),
	);
	$existing = array();
	foreach ( orbit_blocks_membership_products( 'donation' ) as $product ) {
		if ( $product['currency'] === $currency && ! isset( $existing[ $product['interval'] ] ) ) {
			$existing[ $product['interval'] ] = $product;
		}
	}
	$products = array();
	foreach ( $titles as $interval => $title ) {
		if ( isset( $existing[ $interval ] ) ) {
			$products[] = $existing[ $interval ];
			continue;
		}
		$product = orbit_blocks_create_membership_product(
			array(
				'title'                   => $title,
				'price'                   => ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ][4] ?? 0,
				'currency'                => $currency,
				'interval'                => $interval,
				'type'                    => 'donation',
				'is_editable'             => $is_editable,
				'buyer_can_change_amount' => true,
			)
		);
		if ( is_wp_error( $product ) ) {
			return $product;
		}
		$products[] = $product;
	}
	return $products;
}

/**
 * Subscriber counts, from WordPress itself: email subscribers are the users
 * with the Subscriber role; paid subscribers are those of them with the
 * user meta orbit_blocks_paid_subscription (a product id); social followers
 * are the option orbit_blocks_social_followers (0 until set).
 *
 * @return array{social_followers: int, email_subscribers: int, paid_subscribers: int}
 */
function orbit_blocks_subscriber_counts(): array {
	$roles = count_users()['avail_roles'] ?? array();
	$paid  = get_users(
		array(
			'role'     => 'subscriber',
			'meta_key' => ORBIT_BLOCKS_PAID_SUBSCRIPTION_USER_META, // phpcs:ignore WordPress.DB.SlowDBQuery -- a local count.
			'fields'   => 'ID',
		)
	);
	return array(
		'social_followers'  => max( 0, (int) get_option( ORBIT_BLOCKS_SOCIAL_FOLLOWERS_OPTION, 0 ) ),
		'email_subscribers' => (int) ( $roles['subscriber'] ?? 0 ),
		'paid_subscribers'  => count( $paid ),
	);
}

/** Where connect_url returns to: the editor that asked (its Referer), on this site. */
function orbit_blocks_payment_return_url(): string {
	$referer = wp_get_raw_referer();
	return $referer ? wp_validate_redirect( $referer, admin_url() ) : admin_url();
}

/** Products are site-wide: only administrators create or delete them. */
function orbit_blocks_memberships_can_write(): bool {
	return current_user_can( 'manage_options' );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/memberships/status',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					'source'      => array(
						'type'    => 'string',
						'default' => 'gutenberg',
					),
					'type'        => array(
						'type'    => 'string',
						'enum'    => array( 'all', 'membership', 'donation', 'newsletter' ),
						'default' => 'all',
					),
					'is_editable' => array(
						'type' => 'boolean',
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$account     = orbit_blocks_payment_account();
					$is_editable = $request->has_param( 'is_editable' ) ? (bool) $request['is_editable'] : null;
					$status      = array(
						'connect_url'                        => ! $account && current_user_can( 'manage_options' )
							? orbit_blocks_payment_account_url( orbit_blocks_payment_return_url() )
							: null,
						'site_slug'                          => orbit_blocks_site_slug(),
						'products'                           => orbit_blocks_membership_products( $request['type'], $is_editable ),
						'connected_account_default_currency' => $account ? $account['default_currency'] : null,
						'should_upgrade_to_jetpack_plan'     => false,
					);
					if ( $account ) {
						$status['connected_account_id'] = $account['connected_account_id'];
					}
					return rest_ensure_response( $status );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/memberships/product',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => 'orbit_blocks_memberships_can_write',
				'args'                => array(
					'title'                        => array(
						'type'     => 'string',
						'required' => true,
					),
					'price'                        => array(
						'type'     => 'number',
						'required' => true,
					),
					// Whether it is supported is the callback's check (its message names the currency).
					'currency'                     => array(
						'type'     => 'string',
						'pattern'  => '^[A-Za-z]{3}$',
						'required' => true,
					),
					'interval'                     => array(
						'type'    => 'string',
						'enum'    => ORBIT_BLOCKS_MEMBERSHIP_INTERVALS,
						'default' => '1 month',
					),
					'type'                         => array(
						'type'    => 'string',
						'enum'    => ORBIT_BLOCKS_MEMBERSHIP_TYPES,
						'default' => 'membership',
					),
					'is_editable'                  => array(
						'type'    => 'boolean',
						'default' => true,
					),
					'subscribe_as_site_subscriber' => array(
						'type'    => 'boolean',
						'default' => false,
					),
					'buyer_can_change_amount'      => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$product = orbit_blocks_create_membership_product( $request->get_params() );
					if ( is_wp_error( $product ) ) {
						return $product;
					}
					return rest_ensure_response( orbit_blocks_membership_product_summary( $product ) );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/memberships/products',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => 'orbit_blocks_memberships_can_write',
				'args'                => array(
					'type'        => array(
						'type'     => 'string',
						'enum'     => array( 'donation' ),
						'required' => true,
					),
					'currency'    => array(
						'type'     => 'string',
						'pattern'  => '^[A-Za-z]{3}$',
						'required' => true,
					),
					'is_editable' => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$products = orbit_blocks_donation_products( strtoupper( (string) $request['currency'] ), (bool) $request['is_editable'] );
					if ( is_wp_error( $products ) ) {
						return $products;
					}
					return rest_ensure_response(
						array_map(
							static fn( array $product ) => array_intersect_key( $product, array_flip( array( 'id', 'title', 'interval', 'price', 'currency', 'type' ) ) ),
							$products
						)
					);
				},
			)
		);

		// Removes a product (it then leaves the status, and blocks that chose
		// it show "Invalid payment plan configured for this block.").
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/memberships/product/(?P<id>\d+)',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'permission_callback' => 'orbit_blocks_memberships_can_write',
				'callback'            => static function ( WP_REST_Request $request ) {
					$post = get_post( (int) $request['id'] );
					if ( ! $post || ORBIT_BLOCKS_MEMBERSHIP_POST_TYPE !== $post->post_type ) {
						return new WP_Error( 'product_not_found', __( 'This product does not exist.', 'orbit-blocks' ), array( 'status' => 404 ) );
					}
					$product = orbit_blocks_membership_product_data( $post );
					wp_delete_post( $post->ID, true );
					return rest_ensure_response( array( 'deleted' => true ) + orbit_blocks_membership_product_summary( $product ) );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/subscribers/counts',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static fn() => rest_ensure_response( array( 'counts' => orbit_blocks_subscriber_counts() ) ),
			)
		);
	}
);
