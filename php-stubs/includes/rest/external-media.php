<?php
/**
 * The external media picker's routes (spec 3 "External media", section 7),
 * answered by the local provider with no network:
 *
 * - GET    wpcom/v2/external-media/list/<service>        ?search=&number=&path=&filter[]=&page_handle=
 *                                                        { media: [ item ], meta: { next_page, account? } }
 * - POST   wpcom/v2/external-media/copy/<service>        { external_ids, media: [ { guid, caption, title } ],
 *                                                        service, post_id }: the chosen files saved as
 *                                                        attachments: [ { ID, URL, alt, caption } | { errors } ]
 * - GET    wpcom/v2/external-media/connection/<service>  { connect_URL } (the local consent page)
 * - DELETE wpcom/v2/external-media/connection/<service>  disconnects: { disconnected: true }
 *
 * Services: google_photos, pexels, openverse. Google Photos is a personal
 * library: it answers authorization_required until the current user has
 * approved the local consent page (external-media-connect-page.php); Pexels
 * and Openverse are public searches and need no connection (the spec gives
 * a connection call for Google Photos only).
 *
 * Openverse and Pexels are answered by their real APIs once set up
 * (openverse_enabled, pexels_api_key; includes/adapters/openverse.php and
 * pexels.php): the list is one page of the service's search (page_handle is
 * the page number), and the copy asks the service for the chosen image by
 * its id and sideloads it (images only). Google Photos, once its OAuth
 * client is set (google_client_id, google_client_secret;
 * includes/adapters/google-photos.php), is the Photos Picker API: connect
 * leads to Google's consent and picker, the list is the items chosen, the
 * copy downloads them with the user's token. Otherwise the local catalogue
 * below answers (development only).
 *
 * The pictures are small PNGs shipped in assets/external-media/ (drawn by
 * tools/external-media-images.mjs; served as static files, so a grid of
 * thumbnails costs no PHP request each): the stock catalogue has six images for each of the
 * default search terms (mountain, ocean, river, clouds, pattern, abstract,
 * sky), found by a search that names the term; Google Photos has 30 photos
 * with categories, dates (every 20 days back from today) and favourites,
 * two videos (which cannot be copied here: a per-item error), and three
 * albums.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_EXTERNAL_MEDIA_SERVICES   = array( 'google_photos', 'pexels', 'openverse' );
const ORBIT_BLOCKS_EXTERNAL_MEDIA_TERMS      = array( 'mountain', 'ocean', 'river', 'clouds', 'pattern', 'abstract', 'sky' );
const ORBIT_BLOCKS_EXTERNAL_MEDIA_KEYRING    = 'orbit_blocks_google_photos_keyring';
const ORBIT_BLOCKS_EXTERNAL_MEDIA_CATEGORIES = array( 'landscapes', 'pets', 'food', 'travel', 'flowers', 'people' );
/** Images one copy may ask for (the picker selects 10 at most: extensions/external-media/lib/constants.ts). */
const ORBIT_BLOCKS_EXTERNAL_MEDIA_DEFAULT_MAX_ITEMS = 10;

require_once dirname( __DIR__ ) . '/external-media-connect-page.php';

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

function orbit_blocks_external_media_authorization_error(): WP_Error {
	return new WP_Error(
		'authorization_required',
		__( 'Connect your Google Photos account to see your photos.', 'orbit-blocks' ),
		array( 'status' => 403 )
	);
}

/**
 * Outside development (includes/services.php) the catalogue above is not
 * offered as a service's answer: what an administrator must set up instead.
 */
function orbit_blocks_external_media_not_configured( string $service ): ?WP_Error {
	if ( orbit_blocks_local_services_enabled() || orbit_blocks_external_media_is_remote( $service ) ) {
		return null;
	}
	$missing = array(
		'google_photos' => __( 'the Google Photos OAuth client ID and secret', 'orbit-blocks' ),
		'pexels'        => __( 'a Pexels API key', 'orbit-blocks' ),
		'openverse'     => __( 'Openverse (switch it on)', 'orbit-blocks' ),
	);
	return orbit_blocks_service_not_configured( $missing[ $service ] ?? $service );
}

/**
 * Whether a stock service is answered by its real API (includes/adapters/:
 * Openverse when openverse_enabled is on, Pexels when pexels_api_key is
 * set) rather than the catalogue above.
 */
function orbit_blocks_external_media_is_remote( string $service ): bool {
	return ( 'openverse' === $service && orbit_blocks_openverse_enabled() )
		|| ( 'pexels' === $service && orbit_blocks_pexels_configured() )
		|| ( 'google_photos' === $service && orbit_blocks_google_photos_configured() );
}

