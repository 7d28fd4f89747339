<?php
/**
 * Video upload hand-off (spec 3 section 7, spec 1 section 7): the upload
 * token for the resumable-upload server, and the route that server calls
 * when an upload is complete.
 *
 * The upload server (tools/tus-server.mjs, started by `npm start` and the
 * e2e runner beside WordPress) writes wp-content/orbit-blocks-tus.json with
 * its endpoint and a secret shared with this plugin. Without that file no
 * upload server runs and the token action answers an error.
 *
 * - admin-ajax action videopress-get-upload-jwt (POST, logged in, upload_files):
 *   { success: true, data: { upload_token, upload_blog_id, upload_action_url } }.
 *   The token is base64url(JSON { blog_id, user_id, exp }) "." HMAC-SHA256 hex
 *   of that part with the secret, valid for 6 hours.
 * - POST orbit-blocks/v1/stand-in/videopress/upload-finished, header
 *   X-Orbit-Tus-Secret, body { id, token }: moves the stored file into the
 *   uploads folder, makes it an attachment of the token's user with a
 *   VideoPress guid (8 alphanumerics), and answers { guid, media_id, src }.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_TUS_TOKEN_TTL = 6 * HOUR_IN_SECONDS;

/** The upload server's config ({ endpoint, secret }), or null when none runs. */
function orbit_blocks_tus_config(): ?array {
	$file = WP_CONTENT_DIR . '/orbit-blocks-tus.json';
	if ( ! is_readable( $file ) ) {
		return null;
	}
	$config = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	if ( ! is_array( $config ) || empty( $config['endpoint'] ) || empty( $config['secret'] ) ) {
		return null;
	}
	return $config;
}

function orbit_blocks_base64url( string $data ): string {
	return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
}

function orbit_blocks_tus_sign( array $payload, string $secret ): string {
	$body = orbit_blocks_base64url( (string) wp_json_encode( $payload ) );
	return $body . '.' . hash_hmac( 'sha256', $body, $secret );
}

