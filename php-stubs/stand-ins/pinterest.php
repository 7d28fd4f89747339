<?php
/**
 * Stand-ins for the services "pinterest" (the widget API the editor's
 * preview reads) and "pinterest-pinit" (the widget script visitors' pages
 * load) of the Pinterest embed (blocks/pinterest; includes/rest/pinterest.php):
 *
 *   GET orbit-blocks/v1/stand-in/pinterest/v3/pidgets/pins/info?pin_ids=
 *   GET orbit-blocks/v1/stand-in/pinterest/v3/pidgets/boards/<user>/<board>/pins
 *   GET orbit-blocks/v1/stand-in/pinterest/v3/pidgets/users/<user>/pins
 *       the widget API's three routes, in its shape, with made-up pins whose
 *       images are the default theme's photographs;
 *   GET orbit-blocks/v1/stand-in/pinterest/pinit.js
 *       a small script that draws those answers as cards (the editor
 *       preview's markup and style).
 *
 * A pin id ending in 404, or a user or board named not-found, answers as
 * Pinterest does for a missing one, so the error state can be tried
 * offline.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_local_services',
	static function ( array $services ): array {
		$services['pinterest']       = array( 'url' => orbit_blocks_local_service_url( 'pinterest' ) );
		$services['pinterest-pinit'] = array( 'url' => orbit_blocks_local_service_url( 'pinterest/pinit.js' ) );
		return $services;
	}
);

/** A photograph of the default theme (a plain image when it is missing). */
function orbit_blocks_pinterest_stand_in_photo( string $file ): string {
	$path = 'themes/twentytwentyfive/assets/images/' . $file;
	return file_exists( WP_CONTENT_DIR . '/' . $path )
		? content_url( $path )
		: includes_url( 'images/media/default.svg' );
}

/** The stand-in's pins: descriptions and the default theme's photographs. */
function orbit_blocks_pinterest_stand_in_pins( string $seed, int $count ): array {
	$photos = array(
		'botany-flowers.webp'                 => 'Wild flowers in a jar on the kitchen table',
		'red-hibiscus-closeup.webp'           => 'Red hibiscus, close up after the rain',
		'delphinium-flowers.webp'             => 'Delphiniums along the garden wall',
		'campanula-alliariifolia-flower.webp' => 'Campanula in the shade border',
		'northern-buttercups-flowers.webp'    => 'Northern buttercups by the river',
		'star-thristle-flower.webp'           => 'Star thistle, a meadow favourite',
		'akaka-falls-state-park-flora.webp'   => 'Ferns at Akaka Falls',
		'flower-meadow-square.webp'           => 'A summer flower meadow',
		'malibu-plantlife.webp'               => 'Coastal plants in Malibu',
		'category-sunflowers.webp'            => 'Sunflowers, late August',
	);
	$names  = array_keys( $photos );
	$start  = abs( crc32( $seed ) ) % count( $names );
	$pins   = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$file = $names[ ( $start + $i ) % count( $names ) ];
		$url  = orbit_blocks_pinterest_stand_in_photo( $file );
		$id     = (string) ( 99360735500167749 + $i + $start * 100 );
		$pins[] = array(
			'id'             => $id,
			'description'    => $photos[ $file ],
			'link'           => home_url( '/' ),
			'domain'         => wp_parse_url( home_url(), PHP_URL_HOST ),
			'dominant_color' => '#c9d3b4',
			'repin_count'    => 120 + 17 * $i,
			'is_video'       => false,
			'images'         => array(
				'237x' => array(
					'width'  => 237,
					'height' => 237,
					'url'    => $url,
				),
				'564x' => array(
					'width'  => 564,
					'height' => 564,
					'url'    => $url,
				),
			),
		);
	}
	return $pins;
}

function orbit_blocks_pinterest_stand_in_user( string $user ): array {
	$name = ucwords( str_replace( array( '-', '_', '.' ), ' ', rawurldecode( $user ) ) );
	return array(
		'id'              => (string) abs( crc32( $user ) ),
		'full_name'       => $name,
		'about'           => __( 'Gardens, flowers and the odd recipe.', 'orbit-blocks' ),
		'profile_url'     => 'https://www.pinterest.com/' . rawurlencode( rawurldecode( $user ) ) . '/',
		'image_small_url' => orbit_blocks_pinterest_stand_in_photo( 'man-in-hat.webp' ),
		'follower_count'  => 5021,
		'pin_count'       => 1840,
	);
}

