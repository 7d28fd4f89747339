<?php
/**
 * The modules the editor can switch on and off (spec 1 section 7, "Modules"):
 * a fixed catalogue, and the active ones in the option orbit_blocks_active_modules.
 * Blocks that need a module are unavailable while it is off
 * (available-blocks.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_ACTIVE_MODULES_OPTION = 'orbit_blocks_active_modules';

/**
 * @return array<string, array{name: string, description: string, requires_connection: bool, requires_user_connection: bool, default: bool}>
 */
function orbit_blocks_module_catalogue(): array {
	return array(
		'contact-form'  => array(
			'name'                     => __( 'Forms', 'orbit-blocks' ),
			'description'              => __( 'Contact forms whose submissions are kept as feedback in WordPress.', 'orbit-blocks' ),
			'requires_connection'      => false,
			'requires_user_connection' => false,
			'default'                  => true,
		),
		'markdown'      => array(
			'name'                     => __( 'Markdown', 'orbit-blocks' ),
			'description'              => __( 'Write posts or pages in plain-text Markdown syntax.', 'orbit-blocks' ),
			'requires_connection'      => false,
			'requires_user_connection' => false,
			'default'                  => true,
		),
		'tiled-gallery' => array(
			'name'                     => __( 'Tiled galleries', 'orbit-blocks' ),
			'description'              => __( 'Display image galleries in mosaic, square, circle or column layouts.', 'orbit-blocks' ),
			'requires_connection'      => false,
			'requires_user_connection' => false,
			'default'                  => true,
		),
		'related-posts' => array(
			'name'                     => __( 'Related posts', 'orbit-blocks' ),
			'description'              => __( 'Show related content after posts.', 'orbit-blocks' ),
			'requires_connection'      => false,
			'requires_user_connection' => false,
			'default'                  => false,
		),
		'subscriptions' => array(
			'name'                     => __( 'Newsletter', 'orbit-blocks' ),
			'description'              => __( 'Let visitors subscribe to new posts and paid content.', 'orbit-blocks' ),
			'requires_connection'      => true,
			'requires_user_connection' => false,
			'default'                  => false,
		),
		'videopress'    => array(
			'name'                     => __( 'Video hosting', 'orbit-blocks' ),
			'description'              => __( 'Upload and play videos without ads.', 'orbit-blocks' ),
			'requires_connection'      => true,
			'requires_user_connection' => true,
			'default'                  => false,
		),
		'wordads'       => array(
			'name'                     => __( 'Ads', 'orbit-blocks' ),
			'description'              => __( 'Earn income by showing ads on the site.', 'orbit-blocks' ),
			'requires_connection'      => true,
			'requires_user_connection' => false,
			'default'                  => false,
		),
		'stats'         => array(
			'name'                     => __( 'Stats', 'orbit-blocks' ),
			'description'              => __( 'Collect visitor statistics.', 'orbit-blocks' ),
			'requires_connection'      => true,
			'requires_user_connection' => false,
			'default'                  => false,
		),
	);
}

/** @return string[] */
function orbit_blocks_active_modules(): array {
	$stored = get_option( ORBIT_BLOCKS_ACTIVE_MODULES_OPTION, null );
	if ( ! is_array( $stored ) ) {
		return array_keys( array_filter( wp_list_pluck( orbit_blocks_module_catalogue(), 'default' ) ) );
	}
	return array_values( array_intersect( array_map( 'strval', $stored ), array_keys( orbit_blocks_module_catalogue() ) ) );
}

function orbit_blocks_is_module_active( string $slug ): bool {
	return in_array( $slug, orbit_blocks_active_modules(), true );
}

/**
 * @return true|WP_Error
 */
function orbit_blocks_set_module_active( string $slug, bool $active ) {
	$catalogue = orbit_blocks_module_catalogue();
	if ( ! isset( $catalogue[ $slug ] ) ) {
		return new WP_Error( 'not_found', __( 'The requested module was not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
	}
	$module = $catalogue[ $slug ];
	if ( $active ) {
		$status = orbit_blocks_connection_status();
		if ( $module['requires_connection'] && ! $status['isActive'] ) {
			/* translators: %s: module name */
			return new WP_Error( 'not_connected', sprintf( __( 'Connect the site before you turn on %s.', 'orbit-blocks' ), $module['name'] ), array( 'status' => 400 ) );
		}
		if ( $module['requires_user_connection'] && ! $status['isUserConnected'] ) {
			/* translators: %s: module name */
			return new WP_Error( 'not_user_connected', sprintf( __( 'Connect your account before you turn on %s.', 'orbit-blocks' ), $module['name'] ), array( 'status' => 400 ) );
		}
	}
	$modules = array_diff( orbit_blocks_active_modules(), array( $slug ) );
	if ( $active ) {
		$modules[] = $slug;
	}
	update_option( ORBIT_BLOCKS_ACTIVE_MODULES_OPTION, array_values( $modules ) );
	return true;
}

/**
 * @return array<string, array<string, mixed>> module/all, keyed by slug.
 */
function orbit_blocks_module_list(): array {
	$list = array();
	foreach ( orbit_blocks_module_catalogue() as $slug => $module ) {
		$list[ $slug ] = array(
			'module'                   => $slug,
			'name'                     => $module['name'],
			'description'              => $module['description'],
			'activated'                => orbit_blocks_is_module_active( $slug ),
			'requires_connection'      => $module['requires_connection'],
			'requires_user_connection' => $module['requires_user_connection'],
		);
	}
	return $list;
}
