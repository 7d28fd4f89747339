<?php
/**
 * The external media picker's routes (spec 3 "External media", section 7),
 * answered by the local provider:
 *
 * - GET    wpcom/v2/external-media/list/<service>        ?search=&number=&path=&filter[]=&page_handle=
 *                                                        { media: [ item ], meta: { next_page, account? } }
 * - POST   wpcom/v2/external-media/copy/<service>        { external_ids, media: [ { guid, caption, title } ],
 *                                                        service, post_id }: the chosen files saved as
 *                                                        attachments: [ { ID, URL, alt, caption } | { errors } ]
 * - GET    wpcom/v2/external-media/connection/<service>  { connect_URL } (the consent page)
 * - DELETE wpcom/v2/external-media/connection/<service>  disconnects: { disconnected: true }
 *
 * Services: google_photos, pexels, openverse. Google Photos is a personal
 * library: it answers authorization_required until the current user has
 * approved the consent page; Pexels and Openverse are public searches and
 * need no connection (the spec gives a connection call for Google Photos
 * only).
 *
 * Openverse and Pexels are answered by their real APIs once set up
 * (openverse_enabled, pexels_api_key; includes/adapters/openverse.php and
 * pexels.php): the list is one page of the service's search (page_handle is
 * the page number), and the copy asks the service for the chosen image by
 * its id and sideloads it (images only). Google Photos, once its OAuth
 * client is set (google_client_id, google_client_secret;
 * includes/adapters/google-photos.php), is the Photos Picker API: connect
 * leads to Google's consent and picker, the list is the items chosen, the
 * copy downloads them with the user's token. Otherwise a service answers
 * service_not_configured, except in development (ORBIT_BLOCKS_LOCAL_SERVICES),
 * where a local catalogue and consent page stand in for it, with no network
 * (stand-ins/media-libraries.php, stand-ins/google-photos-consent.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_EXTERNAL_MEDIA_SERVICES = array( 'google_photos', 'pexels', 'openverse' );
const ORBIT_BLOCKS_EXTERNAL_MEDIA_KEYRING  = 'orbit_blocks_google_photos_keyring';
/** Images one copy may ask for (the picker selects 10 at most: extensions/external-media/lib/constants.ts). */
const ORBIT_BLOCKS_EXTERNAL_MEDIA_DEFAULT_MAX_ITEMS = 10;

/**
 * The page where the user approves Google Photos without its OAuth client:
 * in development, the local consent page (stand-ins/google-photos-consent.php).
 */
function orbit_blocks_external_media_connect_url(): string {
	return (string) apply_filters( 'orbit_blocks_external_media_connect_url', '' );
}

function orbit_blocks_external_media_authorization_error(): WP_Error {
	return new WP_Error(
		'authorization_required',
		__( 'Connect your Google Photos account to see your photos.', 'orbit-blocks' ),
		array( 'status' => 403 )
	);
}

/**
 * What an administrator must set up for a service that neither its real API
 * nor, in development, a stand-in answers (stand-ins/media-libraries.php).
 */
function orbit_blocks_external_media_not_configured( string $service ): ?WP_Error {
	if ( orbit_blocks_external_media_is_remote( $service ) || has_filter( 'orbit_blocks_external_media_stand_in_list' ) ) {
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
 * set) rather than a development stand-in.
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
		return orbit_blocks_external_media_copy_error( $item );
	}
	$fields = orbit_blocks_external_media_copy_fields( $meta, $post_id, $item['title'], $item['caption'] );
	return orbit_blocks_external_media_copied(
		orbit_blocks_stock_photo_sideload( $item['URL'], $service . '-' . $id, $fields['title'], $fields['caption'], $fields['parent'] ),
		$fields
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
	// In development, the stand-in's catalogue (stand-ins/media-libraries.php).
	return apply_filters( 'orbit_blocks_external_media_stand_in_list', null, $service, $request );
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
	if ( ! orbit_blocks_external_media_is_remote( $service ) ) {
		// In development, the stand-in's catalogue (stand-ins/media-libraries.php).
		return apply_filters( 'orbit_blocks_external_media_stand_in_copy', null, $service, $request );
	}
	return orbit_blocks_external_media_copy_each( $service, $request, 'orbit_blocks_external_media_remote_copy_one' );
}

/**
 * The copy route's answer: each chosen id copied by $copy_one( $service,
 * $id, $meta, $post_id ) with its entry of the media list, in order.
 *
 * @param string          $service  The source.
 * @param WP_REST_Request $request  The copy request (external_ids, media, post_id).
 * @param callable        $copy_one Copies one item: its answer (orbit_blocks_external_media_copied()).
 */
function orbit_blocks_external_media_copy_each( string $service, WP_REST_Request $request, callable $copy_one ): WP_REST_Response {
	// The args schema has checked both lists (at least one id).
	$media   = is_array( $request['media'] ) ? array_values( $request['media'] ) : array();
	$results = array();
	foreach ( array_values( $request['external_ids'] ) as $index => $id ) {
		$meta      = isset( $media[ $index ] ) && is_array( $media[ $index ] ) ? $media[ $index ] : array();
		$results[] = $copy_one( $service, (string) $id, $meta, (int) $request['post_id'] );
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
