/**
 * The limits on what an author may make the server hold (finding 7 of
 * issue 36), in the WebAssembly PHP on WordPress's own functions
 * (tests/unit/php/wordpress.php; the plugin's files from /plugin, the
 * partial uploads in the memory file system):
 *
 * - the resumable upload server's creation (includes/rest/video-uploads.php,
 *   video-uploads/store.php): five open uploads a user (429 with
 *   Retry-After past them), their declared bytes together (507), an upload
 *   idle for an hour given up to make room, and on a network the site's
 *   upload space (507);
 * - the external media copy (includes/rest/external-media.php): ten images
 *   a copy (413), each download cut at the size limit (413), nothing on a
 *   network site over its quota (507).
 */
import { runPhpSnippets } from './php/php-snippets';

const prelude = ( config: string ) => `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
${ config }
require '/wordpress-core.php';
define( 'ORBIT_BLOCKS_DIR', '/plugin' );
define( 'WP_PLUGIN_DIR', '/plugins' );
define( 'WPMU_PLUGIN_DIR', '/mu-plugins' );
$GLOBALS['wp_plugin_paths'] = array();
mkdir( '/store' );
mkdir( '/site' );
orbit_blocks_test_options( array( 'upload_path' => '/site/uploads', 'upload_url_path' => 'http://site.test/uploads' ) );
define( 'ORBIT_BLOCKS_VIDEO_UPLOAD_DIR', '/store' );
// The site's part: users, settings, the largest upload, the lock.
$GLOBALS['current'] = 3;
function get_current_user_id() { return $GLOBALS['current']; }
function current_user_can( $cap ) { return true; }
function orbit_blocks_setting( $name ) { return ''; }
function orbit_blocks_local_services_enabled() { return true; }
function orbit_blocks_openverse_enabled() { return false; }
function orbit_blocks_pexels_configured() { return false; }
function orbit_blocks_google_photos_configured() { return false; }
function wp_max_upload_size() { return 100000; }
function orbit_blocks_with_lock( $name, $work ) { return $work(); }
require '/plugin/includes/upload-space.php';
require '/plugin/includes/closed-folder.php';
require '/plugin/includes/rest/video-uploads.php';
require '/plugin/includes/adapters/http.php';
require '/plugin/includes/adapters/stock-photos.php';
require '/plugin/includes/rest/external-media.php';
// The development site's libraries (this test's site has the constant).
require '/plugin/stand-ins/media-libraries.php';
/** POST …/videos/uploads of $length bytes as $user: [ status, message, Retry-After ]. */
function create( int $user, int $length ): array {
	$GLOBALS['current'] = $user;
	$request = new WP_REST_Request( 'POST', '/orbit-blocks/v1/videos/uploads' );
	$request->set_header( 'Upload-Length', (string) $length );
	$request->set_header( 'Upload-Metadata', 'filename ' . base64_encode( 'clip.mp4' ) . ',filetype ' . base64_encode( 'video/mp4' ) );
	$answer = orbit_blocks_tus_create( $request );
	$data   = $answer->get_data();
	return array( $answer->get_status(), is_array( $data ) ? $data['message'] : null, $answer->get_headers()['Retry-After'] ?? null );
}
/** POST external-media/copy/pexels with $count unknown ids: the status, and the code of each item's error. */
function copy_images( int $count ): array {
	$request = new WP_REST_Request( 'POST', '/wpcom/v2/external-media/copy/pexels' );
	$request->set_url_params( array( 'service' => 'pexels' ) );
	$request->set_param( 'external_ids', array_map( static fn( $n ) => "px-none-$n", range( 1, $count ) ) );
	$answer = orbit_blocks_external_media_copy( $request );
	return is_wp_error( $answer )
		? array( $answer->get_error_data()['status'], $answer->get_error_code(), $answer->get_error_message() )
		: array( $answer->get_status(), array_map( static fn( $item ) => array_keys( $item['errors'] )[0], $answer->get_data() ) );
}
`;

