/**
 * The Pay with PayPal block's server render (blocks/simple-payments/
 * render.php) and its image (issue 36, finding 6): the block's
 * featuredMediaId is printed only when it is the product's own image or one
 * the post's author may read, so a contributor cannot publish an image
 * attached to an administrator's private post by naming its id. Rendered by
 * WordPress's block API (tests/unit/php/wordpress.php); posts, users and
 * attachments are the database's, so the test stands in for them.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// The plugin's product type, currencies and price format (rest/simple-payments.php, not loaded).
const ORBIT_BLOCKS_SIMPLE_PAYMENTS_POST_TYPE = 'jp_pay_product';
const ORBIT_BLOCKS_SIMPLE_PAYMENTS_CURRENCIES = array( 'USD' => array( '$', ',', '.', 2 ) );
function orbit_blocks_simple_payments_price( $price, $currency ) { return '$' . number_format( $price, 2 ); }
function orbit_blocks_stripe_configured() { return false; }
// The database: product 10 (published, no featured image); image 20 attached
// to the product; image 21 attached to post 30, private, by the administrator
// (user 1); image 22 in the library, unattached; post 40 by a contributor
// (user 2), post 41 by the administrator. The post shown is $GLOBALS['shown'].
$GLOBALS['posts'] = array(
	10 => array( 'post_type' => 'jp_pay_product', 'post_status' => 'publish', 'post_parent' => 0, 'post_author' => 1, 'post_title' => 'Mug', 'post_content' => 'A mug.' ),
	20 => array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'post_parent' => 10, 'post_author' => 1, 'post_title' => '', 'post_content' => '' ),
	21 => array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'post_parent' => 30, 'post_author' => 1, 'post_title' => '', 'post_content' => '' ),
	22 => array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'post_parent' => 0, 'post_author' => 1, 'post_title' => '', 'post_content' => '' ),
	30 => array( 'post_type' => 'post', 'post_status' => 'private', 'post_parent' => 0, 'post_author' => 1, 'post_title' => 'Private', 'post_content' => '' ),
	40 => array( 'post_type' => 'post', 'post_status' => 'publish', 'post_parent' => 0, 'post_author' => 2, 'post_title' => 'Shop', 'post_content' => '' ),
	41 => array( 'post_type' => 'post', 'post_status' => 'publish', 'post_parent' => 0, 'post_author' => 1, 'post_title' => 'Shop', 'post_content' => '' ),
);
$GLOBALS['shown'] = 40;
function get_post( $id ) {
	$id = is_object( $id ) ? $id->ID : (int) $id;
	return isset( $GLOBALS['posts'][ $id ] ) ? new WP_Post( (object) ( array( 'ID' => $id ) + $GLOBALS['posts'][ $id ] ) ) : null;
}
function get_the_ID() { return $GLOBALS['shown']; }
function get_post_meta( $id, $key, $single = false ) { return array( 'spay_currency' => 'USD', 'spay_price' => '12.5', 'spay_email' => 'shop@example.com', 'spay_multiple' => '' )[ $key ] ?? ''; }
function has_post_thumbnail( $post ) { return false; }
function wp_attachment_is_image( $id ) { return in_array( (int) $id, array( 20, 21, 22 ), true ); }
function wp_get_attachment_image( $id, $size ) { return '<img src="https://example.org/wp-content/uploads/image-' . (int) $id . '.jpg" alt="">'; }
// WordPress's read_post for an attachment: its parent's; a private post is its author's (and administrators').
function user_can( $user, $capability, $id = 0 ) {
	if ( 'read_post' !== $capability ) {
		return false;
	}
	$post   = get_post( $id );
	$parent = $post && $post->post_parent ? get_post( $post->post_parent ) : null;
	return ! $parent || 'private' !== $parent->post_status || 1 === (int) $user;
}
register_block_type( 'jetpack/simple-payments', array( 'render_callback' => orbit_blocks_test_render_file( '/simple-payments/render.php' ) ) );
function image_of( $post, $media ) {
	$GLOBALS['shown'] = $post;
	$html = render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/simple-payments', array( 'productId' => 10, 'featuredMediaId' => $media ), '' ) )[0] );
	return preg_match( '/image-(\\d+)\\.jpg/', $html, $m ) ? (int) $m[1] : ( false !== strpos( $html, 'Mug' ) ? 'none' : 'no product' );
}
`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/simple-payments' ], PRELUDE, {
		contributor: `echo json_encode( array( 'own' => image_of( 40, 20 ), 'private' => image_of( 40, 21 ), 'library' => image_of( 40, 22 ), 'notImage' => image_of( 40, 30 ) ) );`,
		administrator: `echo json_encode( array( 'private' => image_of( 41, 21 ) ) );`,
	} );
}, 60_000 );

test( 'a contributor’s block shows the product’s own image or a readable one, never a private post’s', () => {
	expect( results.contributor ).toEqual( {
		own: 20,
		private: 'none',
		library: 22,
		notImage: 'none',
	} );
} );

test( 'the administrator’s block may show an image of their private post', () => {
	expect( results.administrator ).toEqual( { private: 21 } );
} );