/** One page of a stock service's search, from its API; page_handle is the page number. */
function orbit_blocks_external_media_remote_list( string $service, WP_REST_Request $request ) {
	if ( 'google_photos' === $service ) {
		$result = orbit_blocks_google_photos_list( $request );
		return is_wp_error( $result ) ? $result : rest_ensure_response( $result );
	}
	$search = trim( (string) ( $request['search'] ?? '' ) );
	$number = (int) $request['number'];
	$page   = max( 1, (int) ( $request['page_handle'] ?? 1 ) );
	$result = 'openverse' === $service
		? orbit_blocks_openverse_search( $search, $number, $page )
		: orbit_blocks_pexels_search( $search, $number, $page );
	return is_wp_error( $result ) ? $result : rest_ensure_response( $result );
}

/** Copies one stock image: its address asked of the service again by id, never taken from the request. */
function orbit_blocks_external_media_remote_copy_one( string $service, string $id, array $meta, int $post_id ): array {
	if ( 'google_photos' === $service ) {
		return orbit_blocks_google_photos_copy_one( $id, $meta, $post_id );
	}
	$item = 'openverse' === $service ? orbit_blocks_openverse_image( $id ) : orbit_blocks_pexels_photo( $id );
	if ( is_wp_error( $item ) ) {
		return array( 'errors' => array( $item->get_error_code() => array( $item->get_error_message() ) ) );
	}
	$title   = isset( $meta['title'] ) && '' !== $meta['title'] ? sanitize_text_field( (string) $meta['title'] ) : $item['title'];
	$caption = isset( $meta['caption'] ) && '' !== $meta['caption'] ? sanitize_text_field( (string) $meta['caption'] ) : $item['caption'];
	$parent  = $post_id > 0 && current_user_can( 'edit_post', $post_id ) ? $post_id : 0;
	$attachment_id = orbit_blocks_stock_photo_sideload( $item['URL'], $service . '-' . $id, $title, $caption, $parent );
	if ( is_wp_error( $attachment_id ) ) {
		return array( 'errors' => array( $attachment_id->get_error_code() => array( $attachment_id->get_error_message() ) ) );
	}
	update_post_meta( $attachment_id, '_wp_attachment_image_alt', $title );
	return array(
		'ID'      => $attachment_id,
		'URL'     => (string) wp_get_attachment_url( $attachment_id ),
		'alt'     => $title,
		'caption' => $caption,
	);
}

function orbit_blocks_external_media_list( WP_REST_Request $request ) {
	$service = (string) $request['service'];
	if ( orbit_blocks_external_media_is_remote( $service ) ) {
		return orbit_blocks_external_media_remote_list( $service, $request );
	}
	$missing = orbit_blocks_external_media_not_configured( $service );
	if ( $missing ) {
		return $missing;
	}
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
	$title   = isset( $meta['title'] ) && '' !== $meta['title'] ? sanitize_text_field( (string) $meta['title'] ) : $item['title'];
	$caption = isset( $meta['caption'] ) ? sanitize_text_field( (string) $meta['caption'] ) : '';
	$parent  = $post_id > 0 && current_user_can( 'edit_post', $post_id ) ? $post_id : 0;
	$attachment_id = wp_insert_attachment(
		array(
			'post_title'     => $title,
			'post_excerpt'   => $caption,
			'post_mime_type' => 'image/png',
			'post_status'    => 'inherit',
			'guid'           => $upload['url'],
		),
		$upload['file'],
		$parent,
		true
	);
	if ( is_wp_error( $attachment_id ) ) {
		return array( 'errors' => array( $attachment_id->get_error_code() => array( $attachment_id->get_error_message() ) ) );
	}
	require_once ABSPATH . 'wp-admin/includes/image.php';
	wp_update_attachment_metadata( $attachment_id, wp_generate_attachment_metadata( $attachment_id, $upload['file'] ) );
	update_post_meta( $attachment_id, '_wp_attachment_image_alt', $title );
	return array(
		'ID'      => $attachment_id,
		'URL'     => (string) wp_get_attachment_url( $attachment_id ),
		'alt'     => $title,
		'caption' => $caption,
	);
}

/**
 * How many images one copy may ask for: ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_ITEMS,
 * else 10; the filter orbit_blocks_external_media_max_items changes it (at
 * most the route's 100). Each is a download of up to
 * orbit_blocks_external_media_max_bytes() (adapters/stock-photos.php).
 */
