<?php
/**
 * What the stock photo adapters (Openverse, Pexels) share: their errors as
 * people read them, and the copy of a chosen image into the media library.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The image types the copy accepts, by MIME type: the file's extension. */
const ORBIT_BLOCKS_STOCK_PHOTO_TYPES = array(
	'image/jpeg' => 'jpg',
	'image/png'  => 'png',
	'image/gif'  => 'gif',
	'image/webp' => 'webp',
);

/**
 * The largest image the external media copy downloads, in bytes:
 * ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_BYTES, else the largest file the site
 * takes as an upload (wp_max_upload_size()); the filter
 * orbit_blocks_external_media_max_bytes changes it.
 */
function orbit_blocks_external_media_max_bytes(): int {
	$bytes = defined( 'ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_BYTES' ) && ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_BYTES > 0
		? (int) ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_BYTES
		: (int) wp_max_upload_size();
	return max( 1, (int) apply_filters( 'orbit_blocks_external_media_max_bytes', $bytes ) );
}

/**
 * Downloads an image into a temporary file, reading at most
 * orbit_blocks_external_media_max_bytes() of the answer: the file, or why
 * not (413 file_too_large when the answer is larger, as its Content-Length
 * says or as it arrives; http_<status> with data.code for an answer other
 * than 200; the HTTP API's error when nothing came). $args go to the HTTP
 * API (headers, redirection); $safe uses wp_safe_remote_get (no private
 * hosts), for addresses a service gave.
 *
 * @return string|WP_Error
 */
