<?php
/**
 * Counts a visitor's visits for the repeat-visitor block, in a first-party
 * cookie (orbit_blocks_visits, one year, HttpOnly, SameSite=Lax) that only
 * pages holding that block set: a site that does not use the block sets no
 * cookie. The count goes up once per page view, so the first view is visit
 * 1, and every block of the page reads the same count. Such pages differ per
 * visitor, so they are sent with no-cache headers that keep page caches from
 * serving one visitor's version to another.
 *
 * Wherever the block renders: a single view, the blog home, an archive or a
 * search (the main query's posts), a synced pattern in any of them
 * (core/block, followed to its wp_block post), a block theme's template or
 * template part. The page's posts are read on template_redirect, before any
 * output, so the headers go out with the count; anything else counts when
 * the block first renders, which in a block theme is before output too
 * (template-canvas.php renders the whole template first). Only a classic
 * theme's own template or widget printing the block after the header has
 * gone out counts without the cookie or the headers (docs/decisions.md,
 * "Visits counted wherever the repeat-visitor block renders").
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

/**
 * Whether block markup holds a repeat-visitor block, itself or in a synced
 * pattern it references (followed once each, so a pattern that references
 * itself ends).
 *
 * @param string     $content block markup.
 * @param array<int> $seen    the synced patterns already read.
 */
function orbit_blocks_markup_has_repeat_visitor( string $content, array &$seen = array() ): bool {
	if ( has_block( 'jetpack/repeat-visitor', $content ) ) {
		return true;
	}
	if ( false === strpos( $content, '<!-- wp:block ' ) ) {
		return false;
	}
	$blocks = parse_blocks( $content );
	while ( $blocks ) {
		$block = array_shift( $blocks );
		if ( ! empty( $block['innerBlocks'] ) ) {
			array_push( $blocks, ...$block['innerBlocks'] );
		}
		$ref = isset( $block['attrs']['ref'] ) ? (int) $block['attrs']['ref'] : 0;
		if ( 'core/block' !== $block['blockName'] || $ref <= 0 || in_array( $ref, $seen, true ) ) {
			continue;
		}
		$seen[]  = $ref;
		$pattern = get_post( $ref );
		if ( $pattern && 'wp_block' === $pattern->post_type && orbit_blocks_markup_has_repeat_visitor( (string) $pattern->post_content, $seen ) ) {
			return true;
		}
	}
	return false;
}

/** Whether one of the main query's posts (the page's, on any view) holds the block. */
function orbit_blocks_query_has_repeat_visitor(): bool {
	global $wp_query;
	$seen = array();
	foreach ( (array) ( $wp_query->posts ?? array() ) as $post ) {
		if ( isset( $post->post_content ) && orbit_blocks_markup_has_repeat_visitor( (string) $post->post_content, $seen ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether this request is a visitor's page view: the front end's template
 * is being chosen or printed (template_redirect has run), not a feed, the
 * robots file, a trackback or the favicon. A REST
 * request (the editor's previews of a block, the posts' rendered content)
 * never runs template_redirect.
 */
function orbit_blocks_is_page_view(): bool {
	if ( did_action( 'template_redirect' ) < 1 || is_feed() || is_robots() || is_trackback() || ( function_exists( 'is_favicon' ) && is_favicon() ) ) {
		return false;
	}
	// A browser's own requests for a page's resources are not views: its
	// favicon (which WordPress answers with the home page's query when the
	// site has plain links) says Sec-Fetch-Dest: image. A page opened, or
	// framed, says document or iframe; other clients send no such header.
	$destination = isset( $_SERVER['HTTP_SEC_FETCH_DEST'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_SEC_FETCH_DEST'] ) ) : '';
	return in_array( $destination, array( '', 'document', 'iframe' ), true );
}

/**
 * Counts this page view, once: the count goes up, the page is marked
 * no-cache and the cookie set, while the headers can still be sent.
 */
function orbit_blocks_count_visit(): void {
	global $orbit_blocks_visit_count;
	if ( isset( $orbit_blocks_visit_count ) ) {
		return;
	}
	$orbit_blocks_visit_count = orbit_blocks_visit_count() + 1;
	if ( headers_sent() ) {
		return;
	}
	nocache_headers();
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

/** On template_redirect: counts a page whose posts hold the block, before any output. */
function orbit_blocks_count_visit_of_query(): void {
	if ( orbit_blocks_is_page_view() && orbit_blocks_query_has_repeat_visitor() ) {
		orbit_blocks_count_visit();
	}
}
add_action( 'template_redirect', 'orbit_blocks_count_visit_of_query' );

/**
 * The count a rendering repeat-visitor block reads (blocks/repeat-visitor/
 * render.php): on a page view, this view counted first if nothing counted
 * it yet (a block theme's template or template part).
 */
function orbit_blocks_visit_count_for_block(): int {
	if ( orbit_blocks_is_page_view() ) {
		orbit_blocks_count_visit();
	}
	return orbit_blocks_visit_count();
}
