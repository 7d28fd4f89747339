/**
 * Who may show an Instagram connection's gallery (GET
 * wpcom/v2/instagram-gallery/gallery), run in the WebAssembly PHP that
 * Playground serves the site with, WordPress's functions stubbed: the user
 * who connected the account, and those who edit others' posts; not another
 * author who guesses the account's token (a small number).
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
define( 'ABSPATH', '/' );
const ORBIT_BLOCKS_NS_WPCOM = 'wpcom/v2';
file_put_contents( '/instagram-connect-page.php', '<?php function orbit_blocks_instagram_connect_url() { return ""; }' );
class WP_Error {
	public $code;
	public $data;
	public function __construct( $code, $message, $data ) { $this->code = $code; $this->data = $data; }
}
class WP_REST_Server { const READABLE = 'GET'; const DELETABLE = 'DELETE'; }
class WP_REST_Request extends ArrayObject {}
$GLOBALS['actions'] = array();
$GLOBALS['routes'] = array();
function add_action( $name, $fn ) { $GLOBALS['actions'][ $name ][] = $fn; }
function register_rest_route( $ns, $route, $args ) { $GLOBALS['routes'][ $route ] = $args; }
function __( $text ) { return $text; }
function rest_authorization_required_code() { return 403; }
function rest_ensure_response( $value ) { return $value; }
function is_wp_error( $value ) { return $value instanceof WP_Error; }
// Account 5 was connected by user 3 (an author).
function get_option( $name, $default = false ) {
	return 'orbit_blocks_instagram_connections' === $name
		? array( 5 => array( 'username' => 'cafe', 'user_id' => 3 ) )
		: $default;
}
function get_posts( $args ) { return array(); }
// The development site's stand-in account (Settings' Instagram app is not set).
function orbit_blocks_local_services_enabled() { return true; }
// Users: 1 an editor, 3 the author who connected, 4 another author.
$GLOBALS['current'] = 0;
function get_current_user_id() { return $GLOBALS['current']; }
function current_user_can( $cap ) { return 'edit_others_posts' === $cap && 1 === $GLOBALS['current']; }
require '/rest/instagram-gallery.php';
foreach ( $GLOBALS['actions']['rest_api_init'] as $init ) { $init(); }
`;

const results = runPhpSnippets( [ 'includes/rest' ], STUBS, {
	gallery: `$out = array();
	foreach ( array( 1, 3, 4 ) as $user ) {
		$GLOBALS['current'] = $user;
		$answer = $GLOBALS['routes']['/instagram-gallery/gallery']['callback'](
			new WP_REST_Request( array( 'access_token' => '5', 'count' => 3 ) )
		);
		$out[ $user ] = is_wp_error( $answer )
			? array( $answer->code, $answer->data['status'] )
			: $answer['external_name'];
	}
	echo json_encode( $out );`,
} );

it( 'shows an account to the user who connected it and to editors, and refuses another author', () => {
	expect( results.gallery ).toEqual( {
		1: 'cafe',
		3: 'cafe',
		4: [ 'rest_forbidden', 403 ],
	} );
} );
