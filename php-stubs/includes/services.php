<?php
/**
 * Third-party services the editor calls from the browser (GIF search,
 * Pinterest, restaurant search ...): each one's base URL and public key.
 *
 * A feature adds its service's real address with the orbit_blocks_services
 * filter. When ORBIT_BLOCKS_LOCAL_SERVICES is on (npm start defines it: this
 * machine reaches no third-party host), orbit_blocks_local_services points
 * them at the local provider's stand-ins instead. The option
 * orbit_blocks_services, when set, overrides both, service by service.
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
	if ( defined( 'ORBIT_BLOCKS_LOCAL_SERVICES' ) && ORBIT_BLOCKS_LOCAL_SERVICES ) {
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
