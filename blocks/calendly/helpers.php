<?php
/**
 * Functions of jetpack/calendly's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The stored url when it is a clean Calendly address, else ''. */
function orbit_blocks_calendly_url( $url ): string {
	if ( ! is_string( $url ) || ! preg_match( '#^https://calendly\.com(/[A-Za-z0-9_.~-]+)+$#', $url ) ) {
		return '';
	}
	foreach ( explode( '/', substr( $url, strlen( 'https://calendly.com/' ) ) ) as $segment ) {
		if ( preg_match( '/^\.+$/', $segment ) ) {
			return '';
		}
	}
	return $url;
}

/** A colour attribute when it is 6 letters or digits, else the default. */
function orbit_blocks_calendly_color( $value, string $fallback ): string {
	return is_string( $value ) && preg_match( '/^[a-z0-9]{6}$/i', $value ) ? $value : $fallback;
}

/**
 * The calendar's address with the embed query.
 *
 * @param array<string, mixed> $attributes The block's attributes.
 */
function orbit_blocks_calendly_embed_url( string $url, array $attributes, ?string $embed_type ): string {
	$query = array();
	if ( null !== $embed_type ) {
		$query['embed_domain'] = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$query['embed_type']   = $embed_type;
	}
	if ( ! empty( $attributes['hideEventTypeDetails'] ) ) {
		$query['hide_event_type_details'] = '1';
	}
	$query['background_color'] = orbit_blocks_calendly_color( $attributes['backgroundColor'] ?? null, 'ffffff' );
	$query['primary_color']    = orbit_blocks_calendly_color( $attributes['primaryColor'] ?? null, '00A2FF' );
	$query['text_color']       = orbit_blocks_calendly_color( $attributes['textColor'] ?? null, '4D5055' );
	return $url . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
}