function orbit_blocks_external_media_download( string $url, array $args = array(), bool $safe = true ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	$max  = orbit_blocks_external_media_max_bytes();
	$file = wp_tempnam( wp_basename( (string) wp_parse_url( $url, PHP_URL_PATH ) ) );
	if ( ! $file ) {
		return new WP_Error( 'http_no_file', __( 'Could not create a temporary file.', 'orbit-blocks' ), array( 'status' => 500 ) );
	}
	$args     = array_merge(
		array( 'timeout' => ORBIT_BLOCKS_HTTP_TIMEOUT * 3 ),
		$args,
		array(
			'stream'              => true,
			'filename'            => $file,
			// One byte more than allowed: a file of that size was cut.
			'limit_response_size' => $max + 1,
		)
	);
	$response = $safe ? wp_safe_remote_get( $url, $args ) : wp_remote_get( $url, $args );
	if ( is_wp_error( $response ) ) {
		wp_delete_file( $file );
		return $response;
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	if ( 200 !== $status ) {
		wp_delete_file( $file );
		return new WP_Error( 'http_' . $status, trim( (string) wp_remote_retrieve_response_message( $response ) ), array( 'code' => $status ) );
	}
	clearstatcache( true, $file );
	$declared = wp_remote_retrieve_header( $response, 'content-length' );
	if ( (int) filesize( $file ) > $max || ( is_numeric( $declared ) && (int) $declared > $max ) ) {
		wp_delete_file( $file );
		return new WP_Error(
			'file_too_large',
			sprintf(
				/* translators: %s: the largest image the site copies, like "8 MB" */
				__( 'This image is too large to copy: the largest this site takes is %s.', 'orbit-blocks' ),
				size_format( $max, 1 )
			),
			array( 'status' => 413 )
		);
	}
	return $file;
}

/** A failed answer of a stock photo service, naming the setting when the key was refused. */
function orbit_blocks_stock_photos_error( array $response, string $service, string $key_field ): WP_Error {
	$status = $response['status'];
	if ( ( 401 === $status || 403 === $status ) && '' !== $key_field ) {
		/* translators: 1: a service, e.g. Pexels; 2: a setting's name */
		$message = sprintf( __( '%1$s refused the request: check the %2$s in Settings → Orbit Blocks.', 'orbit-blocks' ), $service, orbit_blocks_adapter_setting_label( $key_field ) );
	} elseif ( 404 === $status ) {
		return new WP_Error( 'rest_not_found', __( 'The media item was not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
	} elseif ( orbit_blocks_http_is_transient( $status ) ) {
		/* translators: %s: a service, e.g. Pexels */
		$message = sprintf( __( '%s could not be reached or is busy. Please try again later.', 'orbit-blocks' ), $service );
	} else {
		/* translators: %s: a service, e.g. Pexels */
		$message = sprintf( __( '%s refused the request.', 'orbit-blocks' ), $service );
	}
	return new WP_Error( 'external_media_unavailable', $message, array( 'status' => orbit_blocks_http_is_transient( $status ) ? 503 : 502 ) );
}

/**
 * Downloads an image and adds it to the media library; anything that is not
 * a JPEG, PNG, GIF or WebP image is refused.
 *
 * @return int|WP_Error the attachment's id
 */
function orbit_blocks_stock_photo_sideload( string $url, string $name, string $title, string $caption, int $post_id ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$file = orbit_blocks_external_media_download( $url );
	if ( is_wp_error( $file ) ) {
		return $file;
	}
	return orbit_blocks_stock_photo_add_file( $file, $name, $title, $caption, $post_id );
}

/**
 * Adds a downloaded file to the media library when it is a JPEG, PNG, GIF
 * or WebP image (the file is removed otherwise).
 *
 * @return int|WP_Error the attachment's id
 */
function orbit_blocks_stock_photo_add_file( string $file, string $name, string $title, string $caption, int $post_id ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	// A network's upload space (includes/upload-space.php).
	$space = orbit_blocks_upload_space_error( (int) filesize( $file ) );
	if ( $space ) {
		wp_delete_file( $file );
		return $space;
	}
	// The bytes decide, not the address or the service's headers.
	$mime = (string) wp_get_image_mime( $file );
	if ( ! isset( ORBIT_BLOCKS_STOCK_PHOTO_TYPES[ $mime ] ) ) {
		wp_delete_file( $file );
		return new WP_Error( 'rest_upload_unsupported_type', __( 'Only images can be copied into the media library.', 'orbit-blocks' ), array( 'status' => 415 ) );
	}
	$attachment_id = media_handle_sideload(
		array(
			'name'     => sanitize_file_name( $name . '.' . ORBIT_BLOCKS_STOCK_PHOTO_TYPES[ $mime ] ),
			'tmp_name' => $file,
		),
		$post_id,
		$title,
		array( 'post_excerpt' => $caption )
	);
	if ( is_wp_error( $attachment_id ) ) {
		wp_delete_file( $file );
	}
	return $attachment_id;
}

/**
 * What a copy saves of one chosen item (every source of the external media
 * copy: stock photos, Google Photos, the development stand-in): the title
 * and caption the author typed (plain text), else the source's; the post to
 * attach it to when the user may edit that post, else none.
 *
 * @param array  $meta    The item's entry of the request's media list.
 * @param int    $post_id The request's post_id.
 * @param string $title   The source's title.
 * @param string $caption The source's caption.
 * @return array{title: string, caption: string, parent: int}
 */
function orbit_blocks_external_media_copy_fields( array $meta, int $post_id, string $title, string $caption ): array {
	return array(
		'title'   => isset( $meta['title'] ) && '' !== $meta['title'] ? sanitize_text_field( (string) $meta['title'] ) : $title,
		'caption' => isset( $meta['caption'] ) && '' !== $meta['caption'] ? sanitize_text_field( (string) $meta['caption'] ) : $caption,
		'parent'  => $post_id > 0 && current_user_can( 'edit_post', $post_id ) ? $post_id : 0,
	);
}

/** One item's answer in the copy route's list when it was not copied: its errors by code. */
function orbit_blocks_external_media_copy_error( WP_Error $error ): array {
	return array( 'errors' => array( $error->get_error_code() => array( $error->get_error_message() ) ) );
}

/**
 * One item's answer in the copy route's list: the new attachment (its alt
 * text set to the title), or its errors.
 *
 * @param int|WP_Error $attachment_id The attachment, or why it was not made.
 * @param array        $fields        From orbit_blocks_external_media_copy_fields().
 */
function orbit_blocks_external_media_copied( $attachment_id, array $fields ): array {
	if ( is_wp_error( $attachment_id ) ) {
		return orbit_blocks_external_media_copy_error( $attachment_id );
	}
	update_post_meta( $attachment_id, '_wp_attachment_image_alt', $fields['title'] );
	return array(
		'ID'      => $attachment_id,
		'URL'     => (string) wp_get_attachment_url( $attachment_id ),
		'alt'     => $fields['title'],
		'caption' => $fields['caption'],
	);
}

/*
 * The settings screen's "Test" for the media section: each configured
 * source answers one search; Google checks the OAuth client.
 */
add_filter(
	'orbit_blocks_settings_test_media',
	static function ( $outcome ) {
		if ( is_array( $outcome ) ) {
			return $outcome;
		}
		$checks = array();
		if ( orbit_blocks_pexels_configured() ) {
			$checks['Pexels'] = orbit_blocks_pexels_search( 'nature', 1, 1 );
		}
		if ( orbit_blocks_openverse_enabled() ) {
			$checks['Openverse'] = orbit_blocks_openverse_search( 'nature', 1, 1 );
		}
		if ( orbit_blocks_google_photos_configured() ) {
			$checks['Google Photos'] = orbit_blocks_google_photos_check_client();
		}
		if ( ! $checks ) {
			return array(
				'ok'      => false,
				'message' => __( 'Turn on Openverse, enter a Pexels API key or a Google Photos OAuth client first.', 'orbit-blocks' ),
			);
		}
		$messages = array();
		$ok       = true;
		foreach ( $checks as $service => $result ) {
			$ok         = $ok && ! is_wp_error( $result );
			/* translators: %s: a service, e.g. Pexels */
			$messages[] = is_wp_error( $result ) ? $result->get_error_message() : sprintf( __( '%s answered.', 'orbit-blocks' ), $service );
		}
		return array(
			'ok'      => $ok,
			'message' => implode( ' ', $messages ),
		);
	}
);
