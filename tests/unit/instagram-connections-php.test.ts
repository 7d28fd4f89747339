/**
 * GET wpcom/v2/instagram-gallery/connections (php-stubs/includes/rest/
 * instagram-gallery.php) run in PHP with WordPress stubbed: it lists the
 * current user's Instagram connections (spec 2, "Instagram gallery"
 * calls): an empty list for a user whose account is not connected, never
 * an error; only the user's own connections otherwise.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
define( 'ABSPATH', '/' );
const ORBIT_BLOCKS_NS_WPCOM = 'wpcom/v2';
file_put_contents( '/instagram-connect-page.php', '<?php function orbit_blocks_instagram_connect_url() { return ""; }' );
function __( $s ) { return $s; }
class WP_Error { public $code; public $data; function __construct( $c, $m = '', $d = array() ) { $this->code = $c; $this->data = $d; } }
class WP_REST_Server { const READABLE = 'GET'; const CREATABLE = 'POST'; const DELETABLE = 'DELETE'; }
$routes = array();
function add_action( $hook, $callback ) { if ( 'rest_api_init' === $hook ) { $callback(); } }
function register_rest_route( $ns, $route, $args ) { $GLOBALS['routes'][ $route ] = $args; }
function rest_ensure_response( $v ) { return $v; }
function orbit_blocks_can_edit() { return true; }
$connected = false;
function orbit_blocks_connection_status() { return array( 'isUserConnected' => $GLOBALS['connected'] ); }
function get_current_user_id() { return 5; }
function get_option( $name, $default = false ) {
	return 'orbit_blocks_instagram_connections' === $name
		? array( 7 => array( 'username' => 'mine', 'user_id' => 5 ), 8 => array( 'username' => 'theirs', 'user_id' => 6 ) )
		: $default;
}
require '/rest/instagram-gallery.php';
function list_connections() {
	$answer = $GLOBALS['routes']['/instagram-gallery/connections']['callback']();
	return $answer instanceof WP_Error ? array( 'error' => $answer->code ) : $answer;
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
