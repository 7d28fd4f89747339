<?php
/**
 * What went wrong with a service, for administrators only: a line in
 * WordPress's debug log (wp-content/debug.log, or PHP's error_log) when the
 * site has WP_DEBUG and WP_DEBUG_LOG on. Visitors and authors get a
 * translated, generic message instead: a service's own words (Stripe's
 * message, curl's error with an internal address) never reach them
 * (issue 36, finding 8).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** Logs a service's error detail when the site keeps a debug log. */
function orbit_blocks_debug_log( string $service, string $detail ): void {
	if ( ! ( defined( 'WP_DEBUG' ) && WP_DEBUG && defined( 'WP_DEBUG_LOG' ) && WP_DEBUG_LOG ) ) {
		return;
	}
	$line = trim( (string) preg_replace( '/\s+/', ' ', $detail ) );
	// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log, Squiz.PHP.DiscouragedFunctions.Discouraged, Generic.PHP.ForbiddenFunctions.Found -- the administrators' debug log.
	error_log( sprintf( 'Orbit Blocks: %s: %s', $service, substr( $line, 0, 500 ) ) );
}
