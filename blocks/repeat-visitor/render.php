<?php
/**
 * Server render of jetpack/repeat-visitor: the saved inner content, or
 * nothing, for this visitor (blocks/repeat-visitor/visibility.ts has the
 * same rule). The visit count comes from includes/visit-counter.php, which
 * counts this page view here if nothing counted it before (a block theme's
 * template or template part).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

$criteria  = ( $attributes['criteria'] ?? '' ) === 'before-visits' ? 'before-visits' : 'after-visits';
$threshold = isset( $attributes['threshold'] ) && is_numeric( $attributes['threshold'] ) && (int) $attributes['threshold'] > 0
	? (int) $attributes['threshold']
	: 3;
$repeat    = orbit_blocks_visit_count_for_block() > $threshold;
$visible   = 'after-visits' === $criteria ? $repeat : ! $repeat;
echo $visible ? $content : '';
