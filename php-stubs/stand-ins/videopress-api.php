<?php
/**
 * The service "videopress-api" (the public video API the video block's
 * player reads; includes/rest/video.php) in development: always this
 * site's own video routes (rest/v1.1), even with an external upload
 * endpoint configured (includes/video-uploads/settings.php), whose public
 * API a development machine does not reach.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'orbit_blocks_local_services',
	static function ( array $services ): array {
		$services['videopress-api'] = array( 'url' => rest_url( ORBIT_BLOCKS_NS_VIDEOS ) );
		return $services;
	}
);