function orbit_blocks_pinterest_stand_in_missing(): WP_REST_Response {
	return new WP_REST_Response(
		array(
			'status'        => 'failure',
			'code'          => 30,
			'message'       => 'Not found.',
			'endpoint_name' => 'v3_pidgets',
			'data'          => null,
		),
		404
	);
}

function orbit_blocks_pinterest_stand_in_success( string $endpoint, $data ): WP_REST_Response {
	return new WP_REST_Response(
		array(
			'status'        => 'success',
			'code'          => 0,
			'message'       => 'ok',
			'endpoint_name' => $endpoint,
			'data'          => $data,
		)
	);
}

/** GET …/pinterest/v3/pidgets/pins/info?pin_ids= */
function orbit_blocks_pinterest_stand_in_pin( WP_REST_Request $request ): WP_REST_Response {
	$id = (string) $request->get_param( 'pin_ids' );
	if ( ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $id ) || str_ends_with( $id, '404' ) ) {
		return orbit_blocks_pinterest_stand_in_missing();
	}
	$pin           = orbit_blocks_pinterest_stand_in_pins( $id, 1 )[0];
	$pin['id']     = $id;
	$pin['pinner'] = orbit_blocks_pinterest_stand_in_user( 'orbit-gardener' );
	$pin['board']  = array(
		'id'        => '99360804219650382',
		'name'      => __( 'Garden', 'orbit-blocks' ),
		'url'       => '/orbit-gardener/garden/',
		'pin_count' => 214,
	);
	return orbit_blocks_pinterest_stand_in_success( 'v3_pidgets_pins_info', array( $pin ) );
}

/** GET …/pinterest/v3/pidgets/boards/<user>/<board>/pins */
function orbit_blocks_pinterest_stand_in_board( WP_REST_Request $request ): WP_REST_Response {
	$user  = (string) $request['user'];
	$board = (string) $request['board'];
	if ( 'not-found' === $user || 'not-found' === $board ) {
		return orbit_blocks_pinterest_stand_in_missing();
	}
	return orbit_blocks_pinterest_stand_in_success(
		'v3_pidgets_board_pins',
		array(
			'pins'  => orbit_blocks_pinterest_stand_in_pins( $user . '/' . $board, 9 ),
			'board' => array(
				'id'          => (string) abs( crc32( $user . '/' . $board ) ),
				'name'        => ucwords( str_replace( '-', ' ', rawurldecode( $board ) ) ),
				'url'         => '/' . $user . '/' . $board . '/',
				'description' => '',
				'pin_count'   => 214,
			),
			'user'  => orbit_blocks_pinterest_stand_in_user( $user ),
		)
	);
}

/** GET …/pinterest/v3/pidgets/users/<user>/pins */
function orbit_blocks_pinterest_stand_in_user_pins( WP_REST_Request $request ): WP_REST_Response {
	$user = (string) $request['user'];
	if ( 'not-found' === $user ) {
		return orbit_blocks_pinterest_stand_in_missing();
	}
	return orbit_blocks_pinterest_stand_in_success(
		'v3_pidgets_user_pins',
		array(
			'pins' => orbit_blocks_pinterest_stand_in_pins( $user, 9 ),
			'user' => orbit_blocks_pinterest_stand_in_user( $user ),
		)
	);
}

/**
 * The stand-in widget script: finds a[data-pin-do] and draws each pin, board
 * or profile from the stand-in API as a card (the block's style.css styles
 * it). Text is set as text, images only from http(s) addresses.
 */
