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
	$file = download_url( $url, ORBIT_BLOCKS_HTTP_TIMEOUT * 3 );
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
