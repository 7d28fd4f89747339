<?php
/**
 * Visitors' markup of jetpack/map: the saved markup (settings as data
 * attributes, the markers as a list of links, which stays as the static
 * fallback) with the id of this render (data-orbit-render) on its wrapper.
 * What the front-end script (blocks/map/view.ts) needs and the post does not
 * hold goes to it as server data, never into the markup (includes/
 * view-data.php): the site's public Mapbox key, the provider setting, the
 * services' addresses (MapKit's script loads from its service) and the REST
 * root (MapKit's token). The script draws only the wrappers listed there.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

$content = (string) $content;
if ( '' === trim( $content ) ) {
	return;
}
$services = orbit_blocks_services();
$key      = orbit_blocks_mapbox_key()['service_api_key'];
$render   = orbit_blocks_view_render(
	$block,
	'orbitBlocksMapView',
	array(
		'apiKey'   => orbit_blocks_is_mapbox_public_token( $key ) ? $key : '',
		'provider' => orbit_blocks_map_provider_setting(),
		'mapbox'   => esc_url_raw( $services['mapbox']['url'] ?? ORBIT_BLOCKS_MAPBOX_API ),
		'mapkit'   => esc_url_raw( $services['mapkit']['url'] ?? ORBIT_BLOCKS_MAPKIT_CDN ),
		'restRoot' => esc_url_raw( rest_url() ),
	)
);
// The first tag is the block's wrapper (save.tsx). Attributes come first
// so that ours win over any the saved markup repeats. The saved markup
// leaves the fullscreen button out when it is off (as the incumbent's
// does), and the first version never wrote it: the setting itself (its
// default, on, for the first version) tells the front end.
$extra = sprintf(
	' %s="%s" data-show-fullscreen-button="%s"',
	ORBIT_BLOCKS_RENDER_ATTRIBUTE,
	esc_attr( $render ),
	false === ( $attributes['showFullscreenButton'] ?? true ) ? 'false' : 'true'
);
echo (string) preg_replace( '/^(\s*<div\b)/', '$1' . $extra, $content, 1 );
