<?php
/**
 * Functions of jetpack/eventbrite's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The event id of an Eventbrite event page, or 0. */
function orbit_blocks_eventbrite_event_id( $url ): int {
	$tld = 'com|ca|co\.uk|com\.au|co\.nz|ie|de|fr|es|it|nl|pt|se|be|ch|at|fi|dk|sg|hk|com\.br|com\.mx|com\.ar|com\.pe|cl|co';
	if ( ! is_string( $url ) || ! preg_match( '#^https?://(?:www\.)?eventbrite\.(?:' . $tld . ')/e/(?:[A-Za-z0-9_-]*?[-_])?(\d{1,18})/?(?:[?\#]\S*)?$#i', $url, $match ) ) {
		return 0;
	}
	return (int) $match[1];
}
