<?php
/**
 * The local provider: the REST routes the editor calls, answered by
 * WordPress itself. One file a feature; each registers its routes on
 * rest_api_init under wpcom/v2 (the provider's API) or jetpack/v4 (the
 * plugin's own).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_NS_WPCOM   = 'wpcom/v2';
const ORBIT_BLOCKS_NS_JETPACK = 'jetpack/v4';

/** Permission callbacks shared by the routes. */
function orbit_blocks_can_edit(): bool {
	return current_user_can( 'edit_posts' );
}

function orbit_blocks_can_manage(): bool {
	return current_user_can( 'manage_options' );
}

// Every other file in this folder is one feature's routes.
foreach ( glob( __DIR__ . '/*.php' ) as $orbit_blocks_routes_file ) {
	if ( __FILE__ !== $orbit_blocks_routes_file ) {
		require_once $orbit_blocks_routes_file;
	}
}
