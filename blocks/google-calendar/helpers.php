<?php
/**
 * Functions of jetpack/google-calendar's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The url when it is an embeddable calendar address, else ''. */
function orbit_blocks_google_calendar_url( $url ): string {
	if ( ! is_string( $url ) || ! preg_match( '#^https://calendar\.google\.com/calendar/(u/\d+/)?embed/?\?#', $url ) ) {
		return '';
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || ( $parts['host'] ?? '' ) !== 'calendar.google.com' || isset( $parts['user'] ) || isset( $parts['port'] ) ) {
		return '';
	}
	return esc_url( $url, array( 'https' ) );
}
