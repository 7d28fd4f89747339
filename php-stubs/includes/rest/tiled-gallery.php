<?php
/**
 * Tiled gallery (spec 3 "Gallery", section 7): the image resizing service.
 *
 * - The service "image-resizer" (includes/services.php): the Photon-style
 *   resizer at https://i0.wp.com, addressed as <base>/<host>/<path>?w=…
 *   (blocks/tiled-gallery/render.php builds the src and srcset).
 * - Under ORBIT_BLOCKS_LOCAL_SERVICES (npm start) a local stand-in
 *   redirects to the site's own files, so that images show offline
 *   (stand-ins/image-resizer.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_IMAGE_RESIZER = 'https://i0.wp.com';

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$services['image-resizer'] = array( 'url' => ORBIT_BLOCKS_IMAGE_RESIZER );
		return $services;
	}
);
