<?php
/**
 * Stand-in for the service "gif" (Giphy's search API, for the GIF block's
 * search; includes/rest/gif.php), in Giphy's response shape:
 *
 *   GET orbit-blocks/v1/stand-in/gif/search?q=&limit=&offset=&api_key=
 *       { data: [ GIF… ], pagination: { total_count, count, offset }, meta }
 *   GET orbit-blocks/v1/stand-in/gif/<id>?api_key=
 *       { data: GIF, meta } (404 with an empty data for an unknown id)
 *
 * A GIF: id, type, slug, url, title, embed_url and images (original,
 * downsized_still, fixed_width_still: url, width, height, strings as Giphy
 * gives them). The four recorded GIFs' images are small files of the plugin
 * (assets/gif/), so thumbnails show offline; their embed_url is Giphy's,
 * which only a connected browser can show. Without an api_key both answer
 * 401, as Giphy does; the block is given the stand-in's own key.
 *
 * With the setting giphy_api_key set, the block searches through the site's
 * own search routes (includes/adapters/giphy.php) instead, here too.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_GIF_SEARCH_MAX = 50;

add_filter(
	'orbit_blocks_local_services',
	static function ( array $services ): array {
		if ( ! orbit_blocks_giphy_configured() ) {
			$services['gif'] = array(
				'url' => orbit_blocks_local_service_url( 'gif' ),
				'key' => 'local-stand-in',
			);
		}
		return $services;
	}
);

/**
 * The recorded GIFs of the stand-in: id, slug, title, tags, image file and
 * its size (the files in assets/gif/ are small copies of the same shape).
 *
 * @return array<int, array<string, mixed>>
 */
function orbit_blocks_gif_recordings(): array {
	return array(
		array(
			'id'     => 'BouncingBall01xT',
			'slug'   => 'bouncing-ball-BouncingBall01xT',
			'title'  => 'Bouncing Ball GIF',
			'tags'   => array( 'ball', 'bounce', 'bouncing', 'fun', 'happy', 'play', 'cat' ),
			'file'   => 'bouncing-ball',
			'width'  => 96,
			'height' => 54,
		),
		array(
			'id'     => 'RollingBall02yU',
			'slug'   => 'rolling-ball-RollingBall02yU',
			'title'  => 'Rolling Ball GIF',
			'tags'   => array( 'ball', 'roll', 'rolling', 'fun', 'play', 'dog', 'cat' ),
			'file'   => 'rolling-ball',
			'width'  => 96,
			'height' => 72,
		),
		array(
			'id'     => 'PartyStripes03zV',
			'slug'   => 'party-celebrate-PartyStripes03zV',
			'title'  => 'Party Celebrate GIF',
			'tags'   => array( 'party', 'celebrate', 'celebration', 'happy', 'fun', 'yay', 'cat' ),
			'file'   => 'party-stripes',
			'width'  => 80,
			'height' => 80,
		),
		array(
			'id'     => 'ThumbsPulse04aW',
			'slug'   => 'thumbs-up-yes-ThumbsPulse04aW',
			'title'  => 'Thumbs Up Yes GIF',
			'tags'   => array( 'thumbs', 'up', 'yes', 'ok', 'great', 'approve', 'happy' ),
			'file'   => 'thumbs-pulse',
			'width'  => 96,
			'height' => 40,
		),
	);
}

/** One recorded GIF in Giphy's shape. */
function orbit_blocks_gif_item( array $gif ): array {
	$base  = ORBIT_BLOCKS_URL . 'assets/gif/';
	$size  = array(
		'width'  => (string) $gif['width'],
		'height' => (string) $gif['height'],
	);
	$still = array( 'url' => esc_url_raw( $base . $gif['file'] . '-still.gif' ) ) + $size;
	return array(
		'type'      => 'gif',
		'id'        => $gif['id'],
		'slug'      => $gif['slug'],
		'url'       => 'https://giphy.com/gifs/' . $gif['slug'],
		'title'     => $gif['title'],
		'rating'    => 'g',
		'embed_url' => 'https://giphy.com/embed/' . $gif['id'],
		'images'    => array(
			'original'          => array( 'url' => esc_url_raw( $base . $gif['file'] . '.gif' ) ) + $size,
			'downsized_still'   => $still,
			'fixed_width_still' => $still,
		),
	);
}

