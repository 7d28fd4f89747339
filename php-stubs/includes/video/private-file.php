<?php
/**
 * The file handler of private videos: GET (or HEAD) <home>/?orbit-video=<id>
 * streams the file to a user who may watch it (orbit_blocks_video_can_view,
 * private.php), with byte ranges (a player seeks with them): one range
 * answers 206 with Content-Range, an unsatisfiable one 416, none 200. It
 * answers 404 to everyone else, and for an id that is no private video, so
 * the answer never tells whether such a video exists. Browsers send the
 * login cookie with a same-site <video src>, so a page's player plays it
 * for those who may watch it.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** Bytes read and sent at a time. */
const ORBIT_BLOCKS_PRIVATE_VIDEO_CHUNK = 1048576;

/**
 * The byte range a Range header asks of a file of this size: [ first, last ]
 * (inclusive), null for the whole file (no header, or one this handler does
 * not take: several ranges, another unit, bad syntax), false when it cannot
 * be satisfied.
 *
 * @return array{0: int, 1: int}|null|false
 */
function orbit_blocks_video_byte_range( ?string $header, int $size ) {
	if ( null === $header || ! preg_match( '/^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i', $header, $m ) || ( '' === $m[1] && '' === $m[2] ) ) {
		return null;
	}
	if ( '' === $m[1] ) {
		// The last N bytes.
		$length = (int) $m[2];
		if ( 0 === $length || 0 === $size ) {
			return false;
		}
		return array( max( 0, $size - $length ), $size - 1 );
	}
	$first = (int) $m[1];
	$last  = '' === $m[2] ? $size - 1 : min( (int) $m[2], $size - 1 );
	if ( $first >= $size || $first > $last ) {
		return false;
	}
	return array( $first, $last );
}

/** Sends the file, or the part of it the request's Range asks for, and the headers that go with it. */
function orbit_blocks_video_send_file( string $file, string $mime, bool $body ): void {
	$size  = (int) filesize( $file );
	$range = orbit_blocks_video_byte_range( isset( $_SERVER['HTTP_RANGE'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['HTTP_RANGE'] ) ) : null, $size );
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	header( 'Accept-Ranges: bytes' );
	// Only the browser of a user who may watch it keeps it; no shared cache.
	header( 'Cache-Control: private, no-store' );
	header( 'X-Content-Type-Options: nosniff' );
	if ( false === $range ) {
		status_header( 416 );
		header( 'Content-Range: bytes */' . $size );
		return;
	}
	list( $first, $last ) = null === $range ? array( 0, $size - 1 ) : $range;
	status_header( null === $range ? 200 : 206 );
	header( 'Content-Type: ' . $mime );
	header( 'Content-Length: ' . max( 0, $last - $first + 1 ) );
	if ( null !== $range ) {
		header( sprintf( 'Content-Range: bytes %d-%d/%d', $first, $last, $size ) );
	}
	if ( ! $body || $size <= 0 ) {
		return;
	}
	// phpcs:disable WordPress.WP.AlternativeFunctions -- streaming a file in parts.
	$handle = fopen( $file, 'rb' );
	if ( false === $handle ) {
		return;
	}
	fseek( $handle, $first );
	$left = $last - $first + 1;
	while ( $left > 0 && ! feof( $handle ) && ! connection_aborted() ) {
		$part = fread( $handle, min( ORBIT_BLOCKS_PRIVATE_VIDEO_CHUNK, $left ) );
		if ( false === $part || '' === $part ) {
			break;
		}
		$left -= strlen( $part );
		echo $part; // phpcs:ignore WordPress.Security.EscapeOutput -- the video's bytes.
		flush();
	}
	fclose( $handle );
	// phpcs:enable
}

function orbit_blocks_private_video_serve(): void {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read, allowed by the login.
	if ( ! isset( $_GET[ ORBIT_BLOCKS_PRIVATE_VIDEO_ARG ] ) ) {
		return;
	}
	$id     = absint( $_GET[ ORBIT_BLOCKS_PRIVATE_VIDEO_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
	$file   = $id ? get_attached_file( $id ) : '';
	if ( ! orbit_blocks_video_is_private( $id ) || ! orbit_blocks_video_can_view( $id ) || ! $file || ! is_readable( $file ) || ! in_array( $method, array( 'GET', 'HEAD' ), true ) ) {
		status_header( 404 );
		nocache_headers();
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo esc_html__( 'Video not found.', 'orbit-blocks' );
		exit;
	}
	orbit_blocks_video_send_file( $file, (string) get_post_mime_type( $id ), 'HEAD' !== $method );
	exit;
}
add_action( 'template_redirect', 'orbit_blocks_private_video_serve', 1 );
