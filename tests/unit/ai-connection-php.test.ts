/**
 * AI only for connected users (spec 1 section 6), server side: the token
 * routes, the query and image generation refuse (403
 * ai_user_not_connected) a user whose account is not linked, or a site not
 * registered; a connected editor gets a token and may query with it. Runs
 * php-stubs/includes/rest/ai.php's permission callbacks in PHP on
 * WordPress's own functions (tests/unit/php/wordpress.php); users and the
 * connection (the site registration and the user's link, as
 * includes/connection.php keeps them) are the test's.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// Users and capabilities (the database's): user 5 is signed in and linked,
// every user may edit posts. wp_set_current_user() is pluggable, so its
// stand-in comes before WordPress, as a plugin's would.
$current = 5;
function get_current_user_id() { return $GLOBALS['current']; }
function current_user_can( $cap ) { return true; }
function user_can( $id, $cap ) { return true; }
function wp_set_current_user( $id ) { $GLOBALS['current'] = $id; }
function get_userdata( $id ) { return (object) array( 'ID' => $id, 'roles' => array( 'author' ), 'display_name' => 'U' ); }
function get_user_meta( $id, $key, $single = false ) { return 7 === $id && 'orbit_blocks_ai_off' === $key ? 1 : ''; }
function is_super_admin( $id = 0 ) { return false; }
require '/wordpress-core.php';
// The site's settings (Settings → Orbit Blocks): no policy set.
require '/plugin/includes/settings.php';
// The plugin's connection (includes/connection.php: an option and user
// meta): whether the site is registered, and which users are linked.
$registered = true;
$linked = array( 5 => true );
function orbit_blocks_site_registration() { return array( 'isRegistered' => $GLOBALS['registered'], 'blogId' => 1, 'ownerId' => 5 ); }
function orbit_blocks_provider_user( $id ) { return empty( $GLOBALS['linked'][ $id ] ) ? null : array( 'ID' => 100000 + $id, 'login' => 'u' ); }
function orbit_blocks_can_edit() { return current_user_can( 'edit_posts' ); }
require '/rest/ai.php';
function outcome( $result ) { return is_wp_error( $result ) ? array( $result->get_error_code(), $result->get_error_data()['status'] ?? null ) : $result; }
function query_as( $user ) {
	$request = new WP_REST_Request();
	$request->set_header( 'authorization', 'Bearer ' . orbit_blocks_ai_issue_token( $user )['token'] );
	return outcome( orbit_blocks_ai_rest_query_permission( $request ) );
}
`;

const REFUSED = [ 'ai_user_not_connected', 403 ];

let results: Record< string, unknown >;
beforeAll( () => {
	results = runPhpSnippets( [ 'includes/ai', 'includes/rest' ], STUBS, {
		connected: `echo json_encode( array( orbit_blocks_ai_rest_user_permission(), query_as( 5 ) ) );`,
		notLinked: `$GLOBALS['current'] = 6; echo json_encode( array( outcome( orbit_blocks_ai_rest_user_permission() ), query_as( 6 ) ) );`,
		turnedOff: `$GLOBALS['current'] = 7; $GLOBALS['linked'][7] = true; echo json_encode( array( outcome( orbit_blocks_ai_rest_user_permission() ), query_as( 7 ) ) );`,
		notRegistered: `$GLOBALS['current'] = 5; $GLOBALS['registered'] = false; echo json_encode( array( outcome( orbit_blocks_ai_rest_user_permission() ), query_as( 5 ) ) );`,
	} );
}, 60000 );

it( 'lets a connected editor get a token and query with it', () => {
	expect( results.connected ).toEqual( [ true, true ] );
} );

it( 'refuses tokens, images and queries to a user whose account is not linked', () => {
	expect( results.notLinked ).toEqual( [ REFUSED, REFUSED ] );
} );

it( 'refuses a connected user for whom an administrator turned AI off, saying so', () => {
	const OFF = [ 'ai_not_allowed', 403 ];
	expect( results.turnedOff ).toEqual( [ OFF, OFF ] );
} );

it( 'refuses them on a site that is not registered', () => {
	expect( results.notRegistered ).toEqual( [ REFUSED, REFUSED ] );
} );
