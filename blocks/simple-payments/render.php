<?php
/**
 * Server render of jetpack/simple-payments: the product of its
 * jp_pay_product post (published), with its image, title, description,
 * formatted price, a quantity field when several may be bought, and the
 * purchase link (PayPal's checkout for the product's e-mail, item, price and
 * currency; with Stripe set up, the Stripe checkout route of
 * includes/rest/stripe.php for the product). Nothing is shown before the product is saved and published.
 * The image is the product's featured image, else the block's featuredMediaId
 * when it is the product's own or one the post's author may read (helpers.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$product_id = isset( $attributes['productId'] ) ? (int) $attributes['productId'] : 0;
$product    = $product_id ? get_post( $product_id ) : null;
if ( ! $product || ORBIT_BLOCKS_SIMPLE_PAYMENTS_POST_TYPE !== $product->post_type || 'publish' !== $product->post_status ) {
	return;
}
$currency = strtoupper( (string) get_post_meta( $product_id, 'spay_currency', true ) );
if ( ! isset( ORBIT_BLOCKS_SIMPLE_PAYMENTS_CURRENCIES[ $currency ] ) ) {
	$currency = 'USD';
}
$price    = (float) get_post_meta( $product_id, 'spay_price', true );
$email    = (string) get_post_meta( $product_id, 'spay_email', true );
$multiple = (bool) get_post_meta( $product_id, 'spay_multiple', true );
$image    = has_post_thumbnail( $product ) ? get_the_post_thumbnail( $product, 'medium' ) : '';
// The block's own image: the product's, or one the post's author may read.
$post_id = isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
if ( ! $image && ! empty( $attributes['featuredMediaId'] ) && orbit_blocks_simple_payments_image_allowed( (int) $attributes['featuredMediaId'], $product, $post_id ) ) {
	$image = wp_get_attachment_image( (int) $attributes['featuredMediaId'], 'medium' );
}
$precision = ORBIT_BLOCKS_SIMPLE_PAYMENTS_CURRENCIES[ $currency ][3];
$checkout  = add_query_arg(
	array(
		'cmd'           => '_xclick',
		'business'      => rawurlencode( $email ),
		'item_name'     => rawurlencode( $product->post_title ),
		'amount'        => number_format( $price, $precision, '.', '' ),
		'currency_code' => $currency,
		'quantity'      => 1,
	),
	'https://www.paypal.com/cgi-bin/webscr'
);
$button = __( 'Pay with PayPal', 'orbit-blocks' );
// With Stripe set up, the purchase is a Stripe Checkout (includes/rest/stripe.php).
if ( orbit_blocks_stripe_configured() ) {
	$checkout = add_query_arg(
		array(
			'product'  => $product_id,
			'quantity' => 1,
			'post'     => (int) get_the_ID(),
		),
		rest_url( ORBIT_BLOCKS_NS_STRIPE . '/stripe/checkout' )
	);
	$button   = __( 'Pay now', 'orbit-blocks' );
}

$html  = '<div class="jetpack-simple-payments-product">';
$html .= $image ? '<div class="jetpack-simple-payments-product-image">' . $image . '</div>' : '';
$html .= '<div class="jetpack-simple-payments-details">';
$html .= '<div class="jetpack-simple-payments-title"><p>' . esc_html( $product->post_title ) . '</p></div>';
$html .= '<div class="jetpack-simple-payments-description">' . wpautop( esc_html( $product->post_content ) ) . '</div>';
$html .= '<div class="jetpack-simple-payments-price"><p>' . esc_html( orbit_blocks_simple_payments_price( $price, $currency ) ) . '</p></div>';
$html .= '<div class="jetpack-simple-payments-purchase-box">';
if ( $multiple ) {
	$html .= sprintf(
		'<input class="jetpack-simple-payments-items-number" type="number" min="1" value="1" aria-label="%s">',
		esc_attr__( 'Quantity', 'orbit-blocks' )
	);
}
$html .= sprintf(
	'<a class="jetpack-simple-payments-button wp-block-button__link wp-element-button" href="%1$s" rel="noopener noreferrer">%2$s</a>',
	esc_url( $checkout ),
	esc_html( $button )
);
$html .= '</div></div></div>';

printf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( array( 'class' => 'jetpack-simple-payments-wrapper' ) ), $html );
