<?php
/**
 * Server render of jetpack/pinterest: Pinterest's widget markup for the
 * block's url (a[data-pin-do=embedPin|embedBoard|embedUser]). The widget
 * script's address, from the `pinterest-pinit` service (includes/rest/
 * pinterest.php: Pinterest's pinit.js, or the local stand-in under npm
 * start), goes to the block's view script as server data (includes/
 * view-data.php), which loads it when the block comes near the viewport.
 *
 * The markup is written again from the url attribute, checked as
 * blocks/pinterest/url.ts checks it (https, Pinterest's own hosts, a pin,
 * board or profile path), so hand-edited post content cannot put another
 * address or attribute in it. Until the script has run, or without
 * JavaScript, visitors see a plain link to the pin, board or profile.
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

return static function ( $attributes, $content = '', $block = null ) {
	$target = orbit_blocks_pinterest_target( $attributes['url'] ?? '' );
	if ( null === $target ) {
		return '';
	}
	$services = orbit_blocks_services();
	$render   = orbit_blocks_view_render(
		$block,
		'orbitBlocksPinterestView',
		array( 'pinit' => esc_url_raw( $services['pinterest-pinit']['url'] ?? '' ) )
	);
	return sprintf(
		'<div %1$s><a data-pin-do="%2$s" href="%3$s">%4$s</a></div>',
		get_block_wrapper_attributes( array( ORBIT_BLOCKS_RENDER_ATTRIBUTE => $render ) ),
		esc_attr( $target['type'] ),
		esc_url( $target['url'], array( 'https' ) ),
		esc_html( $target['url'] )
	);
};
