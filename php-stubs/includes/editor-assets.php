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
	$plan = orbit_blocks_site_plan();
	return array(
		'siteType'          => 'jetpack',
		'plan'              => array(
			'product_slug'       => $plan['product_slug'],
			'product_name_short' => $plan['product_name_short'],
		),
		'connection'        => orbit_blocks_connection_status(),
		// The AI status for this user, so that the editor shows an
		// over-limit or turned-off banner at once (store/ai/reducer.ts).
		'aiFeature'         => orbit_blocks_ai_feature(),
		'availableBlocks'   => (object) orbit_blocks_available_blocks(),
		'betaBlocks'        => orbit_blocks_beta_enabled(),
		'api'               => array(
			'root'  => esc_url_raw( rest_url() ),
			'nonce' => wp_create_nonce( 'wp_rest' ),
		),
		'registrationNonce' => wp_create_nonce( ORBIT_BLOCKS_REGISTRATION_NONCE ),
		'user'              => array(
			'id'               => get_current_user_id(),
			'canManageOptions' => current_user_can( 'manage_options' ),
		),
		// Keys what the editor caches per site and user (the AI token); the
		// site's language (get_locale(): the site's, where <html lang> in
		// wp-admin is the user's) comes first in the AI language lists.
		'site'              => array(
			'homeUrl' => esc_url_raw( home_url( '/' ) ),
			'blogId'  => get_current_blog_id(),
			'locale'  => get_locale(),
		),
		'tracking'          => orbit_blocks_tracking_state(),
		'services'          => (object) orbit_blocks_services(),
		// Which services are set up (booleans only), and where an
		// administrator sets them up: blocks say what is missing.
		'configured'        => (object) orbit_blocks_services_configured(),
		'settingsUrl'       => esc_url_raw( orbit_blocks_settings_url() ),
		// The site's payment records (Tools → Payments), for administrators.
		'paymentsUrl'       => current_user_can( 'manage_options' ) ? esc_url_raw( admin_url( 'tools.php?page=orbit-blocks-payments' ) ) : '',
		'videoUploads'      => orbit_blocks_video_upload_editor_state(),
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
	orbit_blocks_prefetch_edit_chunks();
	// The blocks' edit code and the panels are chunks webpack loads on
	// demand; their strings are set before editor.js runs
	// (includes/chunk-translations.php).
	orbit_blocks_add_chunk_translations( 'orbit-blocks-editor' );
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
		// The build writes editor-rtl.css beside it; WordPress swaps it in
		// for right-to-left users.
		wp_style_add_data( 'orbit-blocks-editor', 'rtl', 'replace' );
	}
}
add_action( 'enqueue_block_editor_assets', 'orbit_blocks_enqueue_editor_assets' );
