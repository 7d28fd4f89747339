<?php
/**
 * Stand-ins for the external media picker's libraries (spec 3 "External
 * media"; the routes wpcom/v2/external-media/list and /copy of
 * includes/rest/external-media.php), answering with no network while a
 * service has no real API set up here:
 *
 * - Google Photos (google_client_id, google_client_secret): a personal
 *   library of 30 photos with categories, dates (every 20 days back from
 *   today) and favourites, two videos (which cannot be copied here: a
 *   per-item error), and two albums. It answers authorization_required
 *   until the current user has approved the local consent page
 *   (google-photos-consent.php beside this file).
 * - Pexels (pexels_api_key) and Openverse (openverse_enabled): a stock
 *   catalogue of six images for each of the default search terms
 *   (mountain, ocean, river, clouds, pattern, abstract, sky), found by a
 *   search that names the term; public searches, no connection.
 *
 * The list pages by offset (page_handle); the copy saves the chosen
 * pictures into the media library. The pictures are small PNGs in
 * assets/external-media/ (drawn by tools/external-media-images.mjs; served
 * as static files, so a grid of thumbnails costs no PHP request each).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_EXTERNAL_MEDIA_TERMS      = array( 'mountain', 'ocean', 'river', 'clouds', 'pattern', 'abstract', 'sky' );
const ORBIT_BLOCKS_EXTERNAL_MEDIA_CATEGORIES = array( 'landscapes', 'pets', 'food', 'travel', 'flowers', 'people' );

// The routes hand a service without its real API to the catalogue below.
add_filter(
	'orbit_blocks_external_media_stand_in_list',
	static fn( $answer, string $service, WP_REST_Request $request ) => orbit_blocks_media_libraries_list( $service, $request ),
	10,
	3
);
add_filter(
	'orbit_blocks_external_media_stand_in_copy',
	static fn( $answer, string $service, WP_REST_Request $request ) => orbit_blocks_media_libraries_copy( $service, $request ),
	10,
	3
);

function orbit_blocks_external_media_connected( int $user_id = 0 ): bool {
	$user_id = $user_id ? $user_id : get_current_user_id();
	return $user_id > 0 && (int) get_user_meta( $user_id, ORBIT_BLOCKS_EXTERNAL_MEDIA_KEYRING, true ) > 0;
}

/** A picture's file name (without .png) in assets/external-media/. */
function orbit_blocks_external_media_image_url( string $file, string $size ): string {
	return ORBIT_BLOCKS_URL . 'assets/external-media/' . $file . ( 'thumb' === $size ? '-thumb' : '' ) . '.png';
}

function orbit_blocks_external_media_image_path( string $file ): string {
	return ORBIT_BLOCKS_DIR . '/assets/external-media/' . $file . '.png';
}

/**
 * Every item of a service (folders included for Google Photos), by ID.
 *
 * @return array<string, array<string, mixed>>
 */
function orbit_blocks_external_media_catalogue( string $service ): array {
	$items = array();
	if ( 'google_photos' !== $service ) {
		$prefix = 'pexels' === $service ? 'px' : 'ov';
		foreach ( ORBIT_BLOCKS_EXTERNAL_MEDIA_TERMS as $term ) {
			for ( $n = 1; $n <= 6; $n++ ) {
				$id           = "{$prefix}-{$term}-{$n}";
				$items[ $id ] = array(
					'ID'    => $id,
					'type'  => 'image',
					'title' => ucfirst( $term ) . ' ' . $n,
					'term'  => $term,
					'file'  => "stock-{$term}-{$n}",
					'author' => 'pexels' === $service ? 'Pexels photographer' : 'Openverse creator',
				);
			}
		}
		return $items;
	}
	$today = strtotime( gmdate( 'Y-m-d' ) );
	for ( $n = 1; $n <= 32; $n++ ) {
		$id           = "gp-photo-{$n}";
		$is_video     = $n > 30;
		$items[ $id ] = array(
			'ID'       => $id,
			'type'     => $is_video ? 'video' : 'image',
			'title'    => $is_video ? "Video {$n}" : "Photo {$n}",
			'file'     => "gp-photo-{$n}",
			'term'     => ORBIT_BLOCKS_EXTERNAL_MEDIA_TERMS[ $n % count( ORBIT_BLOCKS_EXTERNAL_MEDIA_TERMS ) ],
			'category' => ORBIT_BLOCKS_EXTERNAL_MEDIA_CATEGORIES[ $n % count( ORBIT_BLOCKS_EXTERNAL_MEDIA_CATEGORIES ) ],
			'date'     => gmdate( 'Y-m-d', $today - ( $n - 1 ) * 20 * DAY_IN_SECONDS ),
			'favorite' => 0 === $n % 4,
			'album'    => 0 === $n % 3 ? 'gp-album-holidays' : ( 0 === $n % 5 ? 'gp-album-pets' : '' ),
		);
	}
	foreach ( array( 'gp-album-holidays' => 'Holidays', 'gp-album-pets' => 'Pets' ) as $id => $name ) {
		$items[ $id ] = array(
			'ID'    => $id,
			'type'  => 'folder',
			'title' => $name,
		);
	}
	return $items;
}