const single = runPhpSnippets( [], prelude( '' ), {
	count: `$out = array();
	for ( $n = 1; $n <= 6; $n++ ) { $out[] = create( 3, 10 ); }
	// Another user has their own five.
	$out[] = create( 4, 10 );
	// User 3's oldest upload has had no chunk for two hours: it gives way.
	$open = orbit_blocks_video_upload_open( 3 );
	$idle = $open[0];
	$idle['expires'] = time() + orbit_blocks_video_upload_keep() - 2 * HOUR_IN_SECONDS;
	orbit_blocks_video_upload_put( $idle );
	$out[] = create( 3, 10 );
	$out[] = array( orbit_blocks_video_upload_get( $idle['id'] ), file_exists( "/store/{$idle['id']}.part" ), count( orbit_blocks_video_upload_open( 3 ) ) );
	echo json_encode( $out );`,
	bytes: `add_filter( 'orbit_blocks_video_upload_max_open_bytes', static fn() => 1000 );
	echo json_encode( array( create( 5, 600 ), create( 5, 500 ), create( 5, 400 ), create( 6, 1001 ), create( 6, 100001 ) ) );`,
	defaults: `remove_all_filters( 'orbit_blocks_video_upload_max_open_bytes' );
	echo json_encode( array( orbit_blocks_video_upload_max_open(), orbit_blocks_video_upload_max_open_bytes(), orbit_blocks_external_media_max_items(), orbit_blocks_external_media_max_bytes() ) );`,
	copyCount: `echo json_encode( array( copy_images( 11 ), copy_images( 10 ) ) );`,
	download: `// The service's answer: $GLOBALS['answer'] = [ status, bytes, Content-Length ].
	add_filter( 'pre_http_request', static function ( $pre, $args, $url ) {
		list( $status, $bytes, $length ) = $GLOBALS['answer'];
		$body = str_repeat( 'x', min( $bytes, $args['limit_response_size'] ) );
		file_put_contents( $args['filename'], $body );
		return array( 'headers' => array( 'content-length' => (string) $length ), 'body' => '', 'response' => array( 'code' => $status, 'message' => 404 === $status ? 'Not Found' : 'OK' ), 'cookies' => array(), 'filename' => $args['filename'] );
	}, 10, 3 );
	add_filter( 'orbit_blocks_external_media_max_bytes', static fn() => 1000 );
	$out = array();
	foreach ( array( array( 200, 1000, 1000 ), array( 200, 1001, 1001 ), array( 200, 5000, '' ), array( 200, 10, 5000 ), array( 404, 10, 10 ) ) as $answer ) {
		$GLOBALS['answer'] = $answer;
		$file = orbit_blocks_external_media_download( 'http://93.184.216.34/photo.jpg' );
		$out[] = is_wp_error( $file )
			? array( $file->get_error_code(), $file->get_error_data()['status'] ?? $file->get_error_data()['code'] ?? null )
			: array( 'file', filesize( $file ) );
	}
	$temp = array_values( array_filter( glob( get_temp_dir() . '*' ), 'is_file' ) );
	$out[] = count( $temp );
	echo json_encode( $out );`,
} );

const network = runPhpSnippets(
	[],
	prelude( `define( 'MULTISITE', true );
// The network's part (ms-functions.php, ms-network.php): a site allowed
// $GLOBALS['allowed'] MB that uses $GLOBALS['used'] MB, with
// $GLOBALS['left'] bytes of upload space left.
$GLOBALS['allowed'] = 1;
$GLOBALS['used']    = 0;
$GLOBALS['left']    = 100000;
function get_network() { return (object) array( 'id' => 1 ); }
function get_blog_option( $id, $option, $fallback = false ) { return get_option( $option, $fallback ); }
function get_space_allowed() { return $GLOBALS['allowed']; }
function get_space_used() { return $GLOBALS['used']; }
function get_upload_space_available() { return $GLOBALS['left']; }` ) +
		"add_filter( 'pre_site_option_upload_space_check_disabled', static fn() => 0 );\n",
	{
		video: `$out = array( create( 3, 60000 ) );
	// The open upload's bytes still to come count against the space.
	$out[] = create( 4, 60000 );
	$GLOBALS['used'] = 2;
	$out[] = create( 5, 10 );
	echo json_encode( $out );`,
		copy: `$GLOBALS['used'] = 2;
	echo json_encode( copy_images( 1 ) );`,
	}
);

