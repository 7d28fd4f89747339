/**
 * Who may show an Instagram connection's gallery (GET
 * wpcom/v2/instagram-gallery/gallery), run in the WebAssembly PHP that
 * Playground serves the site with, dispatched by WordPress's own REST
 * server (tests/unit/php/wordpress.php): the user
 * who connected the account, and those who edit others' posts; not another
 * author who guesses the account's token (a small number).
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// Users and capabilities (the database's): 1 an editor, 3 the author who
// connected, 4 another author. is_user_logged_in() is pluggable, so it
// comes before WordPress.
$GLOBALS['current'] = 0;
function get_current_user_id() { return $GLOBALS['current']; }
function is_user_logged_in() { return $GLOBALS['current'] > 0; }
function current_user_can( $cap ) { return 'edit_others_posts' === $cap && 1 === $GLOBALS['current']; }
require '/wordpress-core.php';
const ORBIT_BLOCKS_NS_WPCOM = 'wpcom/v2';
// The plugin's other files (not loaded): who may edit.
function orbit_blocks_can_edit() { return true; }
// Account 5 was connected by user 3 (an author).
orbit_blocks_test_options( array(
	'orbit_blocks_instagram_connections' => array( 5 => array( 'username' => 'cafe', 'user_id' => 3 ) ),
) );
// The media library (the database's): no images.
function get_posts( $args ) { return array(); }
require '/rest/instagram-gallery.php';
// The development site's stand-in account (Settings' Instagram app is not
// set): the media library.
require '/plugin/stand-ins/instagram-consent.php';
`;

const results = runPhpSnippets( [ 'includes/rest' ], STUBS, {
	gallery: `$out = array();
	foreach ( array( 1, 3, 4 ) as $user ) {
		$GLOBALS['current'] = $user;
		$request = new WP_REST_Request( 'GET', '/wpcom/v2/instagram-gallery/gallery' );
		$request->set_query_params( array( 'access_token' => '5', 'count' => 3 ) );
		$answer = rest_do_request( $request );
		$out[ $user ] = $answer->is_error()
			? array( $answer->as_error()->get_error_code(), $answer->get_status() )
			: $answer->get_data()['external_name'];
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
