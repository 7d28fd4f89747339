/**
 * The Google Photos adapter's list (php-stubs/includes/adapters/
 * google-photos.php) in the WebAssembly PHP the tests use: the Photos
 * Picker API has no albums and no filters, and every list answer says so
 * (meta.features), so the editor's picker shows neither. The user's token
 * and picking session are the database's (stand-ins); Google's answer comes
 * through a stand-in of the plugin's HTTP helper (includes/http.php, not
 * loaded), which records what was asked.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
function wp_create_nonce( $action = -1 ) { return 'nonce'; }
require '/wordpress-core.php';
// User 1, with a token and a session whose items are set (user meta: the database's).
function get_current_user_id() { return 1; }
function get_user_meta( $user, $key, $single = false ) {
	$meta = array(
		'orbit_blocks_google_photos_token'   => array( 'access_token' => 'token', 'expires_at' => time() + 3600 ),
		'orbit_blocks_google_photos_session' => array( 'id' => 'session-1', 'set' => true ),
	);
	return $meta[ $key ] ?? '';
}
function orbit_blocks_setting( $name ) { return ''; }
function orbit_blocks_service_endpoint( $name, $url ) { return $url; }
function orbit_blocks_external_media_authorization_error() { return new WP_Error( 'authorization_required', 'Connect', array( 'status' => 403 ) ); }
$GLOBALS['asked'] = array();
function orbit_blocks_http_json( $method, $url, $headers = array(), $body = null ) {
	$GLOBALS['asked'][] = $method . ' ' . $url;
	return array( 'status' => 200, 'body' => array( 'mediaItems' => array( array( 'id' => 'item-1', 'type' => 'PHOTO', 'mediaFile' => array( 'baseUrl' => 'https://lh3.googleusercontent.com/x', 'filename' => 'a.jpg' ) ) ) ) );
}
require '/adapters/google-photos.php';
function orbit_test_list( $params ) {
	$request = new WP_REST_Request( 'GET', '/wpcom/v2/external-media/list/google_photos' );
	foreach ( $params as $name => $value ) { $request->set_param( $name, $value ); }
	$answer = orbit_blocks_google_photos_list( $request );
	return array( count( $answer['media'] ), $answer['meta'] );
}
`;

const results = runPhpSnippets( [ 'includes/adapters' ], STUBS, {
	photos: `echo json_encode( array( orbit_test_list( array( 'path' => 'recent', 'number' => 20, 'filter' => array( 'mediaType=video' ) ) ), $GLOBALS['asked'] ) );`,
	albums: `$GLOBALS['asked'] = array();
	echo json_encode( array( orbit_test_list( array( 'path' => '/', 'number' => 25 ) ), $GLOBALS['asked'] ) );`,
} );

describe( 'the Google Photos Picker API list', () => {
	it( 'answers the chosen items and says it has no albums and no filters (the filter is not sent to Google)', () => {
		expect( results.photos ).toEqual( [
			[
				1,
				{
					next_page: false,
					features: { albums: false, filters: false },
				},
			],
			[
				'GET https://photospicker.googleapis.com/v1/mediaItems?sessionId=session-1&pageSize=20',
			],
		] );
	} );

	it( 'answers the albums view empty, without asking Google, with the same features', () => {
		expect( results.albums ).toEqual( [
			[
				0,
				{
					next_page: false,
					features: { albums: false, filters: false },
				},
			],
			[],
		] );
	} );
} );
