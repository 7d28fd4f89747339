/**
 * Issue 36, finding 9 (informational), in PHP itself:
 *
 * - jetpack/v4/connection/data names the connection owner's login only to
 *   users who manage options (php-stubs/includes/rest/connection.php);
 * - the contact form's mail is plain text, whatever another plugin sets
 *   through wp_mail_content_type (includes/contact-form/submit.php);
 * - the public routes' rate limits count an IPv6 client by its /64
 *   (includes/client-address.php, used by the contact form's guard, the
 *   newsletter sign-up and the Stripe checkout).
 *
 * Users, posts and the mail transport are the database's and the site's, so
 * the test stands in for them (wp_mail, pluggable, before WordPress).
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// The signed-in user and their capabilities (the database's).
$GLOBALS['caps'] = array();
function current_user_can( $c ) { return in_array( $c, $GLOBALS['caps'], true ); }
function get_current_user_id() { return 5; }
// The mail transport: what wp_mail was given, and the content type the
// site's filters make of it (as wp_mail does).
$GLOBALS['mail'] = null;
function wp_mail( $to, $subject, $body, $headers = '' ) {
	$type = 'text/plain';
	foreach ( (array) $headers as $header ) {
		if ( preg_match( '/^Content-Type:\\s*([^;]+)/i', $header, $m ) ) {
			$type = trim( $m[1] );
		}
	}
	$GLOBALS['mail'] = array( 'headers' => $headers, 'type' => apply_filters( 'wp_mail_content_type', $type ) );
	return true;
}
require '/wordpress-core.php';
// The connection (includes/connection.php, not loaded): registered, owned by user 1 "site-admin".
function orbit_blocks_site_registration() { return array( 'isRegistered' => true, 'blogId' => 7, 'ownerId' => 1 ); }
function orbit_blocks_provider_user( $id ) { return null; }
function orbit_blocks_user_may_link( $user ) { return false; }
function wp_get_current_user() { return (object) array( 'ID' => 5, 'user_login' => 'someone' ); }
function get_userdata( $id ) { return (object) array( 'ID' => $id, 'user_login' => 1 === $id ? 'site-admin' : 'someone', 'user_email' => 'user' . $id . '@example.org' ); }
require '/plugin/includes/rest/connection.php';
// The contact form's post and its meta (the database's).
function get_the_title( $post ) { return 'Contact'; }
function get_the_author_meta( $field, $user ) { return 'user_email' === $field ? 'user' . $user . '@example.org' : ''; }
function get_post_types( $args = array(), $output = 'names' ) { return array(); }
function get_post( $post ) { return $post instanceof WP_Post ? $post : null; }
function update_post_meta( $id, $key, $value ) { return true; }
require '/plugin/includes/client-address.php';
require '/plugin/includes/contact-form/fields.php';
require '/plugin/includes/contact-form/validate.php';
require '/plugin/includes/contact-form/settings.php';
require '/plugin/includes/contact-form/guard.php';
require '/plugin/includes/contact-form/feedback.php';
require '/plugin/includes/contact-form/submit.php';
`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [], PRELUDE, {
		owner: `$out = array();
		foreach ( array( 'contributor' => array( 'edit_posts' ), 'editor' => array( 'edit_posts', 'edit_others_posts' ), 'administrator' => array( 'edit_posts', 'manage_options' ) ) as $who => $caps ) {
			$GLOBALS['caps'] = $caps;
			$out[ $who ] = orbit_blocks_connection_data()['connectionOwner'];
		}
		echo json_encode( $out );`,
		mail: `// Plain links (?p=3): the form's page address is in the mail.
		orbit_blocks_test_options( array( 'permalink_structure' => '' ) );
		// Another plugin sends all mail as HTML.
		add_filter( 'wp_mail_content_type', static fn() => 'text/html' );
		$post = new WP_Post( (object) array( 'ID' => 3, 'post_status' => 'draft', 'post_author' => 1, 'post_type' => 'post', 'post_name' => 'contact' ) );
		$entries = array( array( 'label' => 'Message', 'kind' => 'textarea', 'value' => '<a href="https://evil.example">Click</a>' ) );
		orbit_blocks_contact_form_mail( 9, array( 'attrs' => array( 'to' => 'owner@example.org' ) ), $post, $entries );
		// After the form's mail, the site's own filters are as they were.
		echo json_encode( array( 'sent' => $GLOBALS['mail'], 'after' => apply_filters( 'wp_mail_content_type', 'text/plain' ) ) );`,
		buckets: `echo json_encode( array_map( 'orbit_blocks_rate_bucket', array( '203.0.113.9', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::ffff', '2001:db8:1:3::1', '::ffff:203.0.113.9', 'unknown' ) ) );`,
		stripeRate: `// The lock (includes/lock.php, not loaded: it takes rows of its own in
		// the options table): one request at a time here.
		function orbit_blocks_with_lock( $name, $work, $fresh = array() ) { return $work(); }
		function orbit_blocks_transient_options( $transient ) { return array(); }
		require '/plugin/includes/rest/stripe.php';
		$taken = array();
		for ( $i = 1; $i <= 21; $i++ ) {
			// One IPv6 host: a new address of its /64 for each checkout.
			$_SERVER['REMOTE_ADDR'] = '2001:db8:5:1::' . dechex( $i );
			$taken[] = orbit_blocks_stripe_within_rate_limit();
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:5:2::1';
		echo json_encode( array( 'sameNetwork' => $taken, 'otherNetwork' => orbit_blocks_stripe_within_rate_limit() ) );`,
		contactRate: `$t = 1700000000;
		for ( $i = 0; $i < 5; $i++ ) {
			// Five submissions, each from another address of one /64.
			orbit_blocks_contact_form_rate_count( '2001:db8:1:2::' . dechex( $i + 1 ), 3, 'abc', $t + $i );
		}
		echo json_encode( array(
			'sameNetwork'  => orbit_blocks_contact_form_rate_wait( '2001:db8:1:2:ffff::9', 3, 'abc', $t + 10 ),
			'otherNetwork' => orbit_blocks_contact_form_rate_wait( '2001:db8:1:3::1', 3, 'abc', $t + 10 ),
		) );`,
	} );
}, 60_000 );

test( 'connection/data names the owner’s login only to those who manage options', () => {
	expect( results.owner ).toEqual( {
		contributor: null,
		editor: null,
		administrator: 'site-admin',
	} );
} );

test( 'the contact form’s mail is plain text even when the site sends HTML mail', () => {
	expect( results.mail.sent.type ).toBe( 'text/plain' );
	expect( results.mail.sent.headers ).toContain(
		'Content-Type: text/plain; charset=UTF-8'
	);
	expect( results.mail.after ).toBe( 'text/html' );
} );

test( 'the Stripe checkout counts an IPv6 client by its /64: 20 checkouts, then refused; another /64 is not', () => {
	expect( results.stripeRate.sameNetwork ).toEqual( [
		...Array( 20 ).fill( true ),
		false,
	] );
	expect( results.stripeRate.otherNetwork ).toBe( true );
} );

test( 'an IPv6 client is counted by its /64; IPv4 (mapped too) by its address', () => {
	expect( results.buckets ).toEqual( [
		'203.0.113.9',
		'2001:db8:1:2::/64',
		'2001:db8:1:2::/64',
		'2001:db8:1:3::/64',
		'203.0.113.9',
		'unknown',
	] );
} );

test( 'the contact form’s limit holds for a /64 whose addresses change', () => {
	expect( results.contactRate.sameNetwork ).toBeGreaterThan( 0 );
	expect( results.contactRate.otherNetwork ).toBe( 0 );
} );
