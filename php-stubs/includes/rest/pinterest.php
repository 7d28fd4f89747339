<?php
/**
 * Pinterest's services for the Pinterest embed (blocks/pinterest):
 *
 * - `pinterest`: the widget API the editor's preview reads
 *   (https://widgets.pinterest.com: v3/pidgets/pins/info/?pin_ids=,
 *   v3/pidgets/boards/<user>/<board>/pins/, v3/pidgets/users/<user>/pins/).
 * - `pinterest-pinit`: the widget script visitors' pages load
 *   (https://assets.pinterest.com/js/pinit.js), which turns the block's
 *   a[data-pin-do] into the pin, board or profile.
 *
 * Under npm start (ORBIT_BLOCKS_LOCAL_SERVICES) both point at local
 * stand-ins that answer with made-up pins (stand-ins/pinterest.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$services['pinterest']       = array( 'url' => 'https://widgets.pinterest.com' );
		$services['pinterest-pinit'] = array( 'url' => 'https://assets.pinterest.com/js/pinit.js' );
		return $services;
	}
);
