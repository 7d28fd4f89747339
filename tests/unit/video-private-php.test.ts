/**
 * Private videos' rules (php-stubs/includes/video/) run in the WebAssembly
 * PHP that Playground serves the site with, on WordPress's own functions
 * (tests/unit/php/wordpress.php): who may watch a private video, the address
 * wp_get_attachment_url() gives it, and the byte ranges the file handler
 * answers. The e2e test (video-private.spec.ts) covers the file's move and
 * the handler over HTTP.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
orbit_blocks_test_options( array( 'home' => 'http://site.test' ) );
// Posts, their meta, users and capabilities below are the database's.
// Videos 10 (private, uploaded by user 3), 11 (public), 12 ("site default").
$GLOBALS['meta'] = array( 10 => '1', 11 => '0', 12 => '2', 13 => '1' );
function get_post_meta( $id, $key, $single ) { return 'videopress_privacy_setting' === $key ? ( $GLOBALS['meta'][ $id ] ?? '' ) : ''; }
// Users: 1 administrator, 2 editor, 3 the uploader (an author), 4 another
// author, 5 a subscriber.
$GLOBALS['current'] = 0;
function get_current_user_id() { return $GLOBALS['current']; }
function user_can( $user, $cap, $id = 0 ) {
	if ( 'read_private_posts' === $cap ) { return in_array( $user, array( 1, 2 ), true ); }
	if ( 'edit_post' === $cap ) { return in_array( $user, array( 1, 2 ), true ) || ( 3 === $user && 10 === $id ) || ( 4 === $user && 13 === $id ); }
	return false;
}
$GLOBALS['private_ids'] = array( 10, 13 );
// Video 13 is private too, uploaded by user 4.
function get_posts( $args ) { return 'videopress_privacy_setting' === $args['meta_key'] && '1' === $args['meta_value'] ? $GLOBALS['private_ids'] : array(); }
function current_user_can( $cap, ...$args ) { return user_can( $GLOBALS['current'], $cap, ...$args ); }
require '/video/private.php';
require '/video/private-file.php';
`;

const results = runPhpSnippets( [ 'includes/video' ], STUBS, {
	viewers: `$out = array();
	foreach ( array( 10, 11, 12 ) as $video ) {
		foreach ( array( 0, 1, 2, 3, 4, 5 ) as $user ) {
			$GLOBALS['current'] = $user;
			$out[ $video ][ $user ] = orbit_blocks_video_can_view( $video );
		}
	}
	echo json_encode( $out );`,
	urls: `echo json_encode( array(
		apply_filters( 'wp_get_attachment_url', 'http://site.test/wp-content/uploads/x.webm', 10 ),
		apply_filters( 'wp_get_attachment_url', 'http://site.test/wp-content/uploads/y.webm', 11 ),
	) );`,
	queries: `$out = array();
	foreach ( array( 0, 1, 3, 4, 5 ) as $user ) {
		$GLOBALS['current'] = $user;
		$out[] = array(
			apply_filters( 'rest_attachment_query', array( 'post_type' => 'attachment' ) ),
			apply_filters( 'ajax_query_attachments_args', array( 'post__not_in' => array( 7, 10 ) ) ),
		);
	}
	echo json_encode( $out );`,
	ranges: `$headers = array( null, 'bytes=0-99', 'bytes=100-', 'bytes=-10', 'bytes=990-2000', 'bytes=1000-', 'bytes=50-10', 'bytes=-0', 'bytes=0-1,5-6', 'items=0-5', 'bytes=abc', ' bytes = 5 - 6 ' );
	$out = array();
	foreach ( $headers as $h ) { $out[] = array( $h, orbit_blocks_video_byte_range( $h, 1000 ) ); }
	echo json_encode( $out );`,
} );

describe( 'who may watch a private video', () => {
	it( 'is its uploader, editors and administrators, logged in; nobody else', () => {
		// By user: 0 (logged out), 1 administrator, 2 editor, 3 the
		// uploader (an author), 4 another author, 5 a subscriber.
		const anyone = [ true, true, true, true, true, true ];
		expect( results.viewers ).toEqual( {
			10: [ false, true, true, true, false, false ],
			11: anyone,
			12: anyone,
		} );
	} );

	it( 'gets the handler’s address for a private video, the file’s for others', () => {
		expect( results.urls ).toEqual( [
			'http://site.test/?orbit-video=10',
			'http://site.test/wp-content/uploads/y.webm',
		] );
	} );
} );

describe( 'the media lists', () => {
	it( 'leave out the private videos the user may not watch (media route and media library)', () => {
		const query = ( hidden?: number[] ) =>
			hidden
				? { post_type: 'attachment', post__not_in: hidden }
				: { post_type: 'attachment' };
		expect( results.queries ).toEqual( [
			// Logged out: both hidden.
			[ query( [ 10, 13 ] ), { post__not_in: [ 7, 10, 13 ] } ],
			// The administrator: none.
			[ query(), { post__not_in: [ 7, 10 ] } ],
			// Each uploader sees their own.
			[ query( [ 13 ] ), { post__not_in: [ 7, 10, 13 ] } ],
			[ query( [ 10 ] ), { post__not_in: [ 7, 10 ] } ],
			// A subscriber: both hidden.
			[ query( [ 10, 13 ] ), { post__not_in: [ 7, 10, 13 ] } ],
		] );
	} );
} );

describe( 'the file handler’s byte ranges (a 1000-byte file)', () => {
	it( 'serves one range, the whole file for what it does not take, nothing past the end', () => {
		expect( results.ranges ).toEqual( [
			[ null, null ],
			[ 'bytes=0-99', [ 0, 99 ] ],
			[ 'bytes=100-', [ 100, 999 ] ],
			[ 'bytes=-10', [ 990, 999 ] ],
			[ 'bytes=990-2000', [ 990, 999 ] ],
			[ 'bytes=1000-', false ],
			[ 'bytes=50-10', false ],
			[ 'bytes=-0', false ],
			[ 'bytes=0-1,5-6', null ],
			[ 'items=0-5', null ],
			[ 'bytes=abc', null ],
			[ ' bytes = 5 - 6 ', [ 5, 6 ] ],
		] );
	} );
} );
