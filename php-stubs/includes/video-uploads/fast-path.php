<?php
/**
 * The fast path of a middle chunk: a PATCH (or a POST with
 * X-HTTP-Method-Override: PATCH) to an upload, which does not complete it, is
 * answered at plugins_loaded, before the theme, init and the REST server
 * load: WordPress's boot is most of what a chunk request costs
 * (docs/performance.md, Uploads).
 *
 * Only a chunk that passes every check of the REST route is answered here
 * (tus 1.0.0, the chunk content type, a valid token of a user who may upload
 * files, that user's live upload, the offset it stands at, a length that
 * stops short of the end, no checksum). Anything else goes on to the REST
 * route (includes/rest/video-uploads.php), which checks again and answers:
 * refusals, checksums and the last chunk, which makes the attachment.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The upload id when this request is a PATCH of an upload's address, else ''. */
function orbit_blocks_tus_fast_upload_id(): string {
	// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.Security.NonceVerification -- compared with fixed values and a pattern only.
	$method   = strtoupper( (string) ( $_SERVER['REQUEST_METHOD'] ?? '' ) );
	$override = strtoupper( (string) ( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] ?? '' ) );
	if ( isset( $_GET['_method'] ) || ! ( ( 'PATCH' === $method && '' === $override ) || ( 'POST' === $method && 'PATCH' === $override ) ) ) {
		return '';
	}
	if ( isset( $_GET['rest_route'] ) ) {
		$route = (string) $_GET['rest_route'];
	} else {
		$path   = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), PHP_URL_PATH );
		$prefix = rtrim( (string) wp_parse_url( home_url(), PHP_URL_PATH ), '/' ) . '/' . trim( rest_get_url_prefix(), '/' );
		$route  = 0 === strpos( $path, $prefix . '/' ) ? substr( $path, strlen( $prefix ) ) : '';
	}
	// phpcs:enable
	$pattern = '#^/' . preg_quote( ORBIT_BLOCKS_NS_PLUGIN . ORBIT_BLOCKS_VIDEO_UPLOADS, '#' ) . '/(' . ORBIT_BLOCKS_VIDEO_UPLOAD_ID . ')/?$#';
	return preg_match( $pattern, $route, $match ) ? $match[1] : '';
}

/** Sends an answer made for the REST route, without the REST server, and ends the request. */
function orbit_blocks_tus_fast_send( WP_REST_Response $response ): void {
	status_header( $response->get_status() );
	nocache_headers();
	header( 'Tus-Resumable: ' . ORBIT_BLOCKS_TUS_VERSION );
	foreach ( $response->get_headers() as $name => $value ) {
		header( "$name: $value" );
	}
	if ( null !== $response->get_data() ) {
		header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
		echo wp_json_encode( $response->get_data() );
	}
	exit;
}

function orbit_blocks_tus_fast_patch(): void {
	$id = orbit_blocks_tus_fast_upload_id();
	if ( '' === $id ) {
		return;
	}
	// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- checked against fixed values, patterns and signatures.
	$type    = strtolower( trim( explode( ';', (string) ( $_SERVER['CONTENT_TYPE'] ?? '' ) )[0] ) );
	$offset  = (string) ( $_SERVER['HTTP_UPLOAD_OFFSET'] ?? '' );
	$length  = (string) ( $_SERVER['CONTENT_LENGTH'] ?? '' );
	$payload = orbit_blocks_video_token_payload( (string) ( $_SERVER['HTTP_X_VIDEOPRESS_UPLOAD_TOKEN'] ?? '' ) );
	if (
		ORBIT_BLOCKS_TUS_VERSION !== ( $_SERVER['HTTP_TUS_RESUMABLE'] ?? '' )
		|| ORBIT_BLOCKS_TUS_CHUNK_TYPE !== $type
		|| isset( $_SERVER['HTTP_UPLOAD_CHECKSUM'] )
		|| ! preg_match( '/^\d{1,18}$/', $offset )
		|| ! preg_match( '/^\d{1,18}$/', $length )
		|| ! $payload
		|| ! user_can( (int) $payload['user_id'], 'upload_files' )
	) {
		return;
	}
	// phpcs:enable
	$upload = orbit_blocks_video_upload_get( $id );
	if (
		! $upload
		|| (int) $upload['user_id'] !== (int) $payload['user_id']
		|| ! orbit_blocks_video_token_allows( $payload, $id )
		|| isset( $upload['result'] )
		|| (int) $upload['expires'] < time()
		|| (int) $offset + (int) $length >= (int) $upload['length']
		|| (int) $offset !== orbit_blocks_video_upload_offset( $upload )
	) {
		return;
	}
	$new_offset = orbit_blocks_tus_append( $upload, (int) $offset, null );
	if ( $new_offset instanceof WP_REST_Response ) {
		orbit_blocks_tus_fast_send( $new_offset );
	}
	$upload['expires'] = time() + orbit_blocks_video_upload_keep();
	orbit_blocks_video_upload_put( $upload );
	orbit_blocks_tus_fast_send(
		orbit_blocks_tus_answer(
			204,
			array(
				'Upload-Offset'  => (string) $new_offset,
				'Upload-Expires' => orbit_blocks_tus_expires_header( $upload ),
			)
		)
	);
}
add_action( 'plugins_loaded', 'orbit_blocks_tus_fast_patch', PHP_INT_MAX );
