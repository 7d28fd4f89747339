<?php
/**
 * The AI query's bearer token: a JWT (HS256) that the local provider signs
 * with a key derived from the site's salts, naming the user, the site's
 * blog id and an expiry. The query endpoint accepts only its own tokens.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** How long a token is valid, in seconds. The client keeps one for 120 s. */
const ORBIT_BLOCKS_AI_TOKEN_TTL = 600;

function orbit_blocks_ai_base64url( string $data ): string {
	return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' );
}

function orbit_blocks_ai_base64url_decode( string $data ) {
	return base64_decode( strtr( $data, '-_', '+/' ), true );
}

function orbit_blocks_ai_token_key(): string {
	return hash_hmac( 'sha256', 'orbit-blocks-ai-jwt', wp_salt( 'auth' ) );
}

/** The site's blog id: the connection's once registered, else the local site's id. */
function orbit_blocks_ai_blog_id(): int {
	$id = (int) orbit_blocks_site_registration()['blogId'];
	return $id > 0 ? $id : (int) get_current_blog_id();
}

/**
 * A token for a user.
 *
 * @return array{token: string, blog_id: int, expire: int} expire in ms since the epoch, as the client's cache holds it
 */
function orbit_blocks_ai_issue_token( int $user_id ): array {
	$now     = time();
	$blog_id = orbit_blocks_ai_blog_id();
	$header  = orbit_blocks_ai_base64url( (string) wp_json_encode( array( 'alg' => 'HS256', 'typ' => 'JWT' ) ) );
	$payload = orbit_blocks_ai_base64url(
		(string) wp_json_encode(
			array(
				'iss'     => home_url(),
				'sub'     => $user_id,
				'blog_id' => $blog_id,
				'iat'     => $now,
				'exp'     => $now + ORBIT_BLOCKS_AI_TOKEN_TTL,
			)
		)
	);
	$signature = orbit_blocks_ai_base64url( hash_hmac( 'sha256', "$header.$payload", orbit_blocks_ai_token_key(), true ) );
	return array(
		'token'   => "$header.$payload.$signature",
		'blog_id' => $blog_id,
		'expire'  => ( $now + ORBIT_BLOCKS_AI_TOKEN_TTL ) * 1000,
	);
}

/**
 * The token's claims, if it is one of ours, unexpired.
 *
 * @return array<string, mixed>|WP_Error
 */
function orbit_blocks_ai_verify_token( string $token ) {
	$parts = explode( '.', $token );
	if ( 3 !== count( $parts ) ) {
		return new WP_Error( 'invalid_token', __( 'The token is not valid.', 'orbit-blocks' ), array( 'status' => 401 ) );
	}
	list( $header, $payload, $signature ) = $parts;
	$expected                             = orbit_blocks_ai_base64url( hash_hmac( 'sha256', "$header.$payload", orbit_blocks_ai_token_key(), true ) );
	if ( ! hash_equals( $expected, $signature ) ) {
		return new WP_Error( 'invalid_token', __( 'The token is not valid.', 'orbit-blocks' ), array( 'status' => 401 ) );
	}
	$decoded = orbit_blocks_ai_base64url_decode( $payload );
	$claims  = is_string( $decoded ) ? json_decode( $decoded, true ) : null;
	if ( ! is_array( $claims ) || ! isset( $claims['exp'], $claims['sub'] ) ) {
		return new WP_Error( 'invalid_token', __( 'The token is not valid.', 'orbit-blocks' ), array( 'status' => 401 ) );
	}
	if ( (int) $claims['exp'] < time() ) {
		return new WP_Error( 'token_expired', __( 'The token has expired.', 'orbit-blocks' ), array( 'status' => 401 ) );
	}
	return $claims;
}

/** The bearer token of a request, or ''. */
function orbit_blocks_ai_bearer( WP_REST_Request $request ): string {
	$header = (string) $request->get_header( 'authorization' );
	return preg_match( '/^Bearer\s+(\S+)$/i', trim( $header ), $match ) ? $match[1] : '';
}
