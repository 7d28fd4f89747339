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

require_once __DIR__ . '/business-hours.php';