/** Giphy's meta object. */
function orbit_blocks_gif_meta( int $status, string $message ): array {
	return array(
		'status'      => $status,
		'msg'         => $message,
		'response_id' => 'local-' . substr( md5( (string) wp_rand() ), 0, 12 ),
	);
}

/** Giphy answers 401 without a key; so does the stand-in. */
function orbit_blocks_gif_unauthorized( WP_REST_Request $request ): ?WP_REST_Response {
	if ( '' !== trim( (string) $request->get_param( 'api_key' ) ) ) {
		return null;
	}
	return new WP_REST_Response(
		array(
			'data' => array(),
			'meta' => orbit_blocks_gif_meta( 401, 'No API key found in request.' ),
		),
		401
	);
}

function orbit_blocks_gif_search( WP_REST_Request $request ): WP_REST_Response {
	$refused = orbit_blocks_gif_unauthorized( $request );
	if ( $refused ) {
		return $refused;
	}
	$words  = preg_split( '/[^a-z0-9]+/', strtolower( (string) $request->get_param( 'q' ) ), -1, PREG_SPLIT_NO_EMPTY );
	// "cats" finds the cat GIFs too.
	$words = array_merge( $words, array_map( static fn( $word ) => rtrim( $word, 's' ), $words ) );
	$limit  = max( 1, min( ORBIT_BLOCKS_GIF_SEARCH_MAX, (int) ( $request->get_param( 'limit' ) ?? 25 ) ) );
	$offset = max( 0, (int) $request->get_param( 'offset' ) );
	// A GIF matches when one of its tags or title words is a word searched.
	$found = array();
	foreach ( orbit_blocks_gif_recordings() as $gif ) {
		$vocabulary = array_merge( $gif['tags'], explode( ' ', strtolower( $gif['title'] ) ) );
		if ( $words && array_intersect( $words, $vocabulary ) ) {
			$found[] = orbit_blocks_gif_item( $gif );
		}
	}
	$page = array_slice( $found, $offset, $limit );
	return new WP_REST_Response(
		array(
			'data'       => $page,
			'pagination' => array(
				'total_count' => count( $found ),
				'count'       => count( $page ),
				'offset'      => $offset,
			),
			'meta'       => orbit_blocks_gif_meta( 200, 'OK' ),
		)
	);
}

function orbit_blocks_gif_by_id( WP_REST_Request $request ): WP_REST_Response {
	$refused = orbit_blocks_gif_unauthorized( $request );
	if ( $refused ) {
		return $refused;
	}
	foreach ( orbit_blocks_gif_recordings() as $gif ) {
		if ( $gif['id'] === $request['id'] ) {
			return new WP_REST_Response(
				array(
					'data' => orbit_blocks_gif_item( $gif ),
					'meta' => orbit_blocks_gif_meta( 200, 'OK' ),
				)
			);
		}
	}
	return new WP_REST_Response(
		array(
			'data' => array(),
			'meta' => orbit_blocks_gif_meta( 404, 'Not Found' ),
		),
		404
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		// Public, as Giphy's API is: the key is the only credential.
		register_rest_route(
			ORBIT_BLOCKS_NS_LOCAL,
			'/gif/search',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_gif_search',
				'permission_callback' => '__return_true',
				// Types only: ranges and a missing key get Giphy's own answers (clamped, 401).
				'args'                => array(
					'api_key' => array( 'type' => 'string' ),
					'q'       => array( 'type' => 'string' ),
					'limit'   => array( 'type' => 'integer' ),
					'offset'  => array( 'type' => 'integer' ),
					'rating'  => array( 'type' => 'string' ),
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_LOCAL,
			'/gif/(?P<id>[A-Za-z0-9]{1,64})',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_gif_by_id',
				'permission_callback' => '__return_true',
				'args'                => array(
					'api_key' => array( 'type' => 'string' ),
				),
			)
		);
	}
);
