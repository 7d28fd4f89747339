<?php
/**
 * The video block's local provider (spec 3 section 7), backed by the media
 * library: a video is an attachment with the post meta videopress_guid
 * (made when an upload completes, includes/video-uploads/attachment.php).
 *
 * - GET wp/v2/media/<id> gains jetpack_videopress: { guid, title,
 *   description, rating, allow_download, privacy_setting }.
 * - POST wpcom/v2/videopress/meta { id, rating | allow_download (0/1) |
 *   privacy_setting (0, 1, 2) | title | description }: { code: 'success', data: 200 }.
 * - GET rest/v1.1/videos/<guid>: the public video API's shape: guid, title,
 *   description, original (the file; a private video's is its handler,
 *   and only those who may watch it get an answer, includes/video/private.php), poster, duration, width, height,
 *   privacy_setting, rating, allow_download, tracks { <kind>: { <lang>: { src, label } } }.
 *   The service "videopress-api" names this route's base (rest/v1.1): the
 *   videos live here, unless an external upload endpoint is configured
 *   (includes/video-uploads/settings.php), whose videos the public API serves.
 * - GET rest/v1.1/videos/<guid>/poster: { generating, poster }.
 * - POST rest/v1.1/videos/<guid>/poster { at_time, is_millisec } or
 *   { poster_attachment_id }: the same shape. This provider cannot cut a
 *   still out of a video (no encoder here): a frame choice is kept as its
 *   time, and the player shows that frame (the file's address with a media
 *   fragment #t=<seconds>, see blocks/video/render.php); poster is
 *   then empty and generating false.
 * - POST rest/v1.1/videos/<guid>/tracks (multipart: kind, srclang, label, vtt):
 *   stores the file in uploads/videopress-tracks; { src } or 400 with a message.
 * - POST rest/v1.1/videos/<guid>/tracks/delete (kind, srclang): { deleted: true }.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

// Private videos: who may watch them, where their files live, their handler.
require_once dirname( __DIR__ ) . '/video/private.php';
require_once dirname( __DIR__ ) . '/video/private-file.php';
require_once dirname( __DIR__ ) . '/video/poster.php';

const ORBIT_BLOCKS_NS_VIDEOS   = 'rest/v1.1';
const ORBIT_BLOCKS_VIDEO_KINDS = array( 'subtitles', 'captions', 'descriptions', 'chapters', 'metadata' );

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		$services['videopress-api'] = array(
			'url' => orbit_blocks_video_upload_external_endpoint()
				? 'https://public-api.wordpress.com/rest/v1.1'
				: rest_url( ORBIT_BLOCKS_NS_VIDEOS ),
		);
		return $services;
	}
);

/** X-18 is read as R-17; anything else unknown is G. */
function orbit_blocks_video_rating( $value ): string {
	if ( 'X-18' === $value ) {
		return 'R-17';
	}
	return in_array( $value, array( 'G', 'PG-13', 'R-17' ), true ) ? $value : 'G';
}

/** The video fields of an attachment (the media route's jetpack_videopress). */
function orbit_blocks_video_fields( int $id ): array {
	$privacy = get_post_meta( $id, 'videopress_privacy_setting', true );
	return array(
		'guid'            => (string) get_post_meta( $id, 'videopress_guid', true ),
		'title'           => get_the_title( $id ),
		'description'     => (string) get_post_field( 'post_content', $id ),
		'rating'          => orbit_blocks_video_rating( get_post_meta( $id, 'videopress_rating', true ) ),
		'allow_download'  => (int) get_post_meta( $id, 'videopress_allow_download', true ),
		'privacy_setting' => '' === $privacy ? 2 : (int) $privacy,
	);
}

/** The tracks of a video: kind => lang => { src, label }. */
function orbit_blocks_video_tracks( int $id ): array {
	$tracks = get_post_meta( $id, 'videopress_tracks', true );
	return is_array( $tracks ) ? $tracks : array();
}

