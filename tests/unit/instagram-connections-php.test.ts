/**
 * GET wpcom/v2/instagram-gallery/connections (php-stubs/includes/rest/
 * instagram-gallery.php) run in PHP on WordPress's own REST server: it lists the
 * current user's Instagram connections (spec 2, "Instagram gallery"
 * calls): an empty list for a user whose account is not connected, never
 * an error; only the user's own connections otherwise.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// Users (the database's): user 5 is signed in.
function get_current_user_id() { return 5; }
require '/wordpress-core.php';
const ORBIT_BLOCKS_NS_WPCOM = 'wpcom/v2';
// The plugin's other files (not loaded): who may edit, and whether the
// user's account is connected.
function orbit_blocks_can_edit() { return true; }
$connected = false;
function orbit_blocks_connection_status() { return array( 'isUserConnected' => $GLOBALS['connected'] ); }
orbit_blocks_test_options( array(
	'orbit_blocks_instagram_connections' => array( 7 => array( 'username' => 'mine', 'user_id' => 5 ), 8 => array( 'username' => 'theirs', 'user_id' => 6 ) ),
) );
require '/rest/instagram-gallery.php';
/** GET …/connections, dispatched by WordPress's REST server. */
function list_connections() {
	$response = rest_do_request( new WP_REST_Request( 'GET', '/wpcom/v2/instagram-gallery/connections' ) );
	return $response->is_error() ? array( 'error' => $response->as_error()->get_error_code() ) : $response->get_data();
}
`;

let results: Record< string, unknown >;
beforeAll( () => {
	results = runPhpSnippets( [ 'includes/rest' ], STUBS, {
		notConnected: 'echo json_encode( list_connections() );',
		connected:
			'$GLOBALS["connected"] = true; echo json_encode( list_connections() );',
	} );
}, 60000 );

it( 'answers an empty list to a user whose account is not connected', () => {
	expect( results.notConnected ).toEqual( [] );
} );

it( "lists only the user's own connections", () => {
	expect( results.connected ).toEqual( [ { username: 'mine', token: '7' } ] );
} );
