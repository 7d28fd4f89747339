<?php
/**
 * Which image may become a video's poster (POST rest/v1.1/videos/<guid>/poster
 * { poster_attachment_id }): an image attachment the user may read. Without
 * the read check, an author could name an image attached to someone's private
 * post and have its address published as their video's poster.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * @return true|WP_Error
 */
function orbit_blocks_video_poster_allowed( int $poster_id ) {
	if ( ! wp_attachment_is_image( $poster_id ) ) {
		return new WP_Error( 'invalid_poster', __( 'The poster must be an image.', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	if ( ! current_user_can( 'read_post', $poster_id ) ) {
		return new WP_Error( 'forbidden', __( 'Sorry, you are not allowed to use this image.', 'orbit-blocks' ), array( 'status' => 403 ) );
	}
	return true;
}
