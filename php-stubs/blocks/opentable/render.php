<?php
/**
 * Server render of jetpack/opentable: OpenTable's reservation widget, its
 * loader script built from the block's validated attributes (the saved
 * links and anything pasted are never printed). The checks match
 * blocks/opentable/embed-code.ts: restaurant ids are whole numbers, the
 * style, language and domain come from fixed lists, iframe and newtab are
 * booleans. Without a valid restaurant visitors get nothing; someone who
 * can edit the post gets a short note instead.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The widget's loader; OpenTable's own address. */
const ORBIT_BLOCKS_OPENTABLE_LOADER = 'https://www.opentable.com/widget/reservation/loader';

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
		'iframe'         => ! array_key_exists( 'iframe', $attributes ) || true === $attributes['iframe'],
		'domain'         => in_array( $attributes['domain'] ?? '', $domains, true ) ? $attributes['domain'] : 'com',
		'lang'           => in_array( $attributes['lang'] ?? '', $languages, true ) ? $attributes['lang'] : 'en-US',
		'newtab'         => true === ( $attributes['newtab'] ?? false ),
		'negativeMargin' => true === ( $attributes['negativeMargin'] ?? false ),
	);
}

/**
 * The loader's address. OpenTable reads one rid parameter a restaurant, so
 * the query is built by hand (add_query_arg would keep only one).
 *
 * @param array<string, mixed> $settings From orbit_blocks_opentable_settings().
 */
function orbit_blocks_opentable_loader_url( array $settings ): string {
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
	return ORBIT_BLOCKS_OPENTABLE_LOADER . '?' . $query;
}

return static function ( array $attributes ): string {
	$settings = orbit_blocks_opentable_settings( $attributes );
	if ( ! $settings['rid'] ) {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf(
			'<div %s><p>%s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'is-unconfigured' ) ),
			esc_html__( 'This OpenTable block is hidden from visitors until a restaurant is chosen.', 'orbit-blocks' )
		);
	}
	$classes = array( 'is-style-' . $settings['style'] );
	if ( 'multi' === $settings['type'] ) {
		$classes[] = 'is-multi';
	}
	if ( $settings['negativeMargin'] && 'button' === $settings['style'] ) {
		$classes[] = 'has-no-margin';
	}
	$fallback = sprintf(
		'<a href="%1$s">%2$s</a>',
		esc_url( 'https://www.opentable.com/restref/client/?rid=' . rawurlencode( $settings['rid'][0] ) ),
		esc_html__( 'Make a reservation on OpenTable', 'orbit-blocks' )
	);
	// The loader writes the widget where its script tag stands, so the tag
	// is printed in place (several rid parameters rule out wp_enqueue_script).
	return sprintf(
		'<div %1$s><script src="%2$s"></script><noscript>%3$s</noscript></div>', // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript
		get_block_wrapper_attributes( array( 'class' => implode( ' ', $classes ) ) ),
		esc_url( orbit_blocks_opentable_loader_url( $settings ) ),
		$fallback
	);
};
