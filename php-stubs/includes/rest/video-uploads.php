<?php
/**
 * The video block's resumable-upload server (spec 1 section 7, spec 3
 * section 7): tus 1.0.0 under the plugin's REST namespace, with the
 * creation, termination, expiration and checksum (sha1) extensions.
 *
 * - OPTIONS …/videos/uploads[/<id>]: 204, Tus-Version, Tus-Extension,
 *   Tus-Max-Size, Tus-Checksum-Algorithm (no token needed).
 * - POST …/videos/uploads (Upload-Length, Upload-Metadata filename and
 *   filetype): 201 with Location, Upload-Expires, and the upload key and
 *   its token for resumption (X-VideoPress-Upload-Key, -Key-Token, see
 *   video-uploads/token.php); 413 over the size limit,
 *   400 Invalid Mime for a type other than video/*, 429 (Retry-After) when
 *   the user has too many uploads open, 507 when their open uploads would
 *   hold too many bytes or the network's upload space is short
 *   (video-uploads/store.php).
 * - HEAD …/videos/uploads/<id>: Upload-Offset, Upload-Length (and, once
 *   complete, the result headers).
 * - PATCH …/videos/uploads/<id> (Upload-Offset, Content-Type
 *   application/offset+octet-stream, optional Upload-Checksum "sha1 <base64>"):
 *   204 with the new Upload-Offset; 409 when the offset is not the upload's,
 *   415 for another content type, 423 while another request writes to it,
 *   460 on a checksum mismatch (nothing kept). The last chunk makes the
 *   attachment (video-uploads/attachment.php) and its answer carries
 *   X-VideoPress-Upload-Guid, -Media-Id and -Src-Url.
 * - DELETE …/videos/uploads/<id>: 204, the partial upload removed.
 *
 * Every method may come as a POST with X-HTTP-Method-Override (WordPress's
 * REST server applies that header). Every request but OPTIONS carries the
 * upload token (video-uploads/token.php); an upload belongs to the token's
 * user, and another user's upload id answers 404 like an unknown one.
 * Every answer has Tus-Resumable. Same origin as the editor: no CORS.
 * A middle chunk that passes every check is answered earlier, at
 * plugins_loaded (video-uploads/fast-path.php).
 *
 * Why: docs/decisions.md, "The plugin serves video uploads itself".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/video-uploads/settings.php';
require_once dirname( __DIR__ ) . '/video-uploads/token.php';
require_once dirname( __DIR__ ) . '/video-uploads/store.php';
require_once dirname( __DIR__ ) . '/video-uploads/attachment.php';
require_once dirname( __DIR__ ) . '/video-uploads/fast-path.php';

const ORBIT_BLOCKS_TUS_VERSION        = '1.0.0';
const ORBIT_BLOCKS_TUS_CHUNK_TYPE     = 'application/offset+octet-stream';
const ORBIT_BLOCKS_VIDEO_RESULT_NAMES = array(
	'guid'     => 'X-VideoPress-Upload-Guid',
	'media_id' => 'X-VideoPress-Upload-Media-Id',
	'src'      => 'X-VideoPress-Upload-Src-Url',
);

/** The route of the uploads, and a pattern for it and its items. */
function orbit_blocks_tus_route_pattern(): string {
	return '#^/' . preg_quote( ORBIT_BLOCKS_NS_PLUGIN . ORBIT_BLOCKS_VIDEO_UPLOADS, '#' ) . '(/' . ORBIT_BLOCKS_VIDEO_UPLOAD_ID . ')?/?$#';
}

/** An answer with the tus headers (and, for an error, WordPress's error shape). */
function orbit_blocks_tus_answer( int $status, array $headers = array(), ?array $error = null ): WP_REST_Response {
	$data     = $error ? array(
		'code'    => $error[0],
		'message' => $error[1],
		'data'    => array( 'status' => $status ),
	) : null;
	$response = new WP_REST_Response( $data, $status );
	$response->set_headers( $headers );
	return $response;
}

