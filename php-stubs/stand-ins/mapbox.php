<?php
/**
 * Stand-in for the service "mapbox" (Mapbox's styles and geocoding, for
 * the map block; includes/rest/map.php):
 *
 *   GET orbit-blocks/v1/stand-in/mapbox/styles/v1/mapbox/<style>
 *       a small style of raster tiles (assets/map/style.json, tiles
 *       assets/map/tile-*.png, a street grid, a few KB);
 *   GET orbit-blocks/v1/stand-in/mapbox/geocoding/v5/mapbox.places/<q>.json
 *       recorded answers for a few places (assets/map/geocoding.json).
 *
 * Both answer 401 { message: "Not Authorized - Invalid Token" } without a
 * pk. token, as the service does. The e2e test answers the real host with
 * the same files.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_local_services',
	static function ( array $services ): array {
		$services['mapbox'] = array( 'url' => orbit_blocks_local_service_url( 'mapbox' ) );
		return $services;
	}
);

/** An answer of the stand-in: 401 as Mapbox gives it without a valid token. */
function orbit_blocks_mapbox_stand_in_refusal( WP_REST_Request $request ): ?WP_REST_Response {
	if ( orbit_blocks_is_mapbox_public_token( (string) $request->get_param( 'access_token' ) ) ) {
		return null;
	}
	return new WP_REST_Response( array( 'message' => 'Not Authorized - Invalid Token' ), 401 );
}

function orbit_blocks_mapbox_stand_in_style( WP_REST_Request $request ) {
	$refused = orbit_blocks_mapbox_stand_in_refusal( $request );
	if ( $refused ) {
		return $refused;
	}
	$names = array(
		'streets-v12'           => 'default',
		'light-v11'             => 'black_and_white',
		'satellite-streets-v12' => 'satellite',
		'outdoors-v12'          => 'terrain',
	);
	$style = $names[ (string) $request['style'] ] ?? 'default';
	$json  = (string) file_get_contents( ORBIT_BLOCKS_DIR . '/assets/map/style.json' );
	$json  = str_replace(
		array( '{tiles}', '{style}' ),
		array( esc_url_raw( ORBIT_BLOCKS_URL . 'assets/map/' ), $style ),
		$json
	);
	return new WP_REST_Response( json_decode( $json, true ) );
}

/** The recorded places whose names hold every word typed (word starts). */
function orbit_blocks_mapbox_stand_in_places( string $query ): array {
	$recorded = json_decode( (string) file_get_contents( ORBIT_BLOCKS_DIR . '/assets/map/geocoding.json' ), true );
	$words    = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $query ), -1, PREG_SPLIT_NO_EMPTY );
	$found    = array();
	foreach ( (array) ( $recorded['features'] ?? array() ) as $feature ) {
		$names = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $feature['place_name'] ), -1, PREG_SPLIT_NO_EMPTY );
		$all   = (bool) $words;
		foreach ( $words as $word ) {
			$hit = false;
			foreach ( $names as $name ) {
				if ( 0 === strpos( $name, $word ) ) {
					$hit = true;
					break;
				}
			}
			$all = $all && $hit;
		}
		if ( $all ) {
			$found[] = $feature;
		}
	}
	return $found;
}

function orbit_blocks_mapbox_stand_in_geocode( WP_REST_Request $request ) {
	$refused = orbit_blocks_mapbox_stand_in_refusal( $request );
	if ( $refused ) {
		return $refused;
	}
	$query = rawurldecode( (string) $request['query'] );
	$limit = max( 1, min( 10, (int) ( $request->get_param( 'limit' ) ?? 5 ) ) );
	return new WP_REST_Response(
		array(
			'type'        => 'FeatureCollection',
			'query'       => preg_split( '/\s+/', mb_strtolower( $query ), -1, PREG_SPLIT_NO_EMPTY ),
			'features'    => array_slice( orbit_blocks_mapbox_stand_in_places( $query ), 0, $limit ),
			'attribution' => 'Orbit Blocks stand-in (recorded answers)',
		)
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			ORBIT_BLOCKS_NS_LOCAL,
			'/mapbox/styles/v1/mapbox/(?P<style>[a-z0-9-]{1,40})',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_mapbox_stand_in_style',
				'permission_callback' => '__return_true',
				// Types only: a wrong token gets Mapbox's own 401.
				'args'                => array(
					'access_token' => array( 'type' => 'string' ),
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_LOCAL,
			'/mapbox/geocoding/v5/mapbox.places/(?P<query>[^/]{1,200})\.json',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_mapbox_stand_in_geocode',
				'permission_callback' => '__return_true',
				// Types only: the limit is clamped, as Mapbox does.
				'args'                => array(
					'access_token' => array( 'type' => 'string' ),
					'limit'        => array( 'type' => 'integer' ),
					'autocomplete' => array( 'type' => 'boolean' ),
				),
			)
		);
	}
);
