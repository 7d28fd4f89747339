/**
 * The public newsletter sign-up (php-stubs/includes/rest/mailchimp.php,
 * includes/mailchimp-forms.php, includes/adapters/mailchimp.php; issue 36,
 * finding 2): an anonymous request
 *
 * - gets the groups and the signup location of the form saved in the post
 *   it names, never those it sends (FNAME, other groups);
 * - never changes a subscriber already stored, nor a Mailchimp member: the
 *   adapter only adds (POST /lists/{id}/members), and Mailchimp's "Member
 *   Exists" leaves the member as it is;
 * - is a "pending" member (double opt-in) unless the administrator turned it
 *   off: the settings migration turns it on for sites that saved nothing.
 *
 * Dispatched by WordPress's REST server (tests/unit/php/wordpress.php); the
 * HTTP API is answered through pre_http_request; posts and their meta are
 * the test's stand-ins of the database.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// Posts and their meta (the database's): id => WP_Post, id => [ key => value ].
$GLOBALS['posts'] = array();
$GLOBALS['meta']  = array();
function test_post( $id, $fields ) {
	$GLOBALS['posts'][ $id ] = new WP_Post( (object) ( $fields + array( 'ID' => $id, 'post_type' => 'post', 'post_status' => 'publish', 'post_content' => '', 'post_title' => '' ) ) );
}
function get_post( $id ) { return $GLOBALS['posts'][ (int) ( is_object( $id ) ? $id->ID : $id ) ] ?? null; }
function is_post_publicly_viewable( $post ) { return 'publish' === get_post( $post )->post_status; }
function get_posts( $args ) {
	$found = array();
	foreach ( $GLOBALS['posts'] as $id => $post ) {
		if ( $post->post_type === $args['post_type'] && ( ! isset( $args['title'] ) || $post->post_title === $args['title'] ) ) {
			$found[] = 'ids' === ( $args['fields'] ?? '' ) ? $id : $post;
		}
	}
	return $found;
}
function wp_insert_post( $fields, $wp_error = false ) {
	$id = count( $GLOBALS['posts'] ) + 100;
	test_post( $id, array( 'post_type' => $fields['post_type'], 'post_status' => $fields['post_status'], 'post_title' => $fields['post_title'] ) );
	$GLOBALS['meta'][ $id ] = $fields['meta_input'];
	return $id;
}
function get_post_meta( $id, $key, $single = false ) { return $GLOBALS['meta'][ $id ][ $key ] ?? ''; }
function update_post_meta( $id, $key, $value ) { $GLOBALS['meta'][ $id ][ $key ] = $value; return true; }
function delete_post_meta( $id, $key ) { unset( $GLOBALS['meta'][ $id ][ $key ] ); return true; }
// WP-Cron (the database's): nothing scheduled.
function wp_next_scheduled( $hook ) { return false; }
function wp_schedule_single_event( $time, $hook ) { return true; }
// The HTTP API, answered through its own filter: every request is noted,
// and answered with $GLOBALS['http']['answer'].
$GLOBALS['http'] = array( 'answer' => null, 'asked' => array() );
add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		$GLOBALS['http']['asked'][] = array( 'method' => $args['method'], 'url' => $url, 'body' => json_decode( (string) ( $args['body'] ?? '' ), true ) );
		return $GLOBALS['http']['answer'];
	},
	10,
	3
);
// The plugin's route constants and permission callbacks (rest/routes.php, not loaded).
const ORBIT_BLOCKS_NS_WPCOM = 'wpcom/v2';
function orbit_blocks_can_edit() { return false; }
require '/plugin/includes/client-address.php';
require '/plugin/includes/settings.php';
require '/plugin/includes/settings-migrate.php';
// The locks (includes/lock.php, not loaded: they take rows of their own in
// the options table): one request at a time here.
function orbit_blocks_with_lock( $name, $work, $fresh = array() ) { return $work(); }
function orbit_blocks_transient_options( $transient ) { return array(); }
require '/plugin/includes/adapters/http.php';
require '/plugin/includes/adapters/settings-link.php';
require '/plugin/includes/adapters/mailchimp.php';
require '/plugin/includes/rest/mailchimp.php';

const FORM_NEWS = array( 'interests' => array( 'news' ), 'signupFieldTag' => 'SIGNUP', 'signupFieldValue' => 'blog' );
/** A fresh site: the local newsletter connected, two posts with forms, one draft. */
function reset_site() {
	orbit_blocks_test_reset_options();
	update_option( 'orbit_blocks_mailchimp', array( 'audience' => 'Local', 'interest_categories' => array( array( 'id' => 'c', 'title' => 'Interests', 'interests' => array( array( 'id' => 'news', 'name' => 'News' ), array( 'id' => 'events', 'name' => 'Events' ) ) ) ) ) );
	$GLOBALS['posts'] = array();
	$GLOBALS['meta']  = array();
	$GLOBALS['http']  = array( 'answer' => null, 'asked' => array() );
	$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	test_post( 5, array( 'post_content' => '<!-- wp:group --><div><!-- wp:jetpack/mailchimp ' . wp_json_encode( FORM_NEWS ) . ' /--></div><!-- /wp:group -->' ) );
	test_post( 6, array( 'post_content' => '<!-- wp:jetpack/mailchimp {"interests":["events"]} /-->' ) );
	test_post( 7, array( 'post_status' => 'draft', 'post_content' => '<!-- wp:jetpack/mailchimp {"interests":["events"],"signupFieldTag":"FNAME","signupFieldValue":"Pwned"} /-->' ) );
}
/** An anonymous sign-up, dispatched by the REST server. */
function sign_up( $json ) {
	$request = new WP_REST_Request( 'POST', '/wpcom/v2/mailchimp/subscribe' );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( wp_json_encode( $json ) );
	$response = rest_do_request( $request );
	return array( 'status' => $response->get_status(), 'data' => $response->get_data() );
}
/** What is stored of an address. */
function stored( $email ) {
	$ids = get_posts( array( 'post_type' => 'orbit_mc_subscriber', 'title' => $email, 'fields' => 'ids' ) );
	if ( ! $ids ) {
		return null;
	}
	$meta = $GLOBALS['meta'][ $ids[0] ];
	return array( 'interests' => $meta['_orbit_interests'], 'tag' => $meta['_orbit_signup_tag'], 'value' => $meta['_orbit_signup_value'], 'post' => $meta['_orbit_source_post'], 'delivery' => $meta['_orbit_mc_delivery'] ?? '' );
}
function key_of( $attributes ) { return orbit_blocks_mailchimp_form_key( $attributes ); }
reset_site();
`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [], PRELUDE, {
		saved: `reset_site();
		echo json_encode( array(
			'answer' => sign_up( array( 'email' => 'reader@example.com', 'post_id' => 5, 'form' => key_of( FORM_NEWS ),
				// What an attacker adds: none of it is taken.
				'interests' => array( 'events' ), 'signup_field_tag' => 'FNAME', 'signup_field_value' => 'Pwned' ) ),
			'stored' => stored( 'reader@example.com' ),
		) );`,
		existing: `reset_site();
		sign_up( array( 'email' => 'member@example.com', 'post_id' => 5, 'form' => key_of( FORM_NEWS ) ) );
		$again = sign_up( array( 'email' => 'Member@example.com', 'post_id' => 6, 'form' => key_of( array( 'interests' => array( 'events' ) ) ),
			'interests' => array( 'events' ), 'signup_field_tag' => 'FNAME', 'signup_field_value' => 'Pwned' ) );
		echo json_encode( array( 'answer' => $again, 'stored' => stored( 'member@example.com' ) ) );`,
		notPublic: `reset_site();
		$draft = sign_up( array( 'email' => 'draft@example.com', 'post_id' => 7, 'form' => key_of( array( 'interests' => array( 'events' ), 'signupFieldTag' => 'FNAME', 'signupFieldValue' => 'Pwned' ) ) ) );
		$unknown = sign_up( array( 'email' => 'other@example.com', 'post_id' => 5, 'form' => key_of( array( 'interests' => array( 'events' ), 'signupFieldTag' => 'FNAME', 'signupFieldValue' => 'Pwned' ) ) ) );
		echo json_encode( array( 'draft' => array( $draft['status'], stored( 'draft@example.com' ) ), 'unknown' => array( $unknown['status'], stored( 'other@example.com' ) ) ) );`,
		mailchimp: `reset_site();
		orbit_blocks_settings_write( array( 'mailchimp_api_key' => 'k-us21', 'mailchimp_audience_id' => 'list1' ) );
		orbit_blocks_settings_migrate_double_opt_in();
		set_transient( 'orbit_mc_groups_' . md5( 'list1' ), array( array( 'id' => 'c', 'title' => 'T', 'interests' => array( array( 'id' => 'news', 'name' => 'News' ) ) ) ) );
		$GLOBALS['http']['answer'] = array( 'headers' => array(), 'body' => '{"id":"x","status":"pending"}', 'response' => array( 'code' => 200, 'message' => 'OK' ), 'cookies' => array() );
		$new = sign_up( array( 'email' => 'new@example.com', 'post_id' => 5, 'form' => key_of( FORM_NEWS ), 'signup_field_tag' => 'FNAME', 'signup_field_value' => 'Pwned' ) );
		$first = $GLOBALS['http']['asked'];
		// Already a member at Mailchimp (signed up elsewhere): Mailchimp refuses to add it again.
		$GLOBALS['http']['asked']  = array();
		$GLOBALS['http']['answer'] = array( 'headers' => array(), 'body' => '{"title":"Member Exists","status":400,"detail":"old@example.com is already a list member."}', 'response' => array( 'code' => 400, 'message' => 'Bad Request' ), 'cookies' => array() );
		$old = sign_up( array( 'email' => 'old@example.com', 'post_id' => 5, 'form' => key_of( FORM_NEWS ) ) );
		$second = $GLOBALS['http']['asked'];
		// Stored here already: no request at all.
		$GLOBALS['http']['asked'] = array();
		$again = sign_up( array( 'email' => 'new@example.com', 'post_id' => 6, 'form' => key_of( array( 'interests' => array( 'events' ) ) ) ) );
		echo json_encode( array(
			'new' => $new, 'first' => $first, 'old' => $old, 'second' => $second, 'oldStored' => stored( 'old@example.com' ),
			'again' => $again, 'third' => $GLOBALS['http']['asked'],
		) );`,
		ipv6: `reset_site();
		$statuses = array();
		for ( $i = 1; $i <= 6; $i++ ) {
			// One IPv6 host: a new address of its /64 for each sign-up.
			$_SERVER['REMOTE_ADDR'] = '2001:db8:77:1::' . dechex( $i );
			$statuses[] = sign_up( array( 'email' => 'v6-' . $i . '@example.com' ) )['status'];
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:77:2::1';
		$statuses[] = sign_up( array( 'email' => 'v6-other@example.com' ) )['status'];
		echo json_encode( $statuses );`,
		optIn: `$out = array();
		reset_site();
		orbit_blocks_settings_write( array( 'giphy_api_key' => 'g' ) );
		$out['before'] = orbit_blocks_setting( 'mailchimp_double_opt_in' );
		orbit_blocks_settings_migrate_double_opt_in();
		$out['savedNothing'] = orbit_blocks_setting( 'mailchimp_double_opt_in' );
		// The administrator turns it off afterwards: it stays off.
		orbit_blocks_settings_write( array( 'mailchimp_double_opt_in' => false ) );
		orbit_blocks_settings_migrate_double_opt_in();
		$out['turnedOff'] = orbit_blocks_setting( 'mailchimp_double_opt_in' );
		$out['offBody'] = orbit_blocks_mailchimp_member_body( 'a@example.com', array(), '', '' )['status'];
		reset_site();
		orbit_blocks_settings_migrate_double_opt_in();
		$out['freshSite'] = orbit_blocks_setting( 'mailchimp_double_opt_in' );
		$out['freshBody'] = orbit_blocks_mailchimp_member_body( 'a@example.com', array(), '', '' )['status'];
		echo json_encode( $out );`,
	} );
}, 60_000 );

/** The answer and the stored row of a signup through the saved form of post 5. */
const signedUpThroughForm = {
	answer: { status: 200, data: { subscribed: true } },
	stored: {
		interests: [ 'news' ],
		tag: 'SIGNUP',
		value: 'blog',
		post: 5,
		delivery: '',
	},
};

test( 'the groups and signup location are the saved form’s, never the request’s', () => {
	expect( results.saved ).toEqual( signedUpThroughForm );
} );

test( 'signing up an address already stored changes nothing of it', () => {
	expect( results.existing ).toEqual( signedUpThroughForm );
} );

test( 'a form of a post that is not public, or a form the post has not, gives the address alone', () => {
	const alone = { interests: [], tag: '', value: '', post: 0, delivery: '' };
	expect( results.notPublic ).toEqual( {
		draft: [ 200, alone ],
		unknown: [ 200, alone ],
	} );
} );

test( 'Mailchimp: members are only added (POST), pending, with the saved form; an existing member is left alone', () => {
	const {
		new: added,
		first,
		old,
		second,
		oldStored,
		again,
		third,
	} = results.mailchimp;
	expect( added ).toEqual( { status: 200, data: { subscribed: true } } );
	expect( first ).toEqual( [
		{
			method: 'POST',
			url: 'https://us21.api.mailchimp.com/3.0/lists/list1/members',
			body: {
				email_address: 'new@example.com',
				status: 'pending',
				interests: { news: true },
				merge_fields: { SIGNUP: 'blog' },
			},
		},
	] );
	// Mailchimp's "Member Exists": the visitor's answer is the same, nothing is sent again.
	expect( old ).toEqual( { status: 200, data: { subscribed: true } } );
	expect( second.map( ( r: any ) => r.method ) ).toEqual( [ 'POST' ] );
	expect( oldStored.delivery ).toBe( 'sent' );
	expect( again ).toEqual( { status: 200, data: { subscribed: true } } );
	expect( third ).toEqual( [] );
} );

test( 'double opt-in is on unless the administrator turned it off', () => {
	expect( results.optIn ).toEqual( {
		before: '',
		savedNothing: '1',
		turnedOff: '',
		offBody: 'subscribed',
		freshSite: '1',
		freshBody: 'pending',
	} );
} );

test( 'the sign-up limit counts an IPv6 client by its /64 (issue 36, finding 9)', () => {
	expect( results.ipv6 ).toEqual( [ 200, 200, 200, 200, 200, 429, 200 ] );
} );
