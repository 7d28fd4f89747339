<?php
/**
 * Functions of jetpack/simple-payments' visitor markup (render.php beside
 * this file, which loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the block's featuredMediaId may be printed with the product: an
 * image attachment that is the product's own (attached to it), or one the
 * post's author may read. A contributor cannot publish an image attached to
 * a private post by naming its id (issue 36, finding 6).
 */
function orbit_blocks_simple_payments_image_allowed( int $media_id, WP_Post $product, int $post_id ): bool {
	$media = $media_id > 0 ? get_post( $media_id ) : null;
	if ( ! $media || 'attachment' !== $media->post_type || ! wp_attachment_is_image( $media_id ) ) {
		return false;
	}
	if ( (int) $media->post_parent === (int) $product->ID ) {
		return true;
	}
	$post   = $post_id > 0 ? get_post( $post_id ) : null;
	$author = $post ? (int) $post->post_author : 0;
	return $author > 0 && user_can( $author, 'read_post', $media_id );
}
