<?php
/**
 * Functions of jetpack/instagram-gallery's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** A whole number attribute within [min, max], else its default. */
function orbit_blocks_instagram_range( $value, int $min, int $max, int $fallback ): int {
	if ( ! is_numeric( $value ) ) {
		return $fallback;
	}
	return max( $min, min( $max, (int) round( (float) $value ) ) );
}

/**
 * Whether the post showing the gallery may show this connection: its author
 * owns the connection, or may edit others' posts (an editor's post showing
 * an author's account). The same rule as the gallery route
 * (orbit_blocks_instagram_can_use(), includes/rest/instagram-gallery.php),
 * judged for the post's author rather than the visitor: a contributor who
 * types another user's token into a post shows visitors nothing.
 *
 * @param array{username: string, user_id: int} $connection
 */
function orbit_blocks_instagram_post_may_use( array $connection, int $post_id ): bool {
	$post = $post_id > 0 ? get_post( $post_id ) : null;
	if ( ! $post ) {
		return false;
	}
	$author = (int) $post->post_author;
	return $author > 0 && ( (int) $connection['user_id'] === $author || user_can( $author, 'edit_others_posts' ) );
}
