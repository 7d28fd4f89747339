<?php
/**
 * Settings → Orbit Blocks: the admin screen (administrators only) where the
 * site's services are set up. The page is a mount point; the screen itself
 * is React (src/settings/, built to build/settings.js), loaded only on this
 * page, and talks to orbit-blocks/v1/settings (includes/rest/settings.php).
 * The plugins list links to it.
 *
 * On multisite, Network Admin → Settings → Orbit Blocks (network
 * administrators only, manage_network_options) is the same screen in its
 * network mode (the mount point's data-scope="network"): the AI card of the
 * network (rest/network-settings.php) and AI usage per site. The network's
 * plugins list links there.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_SETTINGS_PAGE         = 'orbit-blocks';
const ORBIT_BLOCKS_NETWORK_SETTINGS_PAGE = 'orbit-blocks-network';

/**
 * Loads the settings screen's script and style on the admin page $hook
 * (the hook suffix add_options_page() or add_submenu_page() returned), and
 * on no other page.
 *
 * @param string|false $hook The page's hook suffix; false when the user may not see it.
 */
function orbit_blocks_enqueue_settings_screen_on( $hook ): void {
	if ( ! $hook ) {
		return;
	}
	add_action(
		'admin_enqueue_scripts',
		static function ( $current ) use ( $hook ): void {
			if ( $current === $hook ) {
				orbit_blocks_enqueue_settings_screen();
			}
		}
	);
}

add_action(
	'admin_menu',
	static function (): void {
		$hook = add_options_page(
			__( 'Orbit Blocks', 'orbit-blocks' ),
			__( 'Orbit Blocks', 'orbit-blocks' ),
			'manage_options',
			ORBIT_BLOCKS_SETTINGS_PAGE,
			'orbit_blocks_render_settings_page'
		);
		orbit_blocks_enqueue_settings_screen_on( $hook );
	}
);

add_action(
	'network_admin_menu',
	static function (): void {
		$hook = add_submenu_page(
			'settings.php',
			__( 'Orbit Blocks', 'orbit-blocks' ),
			__( 'Orbit Blocks', 'orbit-blocks' ),
			'manage_network_options',
			ORBIT_BLOCKS_NETWORK_SETTINGS_PAGE,
			'orbit_blocks_render_network_settings_page'
		);
		orbit_blocks_enqueue_settings_screen_on( $hook );
	}
);

function orbit_blocks_render_network_settings_page(): void {
	if ( ! is_multisite() || ! current_user_can( 'manage_network_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'orbit-blocks' ), 403 );
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Orbit Blocks for the network', 'orbit-blocks' ) . '</h1>';
	echo '<div id="orbit-blocks-settings" data-scope="network"><p>' . esc_html__( 'Loading settings…', 'orbit-blocks' ) . '</p></div>';
	echo '<noscript><p>' . esc_html__( 'This screen needs JavaScript.', 'orbit-blocks' ) . '</p></noscript></div>';
}

function orbit_blocks_render_settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'orbit-blocks' ), 403 );
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Orbit Blocks', 'orbit-blocks' ) . '</h1>';
	echo '<div id="orbit-blocks-settings"><p>' . esc_html__( 'Loading settings…', 'orbit-blocks' ) . '</p></div>';
	echo '<noscript><p>' . esc_html__( 'This screen needs JavaScript.', 'orbit-blocks' ) . '</p></noscript></div>';
}

function orbit_blocks_enqueue_settings_screen(): void {
	$asset_file = ORBIT_BLOCKS_BUILD_DIR . '/settings.asset.php';
	if ( ! file_exists( $asset_file ) ) {
		return;
	}
	$asset = require $asset_file;
	wp_enqueue_script(
		'orbit-blocks-settings',
		ORBIT_BLOCKS_BUILD_URL . '/settings.js',
		$asset['dependencies'],
		$asset['version'],
		true
	);
	wp_set_script_translations( 'orbit-blocks-settings', 'orbit-blocks' );
	wp_enqueue_style( 'wp-components' );
	if ( file_exists( ORBIT_BLOCKS_BUILD_DIR . '/settings.css' ) ) {
		wp_enqueue_style( 'orbit-blocks-settings', ORBIT_BLOCKS_BUILD_URL . '/settings.css', array( 'wp-components' ), $asset['version'] );
		// settings-rtl.css, from the build, for right-to-left users.
		wp_style_add_data( 'orbit-blocks-settings', 'rtl', 'replace' );
	}
}

/**
 * The plugins screen's Settings link to $url, first in the plugin's links,
 * for a user with $capability.
 *
 * @param string[] $links      The plugin's action links.
 * @param string   $capability What the settings screen needs.
 * @param string   $url        The settings screen's address.
 * @return string[]
 */
function orbit_blocks_add_settings_link( array $links, string $capability, string $url ): array {
	if ( current_user_can( $capability ) ) {
		array_unshift(
			$links,
			sprintf( '<a href="%s">%s</a>', esc_url( $url ), esc_html__( 'Settings', 'orbit-blocks' ) )
		);
	}
	return $links;
}

add_filter(
	'plugin_action_links_' . plugin_basename( ORBIT_BLOCKS_DIR . '/orbit-blocks.php' ),
	static fn( array $links ): array => orbit_blocks_add_settings_link( $links, 'manage_options', orbit_blocks_settings_url() )
);

add_filter(
	'network_admin_plugin_action_links_' . plugin_basename( ORBIT_BLOCKS_DIR . '/orbit-blocks.php' ),
	static fn( array $links ): array => orbit_blocks_add_settings_link( $links, 'manage_network_options', orbit_blocks_network_settings_url() )
);
