<?php
/**
 * The embed-URL resolution helper (spec 2 section 7): GET
 * wpcom/v2/resolve-redirect?url= follows a short or redirecting address
 * (the scheduling and event embeds call it) and answers { url } with where it
 * ends. Only http(s) addresses are followed, through wp_safe_remote_head (no
 * private hosts); when the host cannot be reached, the address comes back as
 * it was given, so an offline site still embeds what the author pasted.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** At most this many hops are followed. */
const ORBIT_BLOCKS_RESOLVE_MAX_REDIRECTS = 5;

function orbit_blocks_resolve_redirect( WP_REST_Request $request ) {
	// The args schema has checked the address's form (http or https, a host).
	// wp_safe_remote_head below still refuses private hosts.
	$url = (string) $request->get_param( 'url' );
	for ( $hop = 0; $hop < ORBIT_BLOCKS_RESOLVE_MAX_REDIRECTS; $hop++ ) {
		$response = wp_safe_remote_head(
			$url,
			array(
				'redirection' => 0,
				'timeout'     => 5,
			)
		);
		if ( is_wp_error( $response ) ) {
			break;
		}
		$code     = (int) wp_remote_retrieve_response_code( $response );
		$location = wp_remote_retrieve_header( $response, 'location' );
		if ( $code < 300 || $code >= 400 || ! is_string( $location ) || '' === $location ) {
			break;
		}
		$next = WP_Http::make_absolute_url( $location, $url );
		if ( ! wp_http_validate_url( $next ) ) {
			break;
		}
		$url = $next;
	}
	return rest_ensure_response( array( 'url' => esc_url_raw( $url, array( 'http', 'https' ) ) ) );
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/resolve-redirect',
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_resolve_redirect',
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					// Form only: wp_http_validate_url would also resolve the host,
					// which fails on an offline site, where the address must come
					// back as given.
					'url' => array(
						'type'     => 'string',
						'pattern'  => '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#][^\\s]*)?$',
						'required' => true,
					),
				),
			)
		);
	}
);
