<?php
/**
 * Counts a visitor's visits for the repeat-visitor block, in a first-party
 * cookie (orbit_blocks_visits, one year, HttpOnly, SameSite=Lax) that only
 * pages holding that block set: a site that does not use the block sets no
 * cookie. The count goes up once per page view, before the page renders, so
 * the first view is visit 1. Such pages differ per visitor, so they are sent
 * with no-cache headers that keep page caches from serving one visitor's
 * version to another.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_VISITS_COOKIE = 'orbit_blocks_visits';

/** This request's visit count: the cookie, plus one if this page counted. */
function orbit_blocks_visit_count(): int {
	global $orbit_blocks_visit_count;
	if ( isset( $orbit_blocks_visit_count ) ) {
		return (int) $orbit_blocks_visit_count;
	}
	$cookie = isset( $_COOKIE[ ORBIT_BLOCKS_VISITS_COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ ORBIT_BLOCKS_VISITS_COOKIE ] ) ) : '';
	return ctype_digit( $cookie ) ? min( (int) $cookie, PHP_INT_MAX - 1 ) : 0;
}

function orbit_blocks_count_visit(): void {
	global $orbit_blocks_visit_count;
	if ( ! is_singular() || ! has_block( 'jetpack/repeat-visitor', get_queried_object() ) ) {
		return;
	}
	$orbit_blocks_visit_count = orbit_blocks_visit_count() + 1;
	nocache_headers();
	if ( ! headers_sent() ) {
		setcookie(
			ORBIT_BLOCKS_VISITS_COOKIE,
			(string) $orbit_blocks_visit_count,
			array(
				'expires'  => time() + YEAR_IN_SECONDS,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN,
				'secure'   => is_ssl(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
	}
}
add_action( 'template_redirect', 'orbit_blocks_count_visit' );
