<?php
/**
 * Server render of jetpack/business-hours: the same definition list as the
 * editor's preview (blocks/business-hours/components/hours-preview.tsx).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

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
printf( '<dl %s>%s</dl>', get_block_wrapper_attributes(), $items );
