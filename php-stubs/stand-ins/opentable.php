<?php
/**
 * Stand-in for the service "opentable" (OpenTable's restaurant search, for
 * the table-reservation block's picker, blocks/opentable/search.ts;
 * includes/rest/opentable.php), in the same shape:
 *
 *   GET orbit-blocks/v1/stand-in/opentable/restaurant-search?query=&pageSize=
 *       { totalCount, items: [ { rid, name, address, city, country,
 *       priceBand, primaryCuisine } ] }
 *
 * It answers from a handful of recorded restaurants whose name, city or
 * address contains the query (case-insensitive), at most pageSize of them.
 * It is public, as the real search is: the editor calls it with fetch,
 * without the REST nonce, and it reads nothing of the site.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_local_services',
	static function ( array $services ): array {
		$services['opentable'] = array( 'url' => orbit_blocks_local_service_url( 'opentable' ) );
		return $services;
	}
);

/**
 * Restaurants as OpenTable's search gives them (recorded fields: rid, name,
 * address, city, country, price band, cuisine).
 *
 * @return array<int, array<string, mixed>>
 */
function orbit_blocks_opentable_recorded_restaurants(): array {
	return array(
		array(
			'rid'            => 412810,
			'name'           => 'Ristorante Lucca',
			'address'        => '1 Harbour Street',
			'city'           => 'San Francisco',
			'country'        => 'US',
			'priceBand'      => '$$$',
			'primaryCuisine' => 'Italian',
		),
		array(
			'rid'            => 1779,
			'name'           => 'The Lighthouse Oyster Bar',
			'address'        => '40 Pier Road',
			'city'           => 'Boston',
			'country'        => 'US',
			'priceBand'      => '$$$',
			'primaryCuisine' => 'Seafood',
		),
		array(
			'rid'            => 95413,
			'name'           => 'Café Lumière',
			'address'        => '212 Rue Saint-Denis',
			'city'           => 'Montréal',
			'country'        => 'CA',
			'priceBand'      => '$$',
			'primaryCuisine' => 'French',
		),
		array(
			'rid'            => 230914,
			'name'           => 'Trattoria da Lucia',
			'address'        => '18 Via Roma',
			'city'           => 'Chicago',
			'country'        => 'US',
			'priceBand'      => '$$',
			'primaryCuisine' => 'Italian',
		),
		array(
			'rid'            => 6620,
			'name'           => 'Sakura Garden',
			'address'        => '77 Market Street',
			'city'           => 'Seattle',
			'country'        => 'US',
			'priceBand'      => '$$',
			'primaryCuisine' => 'Japanese',
		),
		array(
			'rid'            => 148522,
			'name'           => 'Hotel Luxe Brasserie',
			'address'        => '5 Canal Walk',
			'city'           => 'Amsterdam',
			'country'        => 'NL',
			'priceBand'      => '$$$$',
			'primaryCuisine' => 'Brasserie',
		),
	);
}

function orbit_blocks_opentable_search( WP_REST_Request $request ): WP_REST_Response {
	$query = trim( (string) $request->get_param( 'query' ) );
	$size  = max( 1, min( 100, (int) ( $request->get_param( 'pageSize' ) ?? 20 ) ) );
	$items = array();
	if ( '' !== $query ) {
		foreach ( orbit_blocks_opentable_recorded_restaurants() as $restaurant ) {
			$haystack = $restaurant['name'] . ' ' . $restaurant['city'] . ' ' . $restaurant['address'];
			if ( false !== mb_stripos( $haystack, $query ) ) {
				$items[] = $restaurant;
			}
		}
	}
	return new WP_REST_Response(
		array(
			'totalCount' => count( $items ),
			'items'      => array_slice( $items, 0, $size ),
		)
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			ORBIT_BLOCKS_NS_LOCAL,
			'/opentable/restaurant-search',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_opentable_search',
				'permission_callback' => '__return_true',
				'args'                => array(
					'query'    => array( 'type' => 'string' ),
					'pageSize' => array( 'type' => 'integer' ),
				),
			)
		);
	}
);
