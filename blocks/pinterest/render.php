<?php
/**
 * Server render of jetpack/pinterest: Pinterest's widget markup for the
 * block's url (a[data-pin-do=embedPin|embedBoard|embedUser]). The widget
 * script's address, from the `pinterest-pinit` service (includes/rest/
 * pinterest.php: Pinterest's pinit.js, or the local stand-in under npm
 * start), goes to the block's view script as server data (includes/
 * view-data.php), which loads it when the block comes near the viewport.
 *
 * The markup is written again from the url attribute, checked as
 * blocks/pinterest/url.ts checks it (https, Pinterest's own hosts, a pin,
 * board or profile path), so hand-edited post content cannot put another
 * address or attribute in it. Until the script has run, or without
 * JavaScript, visitors see a plain link to the pin, board or profile, in a
 * box as tall as the widget will be (style.scss).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$target = orbit_blocks_pinterest_target( $attributes['url'] ?? '' );
if ( null === $target ) {
	return;
}
$services = orbit_blocks_services();
$render   = orbit_blocks_view_render(
	$block,
	'orbitBlocksPinterestView',
	array( 'pinit' => esc_url_raw( $services['pinterest-pinit']['url'] ?? '' ) )
);
// is-embed-pin, is-embed-board or is-embed-user: style.scss holds the
// widget's height for it from the first paint, so the widget that replaces
// the link moves nothing below the block.
$kind = strtolower( substr( $target['type'], strlen( 'embed' ) ) );
printf(
	'<div %1$s><a data-pin-do="%2$s" href="%3$s">%4$s</a></div>',
	get_block_wrapper_attributes(
		array(
			'class'                       => 'is-embed-' . $kind,
			ORBIT_BLOCKS_RENDER_ATTRIBUTE => $render,
		)
	),
	esc_attr( $target['type'] ),
	esc_url( $target['url'], array( 'https' ) ),
	esc_html( $target['url'] )
);