describe( 'open uploads a user may hold', () => {
	it( 'are five: the sixth is refused with 429, a message and when to try again; another user has their own', () => {
		const out = single.count as [ number, string | null, string | null ][];
		expect( out.slice( 0, 5 ).map( ( answer ) => answer[ 0 ] ) ).toEqual( [
			201, 201, 201, 201, 201,
		] );
		const [ status, message, retryAfter ] = out[ 5 ];
		expect( status ).toBe( 429 );
		expect( message ).toBe(
			'You already have 5 video uploads in progress. Let one finish, or cancel it, before starting another.'
		);
		// When the oldest has been idle an hour.
		expect( Number( retryAfter ) ).toBeGreaterThan( 3500 );
		expect( Number( retryAfter ) ).toBeLessThanOrEqual( 3600 );
		expect( out[ 6 ][ 0 ] ).toBe( 201 );
	} );

	it( 'give way to a new one when idle for an hour', () => {
		const out = single.count as unknown[][];
		expect( out[ 7 ][ 0 ] ).toBe( 201 );
		// The idle upload's record and bytes are gone; five remain open.
		expect( out[ 8 ] ).toEqual( [ null, false, 5 ] );
	} );

	it( 'hold so many bytes together (507 past them); a single video over the largest size is still 413', () => {
		const [ first, second, third, alone, huge ] = single.bytes as [
			number,
			string | null,
		][];
		expect( first[ 0 ] ).toBe( 201 );
		expect( second[ 0 ] ).toBe( 507 );
		expect( second[ 1 ] ).toMatch(
			/^This video \(500\.0 B\) does not fit beside your uploads in progress \(600\.0 B\): together they may hold 1,000\.0 B\. Let them finish, or cancel one, first\.$/
		);
		expect( third[ 0 ] ).toBe( 201 );
		expect( alone[ 0 ] ).toBe( 507 );
		expect( alone[ 1 ] ).toMatch(
			/^This video is too large \(1,001\.0 B\)\. Uploads in progress may hold 1,000\.0 B at most\.$/
		);
		expect( huge[ 0 ] ).toBe( 413 );
	} );

	it( 'are 5 and 2 GB by default; a copy takes 10 images, each at most the largest upload', () => {
		expect( single.defaults ).toEqual( [ 5, 2 * 1024 ** 3, 10, 100000 ] );
	} );
} );

describe( 'the external media copy', () => {
	it( 'takes ten images at a time (413 past them, with a message)', () => {
		const [ tooMany, ten ] = single.copyCount as [ unknown[], unknown[] ];
		expect( tooMany ).toEqual( [
			413,
			'too_many_items',
			'Copy at most 10 images at a time.',
		] );
		expect( ten[ 0 ] ).toBe( 200 );
		expect( ( ten[ 1 ] as string[] ).length ).toBe( 10 );
	} );

	it( 'cuts each download at the size limit: larger answers are refused (413) and their file removed', () => {
		expect( single.download ).toEqual( [
			[ 'file', 1000 ],
			[ 'file_too_large', 413 ],
			[ 'file_too_large', 413 ],
			[ 'file_too_large', 413 ],
			[ 'http_404', 404 ],
			// The one file kept (the first); every refused one removed.
			1,
		] );
	} );
} );

describe( 'on a network', () => {
	it( 'an upload needs room in the site’s upload space, beside the open uploads’ bytes still to come (507)', () => {
		const [ first, second, over ] = network.video as [
			number,
			string | null,
		][];
		expect( first[ 0 ] ).toBe( 201 );
		expect( second[ 0 ] ).toBe( 507 );
		expect( second[ 1 ] ).toBe(
			'Not enough upload space left on this site: 117.2 KB needed, 97.7 KB left. Delete files from the media library first.'
		);
		expect( over ).toEqual( [
			507,
			'This site has used all its upload space. Delete files from the media library before adding more.',
			null,
		] );
	} );

	it( 'a site over its quota copies nothing (507)', () => {
		expect( network.copy ).toEqual( [
			507,
			'upload_quota_exceeded',
			'This site has used all its upload space. Delete files from the media library before adding more.',
		] );
	} );
} );
