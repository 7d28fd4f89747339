<?php
/**
 * Enqueues the editor script (with the dependencies and version that the
 * build wrote into editor.asset.php) and hands it the editor state.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The state the editor script reads as window.orbitBlocksEditorState
 * (shared/editor-state.ts).
 */
function orbit_blocks_editor_state(): array {
	$connection = get_option( 'orbit_blocks_connection', array() );
	$connection = is_array( $connection ) ? $connection : array();
	return array(
		'siteType'        => 'jetpack',
		'plan'            => apply_filters( 'orbit_blocks_site_plan', null ),
		'connection'      => array(
			'isRegistered'      => ! empty( $connection['isRegistered'] ),
			'isUserConnected'   => ! empty( $connection['isUserConnected'] ),
			'hasConnectedOwner' => ! empty( $connection['hasConnectedOwner'] ),
		),
		'availableBlocks' => (object) orbit_blocks_available_blocks(),
		'betaBlocks'      => orbit_blocks_beta_enabled(),
	);
}

function orbit_blocks_enqueue_editor_assets(): void {
	$asset = require ORBIT_BLOCKS_BUILD_DIR . '/editor.asset.php';
	wp_enqueue_script(
		'orbit-blocks-editor',
		ORBIT_BLOCKS_BUILD_URL . '/editor.js',
		$asset['dependencies'],
		$asset['version'],
		true
	);
	wp_set_script_translations( 'orbit-blocks-editor', 'orbit-blocks' );
	wp_add_inline_script(
		'orbit-blocks-editor',
		'window.orbitBlocksEditorState = ' . wp_json_encode( orbit_blocks_editor_state() ) . ';',
		'before'
	);
	if ( file_exists( ORBIT_BLOCKS_BUILD_DIR . '/editor.css' ) ) {
		wp_enqueue_style(
			'orbit-blocks-editor',
			ORBIT_BLOCKS_BUILD_URL . '/editor.css',
			array( 'wp-components' ),
			$asset['version']
		);
	}
}
add_action( 'enqueue_block_editor_assets', 'orbit_blocks_enqueue_editor_assets' );