/** The tracks without the stored file's path. */
function orbit_blocks_video_public_tracks( int $id ): array {
	$public = array();
	foreach ( orbit_blocks_video_tracks( $id ) as $kind => $languages ) {
		foreach ( (array) $languages as $lang => $track ) {
			$public[ $kind ][ $lang ] = array(
				'src'   => (string) ( $track['src'] ?? '' ),
				'label' => (string) ( $track['label'] ?? $lang ),
			);
		}
	}
	return $public;
}

/** The poster answer of a video. */
function orbit_blocks_video_poster( int $id ): array {
	$poster_id = (int) get_post_meta( $id, 'videopress_poster_id', true );
	$time      = get_post_meta( $id, 'videopress_poster_time', true );
	return array(
		'generating' => false,
		'poster'     => $poster_id ? (string) wp_get_attachment_url( $poster_id ) : '',
		'at_time'    => '' === $time ? null : (int) $time,
	);
}

/** The public API's answer for a video. */
function orbit_blocks_video_public( int $id ): array {
	$fields = orbit_blocks_video_fields( $id );
	$meta   = wp_get_attachment_metadata( $id );
	$poster = orbit_blocks_video_poster( $id );
	return array(
		'guid'            => $fields['guid'],
		'post_id'         => $id,
		'title'           => $fields['title'],
		'description'     => $fields['description'],
		'original'        => (string) wp_get_attachment_url( $id ),
		'poster'          => $poster['poster'],
		'poster_time'     => $poster['at_time'],
		'duration'        => isset( $meta['length'] ) ? (int) $meta['length'] * 1000 : null,
		'width'           => isset( $meta['width'] ) ? (int) $meta['width'] : null,
		'height'          => isset( $meta['height'] ) ? (int) $meta['height'] : null,
		'rating'          => $fields['rating'],
		'allow_download'  => $fields['allow_download'],
		'privacy_setting' => $fields['privacy_setting'],
		'tracks'          => (object) orbit_blocks_video_public_tracks( $id ),
	);
}

