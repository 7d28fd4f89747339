<?php
/**
 * Simple payments products (spec 2 "Simple payments", sections 3, 5 and 7):
 * the post type jp_pay_product, in the REST API at wp/v2/jp_pay_product
 * (the editor saves products there), with the meta spay_currency,
 * spay_email, spay_multiple and spay_price. The server checks the e-mail
 * and the price again: an invalid one is refused with an error whose
 * data.key is spay_email or spay_price, which the block shows on that field.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_SIMPLE_PAYMENTS_POST_TYPE = 'jp_pay_product';

/*
 * The simple-payments currencies (spec 2 section 9) with their format, as
 * shared/currency/table.ts has them: code => array( symbol, grouping,
 * decimal, precision ).
 */
const ORBIT_BLOCKS_SIMPLE_PAYMENTS_CURRENCIES = array(
	'USD' => array( '$', ',', '.', 2 ),
	'EUR' => array( '€', '.', ',', 2 ),
	'AUD' => array( 'A$', ',', '.', 2 ),
	'BRL' => array( 'R$', '.', ',', 2 ),
	'CAD' => array( 'C$', ',', '.', 2 ),
	'CZK' => array( 'Kč', ' ', ',', 2 ),
	'DKK' => array( 'kr.', '.', ',', 2 ),
	'HKD' => array( 'HK$', ',', '.', 2 ),
	'HUF' => array( 'Ft', ' ', ',', 0 ),
	'ILS' => array( '₪', ',', '.', 2 ),
	'JPY' => array( '¥', ',', '.', 0 ),
	'MYR' => array( 'RM', ',', '.', 2 ),
	'MXN' => array( 'MX$', ',', '.', 2 ),
	'TWD' => array( 'NT$', ',', '.', 0 ),
	'NZD' => array( 'NZ$', ',', '.', 2 ),
	'NOK' => array( 'kr', ' ', ',', 2 ),
	'PHP' => array( '₱', ',', '.', 2 ),
	'PLN' => array( 'zł', ' ', ',', 2 ),
	'GBP' => array( '£', ',', '.', 2 ),
	'RUB' => array( '₽', ' ', ',', 2 ),
	'SGD' => array( 'S$', ',', '.', 2 ),
	'SEK' => array( 'kr', ' ', ',', 2 ),
	'CHF' => array( 'CHF', "'", '.', 2 ),
	'THB' => array( '฿', ',', '.', 2 ),
);

add_action(
	'init',
	static function () {
		register_post_type(
			ORBIT_BLOCKS_SIMPLE_PAYMENTS_POST_TYPE,
			array(
				'label'           => __( 'Payment products', 'orbit-blocks' ),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => true,
				'rest_base'       => ORBIT_BLOCKS_SIMPLE_PAYMENTS_POST_TYPE,
				'supports'        => array( 'title', 'editor', 'thumbnail', 'custom-fields' ),
				'capability_type' => 'post',
				'map_meta_cap'    => true,
			)
		);
		$meta = array(
			'spay_currency' => array( 'string', 'USD' ),
			'spay_email'    => array( 'string', '' ),
			'spay_multiple' => array( 'integer', 0 ),
			'spay_price'    => array( 'number', 0 ),
		);
		foreach ( $meta as $key => list( $type, $default ) ) {
			register_post_meta(
				ORBIT_BLOCKS_SIMPLE_PAYMENTS_POST_TYPE,
				$key,
				array(
					'type'          => $type,
					'single'        => true,
					'default'       => $default,
					'show_in_rest'  => true,
					'auth_callback' => static fn() => current_user_can( 'edit_posts' ),
				)
			);
		}
	}
);

/** "$10.00", "€1.234,50", "¥500": a price in its currency's format. */
function orbit_blocks_simple_payments_price( float $price, string $currency ): string {
	list( $symbol, $grouping, $decimal, $precision ) = ORBIT_BLOCKS_SIMPLE_PAYMENTS_CURRENCIES[ $currency ] ?? ORBIT_BLOCKS_SIMPLE_PAYMENTS_CURRENCIES['USD'];
	$gap = preg_match( '/[\p{L}.]$/u', $symbol ) ? "\u{00A0}" : '';
	return $symbol . $gap . number_format( $price, $precision, $decimal, $grouping );
}

/** Spec 2 section 5 on the server: the e-mail, the currency and the price. */
add_filter(
	'rest_pre_insert_' . ORBIT_BLOCKS_SIMPLE_PAYMENTS_POST_TYPE,
	static function ( $prepared, WP_REST_Request $request ) {
		$meta = (array) $request->get_param( 'meta' );
		if ( array_key_exists( 'spay_email', $meta ) && ! is_email( (string) $meta['spay_email'] ) ) {
			return new WP_Error( 'invalid_email', __( 'Invalid email address.', 'orbit-blocks' ), array( 'status' => 400, 'key' => 'spay_email' ) );
		}
		$currency = strtoupper( (string) ( $meta['spay_currency'] ?? 'USD' ) );
		if ( ! isset( ORBIT_BLOCKS_SIMPLE_PAYMENTS_CURRENCIES[ $currency ] ) ) {
			return new WP_Error( 'invalid_currency', __( 'Invalid currency.', 'orbit-blocks' ), array( 'status' => 400, 'key' => 'spay_currency' ) );
		}
		if ( array_key_exists( 'spay_price', $meta ) ) {
			$price     = $meta['spay_price'];
			$precision = ORBIT_BLOCKS_SIMPLE_PAYMENTS_CURRENCIES[ $currency ][3];
			if ( ! is_numeric( $price ) || (float) $price <= 0 || abs( round( (float) $price, $precision ) - (float) $price ) > 1e-9 ) {
				return new WP_Error( 'invalid_price', __( 'Invalid price.', 'orbit-blocks' ), array( 'status' => 400, 'key' => 'spay_price' ) );
			}
		}
		return $prepared;
	},
	10,
	2
);
