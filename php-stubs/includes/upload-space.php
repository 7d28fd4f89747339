<?php
/**
 * A network's upload space (multisite): what the plugin adds to a site's
 * uploads outside WordPress's own upload paths (a resumable video upload,
 * an external media copy) is checked against the site's quota as
 * WordPress checks an upload (check_upload_size(), the media route's
 * check): a site over its quota, or without room for the file, is refused
 * with 507. A single site, or a network with the check off
 * (upload_space_check_disabled), has no quota.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Why the current site cannot take $bytes more in its uploads, or null when
 * it can.
 */
function orbit_blocks_upload_space_error( int $bytes ): ?WP_Error {
	if ( ! is_multisite() || get_site_option( 'upload_space_check_disabled' ) ) {
		return null;
	}
	// upload_is_user_over_quota() is an admin function, loaded by hand as the media route does.
	require_once ABSPATH . 'wp-admin/includes/ms.php';
	if ( upload_is_user_over_quota( false ) ) {
		return new WP_Error(
			'upload_quota_exceeded',
			__( 'This site has used all its upload space. Delete files from the media library before adding more.', 'orbit-blocks' ),
			array( 'status' => 507 )
		);
	}
	$left = max( 0, (int) get_upload_space_available() );
	if ( $bytes > $left ) {
		return new WP_Error(
			'upload_space_too_small',
			sprintf(
				/* translators: 1: the size of what is being added, 2: the upload space left (both like "12 MB") */
				__( 'Not enough upload space left on this site: %1$s needed, %2$s left. Delete files from the media library first.', 'orbit-blocks' ),
				size_format( $bytes, 1 ),
				size_format( $left, 1 )
			),
			array( 'status' => 507 )
		);
	}
	return null;
}
