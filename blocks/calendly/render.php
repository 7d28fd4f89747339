<?php
/**
 * Server render of jetpack/calendly (spec 2 "Scheduling embed").
 *
 * - Inline: the calendar in an iframe of calendly.com, with embed_domain
 *   (this site's host, spec 2 section 9), embed_type=Inline, the colours
 *   (6 alphanumerics, else the defaults) and hide_event_type_details: the
 *   same address as the editor's preview (blocks/calendly/url.ts embedUrl).
 *   No third-party script is needed for it.
 * - Link: the inner button (its own render), which links to the calendar.
 *   The block's view script turns a click into Calendly's pop-up, loading
 *   widget.js from the `calendly` service (orbit_blocks_services); if that
 *   script cannot load, the link opens the calendar page. The service's
 *   address goes to the view script as server data, never into the markup;
 *   the wrapper carries the id of this render (data-orbit-render), without
 *   which the view script leaves a click alone (includes/view-data.php).
 *
 * Only https://calendly.com/<path> addresses are rendered; anything else
 * renders nothing.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$url = orbit_blocks_calendly_url( $attributes['url'] ?? '' );
if ( '' === $url ) {
	return;
}
$style = 'link' === ( $attributes['style'] ?? 'inline' ) ? 'link' : 'inline';

if ( 'inline' === $style ) {
	$wrapper = get_block_wrapper_attributes( array( 'class' => 'is-style-inline' ) );
	printf(
		'<div %s><iframe class="wp-block-jetpack-calendly__iframe" src="%s" title="%s" loading="lazy"></iframe></div>',
		$wrapper,
		esc_url( orbit_blocks_calendly_embed_url( $url, $attributes, 'Inline' ) ),
		esc_attr__( 'Calendly scheduling page', 'orbit-blocks' )
	);
	return;
}

$services = orbit_blocks_services();
$render   = orbit_blocks_view_render(
	$block,
	'orbitBlocksCalendlyView',
	array( 'calendly' => $services['calendly']['url'] ?? '' )
);
$button   = trim( orbit_blocks_inner_blocks_html( $block ) );
if ( '' === $button || false === strpos( $button, '<a' ) ) {
	// A post without its inner button still gets one.
	$button = sprintf(
		'<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="%s">%s</a></div>',
		esc_url( $url ),
		esc_html__( 'Schedule time with me', 'orbit-blocks' )
	);
}
$wrapper = get_block_wrapper_attributes(
	array(
		'class'                       => 'is-style-link',
		'data-calendly-url'           => orbit_blocks_calendly_embed_url( $url, $attributes, null ),
		ORBIT_BLOCKS_RENDER_ATTRIBUTE => $render,
	)
);
printf( '<div %s>%s</div>', $wrapper, $button );
