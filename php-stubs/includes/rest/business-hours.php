<?php
/**
 * GET wpcom/v2/business-hours/localized-week: day labels from the site's
 * locale and the first day of the week from its start_of_week option.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_DAY_KEYS = array( 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' );

/**
 * @return array<string, string> Sun..Sat => localised full day name.
 */
function orbit_blocks_localized_days(): array {
	global $wp_locale;
	$days = array();
	foreach ( ORBIT_BLOCKS_DAY_KEYS as $index => $key ) {
		$days[ $key ] = $wp_locale->get_weekday( $index );
	}
	return $days;
}

function orbit_blocks_start_of_week(): int {
	$start = (int) get_option( 'start_of_week', 0 );
	return ( $start >= 0 && $start <= 6 ) ? $start : 0;
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/business-hours/localized-week',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => static function () {
					return current_user_can( 'edit_posts' );
				},
				'callback'            => static function () {
					return rest_ensure_response(
						array(
							'days'        => orbit_blocks_localized_days(),
							'startOfWeek' => orbit_blocks_start_of_week(),
						)
					);
				},
			)
		);
	}
);
