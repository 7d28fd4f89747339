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

require_once __DIR__ . '/helpers.php';

$settings = orbit_blocks_opentable_settings( $attributes );
if ( ! $settings['rid'] ) {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	printf(
		'<div %s><p>%s</p></div>',
		get_block_wrapper_attributes( array( 'class' => 'is-unconfigured' ) ),
		esc_html__( 'This OpenTable block is hidden from visitors until a restaurant is chosen.', 'orbit-blocks' )
	);
	return;
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
	printf(
		'<div %1$s><iframe loading="lazy" src="%2$s" title="%3$s" width="%4$d" height="%5$d"></iframe>%6$s</div>',
		get_block_wrapper_attributes( array( 'class' => implode( ' ', $classes ) ) ),
		esc_url( ORBIT_BLOCKS_OPENTABLE_CANVAS . '?' . orbit_blocks_opentable_query( $settings ) ),
		esc_attr__( 'OpenTable reservation widget', 'orbit-blocks' ),
		$width,
		$height,
		$fallback
	);
	return;
}

// The loader writes the widget into the page: the view script adds it
// near the viewport, from its own fixed address, with these values.
$classes[] = 'is-loader';
$render    = orbit_blocks_view_render( $block, 'orbitBlocksOpenTableView', array() );
// The widget's height, which the placeholder holds until the widget is
// there (style.scss), so that it moves nothing below the block.
$height = ORBIT_BLOCKS_OPENTABLE_SIZES[ $settings['style'] ][1];
printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes(
		array(
			'class'                       => implode( ' ', $classes ),
			'style'                       => '--jetpack-opentable-height:' . (int) $height . 'px',
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
