<?php
/**
 * Upload tokens (spec 3 section 7): the admin-ajax action
 * videopress-get-upload-jwt gives the editor a token that names the user and
 * the site; every request to the upload server carries it in the header
 * X-VideoPress-Upload-Token. The token is base64url(JSON { blog_id,
 * user_id, exp [, key] }) "." hex HMAC-SHA256 of that first part.
 *
 * Two kinds: the upload token (valid 6 hours, any request of the user), and
 * a key token for resumption (spec 3 section 7: "an upload key and token
 * for resumption"), which names one upload (its key, the upload id), opens
 * only that upload's HEAD, PATCH and DELETE, and lives as long as the
 * upload is kept. The creation answer gives the key and its token in
 * X-VideoPress-Upload-Key and X-VideoPress-Upload-Key-Token; the action
 * with `key` gives a new key token for an upload of the current user (a
 * resumption from an earlier editor session), else 404.
 *
 * Answer: { success: true, data: { upload_token, upload_blog_id,
 * upload_action_url } } for a user who may upload files, else 403.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_VIDEO_TOKEN_TTL    = 6 * HOUR_IN_SECONDS;
const ORBIT_BLOCKS_VIDEO_TOKEN_HEADER = 'x_videopress_upload_token';

/** The signing key: the configured secret, or one derived from the site's salts. */
function orbit_blocks_video_token_key(): string {
	if ( defined( 'ORBIT_BLOCKS_VIDEO_UPLOAD_SECRET' ) && ORBIT_BLOCKS_VIDEO_UPLOAD_SECRET ) {
		return (string) ORBIT_BLOCKS_VIDEO_UPLOAD_SECRET;
	}
	return hash_hmac( 'sha256', 'orbit-blocks-video-upload', wp_salt( 'auth' ) );
}

function orbit_blocks_base64url( string $data ): string {
	return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
}

/** A token for a user of this site; with $key, a key token for that upload only. */
function orbit_blocks_video_token_for( int $user_id, string $key = '' ): string {
	$payload = array(
		'blog_id' => get_current_blog_id(),
		'user_id' => $user_id,
		'exp'     => time() + ( '' === $key ? ORBIT_BLOCKS_VIDEO_TOKEN_TTL : orbit_blocks_video_upload_keep() ),
	);
	if ( '' !== $key ) {
		$payload['key'] = $key;
	}
	$body = orbit_blocks_base64url( (string) wp_json_encode( $payload ) );
	return $body . '.' . hash_hmac( 'sha256', $body, orbit_blocks_video_token_key() );
}

/** The token's payload when its signature, site and expiry hold, else null. */
function orbit_blocks_video_token_payload( string $token ): ?array {
	$parts = explode( '.', $token );
	if ( 2 !== count( $parts ) || ! hash_equals( hash_hmac( 'sha256', $parts[0], orbit_blocks_video_token_key() ), $parts[1] ) ) {
		return null;
	}
	$payload = json_decode( (string) base64_decode( strtr( $parts[0], '-_', '+/' ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	if (
		! is_array( $payload )
		|| (int) ( $payload['exp'] ?? 0 ) < time()
		|| (int) ( $payload['blog_id'] ?? 0 ) !== get_current_blog_id()
		|| (int) ( $payload['user_id'] ?? 0 ) <= 0
	) {
		return null;
	}
	return $payload;
}

/**
 * Whether a token's payload opens the upload $upload_id ('' for creating
 * one): an upload token opens every request, a key token only its upload.
 */
function orbit_blocks_video_token_allows( array $payload, string $upload_id ): bool {
	return ! isset( $payload['key'] ) || ( '' !== $upload_id && hash_equals( (string) $payload['key'], $upload_id ) );
}

function orbit_blocks_video_upload_jwt(): void {
	if ( ! current_user_can( 'upload_files' ) ) {
		wp_send_json_error( array( 'message' => __( 'Sorry, you are not allowed to upload files.', 'orbit-blocks' ) ), 403 );
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the answer is readable only by the same origin; the key is checked against the user's own uploads.
	$key = isset( $_POST['key'] ) ? (string) wp_unslash( $_POST['key'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- matched against the id pattern next.
	if ( '' !== $key ) {
		$upload = preg_match( '/^' . ORBIT_BLOCKS_VIDEO_UPLOAD_ID . '$/', $key ) ? orbit_blocks_video_upload_get( $key ) : null;
		if ( ! $upload || (int) $upload['user_id'] !== get_current_user_id() ) {
			wp_send_json_error( array( 'message' => __( 'This upload does not exist.', 'orbit-blocks' ) ), 404 );
		}
	}
	wp_send_json_success(
		array(
			'upload_token'      => orbit_blocks_video_token_for( get_current_user_id(), $key ),
			'upload_blog_id'    => get_current_blog_id(),
			'upload_action_url' => orbit_blocks_video_upload_endpoint(),
		)
	);
}
add_action( 'wp_ajax_videopress-get-upload-jwt', 'orbit_blocks_video_upload_jwt' );
