<?php
/**
 * The development stand-ins (README.md beside this file): fake third-party
 * services answered by this site, so that npm start and the tests work
 * offline. orbit-blocks.php requires this file only when
 * orbit_blocks_local_services_enabled() (the wp-config constant
 * ORBIT_BLOCKS_LOCAL_SERVICES); without it no stand-in is registered at
 * all. The plugin zip does not ship this folder (tools/plugin-zip.mjs).
 *
 * Every other file in this folder is one stand-in.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

if ( ! orbit_blocks_local_services_enabled() ) {
	return;
}

foreach ( glob( __DIR__ . '/*.php' ) as $orbit_blocks_stand_in_file ) {
	if ( __FILE__ !== $orbit_blocks_stand_in_file ) {
		require_once $orbit_blocks_stand_in_file;
	}
}
