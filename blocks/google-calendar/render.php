<?php
/**
 * Server render of jetpack/google-calendar: the public calendar in an iframe
 * at the block's height (default 600; phones cap it at 300 px through the
 * block's style.css). The block saves no markup: only its url and height
 * attributes, so nothing an author pasted reaches the page as HTML.
 *
 * The url is checked again here (https://calendar.google.com/calendar/...
 * only, as blocks/google-calendar/url.ts accepts it); anything else renders
 * nothing for visitors.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$url = orbit_blocks_google_calendar_url( $attributes['url'] ?? '' );
if ( '' === $url ) {
	return;
}
$height = isset( $attributes['height'] ) && is_numeric( $attributes['height'] )
	? max( 100, min( 2000, (int) $attributes['height'] ) )
	: 600;
printf(
	'<div %1$s><iframe src="%2$s" title="%3$s" height="%4$d" style="border:0" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"></iframe></div>',
	get_block_wrapper_attributes(),
	$url,
	esc_attr__( 'Google Calendar', 'orbit-blocks' ),
	$height
);
