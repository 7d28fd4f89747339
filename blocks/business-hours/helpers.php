<?php
/**
 * Functions of jetpack/business-hours's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * "09:00" in the site's time format, or null when it is not a valid HH:MM.
 */
function orbit_blocks_business_hours_format_time( $time ): ?string {
	if ( ! is_string( $time ) || ! preg_match( '/^([01]\d|2[0-3]):([0-5]\d)$/', $time, $parts ) ) {
		return null;
	}
	// A fixed UTC date, so the site's time zone never shifts the hour.
	$timestamp = gmmktime( (int) $parts[1], (int) $parts[2], 0, 1, 1, 2001 );
	return wp_date( (string) get_option( 'time_format', 'g:i a' ), $timestamp, new DateTimeZone( 'UTC' ) );
}

/**
 * "9:00 am – 5:00 pm, 6:00 pm – 8:00 pm", or null for a closed day.
 */
function orbit_blocks_business_hours_day_text( $hours ): ?string {
	$intervals = array();
	foreach ( is_array( $hours ) ? $hours : array() as $interval ) {
		$opening = orbit_blocks_business_hours_format_time( $interval['opening'] ?? null );
		$closing = orbit_blocks_business_hours_format_time( $interval['closing'] ?? null );
		if ( null !== $opening && null !== $closing ) {
			$intervals[] = $opening . ' – ' . $closing;
		}
	}
	return $intervals ? implode( ', ', $intervals ) : null;
}