function orbit_blocks_tus_expires_header( array $upload ): string {
	return gmdate( 'D, d M Y H:i:s \G\M\T', (int) $upload['expires'] );
}

/** Upload-Metadata ("key base64,key base64") as an array of strings. */
function orbit_blocks_tus_parse_metadata( string $header ): array {
	$metadata = array();
	foreach ( array_filter( array_map( 'trim', explode( ',', $header ) ) ) as $pair ) {
		$parts = explode( ' ', $pair, 2 );
		$value = isset( $parts[1] ) ? base64_decode( $parts[1], true ) : ''; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		if ( false !== $value ) {
			$metadata[ $parts[0] ] = $value;
		}
	}
	return $metadata;
}

/**
 * The permission of every request but OPTIONS: tus 1.0.0, a valid token, a
 * user who may upload files (made the current user).
 *
 * @return true|WP_Error
 */
function orbit_blocks_tus_permission( WP_REST_Request $request ) {
	if ( ORBIT_BLOCKS_TUS_VERSION !== $request->get_header( 'tus_resumable' ) ) {
		return new WP_Error( 'tus_version', __( 'This server speaks tus 1.0.0.', 'orbit-blocks' ), array( 'status' => 412 ) );
	}
	$payload = orbit_blocks_video_token_payload( (string) $request->get_header( ORBIT_BLOCKS_VIDEO_TOKEN_HEADER ) );
	if ( ! $payload || ! orbit_blocks_video_token_allows( $payload, (string) ( $request['id'] ?? '' ) ) ) {
		return new WP_Error( 'invalid_upload_token', __( 'The upload token is missing or has expired. Try again.', 'orbit-blocks' ), array( 'status' => 403 ) );
	}
	wp_set_current_user( (int) $payload['user_id'] );
	if ( ! current_user_can( 'upload_files' ) ) {
		return new WP_Error( 'forbidden', __( 'Sorry, you are not allowed to upload files.', 'orbit-blocks' ), array( 'status' => 403 ) );
	}
	return true;
}

/**
 * The current user's upload named in the route.
 *
 * @return array|WP_REST_Response the record, or the 404 (unknown, or another
 *                                user's) or 410 (expired) answer
 */
function orbit_blocks_tus_owned_upload( WP_REST_Request $request ) {
	$upload = orbit_blocks_video_upload_get( (string) $request['id'] );
	if ( ! $upload || (int) $upload['user_id'] !== get_current_user_id() ) {
		return orbit_blocks_tus_answer( 404, array(), array( 'upload_not_found', __( 'This upload does not exist.', 'orbit-blocks' ) ) );
	}
	if ( ! isset( $upload['result'] ) && (int) $upload['expires'] < time() ) {
		orbit_blocks_video_upload_delete( (string) $upload['id'] );
		return orbit_blocks_tus_answer( 410, array(), array( 'upload_expired', __( 'This upload has expired. Start it again.', 'orbit-blocks' ) ) );
	}
	return $upload;
}

/** The headers that give a finished upload's attachment. */
function orbit_blocks_tus_result_headers( array $upload ): array {
	$headers = array();
	foreach ( ORBIT_BLOCKS_VIDEO_RESULT_NAMES as $key => $name ) {
		if ( isset( $upload['result'][ $key ] ) ) {
			$headers[ $name ] = (string) $upload['result'][ $key ];
		}
	}
	return $headers;
}

/**
 * Makes the attachment of a complete upload, once (under the upload's lock).
 *
 * @return array|WP_REST_Response the record with its result, or the error answer
 */
