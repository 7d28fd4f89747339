<?php
/**
 * Server render of jetpack/eventbrite (spec 2 "Event checkout embed").
 *
 * Both styles print a container with the event id and the id of this render
 * (data-orbit-render); the widget's folder (the `eventbrite` service) goes to
 * the view script as server data, never into the markup (includes/
 * view-data.php). The view script loads Eventbrite's eb_widgets.js from it
 * and makes the checkout in the containers the server listed:
 * - In-page Embed: in the container, above the link to the event, which
 *   stays for visitors whose browser cannot load the widget.
 * - Button & Modal: the inner button (its own render) opens the checkout in
 *   a modal; without the widget it links to the event page.
 *
 * The url must be an Eventbrite event page whose trailing number is the
 * eventId (blocks/eventbrite/url.ts); anything else renders nothing.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$url      = (string) ( $attributes['url'] ?? '' );
$event_id = orbit_blocks_eventbrite_event_id( $url );
if ( ! $event_id || (int) ( $attributes['eventId'] ?? 0 ) !== $event_id ) {
	return;
}
$style    = 'modal' === ( $attributes['style'] ?? 'inline' ) ? 'modal' : 'inline';
$services = orbit_blocks_services();
$render   = orbit_blocks_view_render(
	$block,
	'orbitBlocksEventbriteView',
	array( 'eventbrite' => $services['eventbrite']['url'] ?? '' )
);

if ( 'modal' === $style ) {
	// The rendered inner button, without the div the post saved around it.
	$inside = trim( orbit_blocks_inner_blocks_html( $block ) );
	if ( '' === $inside || false === strpos( $inside, '<a' ) ) {
		$inside = sprintf(
			'<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="%s">%s</a></div>',
			esc_url( $url ),
			esc_html__( 'Register', 'orbit-blocks' )
		);
	}
} else {
	$inside = sprintf( '<a class="eventbrite__direct-link" href="%1$s">%1$s</a>', esc_url( $url ) );
}

$wrapper = get_block_wrapper_attributes(
	array(
		'class'                       => 'is-style-' . $style,
		'data-eventbrite-event'       => (string) $event_id,
		'data-eventbrite-style'       => $style,
		ORBIT_BLOCKS_RENDER_ATTRIBUTE => $render,
	)
);
printf( '<div %s>%s</div>', $wrapper, $inside );
