<?php
/**
 * Functions of jetpack/opentable's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** OpenTable's widget page (what its loader shows in its iframe). */
const ORBIT_BLOCKS_OPENTABLE_CANVAS = 'https://www.opentable.com/widget/reservation/canvas';

/** The widget's sizes in pixels by style, as the editor's preview (blocks/opentable/widget.ts). */
const ORBIT_BLOCKS_OPENTABLE_SIZES = array(
	'standard' => array( 224, 301 ),
	'tall'     => array( 288, 490 ),
	'wide'     => array( 840, 150 ),
	'button'   => array( 210, 113 ),
);

/**
 * The block's settings made valid.
 *
 * @param array<string, mixed> $attributes The block's attributes.
 * @return array{rid: string[], style: string, type: string, theme: string, iframe: bool, domain: string, lang: string, newtab: bool, negativeMargin: bool}
 */
function orbit_blocks_opentable_settings( array $attributes ): array {
	$rids = array();
	foreach ( (array) ( $attributes['rid'] ?? array() ) as $rid ) {
		if ( ( is_int( $rid ) && $rid >= 0 ) || ( is_string( $rid ) && preg_match( '/^[0-9]{1,12}$/', $rid ) ) ) {
			$rids[] = (string) $rid;
		}
	}
	$rids   = array_values( array_unique( $rids ) );
	$styles = count( $rids ) > 1 ? array( 'standard', 'tall', 'wide' ) : array( 'standard', 'tall', 'wide', 'button' );
	$style  = in_array( $attributes['style'] ?? '', $styles, true ) ? $attributes['style'] : 'standard';
	$theme  = 'button' === $style ? 'standard' : $style;
	if ( count( $rids ) > 1 ) {
		$type = 'multi';
	} else {
		$type = 'button' === $style ? 'button' : 'standard';
	}
	$languages = array( 'en-US', 'fr-CA', 'de-DE', 'es-MX', 'ja-JP', 'nl-NL', 'it-IT' );
	$domains   = array( 'com', 'co.uk', 'ca', 'de', 'jp', 'com.mx', 'ie', 'nl', 'it', 'com.au', 'hk', 'sg', 'ae' );
	return array(
		'rid'            => $rids,
		'style'          => $style,
		'type'           => $type,
		'theme'          => $theme,
		// Anything but false keeps the default, the iframe.
		'iframe'         => false !== ( $attributes['iframe'] ?? true ),
		'domain'         => in_array( $attributes['domain'] ?? '', $domains, true ) ? $attributes['domain'] : 'com',
		'lang'           => in_array( $attributes['lang'] ?? '', $languages, true ) ? $attributes['lang'] : 'en-US',
		'newtab'         => true === ( $attributes['newtab'] ?? false ),
		'negativeMargin' => true === ( $attributes['negativeMargin'] ?? false ),
	);
}

/**
 * The widget's query, as OpenTable's loader takes it and passes it on to its
 * widget page. OpenTable reads one rid parameter a restaurant, so the query
 * is built by hand (add_query_arg would keep only one). blocks/opentable/
 * view.ts builds the same for the loader.
 *
 * @param array<string, mixed> $settings From orbit_blocks_opentable_settings().
 */
function orbit_blocks_opentable_query( array $settings ): string {
	$query = http_build_query(
		array(
			'type'   => $settings['type'],
			'theme'  => $settings['theme'],
			'iframe' => $settings['iframe'] ? 'true' : 'false',
			'domain' => $settings['domain'],
			'lang'   => $settings['lang'],
			'newtab' => $settings['newtab'] ? 'true' : 'false',
		),
		'',
		'&',
		PHP_QUERY_RFC3986
	);
	foreach ( $settings['rid'] as $rid ) {
		$query .= '&rid=' . rawurlencode( $rid );
	}
	return $query;
}