/** One item as the list call answers it. */
function orbit_blocks_external_media_item( string $service, array $item, array $catalogue ): array {
	$out = array(
		'ID'      => $item['ID'],
		'type'    => $item['type'],
		'title'   => $item['title'],
		'name'    => $item['title'],
		'caption' => isset( $item['author'] ) ? sprintf( 'Photo by %s', $item['author'] ) : '',
	);
	if ( 'folder' === $item['type'] ) {
		$children = array_values(
			array_filter(
				$catalogue,
				static function ( $child ) use ( $item ) {
					return ( $child['album'] ?? '' ) === $item['ID'];
				}
			)
		);
		$cover             = $children ? $children[0]['file'] : 'gp-photo-1';
		$out['children']   = count( $children );
		$out['URL']        = orbit_blocks_external_media_image_url( $cover, 'full' );
		$out['thumbnails'] = array( 'medium' => orbit_blocks_external_media_image_url( $cover, 'thumb' ) );
		return $out;
	}
	$out['URL']        = orbit_blocks_external_media_image_url( $item['file'], 'full' );
	$out['guid']       = $out['URL'];
	$out['thumbnails'] = array(
		'thumbnail' => orbit_blocks_external_media_image_url( $item['file'], 'thumb' ),
		'medium'    => orbit_blocks_external_media_image_url( $item['file'], 'thumb' ),
		'fmt_hd'    => $out['URL'],
	);
	return $out;
}

/**
 * The Google filters of the list call (mediaType=, categoryInclude=,
 * feature=favorite, dateRange=start:end) as a predicate.
 */
function orbit_blocks_external_media_filter_matches( array $item, array $filters ): bool {
	foreach ( $filters as $filter ) {
		if ( ! is_string( $filter ) || false === strpos( $filter, '=' ) ) {
			continue;
		}
		list( $key, $value ) = explode( '=', $filter, 2 );
		switch ( $key ) {
			case 'mediaType':
				if ( ( 'video' === $value ) !== ( 'video' === $item['type'] ) ) {
					return false;
				}
				break;
			case 'categoryInclude':
				if ( ( $item['category'] ?? '' ) !== $value ) {
					return false;
				}
				break;
			case 'feature':
				if ( 'favorite' === $value && empty( $item['favorite'] ) ) {
					return false;
				}
				break;
			case 'dateRange':
				$range = explode( ':', $value );
				if ( 2 !== count( $range ) ) {
					break;
				}
				if ( '0000-00-00' !== $range[0] && $item['date'] < $range[0] ) {
					return false;
				}
				if ( '0000-00-00' !== $range[1] && $item['date'] > $range[1] ) {
					return false;
				}
				break;
		}
	}
	return true;
}

