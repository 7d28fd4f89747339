<?php
/**
 * Plugin Name:       Orbit Blocks
 * Description:       Editor blocks and extensions: AI assistant, forms, payments, newsletter, media, video, maps and embeds.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Update URI:        false
 * Text Domain:       orbit-blocks
 * Domain Path:       /languages
 *
 * Why: docs/decisions.md, "Plugin header: License URI and Update URI".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

define( 'ORBIT_BLOCKS_VERSION', '0.1.0' );
define( 'ORBIT_BLOCKS_DIR', __DIR__ );
define( 'ORBIT_BLOCKS_URL', plugin_dir_url( __FILE__ ) );
define( 'ORBIT_BLOCKS_BUILD_DIR', __DIR__ . '/build' );
define( 'ORBIT_BLOCKS_BUILD_URL', ORBIT_BLOCKS_URL . 'build' );

if ( ! file_exists( ORBIT_BLOCKS_BUILD_DIR . '/editor.asset.php' ) ) {
	add_action(
		'admin_notices',
		static function () {
			echo '<div class="notice notice-error"><p>'
				. esc_html__( 'Orbit Blocks: run npm run build (the editor script is not built yet).', 'orbit-blocks' )
				. '</p></div>';
		}
	);
	return;
}

require_once __DIR__ . '/includes/lock.php';
require_once __DIR__ . '/includes/debug-log.php';
require_once __DIR__ . '/includes/client-address.php';
require_once __DIR__ . '/includes/capabilities.php';
require_once __DIR__ . '/includes/upload-space.php';
require_once __DIR__ . '/includes/closed-folder.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/settings-rules.php';
require_once __DIR__ . '/includes/ai/address.php';
require_once __DIR__ . '/includes/settings-migrate.php';
require_once __DIR__ . '/includes/settings-page.php';
require_once __DIR__ . '/includes/adapters.php';
require_once __DIR__ . '/includes/color.php';
require_once __DIR__ . '/includes/connection.php';
require_once __DIR__ . '/includes/modules.php';
require_once __DIR__ . '/includes/plans.php';
require_once __DIR__ . '/includes/available-blocks.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/inline-block-styles.php';
require_once __DIR__ . '/includes/visit-counter.php';
require_once __DIR__ . '/includes/services.php';
require_once __DIR__ . '/includes/view-data.php';
require_once __DIR__ . '/includes/inner-blocks.php';
require_once __DIR__ . '/includes/chunk-translations.php';
require_once __DIR__ . '/includes/edit-prefetch.php';
require_once __DIR__ . '/includes/editor-assets.php';
require_once __DIR__ . '/includes/rest/routes.php';

// The development stand-ins (stand-ins/README.md): only under the wp-config
// constant ORBIT_BLOCKS_LOCAL_SERVICES, and never in the plugin zip.
if ( orbit_blocks_local_services_enabled() && file_exists( __DIR__ . '/stand-ins/load.php' ) ) {
	require_once __DIR__ . '/stand-ins/load.php';
}

// The site registers itself with its own account service (includes/connection.php).
register_activation_hook( __FILE__, 'orbit_blocks_register_on_activation' );
