<?php
/**
 * Upload tokens (spec 3 section 7): the admin-ajax action
 * videopress-get-upload-jwt gives the editor a token that names the user and
 * the site; every request to the upload server carries it in the header
 * X-VideoPress-Upload-Token. The token is base64url(JSON { blog_id,
 * user_id, exp }) "." hex HMAC-SHA256 of that first part, valid 6 hours.
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

/** A token for a user of this site. */
function orbit_blocks_video_token_for( int $user_id ): string {
	$body = orbit_blocks_base64url(
		(string) wp_json_encode(
			array(
				'blog_id' => get_current_blog_id(),
				'user_id' => $user_id,
				'exp'     => time() + ORBIT_BLOCKS_VIDEO_TOKEN_TTL,
			)
		)
	);
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

function orbit_blocks_video_upload_jwt(): void {
	if ( ! current_user_can( 'upload_files' ) ) {
		wp_send_json_error( array( 'message' => __( 'Sorry, you are not allowed to upload files.', 'orbit-blocks' ) ), 403 );
	}
	wp_send_json_success(
		array(
			'upload_token'      => orbit_blocks_video_token_for( get_current_user_id() ),
			'upload_blog_id'    => get_current_blog_id(),
			'upload_action_url' => orbit_blocks_video_upload_endpoint(),
		)
	);
}
add_action( 'wp_ajax_videopress-get-upload-jwt', 'orbit_blocks_video_upload_jwt' );