/** One page of a library: GET wpcom/v2/external-media/list/<service>. */
function orbit_blocks_media_libraries_list( string $service, WP_REST_Request $request ) {
	if ( 'google_photos' === $service && ! orbit_blocks_external_media_connected() ) {
		return orbit_blocks_external_media_authorization_error();
	}
	$catalogue = orbit_blocks_external_media_catalogue( $service );
	$number    = (int) $request['number'];
	$offset    = (int) ( $request['page_handle'] ?? 0 );
	$search    = strtolower( trim( (string) ( $request['search'] ?? '' ) ) );
	$path      = (string) ( $request['path'] ?? 'recent' );
	$filters   = is_array( $request['filter'] ) ? $request['filter'] : array();

	$matches = array();
	foreach ( $catalogue as $item ) {
		if ( 'google_photos' === $service ) {
			if ( '/' === $path ) {
				$keep = 'folder' === $item['type'];
			} elseif ( 'recent' === $path || '' === $path ) {
				$keep = 'folder' !== $item['type'] && orbit_blocks_external_media_filter_matches( $item, $filters );
			} else {
				$keep = ( $item['album'] ?? '' ) === $path;
			}
		} else {
			// A search finds the images whose term it names (or whose title it matches).
			$keep = '' === $search
				|| false !== strpos( $search, $item['term'] )
				|| false !== strpos( strtolower( $item['title'] ), $search );
		}
		if ( $keep ) {
			$matches[] = orbit_blocks_external_media_item( $service, $item, $catalogue );
		}
	}
	$page = array_slice( $matches, $offset, $number );
	$meta = array(
		'next_page' => $offset + $number < count( $matches ) ? (string) ( $offset + $number ) : false,
	);
	if ( 'google_photos' === $service ) {
		$user            = wp_get_current_user();
		$meta['account'] = array(
			'name'  => $user->display_name,
			// A local picture: an avatar service is a third-party host.
			'image' => orbit_blocks_external_media_image_url( 'gp-photo-1', 'thumb' ),
		);
	}
	return rest_ensure_response(
		array(
			'media' => $page,
			'meta'  => $meta,
		)
	);
}

/** Saves one item into the media library; the attachment's fields, or per-item errors. */
function orbit_blocks_external_media_copy_one( string $service, string $id, array $meta, int $post_id ): array {
	$catalogue = orbit_blocks_external_media_catalogue( $service );
	$item      = $catalogue[ $id ] ?? null;
	if ( ! $item || 'folder' === $item['type'] ) {
		return array( 'errors' => array( 'rest_not_found' => array( __( 'The media item was not found.', 'orbit-blocks' ) ) ) );
	}
	if ( 'image' !== $item['type'] ) {
		return array( 'errors' => array( 'rest_upload_unsupported_type' => array( __( 'Videos cannot be copied by the local provider.', 'orbit-blocks' ) ) ) );
	}
	$bits = file_get_contents( orbit_blocks_external_media_image_path( $item['file'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	if ( false === $bits ) {
		return array( 'errors' => array( 'rest_not_found' => array( __( 'The media item was not found.', 'orbit-blocks' ) ) ) );
	}
	$upload = wp_upload_bits( sanitize_file_name( $service . '-' . $id . '.png' ), null, $bits );
	if ( ! empty( $upload['error'] ) ) {
		return array( 'errors' => array( 'upload_error' => array( (string) $upload['error'] ) ) );
	}
	$fields        = orbit_blocks_external_media_copy_fields( $meta, $post_id, $item['title'], '' );
	$attachment_id = wp_insert_attachment(
		array(
			'post_title'     => $fields['title'],
			'post_excerpt'   => $fields['caption'],
			'post_mime_type' => 'image/png',
			'post_status'    => 'inherit',
			'guid'           => $upload['url'],
		),
		$upload['file'],
		$fields['parent'],
		true
	);
	if ( ! is_wp_error( $attachment_id ) ) {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $attachment_id, wp_generate_attachment_metadata( $attachment_id, $upload['file'] ) );
	}
	return orbit_blocks_external_media_copied( $attachment_id, $fields );
}

/** The chosen items saved: POST wpcom/v2/external-media/copy/<service>. */
function orbit_blocks_media_libraries_copy( string $service, WP_REST_Request $request ) {
	if ( 'google_photos' === $service && ! orbit_blocks_external_media_connected() ) {
		return orbit_blocks_external_media_authorization_error();
	}
	return orbit_blocks_external_media_copy_each( $service, $request, 'orbit_blocks_external_media_copy_one' );
}