function orbit_blocks_external_media_max_items(): int {
	$count = defined( 'ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_ITEMS' ) && ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_ITEMS > 0
		? (int) ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_ITEMS
		: ORBIT_BLOCKS_EXTERNAL_MEDIA_DEFAULT_MAX_ITEMS;
	return min( 100, max( 1, (int) apply_filters( 'orbit_blocks_external_media_max_items', $count ) ) );
}

function orbit_blocks_external_media_copy( WP_REST_Request $request ) {
	$service = (string) $request['service'];
	$missing = orbit_blocks_external_media_not_configured( $service );
	if ( $missing ) {
		return $missing;
	}
	$max = orbit_blocks_external_media_max_items();
	if ( count( (array) $request['external_ids'] ) > $max ) {
		return new WP_Error(
			'too_many_items',
			sprintf(
				/* translators: %d: how many images one copy may take */
				_n( 'Copy at most %d image at a time.', 'Copy at most %d images at a time.', $max, 'orbit-blocks' ),
				$max
			),
			array( 'status' => 413 )
		);
	}
	// A network site over its upload quota copies nothing (each file is checked again as it arrives).
	$space = orbit_blocks_upload_space_error( 0 );
	if ( $space ) {
		return $space;
	}
	if ( 'google_photos' === $service && ! orbit_blocks_external_media_is_remote( $service ) && ! orbit_blocks_external_media_connected() ) {
		return orbit_blocks_external_media_authorization_error();
	}
	// The args schema has checked both lists (at least one id).
	$ids   = $request['external_ids'];
	$media = is_array( $request['media'] ) ? array_values( $request['media'] ) : array();
	$results = array();
	foreach ( array_values( $ids ) as $index => $id ) {
		$meta      = isset( $media[ $index ] ) && is_array( $media[ $index ] ) ? $media[ $index ] : array();
		$results[] = orbit_blocks_external_media_is_remote( $service )
			? orbit_blocks_external_media_remote_copy_one( $service, (string) $id, $meta, (int) $request['post_id'] )
			: orbit_blocks_external_media_copy_one( $service, (string) $id, $meta, (int) $request['post_id'] );
	}
	return rest_ensure_response( $results );
}

add_action(
	'rest_api_init',
	static function () {
		$service = '(?P<service>google_photos|pexels|openverse)';
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/external-media/list/' . $service,
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_external_media_list',
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					'search'      => array( 'type' => 'string' ),
					'number'      => array(
						'type'    => 'integer',
						'default' => 25,
						'minimum' => 1,
						'maximum' => 100,
					),
					'path'        => array( 'type' => 'string' ),
					'filter'      => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
					// The next page's handle, as the previous answer gave it: a number here.
					'page_handle' => array(
						'type'    => 'string',
						'pattern' => '^[0-9]{0,9}$',
					),
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/external-media/copy/' . $service,
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_external_media_copy',
				'permission_callback' => static function () {
					return current_user_can( 'upload_files' );
				},
				'args'                => array(
					'external_ids' => array(
						'type'     => 'array',
						'items'    => array( 'type' => 'string' ),
						'minItems' => 1,
						'maxItems' => 100,
						'required' => true,
					),
					// Each id's title and caption, in the same order.
					'media'        => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'title'   => array( 'type' => 'string' ),
								'caption' => array( 'type' => 'string' ),
							),
						),
					),
					'post_id'      => array(
						'type'    => array( 'integer', 'null' ),
						'minimum' => 0,
					),
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/external-media/connection/' . $service,
			array(
				array(
					'methods'             => 'GET',
					'callback'            => static function ( WP_REST_Request $request ) {
						$service = (string) $request['service'];
						if ( 'google_photos' === $service && orbit_blocks_google_photos_configured() ) {
							return rest_ensure_response( array( 'connect_URL' => orbit_blocks_google_photos_connect_url() ) );
						}
						$missing = orbit_blocks_external_media_not_configured( $service );
						if ( $missing ) {
							return $missing;
						}
						return rest_ensure_response( array( 'connect_URL' => orbit_blocks_external_media_connect_url() ) );
					},
					'permission_callback' => 'orbit_blocks_can_edit',
				),
				array(
					'methods'             => 'DELETE',
					'callback'            => static function ( WP_REST_Request $request ) {
						if ( 'google_photos' === (string) $request['service'] && orbit_blocks_google_photos_configured() ) {
							orbit_blocks_google_photos_disconnect();
						}
						delete_user_meta( get_current_user_id(), ORBIT_BLOCKS_EXTERNAL_MEDIA_KEYRING );
						return rest_ensure_response( array( 'disconnected' => true ) );
					},
					'permission_callback' => 'orbit_blocks_can_edit',
				),
			)
		);
	}
);
