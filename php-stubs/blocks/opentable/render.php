<?php
/**
 * Server render of jetpack/opentable: OpenTable's reservation widget, built
 * from the block's validated attributes (the saved links and anything
 * pasted are never printed). The checks match blocks/opentable/
 * embed-code.ts: restaurant ids are whole numbers, the style, language and
 * domain come from fixed lists, iframe and newtab are booleans.
 *
 * - In an iframe (the default): OpenTable's widget page itself, the page its
 *   loader would put in the page, as a lazy iframe at the style's size. No
 *   script: the browser loads the frame when it comes near the viewport.
 * - Without (iframe off, OpenTable writes the widget into the page): a
 *   placeholder carrying the settings in data-opentable-* attributes; the
 *   view script (blocks/opentable/view.ts) adds OpenTable's loader inside it
 *   when it comes near the viewport, from a fixed address, after checking
 *   every value again, and only for a wrapper this render registered
 *   (includes/view-data.php).
 *
 * Both keep the link "Make a reservation on OpenTable" after the widget, for
 * a visitor whose browser shows no widget. Without a valid restaurant
 * visitors get nothing; someone who can edit the post gets a short note.
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

return static function ( array $attributes, string $content = '', $block = null ): string {
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
		'<a class="wp-block-jetpack-opentable__link" href="%1$s">%2$s</a>',
		esc_url( 'https://www.opentable.com/restref/client/?rid=' . rawurlencode( $settings['rid'][0] ) ),
		esc_html__( 'Make a reservation on OpenTable', 'orbit-blocks' )
	);

	if ( $settings['iframe'] ) {
		list( $width, $height ) = ORBIT_BLOCKS_OPENTABLE_SIZES[ $settings['style'] ];
		return sprintf(
			'<div %1$s><iframe loading="lazy" src="%2$s" title="%3$s" width="%4$d" height="%5$d"></iframe>%6$s</div>',
			get_block_wrapper_attributes( array( 'class' => implode( ' ', $classes ) ) ),
			esc_url( ORBIT_BLOCKS_OPENTABLE_CANVAS . '?' . orbit_blocks_opentable_query( $settings ) ),
			esc_attr__( 'OpenTable reservation widget', 'orbit-blocks' ),
			$width,
			$height,
			$fallback
		);
	}

	// The loader writes the widget into the page: the view script adds it
	// near the viewport, from its own fixed address, with these values.
	$classes[] = 'is-loader';
	$render    = orbit_blocks_view_render( $block, 'orbitBlocksOpenTableView', array() );
	return sprintf(
		'<div %1$s>%2$s</div>',
		get_block_wrapper_attributes(
			array(
				'class'                       => implode( ' ', $classes ),
				ORBIT_BLOCKS_RENDER_ATTRIBUTE => $render,
				'data-opentable-rid'          => implode( ' ', $settings['rid'] ),
				'data-opentable-type'         => $settings['type'],
				'data-opentable-theme'        => $settings['theme'],
				'data-opentable-domain'       => $settings['domain'],
				'data-opentable-lang'         => $settings['lang'],
				'data-opentable-newtab'       => $settings['newtab'] ? 'true' : 'false',
			)
		),
		$fallback
	);
};
