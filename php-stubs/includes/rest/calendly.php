<?php
/**
 * The scheduling embed's third-party address (blocks/calendly): the folder
 * Calendly's pop-up widget (widget.js, widget.css) loads from on the front
 * end, as the `calendly` service (includes/services.php), so that a site or
 * a test can point it elsewhere. The block calls no third-party API from the
 * editor, so there is no local stand-in: offline, the inline calendar's
 * iframe stays empty and the link style's button opens the calendar page.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$services['calendly'] = array( 'url' => 'https://assets.calendly.com/assets/external/' );
		return $services;
	}
);
