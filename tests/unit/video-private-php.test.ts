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
require '/plugin/includes/closed-folder.php';
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
	forJs: `$out = array();
	$item = array( 'id' => 10, 'title' => 'Secret', 'description' => 'Plans', 'filename' => str_repeat( 'ab', 16 ) . '-clip.webm', 'url' => orbit_blocks_private_video_url( 10 ) );
	foreach ( array( 0, 1, 2, 3, 4, 5 ) as $user ) {
		$GLOBALS['current'] = $user;
		$answer = apply_filters( 'wp_prepare_attachment_for_js', $item, new WP_Post( (object) array( 'ID' => 10, 'post_type' => 'attachment' ) ), array() );
		$out[] = false === $answer ? false : $answer['filename'];
	}
	// A public video is left as it is.
	$GLOBALS['current'] = 4;
	$out[] = apply_filters( 'wp_prepare_attachment_for_js', array( 'filename' => 'public.webm' ), new WP_Post( (object) array( 'ID' => 11, 'post_type' => 'attachment' ) ), array() )['filename'];
	echo json_encode( $out );`,
	postIn: `$GLOBALS['current'] = 5;
	echo json_encode( array(
		apply_filters( 'ajax_query_attachments_args', array( 'post__in' => array( 10, 7 ) ) ),
		apply_filters( 'rest_attachment_query', array( 'post__in' => array( 13 ) ) ),
	) );`,
	xmlrpc: `require_once ABSPATH . WPINC . '/IXR/class-IXR-error.php';
	// The server's error() sends the fault and exits: here it throws.
	$server = new class() {
		public function error( $error ) { throw new RuntimeException( $error->code . ' ' . $error->message ); }
	};
	$out = array();
	foreach ( array( 1, 2, 3, 4, 5 ) as $user ) {
		$GLOBALS['current'] = $user;
		try {
			do_action( 'xmlrpc_call', 'wp.getMediaItem', array( 1, 'user', 'password', 10 ), $server );
			$out['item'][ $user ] = 'answered';
		} catch ( RuntimeException $e ) {
			$out['item'][ $user ] = $e->getMessage();
		}
	}
	// wp.getMediaLibrary: its attachment query leaves out what the caller may not watch.
	class WP_Query {
		public $query_vars;
		public function __construct( $vars ) { $this->query_vars = $vars; }
		public function get( $name ) { return $this->query_vars[ $name ] ?? ''; }
		public function set( $name, $value ) { $this->query_vars[ $name ] = $value; }
	}
	$GLOBALS['current'] = 4;
	do_action( 'xmlrpc_call', 'wp.getMediaLibrary', array( 1, 'user', 'password', array() ), $server );
	$attachments = new WP_Query( array( 'post_type' => 'attachment', 'post_parent' => '' ) );
	do_action_ref_array( 'pre_get_posts', array( &$attachments ) );
	$posts = new WP_Query( array( 'post_type' => 'post' ) );
	do_action_ref_array( 'pre_get_posts', array( &$posts ) );
	$out['library'] = array( $attachments->query_vars, $posts->query_vars );
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

describe( 'core’s media endpoints (finding 1 of issue 36)', () => {
	it( 'get-attachment and the media library give nothing of a private video to those who may not watch it, and its own name to those who may', () => {
		// By user: 0 (logged out), 1 administrator, 2 editor, 3 the
		// uploader, 4 another author, 5 a subscriber; then a public video.
		expect( results.forJs ).toEqual( [
			false,
			'clip.webm',
			'clip.webm',
			'clip.webm',
			false,
			false,
			'public.webm',
		] );
	} );

	it( 'leave it out of a query that names it (post__in wins over post__not_in in WP_Query)', () => {
		expect( results.postIn ).toEqual( [
			{ post__in: [ 7 ], post__not_in: [ 10, 13 ] },
			{ post__in: [ 0 ], post__not_in: [ 10, 13 ] },
		] );
	} );

	it( 'XML-RPC: wp.getMediaItem answers an unknown id’s fault, wp.getMediaLibrary’s query leaves it out', () => {
		expect( results.xmlrpc ).toEqual( {
			item: {
				1: 'answered',
				2: 'answered',
				3: 'answered',
				4: '404 Invalid attachment ID.',
				5: '404 Invalid attachment ID.',
			},
			library: [
				{
					post_type: 'attachment',
					post_parent: '',
					post__not_in: [ 10 ],
				},
				{ post_type: 'post' },
			],
		} );
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