function orbit_blocks_pinterest_stand_in_script(): string {
	$api = wp_json_encode( orbit_blocks_local_service_url( 'pinterest' ) );
	return <<<JS
(function () {
	var api = {$api};
	function join( path ) {
		return api.replace( /\\/+$/, '' ) + '/' + path;
	}
	function safe( url ) {
		try {
			var u = new URL( url, location.href );
			return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : '';
		} catch ( e ) {
			return '';
		}
	}
	function el( tag, className, text ) {
		var node = document.createElement( tag );
		if ( className ) node.className = className;
		if ( text ) node.textContent = text;
		return node;
	}
	function image( src, alt, className ) {
		var img = el( 'img', className );
		img.src = safe( src );
		img.alt = alt || '';
		return img;
	}
	function byline( title, subtitle ) {
		var line = el( 'div', 'wp-block-jetpack-pinterest__byline' );
		var text = el( 'div' );
		if ( title ) text.appendChild( el( 'strong', 'wp-block-jetpack-pinterest__title', title ) );
		if ( subtitle ) text.appendChild( el( 'span', 'wp-block-jetpack-pinterest__subtitle', subtitle ) );
		line.appendChild( text );
		line.appendChild( el( 'span', 'wp-block-jetpack-pinterest__brand', 'Pinterest' ) );
		return line;
	}
	function pinCard( pin ) {
		var card = el( 'span', 'wp-block-jetpack-pinterest__card is-pin' );
		card.appendChild( image( pin.images['564x'].url, pin.description, 'wp-block-jetpack-pinterest__image' ) );
		card.appendChild( el( 'p', 'wp-block-jetpack-pinterest__description', pin.description ) );
		card.appendChild( byline( pin.pinner && pin.pinner.full_name, pin.board && pin.board.name ) );
		return card;
	}
	function gridCard( kind, data ) {
		var card = el( 'span', 'wp-block-jetpack-pinterest__card is-' + kind );
		card.appendChild( kind === 'board'
			? byline( data.board.name, data.user.full_name )
			: byline( data.user.full_name, data.user.about ) );
		var grid = el( 'ul', 'wp-block-jetpack-pinterest__grid' );
		data.pins.slice( 0, 9 ).forEach( function ( pin ) {
			var item = el( 'li' );
			item.appendChild( image( pin.images['237x'].url, pin.description ) );
			grid.appendChild( item );
		} );
		card.appendChild( grid );
		return card;
	}
	document.querySelectorAll( 'a[data-pin-do]' ).forEach( function ( link ) {
		var type = link.getAttribute( 'data-pin-do' );
		var parts = new URL( link.href ).pathname.split( '/' ).filter( Boolean );
		var address = type === 'embedPin'
			? join( 'v3/pidgets/pins/info/' ) + ( api.indexOf( '?' ) === -1 ? '?' : '&' ) + 'pin_ids=' + encodeURIComponent( parts[1] )
			: type === 'embedBoard'
				? join( 'v3/pidgets/boards/' + parts[0] + '/' + parts[1] + '/pins/' )
				: join( 'v3/pidgets/users/' + parts[0] + '/pins/' );
		fetch( address, { credentials: 'omit' } )
			.then( function ( response ) { return response.json(); } )
			.then( function ( answer ) {
				if ( ! answer || answer.status !== 'success' ) return;
				var card = type === 'embedPin'
					? pinCard( answer.data[0] )
					: gridCard( type === 'embedBoard' ? 'board' : 'user', answer.data );
				card.setAttribute( 'data-pin-stand-in', '' );
				link.replaceWith( card );
			} )
			.catch( function () {} );
	} );
})();
JS;
}

function orbit_blocks_pinterest_stand_in_script_response(): WP_REST_Response {
	$response = new WP_REST_Response( orbit_blocks_pinterest_stand_in_script() );
	$response->header( 'Content-Type', 'application/javascript; charset=utf-8' );
	return $response;
}

// The script route answers JavaScript, not JSON.
add_filter(
	'rest_pre_serve_request',
	static function ( $served, $result, WP_REST_Request $request ) {
		// The script itself only: an OPTIONS request gets the route's schema as JSON.
		if ( '/' . ORBIT_BLOCKS_NS_LOCAL . '/pinterest/pinit.js' !== $request->get_route() || ! $result instanceof WP_REST_Response || ! is_string( $result->get_data() ) ) {
			return $served;
		}
		if ( ! headers_sent() ) {
			header( 'Content-Type: application/javascript; charset=utf-8' );
		}
		echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed script, not user input.
		return true;
	},
	10,
	3
);

add_action(
	'rest_api_init',
	static function (): void {
		$ns      = ORBIT_BLOCKS_NS_LOCAL;
		$segment = '(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+';
		// Third-party stand-ins are public, as the services they stand for.
		$public = '__return_true';
		register_rest_route(
			$ns,
			'/pinterest/v3/pidgets/pins/info',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_pinterest_stand_in_pin',
				'permission_callback' => $public,
				// Type only: an unknown or malformed id gets Pinterest's own "not found".
				'args'                => array(
					'pin_ids' => array( 'type' => 'string' ),
				),
			)
		);
		register_rest_route(
			$ns,
			'/pinterest/v3/pidgets/boards/(?P<user>' . $segment . ')/(?P<board>' . $segment . ')/pins',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_pinterest_stand_in_board',
				'permission_callback' => $public,
			)
		);
		register_rest_route(
			$ns,
			'/pinterest/v3/pidgets/users/(?P<user>' . $segment . ')/pins',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_pinterest_stand_in_user_pins',
				'permission_callback' => $public,
			)
		);
		register_rest_route(
			$ns,
			'/pinterest/pinit\.js',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_pinterest_stand_in_script_response',
				'permission_callback' => $public,
			)
		);
	}
);
