<?php
/**
 * Server render of jetpack/donations (spec 2 "Donations"): the visitors'
 * form. Nothing is shown when the one-time donation is hidden or its plan is
 * -1 (the site has no payment account) or not chosen yet. Each shown
 * interval is a tab panel with its heading, the three amounts, the custom
 * amount field (when on), the extra text and the donate link. The link
 * goes to the checkout service ("memberships-checkout", includes/services.php)
 * with blog, plan and currency; view.ts adds the chosen amount. Texts are
 * the editor's rich text, kept through wp_kses_post.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

$one_time = is_array( $attributes['oneTimeDonation'] ?? null ) ? $attributes['oneTimeDonation'] : array();
$plan_id  = isset( $one_time['planId'] ) && is_numeric( $one_time['planId'] ) ? (int) $one_time['planId'] : 0;
if ( isset( $one_time['show'] ) && ! $one_time['show'] || $plan_id <= 0 ) {
	return;
}

$currency = strtoupper( (string) ( $attributes['currency'] ?? 'USD' ) );
if ( ! isset( ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ] ) ) {
	$currency = 'USD';
}
list( $symbol, , , $precision, $minimum ) = ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ];
$defaults = array( $minimum * 10, $minimum * 30, $minimum * 200 );

$intervals = array(
	'oneTimeDonation' => array( 'one-time', __( 'One-Time', 'orbit-blocks' ), __( 'Make a one-time donation', 'orbit-blocks' ), __( 'Donate', 'orbit-blocks' ) ),
	'monthlyDonation' => array( '1 month', __( 'Monthly', 'orbit-blocks' ), __( 'Make a monthly donation', 'orbit-blocks' ), __( 'Donate monthly', 'orbit-blocks' ) ),
	'annualDonation'  => array( '1 year', __( 'Yearly', 'orbit-blocks' ), __( 'Make a yearly donation', 'orbit-blocks' ), __( 'Donate yearly', 'orbit-blocks' ) ),
);
$shown     = array();
foreach ( $intervals as $key => $info ) {
	$donation = is_array( $attributes[ $key ] ?? null ) ? $attributes[ $key ] : array();
	$id       = isset( $donation['planId'] ) && is_numeric( $donation['planId'] ) ? (int) $donation['planId'] : 0;
	if ( 'oneTimeDonation' !== $key && ( empty( $donation['show'] ) || $id <= 0 ) ) {
		continue;
	}
	$shown[ $key ] = array( $donation, $id, $info );
}

$text = static function ( $value, string $fallback ): string {
	return wp_kses_post( is_string( $value ) ? $value : $fallback );
};

$checkout = orbit_blocks_memberships_checkout_url();
if ( '' === $checkout ) {
	// No payment service: nothing for visitors that leads to a checkout.
	echo orbit_blocks_payments_not_set_up_note(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped where built.
	return;
}
$blog = orbit_blocks_site_slug();

$html = '<div class="donations__container">';
if ( count( $shown ) > 1 ) {
	$html .= '<div class="donations__nav" role="tablist">';
	$first = true;
	foreach ( $shown as $key => list( , , $info ) ) {
		$html .= sprintf(
			'<button type="button" role="tab" class="donations__nav-item%1$s" aria-selected="%2$s" data-interval="%3$s">%4$s</button>',
			$first ? ' is-active' : '',
			$first ? 'true' : 'false',
			esc_attr( $info[0] ),
			esc_html( $info[1] )
		);
		$first = false;
	}
	$html .= '</div>';
}

$first = true;
foreach ( $shown as $key => list( $donation, $id, $info ) ) {
	$amounts = isset( $donation['amounts'] ) && is_array( $donation['amounts'] ) && 3 === count( $donation['amounts'] )
		? array_map( 'floatval', array_values( $donation['amounts'] ) )
		: $defaults;
	$link    = add_query_arg(
		array(
			'blog'     => rawurlencode( $blog ),
			'plan'     => $id,
			'currency' => $currency,
		),
		$checkout
	);
	$html   .= sprintf(
		'<div class="donations__tab%1$s" role="tabpanel" data-interval="%2$s" data-plan-id="%3$d"%4$s>',
		$first ? ' is-active' : '',
		esc_attr( $info[0] ),
		$id,
		$first ? '' : ' hidden'
	);
	$html   .= '<h4 class="donations__heading">' . $text( $donation['heading'] ?? null, $info[2] ) . '</h4>';
	$html   .= '<p class="donations__choose-amount">' . $text( $attributes['chooseAmountText'] ?? null, __( 'Choose an amount', 'orbit-blocks' ) ) . '</p>';
	$html   .= '<div class="donations__amounts">';
	foreach ( $amounts as $amount ) {
		$html .= sprintf(
			'<button type="button" class="donations__amount" data-amount="%1$s">%2$s</button>',
			esc_attr( number_format( $amount, $precision, '.', '' ) ),
			esc_html( orbit_blocks_format_price( $amount, $currency ) )
		);
	}
	$html .= '</div>';
	if ( ! isset( $attributes['showCustomAmount'] ) || $attributes['showCustomAmount'] ) {
		$html .= '<p class="donations__custom-amount-text">' . $text( $attributes['customAmountText'] ?? null, __( 'Or enter a custom amount', 'orbit-blocks' ) ) . '</p>';
		$html .= sprintf(
			'<label class="donations__amount donations__custom-amount"><span class="donations__currency-symbol">%1$s</span><input class="donations__amount-value" type="text" inputmode="decimal" placeholder="%2$s" aria-label="%3$s"></label>',
			esc_html( $symbol ),
			esc_attr( number_format( $minimum * 100, $precision, ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ][2], ORBIT_BLOCKS_PAYMENT_CURRENCIES[ $currency ][1] ) ),
			esc_attr__( 'Custom amount', 'orbit-blocks' )
		);
	}
	$html .= '<hr class="donations__separator">';
	$html .= '<p class="donations__extra-text">' . $text( $donation['extraText'] ?? null, __( 'Your contribution is appreciated.', 'orbit-blocks' ) ) . '</p>';
	$html .= sprintf(
		'<div class="wp-block-button donations__donate-button-wrapper"><a class="wp-block-button__link donations__donate-button" href="%1$s">%2$s</a></div>',
		esc_url( $link ),
		$text( $donation['buttonText'] ?? null, $info[3] )
	);
	$html .= '</div>';
	$first = false;
}
$html .= '</div>';

printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes(
		array(
			'data-currency' => $currency,
		)
	),
	$html
);
