<?php
/**
 * A finished upload becomes a media library attachment, in the same request
 * as its last chunk: the file is checked (its content and name must be a
 * video type this site allows), moved into the uploads folder, made an
 * attachment of the uploader with a VideoPress guid (8 alphanumerics, post
 * meta videopress_guid: the local provider, includes/rest/video.php, finds
 * videos by it), and its metadata (width, height, length) is read.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The attachment id with this VideoPress guid, or 0. */
function orbit_blocks_attachment_by_guid( string $guid ): int {
	$ids = get_posts(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'any',
			'meta_key'       => 'videopress_guid', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value'     => $guid, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			'fields'         => 'ids',
			'posts_per_page' => 1,
		)
	);
	return $ids ? (int) $ids[0] : 0;
}

/** A new VideoPress-style guid: 8 alphanumerics, unused on this site. */
function orbit_blocks_new_video_guid(): string {
	do {
		$guid = wp_generate_password( 8, false, false );
	} while ( orbit_blocks_attachment_by_guid( $guid ) );
	return $guid;
}

/** The file name to keep: the client's, with a video extension this site allows. */
function orbit_blocks_video_upload_filename( array $metadata ): string {
	$name    = sanitize_file_name( (string) ( $metadata['filename'] ?? '' ) );
	$name    = '' === $name ? 'video' : $name;
	$checked = wp_check_filetype( $name );
	if ( ! $checked['ext'] || 0 !== strpos( (string) $checked['type'], 'video/' ) ) {
		$name .= 'video/webm' === ( $metadata['filetype'] ?? '' ) ? '.webm' : '.mp4';
	}
	return $name;
}

/**
 * Turns the complete file at $source into an attachment owned by $user_id.
 *
 * @return array|WP_Error { guid, media_id, src }, or why not (Invalid Mime: not a video)
 */
function orbit_blocks_video_upload_adopt( string $source, array $metadata, int $user_id ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	$name    = orbit_blocks_video_upload_filename( $metadata );
	$checked = wp_check_filetype_and_ext( $source, $name );
	if ( ! $checked['type'] || 0 !== strpos( (string) $checked['type'], 'video/' ) ) {
		// The client shows its own text for this message (spec 3 section 8).
		return new WP_Error( 'invalid_mime', 'Invalid Mime', array( 'status' => 400 ) );
	}
	if ( $checked['proper_filename'] ) {
		$name = $checked['proper_filename'];
	}
	$uploads = wp_upload_dir();
	if ( ! empty( $uploads['error'] ) ) {
		return new WP_Error( 'upload_dir', $uploads['error'], array( 'status' => 500 ) );
	}
	$filename = wp_unique_filename( $uploads['path'], $name );
	$target   = $uploads['path'] . '/' . $filename;
	// Same file system (the default folder is in uploads): a move. Else a copy.
	// phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename, WordPress.PHP.NoSilencedErrors.Discouraged
	if ( ! @rename( $source, $target ) ) {
		if ( ! copy( $source, $target ) ) {
			return new WP_Error( 'move_failed', __( 'The video could not be added to the media library.', 'orbit-blocks' ), array( 'status' => 500 ) );
		}
		wp_delete_file( $source );
	}
	// Uploaded files get the uploads folder's permissions, as wp_handle_upload gives them.
	$stat = stat( dirname( $target ) );
	chmod( $target, $stat['mode'] & 0000666 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod
	$title         = preg_replace( '/\.[^.]+$/', '', (string) ( $metadata['filename'] ?? $filename ) );
	$attachment_id = wp_insert_attachment(
		array(
			'post_title'     => sanitize_text_field( (string) $title ),
			'post_mime_type' => $checked['type'],
			'post_status'    => 'inherit',
			'post_author'    => $user_id,
		),
		$target,
		0,
		true
	);
	if ( is_wp_error( $attachment_id ) ) {
		wp_delete_file( $target );
		return $attachment_id;
	}
	$guid = orbit_blocks_new_video_guid();
	update_post_meta( $attachment_id, 'videopress_guid', $guid );
	$attachment_metadata = wp_generate_attachment_metadata( $attachment_id, $target );
	wp_update_attachment_metadata( $attachment_id, is_array( $attachment_metadata ) && $attachment_metadata ? $attachment_metadata : array( 'filesize' => filesize( $target ) ) );
	return array(
		'guid'     => $guid,
		'media_id' => $attachment_id,
		'src'      => (string) wp_get_attachment_url( $attachment_id ),
	);
}
