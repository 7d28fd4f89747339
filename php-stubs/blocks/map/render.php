<?php
/**
 * Visitors' markup of jetpack/map: the saved markup (settings as data
 * attributes, the markers as a list of links, which stays as the static
 * fallback), with what the front-end script (blocks/map/view.ts) needs and
 * the post does not hold: the site's public Mapbox key, the provider
 * setting, the services' addresses and the REST root (MapKit's token).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

return static function ( $attributes, $content = '' ) {
	$content = (string) $content;
	if ( '' === trim( $content ) ) {
		return '';
	}
	$services = orbit_blocks_services();
	$key      = orbit_blocks_mapbox_key()['service_api_key'];
	$extra    = sprintf(
		' data-api-key="%1$s" data-map-provider="%2$s" data-map-service="%3$s" data-mapkit-service="%4$s" data-rest-root="%5$s"',
		esc_attr( orbit_blocks_is_mapbox_public_token( $key ) ? $key : '' ),
		esc_attr( orbit_blocks_map_provider_setting() ),
		esc_url( $services['mapbox']['url'] ?? ORBIT_BLOCKS_MAPBOX_API ),
		esc_url( $services['mapkit']['url'] ?? ORBIT_BLOCKS_MAPKIT_CDN ),
		esc_url( rest_url() )
	);
	// The first tag is the block's wrapper (save.tsx).
	return (string) preg_replace( '/^(\s*<div\b)/', '$1' . $extra, $content, 1 );
};
