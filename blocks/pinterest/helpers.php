<?php
/**
 * Functions of jetpack/pinterest's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The url's widget type and normalised address, or null.
 *
 * @return array{type: string, url: string}|null
 */
function orbit_blocks_pinterest_target( $url ): ?array {
	if ( ! is_string( $url ) || preg_match( '/\s/', $url ) ) {
		return null;
	}
	$parts = wp_parse_url( $url );
	if (
		! is_array( $parts )
		|| ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true )
		|| isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['port'] )
	) {
		return null;
	}
	$host = strtolower( $parts['host'] ?? '' );
	if ( ! preg_match( '/^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/', $host ) ) {
		return null;
	}
	$segments = array_values( array_filter( explode( '/', $parts['path'] ?? '' ), 'strlen' ) );
	foreach ( $segments as $segment ) {
		if (
			! preg_match( '/^(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2}){1,200}$/', $segment )
			|| preg_match( '/[\s"\'<>`\\\\\/?#]/', rawurldecode( $segment ) )
		) {
			return null;
		}
	}
	$reserved = array( 'pin-builder', 'search', 'ideas', 'today', 'explore', 'categories', 'business', 'settings', 'login', 'signup', 'logout', 'about', '_', 'news_hub', 'videos', 'topics', 'password', 'oauth', 'resource' );
	$count    = count( $segments );
	if ( 2 === $count && 'pin' === $segments[0] ) {
		$type = preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $segments[1] ) ? 'embedPin' : '';
	} elseif ( $count < 1 || $count > 2 || in_array( strtolower( $segments[0] ), $reserved, true ) || 'pin' === strtolower( $segments[0] ) ) {
		$type = '';
	} else {
		$type = 1 === $count ? 'embedUser' : 'embedBoard';
	}
	if ( '' === $type ) {
		return null;
	}
	return array(
		'type' => $type,
		'url'  => 'https://' . $host . '/' . implode( '/', $segments ) . '/',
	);
}
