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
$html = (string) preg_replace( '/^(\s*<div\b)/', '$1' . $extra, $content, 1 );

// Where the map will draw (a public Mapbox key, or MapKit set up as the
// site's provider; the terrain style is Mapbox's), the wrapper holds the
// map's height from the first paint (style.scss, --jetpack-map-height), so
// the canvas view.ts puts in it moves nothing below: the height view.ts
// gives it (blocks/map/camera.ts clampHeight: at least 400 px, by 10 px).
// A map that cannot draw keeps its list at the list's own height.
$provider = 'terrain' === ( $attributes['mapStyle'] ?? '' ) ? 'mapbox' : orbit_blocks_map_provider_setting();
$draws    = 'mapkit' === $provider ? orbit_blocks_mapkit_configured() : orbit_blocks_is_mapbox_public_token( $key );
if ( $draws ) {
	$height    = is_numeric( $attributes['mapHeight'] ?? null ) ? (float) $attributes['mapHeight'] : 0;
	$height    = $height < 400 ? 400 : (int) ( round( $height / 10 ) * 10 );
	$processor = new WP_HTML_Tag_Processor( $html );
	if ( $processor->next_tag() ) {
		$style = $processor->get_attribute( 'style' );
		$processor->set_attribute( 'style', '--jetpack-map-height:' . $height . 'px;' . ( is_string( $style ) ? $style : '' ) );
		$html = $processor->get_updated_html();
	}
}
echo $html;
