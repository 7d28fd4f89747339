<?php
/**
 * Stand-in for the service "image-resizer" (the Photon-style resizer that
 * the tiled gallery's images are addressed through; includes/rest/
 * tiled-gallery.php, blocks/tiled-gallery/render.php):
 *
 *   GET orbit-blocks/v1/stand-in/image-resizer/<host>/<path>?w=…
 *
 * redirects (302) to the original file, only for a file of this site (the
 * host must be the site's own; anything else is a 404), so that images show
 * offline. It does not resize: the browser scales.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_local_services',
	static function ( array $services ): array {
		$services['image-resizer'] = array( 'url' => orbit_blocks_local_service_url( 'image-resizer' ) );
		return $services;
	}
);

/**
 * The stand-in: a redirect to the site's own file.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function orbit_blocks_image_resizer_stand_in( WP_REST_Request $request ) {
	$path = (string) $request->get_param( 'path' );
	$home = wp_parse_url( home_url() );
	$host = ( $home['host'] ?? '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
	if ( '' === $host || 0 !== strpos( $path, $host . '/' ) || false !== strpos( $path, '..' ) ) {
		return new WP_Error( 'not_found', 'Unknown image.', array( 'status' => 404 ) );
	}
	$scheme   = $home['scheme'] ?? 'http';
	$location = esc_url_raw( $scheme . '://' . $path, array( 'http', 'https' ) );
	$response = new WP_REST_Response( null, 302 );
	$response->header( 'Location', $location );
	$response->header( 'Cache-Control', 'public, max-age=3600' );
	return $response;
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_LOCAL,
			'/image-resizer/(?P<path>.+)',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_image_resizer_stand_in',
				'permission_callback' => '__return_true',
			)
		);
	}
);
