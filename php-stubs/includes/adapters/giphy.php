<?php
/**
 * GIPHY (https://developers.giphy.com/docs/api/endpoint, "Search Endpoint"
 * and "Get GIF by ID"): the GIF block's search, through this site once the
 * setting giphy_api_key is set, so the key never reaches a browser.
 *
 * - GET /v1/gifs/search?api_key=&q=&limit=&offset=&rating= →
 *   { data: [ GIF ], pagination: { total_count, count, offset }, meta: { status, msg, response_id } }
 * - GET /v1/gifs/{gif_id}?api_key= → { data: GIF, meta }
 * - A refused key is 401 or 403, too many requests 429.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_GIPHY_RATINGS = array( 'g', 'pg', 'pg-13', 'r' );

function orbit_blocks_giphy_configured(): bool {
	return '' !== orbit_blocks_setting( 'giphy_api_key' );
}

/**
 * One call, the key added to the query.
 *
 * @return array{status: int, body: mixed, headers: array, error: string}
 */
function orbit_blocks_giphy_api( string $path, array $query = array() ): array {
	$query = array( 'api_key' => orbit_blocks_setting( 'giphy_api_key' ) ) + $query;
	$url   = orbit_blocks_service_endpoint( 'giphy', 'https://api.giphy.com' ) . '/v1/gifs' . $path . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
	return orbit_blocks_http_json( 'GET', $url );
}

/**
 * GIPHY's answer as the block reads it (the same shape), or an error whose
 * status the block understands (403: the key was refused).
 *
 * @return WP_REST_Response|WP_Error
 */
function orbit_blocks_giphy_answer( array $response ) {
	$status = $response['status'];
	$body   = is_array( $response['body'] ) ? $response['body'] : array();
	if ( 200 === $status || 404 === $status ) {
		$answer = array_intersect_key( $body, array_flip( array( 'data', 'pagination', 'meta' ) ) );
		if ( ! isset( $answer['data'] ) ) {
			$answer['data'] = array();
		}
		return new WP_REST_Response( $answer, $status );
	}
	if ( 401 === $status || 403 === $status ) {
		/* translators: %s: a setting's name */
		return new WP_Error( 'giphy_refused', sprintf( __( 'GIPHY refused the request: check the %s in Settings → Orbit Blocks.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'giphy_api_key' ) ), array( 'status' => 403 ) );
	}
	return new WP_Error( 'giphy_unavailable', __( 'GIPHY could not be reached or is busy. Please try again later.', 'orbit-blocks' ), array( 'status' => 429 === $status ? 429 : 502 ) );
}

add_action(
	'rest_api_init',
	static function (): void {
		// Authors only: the site's key pays for every search.
		register_rest_route(
			'orbit-blocks/v1',
			'/gif/search',
			array(
				'methods'             => 'GET',
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					'q'      => array(
						'type'     => 'string',
						'required' => true,
					),
					'limit'  => array(
						'type'    => 'integer',
						'default' => 10,
						'minimum' => 1,
						'maximum' => 50,
					),
					'offset' => array(
						'type'    => 'integer',
						'default' => 0,
						'minimum' => 0,
						'maximum' => 4999,
					),
					'rating' => array(
						'type'    => 'string',
						'enum'    => ORBIT_BLOCKS_GIPHY_RATINGS,
						'default' => 'g',
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					if ( ! orbit_blocks_giphy_configured() ) {
						return new WP_Error( 'giphy_refused', __( 'GIF search is not set up on this site.', 'orbit-blocks' ), array( 'status' => 403 ) );
					}
					return orbit_blocks_giphy_answer(
						orbit_blocks_giphy_api(
							'/search',
							array(
								'q'      => (string) $request['q'],
								'limit'  => (int) $request['limit'],
								'offset' => (int) $request['offset'],
								'rating' => (string) $request['rating'],
							)
						)
					);
				},
			)
		);
		register_rest_route(
			'orbit-blocks/v1',
			'/gif/(?P<id>[A-Za-z0-9]{1,64})',
			array(
				'methods'             => 'GET',
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function ( WP_REST_Request $request ) {
					if ( ! orbit_blocks_giphy_configured() ) {
						return new WP_Error( 'giphy_refused', __( 'GIF search is not set up on this site.', 'orbit-blocks' ), array( 'status' => 403 ) );
					}
					return orbit_blocks_giphy_answer( orbit_blocks_giphy_api( '/' . rawurlencode( (string) $request['id'] ) ) );
				},
			)
		);
	}
);

/* With a key set, the block searches through the routes above (the development stand-in then stays out too). */
$orbit_blocks_giphy_service = static function ( array $services ): array {
	if ( orbit_blocks_giphy_configured() ) {
		$services['gif'] = array(
			'url' => rest_url( 'orbit-blocks/v1/gif' ),
			'key' => '',
		);
	}
	return $services;
};
add_filter( 'orbit_blocks_services', $orbit_blocks_giphy_service, 20 );

/* The settings screen's "Test" for the GIF section: one search. */
add_filter(
	'orbit_blocks_settings_test_gifs',
	static function ( $outcome ) {
		if ( is_array( $outcome ) ) {
			return $outcome;
		}
		if ( ! orbit_blocks_giphy_configured() ) {
			return array(
				'ok'      => false,
				/* translators: %s: a setting's name */
				'message' => sprintf( __( 'Enter the %s first.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'giphy_api_key' ) ),
			);
		}
		$answer = orbit_blocks_giphy_answer( orbit_blocks_giphy_api( '/search', array( 'q' => 'hello', 'limit' => 1 ) ) );
		return is_wp_error( $answer )
			? array(
				'ok'      => false,
				'message' => $answer->get_error_message(),
			)
			: array(
				'ok'      => true,
				'message' => __( 'GIPHY accepted the API key.', 'orbit-blocks' ),
			);
	}
);
