<?php
/**
 * Server render of jetpack/business-hours: the same definition list as the
 * editor's preview (blocks/business-hours/components/hours-preview.tsx).
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

return static function ( $attributes ) {
	$labels = orbit_blocks_localized_days();
	$by_day = array();
	foreach ( (array) ( $attributes['days'] ?? array() ) as $day ) {
		if ( is_array( $day ) && isset( $day['name'] ) && isset( $labels[ $day['name'] ] ) ) {
			$by_day[ $day['name'] ] = $day['hours'] ?? array();
		}
	}

	$start = orbit_blocks_start_of_week();
	$items = '';
	for ( $offset = 0; $offset < 7; $offset++ ) {
		$key = ORBIT_BLOCKS_DAY_KEYS[ ( $start + $offset ) % 7 ];
		if ( ! array_key_exists( $key, $by_day ) ) {
			continue;
		}
		$text   = orbit_blocks_business_hours_day_text( $by_day[ $key ] );
		$items .= sprintf(
			'<dt class="jetpack-business-hours__day %1$s">%2$s</dt><dd class="jetpack-business-hours__hours %1$s%3$s">%4$s</dd>',
			esc_attr( $key ),
			esc_html( $labels[ $key ] ),
			null === $text ? ' is-closed' : '',
			esc_html( $text ?? __( 'Closed', 'orbit-blocks' ) )
		);
	}
	return sprintf( '<dl %s>%s</dl>', get_block_wrapper_attributes(), $items );
};
