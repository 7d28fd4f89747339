<?php
/**
 * Third-party services the editor calls from the browser (GIF search,
 * Pinterest, restaurant search ...): each one's base URL and public key.
 *
 * A feature adds its service's real address with the orbit_blocks_services
 * filter. The option orbit_blocks_services, when set, overrides it, service
 * by service.
 *
 * The stand-ins (fake services answered by this site, for development) live
 * in the plugin's stand-ins/ folder (stand-ins/README.md), which
 * orbit-blocks.php loads only when ORBIT_BLOCKS_LOCAL_SERVICES is true in
 * wp-config.php (npm start and the e2e site define it: those machines reach
 * no third-party host), and which the plugin zip does not ship. Then:
 * - the routes of the namespace orbit-blocks/v1/stand-in answer, and so do
 *   the local consent, account and checkout pages;
 * - orbit_blocks_local_services points the services at the stand-ins,
 *   unless ORBIT_BLOCKS_REAL_SERVICE_ADDRESSES is also true (the e2e site:
 *   its tests answer the real addresses in the browser).
 * Without the constant nothing of stand-ins/ is registered, and a route
 * whose only implementation is a stand-in answers
 * orbit_blocks_service_not_configured() instead: an error naming the
 * setting to add (Settings → Orbit Blocks). (One stand-in still lives in
 * includes/, behind the constant: the AI checkout page,
 * includes/ai/usage.php.)
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** Namespace of the local stand-ins for third-party services. */
const ORBIT_BLOCKS_NS_LOCAL = 'orbit-blocks/v1/stand-in';

/**
 * @return array<string, array{url: string, key?: string}> services by name
 */
function orbit_blocks_services(): array {
	$services = (array) apply_filters( 'orbit_blocks_services', array() );
	if ( orbit_blocks_local_services_enabled() && ! ( defined( 'ORBIT_BLOCKS_REAL_SERVICE_ADDRESSES' ) && ORBIT_BLOCKS_REAL_SERVICE_ADDRESSES ) ) {
		$services = (array) apply_filters( 'orbit_blocks_local_services', $services );
	}
	$override = get_option( 'orbit_blocks_services', array() );
	if ( is_array( $override ) ) {
		foreach ( $override as $name => $service ) {
			if ( is_array( $service ) && isset( $service['url'] ) ) {
				$services[ $name ] = array_merge( $services[ $name ] ?? array(), $service );
			}
		}
	}
	foreach ( $services as $name => $service ) {
		$services[ $name ]['url'] = esc_url_raw( $service['url'] ?? '', array( 'http', 'https' ) );
	}
	return $services;
}

/** The local provider's address for a stand-in route, for orbit_blocks_local_services. */
function orbit_blocks_local_service_url( string $route ): string {
	return esc_url_raw( rest_url( ORBIT_BLOCKS_NS_LOCAL . '/' . ltrim( $route, '/' ) ) );
}

/**
 * The answer of a route whose service has no real implementation on this
 * site yet, outside development: what to set up, and where.
 *
 * @param string $setting what is missing, as the settings screen names it,
 *                        e.g. "a Pexels API key" (translated)
 */
function orbit_blocks_service_not_configured( string $setting ): WP_Error {
	return new WP_Error(
		'service_not_configured',
		/* translators: %s: what to add, e.g. "a Pexels API key". */
		sprintf( __( 'This service is not set up on this site. An administrator can add %s in Settings → Orbit Blocks.', 'orbit-blocks' ), $setting ),
		array(
			'status'       => 503,
			'settings_url' => current_user_can( 'manage_options' ) ? orbit_blocks_settings_url() : '',
		)
	);
}
