<?php
/**
 * OpenTable's restaurant search (spec 2 section 7), for the table-reservation
 * block's picker (blocks/opentable/search.ts, service "opentable"):
 *
 * - the real service, https://www.opentable.com/widget/reservation, whose
 *   restaurant-search?pageSize=20&query=… answers { items: [ { rid, name, … } ] };
 * - under npm start (ORBIT_BLOCKS_LOCAL_SERVICES), a local stand-in in the
 *   same shape, answering from a few recorded restaurants
 *   (stand-ins/opentable.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$services['opentable'] = array( 'url' => 'https://www.opentable.com/widget/reservation' );
		return $services;
	}
);
