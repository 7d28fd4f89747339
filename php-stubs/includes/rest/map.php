<?php
/**
 * Map block (spec 2 "Map", sections 7 and 8): the local provider's routes
 * and the map service.
 *
 * - GET/POST/DELETE wpcom/v2/service-api-keys/mapbox: the site's Mapbox key,
 *   the setting mapbox_token (includes/settings.php: Settings → Orbit
 *   Blocks, or the constant ORBIT_BLOCKS_MAPBOX_TOKEN). GET answers
 *   { service_api_key, service_api_key_source }: "site" for the site's own
 *   key; "wpcom" for a shared key, which a host may give with the constant
 *   ORBIT_BLOCKS_MAPBOX_SHARED_KEY and which is used while the site has none.
 *   POST { service_api_key } checks the public-token format (pk.<a>.<b>);
 *   DELETE removes the site's key. Reading needs edit_posts (the editor
 *   shows the map with it; the key is public anyway: visitors' browsers send
 *   it to Mapbox); replacing or removing it is a site-wide setting, so it
 *   needs manage_options.
 * - GET wpcom/v2/mapkit (public): { wpcom_mapkit_access_token } for the
 *   alternate provider: a token signed now with mapkit_team_id,
 *   mapkit_key_id and mapkit_private_key (includes/adapters/mapkit.php),
 *   else the setting mapkit_token (the constant
 *   ORBIT_BLOCKS_MAPKIT_TOKEN or Settings → Orbit Blocks); 404 without one (the block then says
 *   "Failed to retrieve a Mapkit API token. Please try refreshing.").
 * - The provider setting: the option orbit_blocks_map_provider ("mapbox" or
 *   "mapkit"); a map_provider cookie overrides it in the browser.
 * - Services (includes/services.php): "mapbox" is https://api.mapbox.com
 *   (styles and geocoding), "mapkit" Apple's CDN. Under
 *   ORBIT_BLOCKS_LOCAL_SERVICES (npm start) "mapbox" is a local stand-in
 *   with a small raster style and recorded places (stand-ins/mapbox.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_MAPBOX_API        = 'https://api.mapbox.com';
const ORBIT_BLOCKS_MAPKIT_CDN        = 'https://cdn.apple-mapkit.com/mk/5.x.x';

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$services['mapbox'] = array( 'url' => ORBIT_BLOCKS_MAPBOX_API );
		$services['mapkit'] = array( 'url' => ORBIT_BLOCKS_MAPKIT_CDN );
		return $services;
	}
);

/** Whether a value looks like a public Mapbox token. */
function orbit_blocks_is_mapbox_public_token( $value ): bool {
	return is_string( $value ) && 1 === preg_match( '/^pk\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/', $value );
}

/** @return array{service_api_key: string, service_api_key_source: string} */
function orbit_blocks_mapbox_key(): array {
	$own = orbit_blocks_setting( 'mapbox_token' );
	if ( '' !== $own ) {
		return array(
			'service_api_key'        => $own,
			'service_api_key_source' => 'site',
		);
	}
	if ( defined( 'ORBIT_BLOCKS_MAPBOX_SHARED_KEY' ) && orbit_blocks_is_mapbox_public_token( ORBIT_BLOCKS_MAPBOX_SHARED_KEY ) ) {
		return array(
			'service_api_key'        => (string) ORBIT_BLOCKS_MAPBOX_SHARED_KEY,
			'service_api_key_source' => 'wpcom',
		);
	}
	return array(
		'service_api_key'        => '',
		'service_api_key_source' => 'site',
	);
}

/** The provider the site chose (the cookie may override it in the browser). */
function orbit_blocks_map_provider_setting(): string {
	$provider = (string) get_option( 'orbit_blocks_map_provider', 'mapbox' );
	return in_array( $provider, array( 'mapbox', 'mapkit' ), true ) ? $provider : 'mapbox';
}

/** Whether MapKit can be used: a key to sign tokens with, or a token made elsewhere. */
function orbit_blocks_mapkit_token(): string {
	return orbit_blocks_setting( 'mapkit_token' );
}

function orbit_blocks_mapkit_configured(): bool {
	return orbit_blocks_mapkit_key_configured() || '' !== orbit_blocks_mapkit_token();
}

// The editor's blocks say what is missing while the map has no key.
add_filter(
	'orbit_blocks_services_configured',
	static function ( array $configured ): array {
		$configured['maps']   = '' !== orbit_blocks_mapbox_key()['service_api_key'];
		$configured['mapkit'] = orbit_blocks_mapkit_configured();
		return $configured;
	}
);

// The editor learns the site's provider setting (provider.ts).
add_action(
	'enqueue_block_editor_assets',
	static function (): void {
		wp_add_inline_script(
			'orbit-blocks-editor',
			'window.orbitBlocksMap = ' . wp_json_encode( array( 'provider' => orbit_blocks_map_provider_setting() ) ) . ';',
			'before'
		);
	},
	20
);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/service-api-keys/mapbox',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => static fn() => rest_ensure_response( orbit_blocks_mapbox_key() ),
					'permission_callback' => 'orbit_blocks_can_edit',
				),
				array(
					'methods'             => 'POST',
					'callback'            => static function ( WP_REST_Request $request ) {
						$key = trim( (string) $request->get_param( 'service_api_key' ) );
						if ( ! orbit_blocks_is_mapbox_public_token( $key ) ) {
							return new WP_Error(
								'invalid_key',
								__( 'That is not a public Mapbox access token. It starts with "pk." followed by two parts separated by a dot.', 'orbit-blocks' ),
								array( 'status' => 400 )
							);
						}
						$checked = orbit_blocks_settings_validate( array( 'mapbox_token' => $key ) );
						if ( is_wp_error( $checked ) ) {
							return $checked;
						}
						orbit_blocks_settings_write( $checked['values'] );
						return rest_ensure_response( orbit_blocks_mapbox_key() );
					},
					'permission_callback' => 'orbit_blocks_can_manage',
					'args'                => array(
						'service_api_key' => array(
							'type'     => 'string',
							'required' => true,
						),
					),
				),
				array(
					'methods'             => 'DELETE',
					'callback'            => static function () {
						$checked = orbit_blocks_settings_validate( array( 'remove' => array( 'mapbox_token' ) ) );
						if ( is_wp_error( $checked ) ) {
							return $checked;
						}
						orbit_blocks_settings_write( array(), $checked['remove'] );
						return rest_ensure_response( orbit_blocks_mapbox_key() );
					},
					'permission_callback' => 'orbit_blocks_can_manage',
				),
			)
		);
		// Public: visitors' maps fetch it; a MapKit JS token is meant for browsers.
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/mapkit',
			array(
				'methods'             => 'GET',
				'callback'            => static function () {
					// Signed here with the site's key (includes/adapters/mapkit.php), else a token made elsewhere.
					$token = orbit_blocks_mapkit_key_configured() ? orbit_blocks_mapkit_signed_token() : orbit_blocks_mapkit_token();
					if ( is_wp_error( $token ) ) {
						return $token;
					}
					if ( '' === $token ) {
						return new WP_Error( 'no_token', __( 'Failed to retrieve a Mapkit API token. Please try refreshing.', 'orbit-blocks' ), array( 'status' => 404 ) );
					}
					return rest_ensure_response( array( 'wpcom_mapkit_access_token' => $token ) );
				},
				'permission_callback' => '__return_true',
			)
		);
	}
);