function orbit_blocks_tus_finish( array $upload ) {
	$part   = orbit_blocks_video_upload_path( (string) $upload['id'], 'part' );
	$handle = fopen( $part, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	if ( ! $handle || ! flock( $handle, LOCK_EX | LOCK_NB ) ) {
		if ( $handle ) {
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		}
		$again = orbit_blocks_video_upload_get( (string) $upload['id'] );
		if ( $again && isset( $again['result'] ) ) {
			return $again;
		}
		return orbit_blocks_tus_answer( 423, array(), array( 'upload_locked', __( 'The upload is busy. Try again later.', 'orbit-blocks' ) ) );
	}
	$result = orbit_blocks_video_upload_adopt( $part, (array) $upload['metadata'], (int) $upload['user_id'] );
	flock( $handle, LOCK_UN );
	fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	if ( is_wp_error( $result ) ) {
		$status = (int) ( $result->get_error_data()['status'] ?? 500 );
		if ( $status < 500 ) {
			// Not a video: nothing is kept.
			orbit_blocks_video_upload_delete( (string) $upload['id'] );
		}
		return orbit_blocks_tus_answer( $status, array(), array( $result->get_error_code(), $result->get_error_message() ) );
	}
	$upload['result']  = $result;
	$upload['expires'] = time() + orbit_blocks_video_upload_keep();
	orbit_blocks_video_upload_put( $upload );
	return $upload;
}

function orbit_blocks_tus_options(): WP_REST_Response {
	return orbit_blocks_tus_answer(
		204,
		array(
			'Tus-Version'            => ORBIT_BLOCKS_TUS_VERSION,
			'Tus-Extension'          => 'creation,termination,expiration,checksum',
			'Tus-Max-Size'           => (string) orbit_blocks_video_upload_max_size(),
			'Tus-Checksum-Algorithm' => 'sha1',
		)
	);
}

function orbit_blocks_tus_create( WP_REST_Request $request ): WP_REST_Response {
	$length = (string) $request->get_header( 'upload_length' );
	if ( ! preg_match( '/^\d{1,18}$/', $length ) || 0 === (int) $length ) {
		return orbit_blocks_tus_answer( 400, array(), array( 'invalid_length', __( 'The upload needs a length (Upload-Length) of at least one byte.', 'orbit-blocks' ) ) );
	}
	$max = orbit_blocks_video_upload_max_size();
	if ( (int) $length > $max ) {
		return orbit_blocks_tus_answer(
			413,
			array( 'Tus-Max-Size' => (string) $max ),
			array(
				'too_large',
				sprintf(
					/* translators: 1: the video's size, 2: the largest size this site accepts (both like "1.2 GB") */
					__( 'This video is too large (%1$s). The largest video this site accepts is %2$s.', 'orbit-blocks' ),
					size_format( (int) $length, 1 ),
					size_format( $max, 1 )
				),
			)
		);
	}
	$metadata = orbit_blocks_tus_parse_metadata( (string) $request->get_header( 'upload_metadata' ) );
	if ( 0 !== strpos( (string) ( $metadata['filetype'] ?? '' ), 'video/' ) ) {
		// The client shows its own text for this message (spec 3 section 8).
		return orbit_blocks_tus_answer( 400, array(), array( 'invalid_mime', 'Invalid Mime' ) );
	}
	$upload = orbit_blocks_video_upload_create_limited(
		get_current_user_id(),
		(int) $length,
		array(
			'filename' => (string) ( $metadata['filename'] ?? '' ),
			'filetype' => (string) $metadata['filetype'],
		)
	);
	if ( isset( $upload['refused'] ) ) {
		$refused = $upload['refused'];
		return orbit_blocks_tus_answer(
			(int) $refused['status'],
			isset( $refused['retry_after'] ) ? array( 'Retry-After' => (string) $refused['retry_after'] ) : array(),
			array( (string) $refused['code'], (string) $refused['message'] )
		);
	}
	if ( ! $upload ) {
		return orbit_blocks_tus_answer( 500, array(), array( 'store_failed', __( 'The upload could not be stored on the server.', 'orbit-blocks' ) ) );
	}
	return orbit_blocks_tus_answer(
		201,
		array(
			'Location'                      => rest_url( ORBIT_BLOCKS_NS_PLUGIN . ORBIT_BLOCKS_VIDEO_UPLOADS . '/' . $upload['id'] ),
			'Upload-Expires'                => orbit_blocks_tus_expires_header( $upload ),
			// The key and its token, for resuming this upload (token.php).
			'X-VideoPress-Upload-Key'       => (string) $upload['id'],
			'X-VideoPress-Upload-Key-Token' => orbit_blocks_video_token_for( get_current_user_id(), (string) $upload['id'] ),
		)
	);
}

function orbit_blocks_tus_head( WP_REST_Request $request ): WP_REST_Response {
	$upload = orbit_blocks_tus_owned_upload( $request );
	if ( $upload instanceof WP_REST_Response ) {
		return $upload;
	}
	$offset = orbit_blocks_video_upload_offset( $upload );
	if ( ! isset( $upload['result'] ) && $offset === (int) $upload['length'] ) {
		// Every byte is here but the attachment was not made (the last
		// chunk's answer failed): make it now, so the client gets the result.
		$upload = orbit_blocks_tus_finish( $upload );
		if ( $upload instanceof WP_REST_Response ) {
			return $upload;
		}
	}
	$headers = array(
		'Upload-Offset' => (string) $offset,
		'Upload-Length' => (string) $upload['length'],
	);
	if ( ! isset( $upload['result'] ) ) {
		$headers['Upload-Expires'] = orbit_blocks_tus_expires_header( $upload );
	}
	return orbit_blocks_tus_answer( 200, $headers + orbit_blocks_tus_result_headers( $upload ) );
}

/**
 * Appends the request's body to the upload's file from $offset, streamed
 * from php://input (never the whole chunk in memory), under the upload's
 * lock. $body is the body when WordPress has read it already, else ''.
 *
 * @return int|WP_REST_Response the new offset, or the error answer
 */
function orbit_blocks_tus_append( array $upload, int $offset, ?array $checksum, string $body = '' ) {
	$part   = orbit_blocks_video_upload_path( (string) $upload['id'], 'part' );
	$handle = fopen( $part, 'c+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	if ( ! $handle ) {
		return orbit_blocks_tus_answer( 500, array(), array( 'store_failed', __( 'The upload could not be stored on the server.', 'orbit-blocks' ) ) );
	}
	if ( ! flock( $handle, LOCK_EX | LOCK_NB ) ) {
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return orbit_blocks_tus_answer( 423, array(), array( 'upload_locked', __( 'The upload is busy. Try again later.', 'orbit-blocks' ) ) );
	}
	$current = (int) fstat( $handle )['size'];
	if ( $current !== $offset ) {
		flock( $handle, LOCK_UN );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return orbit_blocks_tus_answer(
			409,
			array( 'Upload-Offset' => (string) $current ),
			array( 'offset_mismatch', __( 'The chunk does not start where the upload stands (Upload-Offset).', 'orbit-blocks' ) )
		);
	}
	// A chunk cut off half-way is kept: the client resumes from what arrived.
	ignore_user_abort( true );
	fseek( $handle, $offset );
	$room = (int) $upload['length'] - $offset;
	$hash = $checksum ? hash_init( 'sha1' ) : null;
	if ( '' !== $body ) {
		// WordPress read the body already (a plugin started the REST server
		// before parse_request): write that copy.
		$body = substr( $body, 0, $room );
		fwrite( $handle, $body ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
		if ( $hash ) {
			hash_update( $hash, $body );
		}
		unset( $body );
	} else {
		$input = fopen( 'php://input', 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
		if ( ! $hash ) {
			stream_copy_to_stream( $input, $handle, $room );
		} else {
			while ( $room > 0 && ! feof( $input ) ) {
				$piece = fread( $input, min( $room, 1048576 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
				if ( false === $piece || '' === $piece ) {
					break;
				}
				hash_update( $hash, $piece );
				fwrite( $handle, $piece ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
				$room -= strlen( $piece );
			}
		}
		fclose( $input ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	}
	fflush( $handle );
	$mismatch = $hash && ! hash_equals( $checksum[1], hash_final( $hash, true ) );
	if ( $mismatch ) {
		ftruncate( $handle, $offset );
	}
	$new_offset = (int) fstat( $handle )['size'];
	flock( $handle, LOCK_UN );
	fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	if ( $mismatch ) {
		return orbit_blocks_tus_answer( 460, array( 'Upload-Offset' => (string) $offset ), array( 'checksum_mismatch', __( 'The chunk arrived damaged (checksum mismatch). Send it again.', 'orbit-blocks' ) ) );
	}
	return $new_offset;
}

/** Upload-Checksum as [ algorithm, raw digest ], null when absent, false when unusable. */
function orbit_blocks_tus_checksum( WP_REST_Request $request ) {
	$header = trim( (string) $request->get_header( 'upload_checksum' ) );
	if ( '' === $header ) {
		return null;
	}
	$parts  = explode( ' ', $header, 2 );
	$digest = isset( $parts[1] ) ? base64_decode( $parts[1], true ) : false; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	return 'sha1' === strtolower( $parts[0] ) && false !== $digest && 20 === strlen( $digest ) ? array( 'sha1', $digest ) : false;
}

function orbit_blocks_tus_patch( WP_REST_Request $request ): WP_REST_Response {
	$upload = orbit_blocks_tus_owned_upload( $request );
	if ( $upload instanceof WP_REST_Response ) {
		return $upload;
	}
	$type = strtolower( trim( explode( ';', (string) $request->get_header( 'content_type' ) )[0] ) );
	if ( ORBIT_BLOCKS_TUS_CHUNK_TYPE !== $type ) {
		return orbit_blocks_tus_answer( 415, array(), array( 'invalid_content_type', __( 'A chunk is sent as application/offset+octet-stream.', 'orbit-blocks' ) ) );
	}
	$offset = (string) $request->get_header( 'upload_offset' );
	if ( ! preg_match( '/^\d{1,18}$/', $offset ) ) {
		return orbit_blocks_tus_answer( 400, array(), array( 'invalid_offset', __( 'The chunk needs an offset (Upload-Offset).', 'orbit-blocks' ) ) );
	}
	$offset = (int) $offset;
	if ( isset( $upload['result'] ) ) {
		// Complete already: the last chunk's answer was lost, say it again.
		return (int) $upload['length'] === $offset
			? orbit_blocks_tus_answer( 204, array( 'Upload-Offset' => (string) $offset ) + orbit_blocks_tus_result_headers( $upload ) )
			: orbit_blocks_tus_answer( 409, array( 'Upload-Offset' => (string) $upload['length'] ), array( 'offset_mismatch', __( 'The chunk does not start where the upload stands (Upload-Offset).', 'orbit-blocks' ) ) );
	}
	$length = $request->get_header( 'content_length' );
	if ( null !== $length && $offset + (int) $length > (int) $upload['length'] ) {
		return orbit_blocks_tus_answer( 400, array(), array( 'too_long', __( 'The chunk goes past the end of the upload (Upload-Length).', 'orbit-blocks' ) ) );
	}
	$checksum = orbit_blocks_tus_checksum( $request );
	if ( false === $checksum ) {
		return orbit_blocks_tus_answer( 400, array(), array( 'invalid_checksum', __( 'Upload-Checksum must be "sha1" and a base64 digest.', 'orbit-blocks' ) ) );
	}
	$new_offset = orbit_blocks_tus_append( $upload, $offset, $checksum, $request->get_body() );
	if ( $new_offset instanceof WP_REST_Response ) {
		return $new_offset;
	}
	$upload['expires'] = time() + orbit_blocks_video_upload_keep();
	orbit_blocks_video_upload_put( $upload );
	if ( $new_offset === (int) $upload['length'] ) {
		$upload = orbit_blocks_tus_finish( $upload );
		if ( $upload instanceof WP_REST_Response ) {
			return $upload;
		}
	}
	return orbit_blocks_tus_answer(
		204,
		array(
			'Upload-Offset'  => (string) $new_offset,
			'Upload-Expires' => orbit_blocks_tus_expires_header( $upload ),
		) + orbit_blocks_tus_result_headers( $upload )
	);
}

function orbit_blocks_tus_delete( WP_REST_Request $request ): WP_REST_Response {
	$upload = orbit_blocks_tus_owned_upload( $request );
	if ( $upload instanceof WP_REST_Response ) {
		return $upload;
	}
	// Not while a chunk is being written (it would write the record back).
	$part   = orbit_blocks_video_upload_path( (string) $upload['id'], 'part' );
	$handle = is_file( $part ) ? fopen( $part, 'rb' ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	if ( $handle && ! flock( $handle, LOCK_EX | LOCK_NB ) ) {
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return orbit_blocks_tus_answer( 423, array(), array( 'upload_locked', __( 'The upload is busy. Try again later.', 'orbit-blocks' ) ) );
	}
	orbit_blocks_video_upload_delete( (string) $upload['id'] );
	if ( $handle ) {
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	}
	return orbit_blocks_tus_answer( 204 );
}

// The chunk's bytes are streamed from php://input by the PATCH handler:
// WordPress's REST server would otherwise read the whole body into a string
// first (WP_REST_Server::get_raw_data, which keeps an existing
// $HTTP_RAW_POST_DATA). parse_request runs before rest_api_loaded (10).
add_action(
	'parse_request',
	static function ( WP $wp ) {
		$route = (string) ( $wp->query_vars['rest_route'] ?? '' );
		if ( preg_match( orbit_blocks_tus_route_pattern(), $route ) ) {
			$GLOBALS['HTTP_RAW_POST_DATA'] = ''; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	},
	9
);

// OPTIONS answers the tus discovery itself (WordPress would answer its own
// route description first, at priority 10).
add_filter(
	'rest_pre_dispatch',
	static function ( $result, $server, WP_REST_Request $request ) {
		if ( null === $result && 'OPTIONS' === $request->get_method() && preg_match( orbit_blocks_tus_route_pattern(), $request->get_route() ) ) {
			return orbit_blocks_tus_options();
		}
		return $result;
	},
	9,
	3
);

add_filter(
	'rest_post_dispatch',
	static function ( $response, $server, WP_REST_Request $request ) {
		if ( $response instanceof WP_HTTP_Response && preg_match( orbit_blocks_tus_route_pattern(), $request->get_route() ) ) {
			$response->header( 'Tus-Resumable', ORBIT_BLOCKS_TUS_VERSION );
			$response->header( 'Cache-Control', 'no-store' );
			if ( 412 === $response->get_status() ) {
				$response->header( 'Tus-Version', ORBIT_BLOCKS_TUS_VERSION );
			}
		}
		return $response;
	},
	10,
	3
);

// WordPress sends no status line for a code it has no text for (tus's 460).
add_filter(
	'rest_pre_serve_request',
	static function ( $served, $result ) {
		if ( $result instanceof WP_HTTP_Response && 460 === $result->get_status() && ! headers_sent() ) {
			$protocol = isset( $_SERVER['SERVER_PROTOCOL'] ) ? sanitize_text_field( wp_unslash( $_SERVER['SERVER_PROTOCOL'] ) ) : 'HTTP/1.1';
			header( "$protocol 460 Checksum Mismatch", true, 460 );
		}
		return $served;
	},
	10,
	2
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_PLUGIN,
			ORBIT_BLOCKS_VIDEO_UPLOADS,
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_tus_create',
				'permission_callback' => 'orbit_blocks_tus_permission',
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_PLUGIN,
			ORBIT_BLOCKS_VIDEO_UPLOADS . '/(?P<id>' . ORBIT_BLOCKS_VIDEO_UPLOAD_ID . ')',
			array(
				array(
					'methods'             => 'HEAD',
					'callback'            => 'orbit_blocks_tus_head',
					'permission_callback' => 'orbit_blocks_tus_permission',
				),
				array(
					'methods'             => 'PATCH',
					'callback'            => 'orbit_blocks_tus_patch',
					'permission_callback' => 'orbit_blocks_tus_permission',
				),
				array(
					'methods'             => 'DELETE',
					'callback'            => 'orbit_blocks_tus_delete',
					'permission_callback' => 'orbit_blocks_tus_permission',
				),
			)
		);
	}
);