/** The attachment of a guid the current user may edit, or a WP_Error. */
function orbit_blocks_video_for_edit( string $guid ) {
	$id = orbit_blocks_attachment_by_guid( $guid );
	if ( ! $id ) {
		return new WP_Error( 'not_found', __( 'Video not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
	}
	if ( ! current_user_can( 'edit_post', $id ) ) {
		return new WP_Error( 'forbidden', __( 'Sorry, you are not allowed to edit this video.', 'orbit-blocks' ), array( 'status' => 403 ) );
	}
	return $id;
}

function orbit_blocks_video_meta_update( WP_REST_Request $request ) {
	$id = (int) $request['id'];
	if ( ! $id || 'attachment' !== get_post_type( $id ) || ! current_user_can( 'edit_post', $id ) ) {
		return new WP_Error( 'invalid_video', __( 'Invalid video.', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	// The args schema has checked the rating and privacy values.
	$params = $request->get_params();
	if ( isset( $params['rating'] ) ) {
		update_post_meta( $id, 'videopress_rating', $params['rating'] );
	}
	if ( isset( $params['allow_download'] ) ) {
		update_post_meta( $id, 'videopress_allow_download', $params['allow_download'] ? 1 : 0 );
	}
	if ( isset( $params['privacy_setting'] ) ) {
		update_post_meta( $id, 'videopress_privacy_setting', (int) $params['privacy_setting'] );
	}
	$post = array();
	if ( isset( $params['title'] ) ) {
		$post['post_title'] = sanitize_text_field( (string) $params['title'] );
	}
	if ( isset( $params['description'] ) ) {
		$post['post_content'] = sanitize_textarea_field( (string) $params['description'] );
	}
	if ( $post ) {
		$post['ID'] = $id;
		wp_update_post( wp_slash( $post ) );
	}
	return rest_ensure_response(
		array(
			'code' => 'success',
			'data' => 200,
		)
	);
}

function orbit_blocks_video_get( WP_REST_Request $request ) {
	$id = orbit_blocks_attachment_by_guid( (string) $request['guid'] );
	if ( ! $id ) {
		return new WP_Error( 'unknown_media', __( 'Video not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
	}
	// Private videos only for those who may watch them (includes/video/private.php).
	if ( ! orbit_blocks_video_can_view( $id ) ) {
		return new WP_Error( 'auth', __( 'This video is private.', 'orbit-blocks' ), array( 'status' => 403 ) );
	}
	return rest_ensure_response( orbit_blocks_video_public( $id ) );
}

function orbit_blocks_video_poster_get( WP_REST_Request $request ) {
	$id = orbit_blocks_video_for_edit( (string) $request['guid'] );
	return is_wp_error( $id ) ? $id : rest_ensure_response( orbit_blocks_video_poster( $id ) );
}

function orbit_blocks_video_poster_set( WP_REST_Request $request ) {
	$id = orbit_blocks_video_for_edit( (string) $request['guid'] );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	if ( null !== $request['poster_attachment_id'] ) {
		$poster_id = (int) $request['poster_attachment_id'];
		$allowed   = $poster_id ? orbit_blocks_video_poster_allowed( $poster_id ) : true;
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		update_post_meta( $id, 'videopress_poster_id', $poster_id );
		delete_post_meta( $id, 'videopress_poster_time' );
	} elseif ( null !== $request['at_time'] ) {
		$time = (float) $request['at_time'];
		$ms   = (int) round( rest_sanitize_boolean( $request['is_millisec'] ) ? $time : $time * 1000 );
		update_post_meta( $id, 'videopress_poster_time', max( 0, $ms ) );
		delete_post_meta( $id, 'videopress_poster_id' );
	} else {
		delete_post_meta( $id, 'videopress_poster_id' );
		delete_post_meta( $id, 'videopress_poster_time' );
	}
	return rest_ensure_response( orbit_blocks_video_poster( $id ) );
}

function orbit_blocks_video_track_add( WP_REST_Request $request ) {
	$id = orbit_blocks_video_for_edit( (string) $request['guid'] );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	$kind  = (string) $request['kind'];
	$lang  = strtolower( (string) $request['srclang'] );
	$label = sanitize_text_field( (string) $request['label'] );
	$files = $request->get_file_params();
	$file  = $files['vtt'] ?? null;
	if ( ! $file || ! is_file( (string) $file['tmp_name'] ) ) {
		return new WP_Error( 'invalid_track', __( 'The track file is missing.', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	$content = (string) file_get_contents( $file['tmp_name'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	if ( 0 !== strpos( ltrim( $content, "\xEF\xBB\xBF" ), 'WEBVTT' ) ) {
		return new WP_Error( 'invalid_track', __( 'The track file is not a WebVTT file.', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	$tracks = orbit_blocks_video_tracks( $id );
	$guid   = (string) $request['guid'];
	// The uploads folder accepts .vtt here only for this write.
	$mimes  = static function ( array $types ): array {
		$types['vtt'] = 'text/vtt';
		return $types;
	};
	add_filter( 'upload_mimes', $mimes );
	$stored = wp_upload_bits( sanitize_file_name( "{$guid}-{$kind}-{$lang}.vtt" ), null, $content );
	remove_filter( 'upload_mimes', $mimes );
	if ( ! empty( $stored['error'] ) ) {
		return new WP_Error( 'upload_failed', (string) $stored['error'], array( 'status' => 500 ) );
	}
	// One track a kind and language, whatever the case of its tag (BCP 47
	// tags do not depend on case; the editor refuses a second one before
	// sending): this one replaces it, under the lower-case key.
	foreach ( array_keys( (array) ( $tracks[ $kind ] ?? array() ) ) as $key ) {
		if ( strtolower( (string) $key ) !== $lang ) {
			continue;
		}
		$old = $tracks[ $kind ][ $key ]['file'] ?? '';
		if ( $old && $old !== $stored['file'] ) {
			wp_delete_file( $old );
		}
		unset( $tracks[ $kind ][ $key ] );
	}
	$tracks[ $kind ][ $lang ] = array(
		'src'   => $stored['url'],
		'label' => '' === $label ? 'English' : $label,
		'file'  => $stored['file'],
	);
	update_post_meta( $id, 'videopress_tracks', $tracks );
	return rest_ensure_response( array( 'src' => $stored['url'] ) );
}

function orbit_blocks_video_track_delete( WP_REST_Request $request ) {
	$id = orbit_blocks_video_for_edit( (string) $request['guid'] );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	$kind   = (string) $request['kind'];
	$lang   = strtolower( (string) $request['srclang'] );
	$tracks = orbit_blocks_video_tracks( $id );
	// A tag in another case names the same track (stored in lower case).
	foreach ( array_keys( (array) ( $tracks[ $kind ] ?? array() ) ) as $key ) {
		if ( strtolower( (string) $key ) === $lang ) {
			$lang = $key;
		}
	}
	if ( ! isset( $tracks[ $kind ][ $lang ] ) ) {
		return new WP_Error( 'not_found', __( 'Track not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
	}
	if ( ! empty( $tracks[ $kind ][ $lang ]['file'] ) ) {
		wp_delete_file( $tracks[ $kind ][ $lang ]['file'] );
	}
	unset( $tracks[ $kind ][ $lang ] );
	if ( ! $tracks[ $kind ] ) {
		unset( $tracks[ $kind ] );
	}
	update_post_meta( $id, 'videopress_tracks', $tracks );
	return rest_ensure_response( array( 'deleted' => true ) );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_field(
			'attachment',
			'jetpack_videopress',
			array(
				'get_callback' => static function ( array $post ) {
					return get_post_meta( $post['id'], 'videopress_guid', true ) ? orbit_blocks_video_fields( (int) $post['id'] ) : null;
				},
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/videopress/meta',
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_video_meta_update',
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					'id'              => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
					),
					'title'           => array( 'type' => 'string' ),
					'description'     => array( 'type' => 'string' ),
					'rating'          => array(
						'type' => 'string',
						'enum' => array( 'G', 'PG-13', 'R-17' ),
					),
					'allow_download'  => array( 'type' => 'boolean' ),
					'privacy_setting' => array(
						'type' => 'integer',
						'enum' => array( 0, 1, 2 ),
					),
				),
			)
		);
		$guid = '(?P<guid>[A-Za-z0-9]{8})';
		// A track: its kind and its language, a BCP 47 tag (language, then subtags).
		$track_args = array(
			'kind'    => array(
				'type'     => 'string',
				'enum'     => ORBIT_BLOCKS_VIDEO_KINDS,
				'required' => true,
			),
			'srclang' => array(
				'type'     => 'string',
				'pattern'  => '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
				'required' => true,
			),
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_VIDEOS,
			"/videos/{$guid}",
			array(
				'methods'             => 'GET',
				'callback'            => 'orbit_blocks_video_get',
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_VIDEOS,
			"/videos/{$guid}/poster",
			array(
				array(
					'methods'             => 'GET',
					'callback'            => 'orbit_blocks_video_poster_get',
					'permission_callback' => 'orbit_blocks_can_edit',
				),
				array(
					'methods'             => 'POST',
					'callback'            => 'orbit_blocks_video_poster_set',
					'permission_callback' => 'orbit_blocks_can_edit',
					'args'                => array(
						'poster_attachment_id' => array(
							'type'    => 'integer',
							'minimum' => 0,
						),
						'at_time'              => array(
							'type'    => 'number',
							'minimum' => 0,
						),
						'is_millisec'          => array( 'type' => 'boolean' ),
					),
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_VIDEOS,
			"/videos/{$guid}/tracks",
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_video_track_add',
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => $track_args + array( 'label' => array( 'type' => 'string' ) ),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_VIDEOS,
			"/videos/{$guid}/tracks/delete",
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_video_track_delete',
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => $track_args,
			)
		);
	}
);
