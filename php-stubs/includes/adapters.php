<?php
/**
 * The adapters: the code that calls third-party services' real APIs once
 * their settings are filled in (includes/settings.php). One file a service
 * in includes/adapters/.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/adapters/http.php';
require_once __DIR__ . '/adapters/settings-link.php';
require_once __DIR__ . '/adapters/mailchimp.php';
require_once __DIR__ . '/adapters/stripe.php';
require_once __DIR__ . '/adapters/openverse.php';
require_once __DIR__ . '/adapters/pexels.php';
require_once __DIR__ . '/adapters/stock-photos.php';
require_once __DIR__ . '/adapters/giphy.php';
require_once __DIR__ . '/adapters/ai-images.php';
require_once __DIR__ . '/adapters/instagram.php';
require_once __DIR__ . '/adapters/google-photos.php';
require_once __DIR__ . '/adapters/mapkit.php';