/** The token's payload when its signature and expiry hold, else null. */
function orbit_blocks_tus_verify( string $token, string $secret ): ?array {
	$parts = explode( '.', $token );
	if ( 2 !== count( $parts ) || ! hash_equals( hash_hmac( 'sha256', $parts[0], $secret ), $parts[1] ) ) {
		return null;
	}
	$payload = json_decode( (string) base64_decode( strtr( $parts[0], '-_', '+/' ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	if ( ! is_array( $payload ) || ( $payload['exp'] ?? 0 ) < time() ) {
		return null;
	}
	return $payload;
}

/** A new VideoPress-style guid: 8 alphanumerics, unused on this site. */
function orbit_blocks_new_video_guid(): string {
	do {
		$guid = wp_generate_password( 8, false, false );
	} while ( orbit_blocks_attachment_by_guid( $guid ) );
	return $guid;
}

/** The attachment id with this VideoPress guid, or 0. */
function orbit_blocks_attachment_by_guid( string $guid ): int {
	$ids = get_posts(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'any',
			'meta_key'       => 'videopress_guid', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value'     => $guid, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			'fields'         => 'ids',
			'posts_per_page' => 1,
		)
	);
	return $ids ? (int) $ids[0] : 0;
}

function orbit_blocks_video_upload_jwt(): void {
	if ( ! current_user_can( 'upload_files' ) ) {
		wp_send_json_error( array( 'message' => __( 'Sorry, you are not allowed to upload files.', 'orbit-blocks' ) ), 403 );
	}
	$config = orbit_blocks_tus_config();
	if ( ! $config ) {
		wp_send_json_error( array( 'message' => __( 'The video upload server is not running.', 'orbit-blocks' ) ), 503 );
	}
	$payload = array(
		'blog_id' => get_current_blog_id(),
		'user_id' => get_current_user_id(),
		'exp'     => time() + ORBIT_BLOCKS_TUS_TOKEN_TTL,
	);
	wp_send_json_success(
		array(
			'upload_token'      => orbit_blocks_tus_sign( $payload, (string) $config['secret'] ),
			'upload_blog_id'    => get_current_blog_id(),
			'upload_action_url' => esc_url_raw( (string) $config['endpoint'] ),
		)
	);
}
add_action( 'wp_ajax_videopress-get-upload-jwt', 'orbit_blocks_video_upload_jwt' );

/** Reads the upload's metadata (filename, filetype) that @tus/file-store keeps beside it. */
function orbit_blocks_tus_metadata( string $dir, string $id ): array {
	$info = json_decode( (string) @file_get_contents( $dir . '/' . $id . '.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents, WordPress.PHP.NoSilencedErrors.Discouraged
	return is_array( $info['metadata'] ?? null ) ? $info['metadata'] : array();
}

function orbit_blocks_video_upload_finished( WP_REST_Request $request ) {
	$config  = orbit_blocks_tus_config();
	$payload = $config ? orbit_blocks_tus_verify( (string) $request['token'], (string) $config['secret'] ) : null;
	$id      = (string) $request['id'];
	if ( ! $payload || ! preg_match( '/^[a-f0-9]{32}$/', $id ) ) {
		return new WP_Error( 'invalid_upload', 'Invalid upload.', array( 'status' => 400 ) );
	}
	wp_set_current_user( (int) $payload['user_id'] );
	if ( ! current_user_can( 'upload_files' ) ) {
		return new WP_Error( 'forbidden', 'Not allowed to upload files.', array( 'status' => 403 ) );
	}
	$dir    = WP_CONTENT_DIR . '/uploads/orbit-tus';
	$source = $dir . '/' . $id;
	$meta   = orbit_blocks_tus_metadata( $dir, $id );
	$type   = (string) ( $meta['filetype'] ?? '' );
	$name   = sanitize_file_name( (string) ( $meta['filename'] ?? 'video' ) );
	if ( ! is_file( $source ) || 0 !== strpos( $type, 'video/' ) ) {
		return new WP_Error( 'invalid_upload', 'Invalid Mime', array( 'status' => 400 ) );
	}
	$checked = wp_check_filetype( $name );
	if ( ! $checked['ext'] || 0 !== strpos( (string) $checked['type'], 'video/' ) ) {
		$name .= '.' . ( 'video/webm' === $type ? 'webm' : 'mp4' );
	}
	$uploads = wp_upload_dir();
	if ( ! empty( $uploads['error'] ) ) {
		return new WP_Error( 'upload_dir', $uploads['error'], array( 'status' => 500 ) );
	}
	$filename = wp_unique_filename( $uploads['path'], $name );
	$target   = $uploads['path'] . '/' . $filename;
	// Same file system (Playground mounts the site's folder): a move. Else a copy.
	// phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename, WordPress.PHP.NoSilencedErrors.Discouraged
	if ( ! @rename( $source, $target ) ) {
		if ( ! copy( $source, $target ) ) {
			return new WP_Error( 'move_failed', 'The upload could not be moved.', array( 'status' => 500 ) );
		}
		wp_delete_file( $source );
	}
	wp_delete_file( $source . '.json' );
	$title         = preg_replace( '/\.[^.]+$/', '', (string) ( $meta['filename'] ?? $filename ) );
	$attachment_id = wp_insert_attachment(
		array(
			'post_title'     => sanitize_text_field( $title ),
			'post_mime_type' => wp_check_filetype( $filename )['type'] ? wp_check_filetype( $filename )['type'] : $type,
			'post_status'    => 'inherit',
		),
		$target,
		0,
		true
	);
	if ( is_wp_error( $attachment_id ) ) {
		return $attachment_id;
	}
	$guid = orbit_blocks_new_video_guid();
	update_post_meta( $attachment_id, 'videopress_guid', $guid );
	// Width, height and length from the file (getID3, as WordPress reads videos).
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	$metadata = wp_generate_attachment_metadata( $attachment_id, $target );
	wp_update_attachment_metadata( $attachment_id, is_array( $metadata ) && $metadata ? $metadata : array( 'filesize' => filesize( $target ) ) );
	return rest_ensure_response(
		array(
			'guid'     => $guid,
			'media_id' => $attachment_id,
			'src'      => wp_get_attachment_url( $attachment_id ),
		)
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_LOCAL,
			'/videopress/upload-finished',
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_video_upload_finished',
				'permission_callback' => static function ( WP_REST_Request $request ): bool {
					$config = orbit_blocks_tus_config();
					return $config && hash_equals( (string) $config['secret'], (string) $request->get_header( 'x_orbit_tus_secret' ) );
				},
			)
		);
	}
);
