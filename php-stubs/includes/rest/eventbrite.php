<?php
/**
 * The event checkout embed's third-party address (blocks/eventbrite): the
 * folder Eventbrite's checkout widget (eb_widgets.js) loads from on the
 * front end, as the `eventbrite` service (includes/services.php), so that a
 * site or a test can point it elsewhere. The block calls no third-party API
 * from the editor, so there is no local stand-in: offline, visitors get the
 * link to the event (In-page Embed) or the button to it (Button & Modal).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$services['eventbrite'] = array( 'url' => 'https://www.eventbrite.com/static/widgets/' );
		return $services;
	}
);
