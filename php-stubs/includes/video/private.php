<?php
/**
 * Private videos (privacy_setting 1, the post meta
 * videopress_privacy_setting of the video's attachment; 0 is public and 2,
 * "site default", is public too).
 *
 * Who may watch a private video, in one place (orbit_blocks_video_can_view,
 * used by the block's render, the video API, the media route, the media
 * library, XML-RPC and the file handler): a logged-in user who may edit its
 * attachment (the user who uploaded it, editors and administrators) or who
 * has read_private_posts (editors and administrators, and any role a site
 * grants it). Everyone else, visitors and other subscribers, contributors
 * and authors included, gets nothing: not the file, not its address, not
 * its title, not its stored file name.
 *
 * Where the file lives once private (docs/security.md, "Private videos"):
 * - in the folder ORBIT_BLOCKS_PRIVATE_VIDEO_DIR names, when wp-config.php
 *   defines it: an absolute path, best outside the web root, where no web
 *   server serves anything whatever its rules;
 * - otherwise in a folder of the uploads folder whose name no one can guess
 *   (orbit-private-videos-<32 random hex>, chosen once a site and kept in
 *   the option orbit_blocks_private_video_folder), holding deny-all rules
 *   for Apache (.htaccess) and IIS (web.config) and an empty index.php. A
 *   server that ignores them (nginx, Apache with overrides off) still has
 *   no address to serve: neither the folder's name nor the file's
 *   (<32 random hex>-<name>) is in any answer, to anyone.
 * Made public again, the file moves back to the month's uploads folder under
 * its own name. Files in an earlier place (the former fixed folder
 * uploads/orbit-private-videos/, or another ORBIT_BLOCKS_PRIVATE_VIDEO_DIR)
 * move to the current one once, on the first request after the change.
 *
 * Its address: wp_get_attachment_url() of a private video is the file
 * handler (private-file.php), which streams the file to those who may watch
 * it; everything that prints the address (the block, the media route, the
 * video API, attachment pages) goes through it.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The private folder's name in uploads starts with this (a random part follows). */
const ORBIT_BLOCKS_PRIVATE_VIDEO_FOLDER        = 'orbit-private-videos';
const ORBIT_BLOCKS_PRIVATE_VIDEO_FOLDER_OPTION = 'orbit_blocks_private_video_folder';
/** The private folder the files were last placed in (orbit_blocks_private_videos_relocate). */
const ORBIT_BLOCKS_PRIVATE_VIDEO_PLACE_OPTION = 'orbit_blocks_private_video_place';
const ORBIT_BLOCKS_PRIVATE_VIDEO_ARG          = 'orbit-video';

function orbit_blocks_video_is_private( int $id ): bool {
	return $id > 0 && '1' === (string) get_post_meta( $id, 'videopress_privacy_setting', true );
}

/** The one rule for who may watch (and fetch) a video; see the file's comment. */
function orbit_blocks_video_can_view( int $id, ?int $user_id = null ): bool {
	if ( ! orbit_blocks_video_is_private( $id ) ) {
		return true;
	}
	$user_id = $user_id ?? get_current_user_id();
	if ( ! $user_id ) {
		return false;
	}
	return user_can( $user_id, 'edit_post', $id ) || user_can( $user_id, 'read_private_posts' );
}

/** The address that serves a private video (private-file.php). */
function orbit_blocks_private_video_url( int $id ): string {
	return add_query_arg( ORBIT_BLOCKS_PRIVATE_VIDEO_ARG, $id, home_url( '/' ) );
}

add_filter(
	'wp_get_attachment_url',
	static function ( $url, $id ) {
		return orbit_blocks_video_is_private( (int) $id ) ? orbit_blocks_private_video_url( (int) $id ) : $url;
	},
	10,
	2
);

/**
 * The folder private videos go to (no trailing slash), without making it:
 * ORBIT_BLOCKS_PRIVATE_VIDEO_DIR, else the uploads folder's private folder
 * (its random name chosen here the first time); '' when there is none.
 */
function orbit_blocks_private_video_dir_path(): string {
	$dir = orbit_blocks_folder_from_constant( 'ORBIT_BLOCKS_PRIVATE_VIDEO_DIR' );
	return '' !== $dir ? $dir : orbit_blocks_unguessable_uploads_folder( ORBIT_BLOCKS_PRIVATE_VIDEO_FOLDER, ORBIT_BLOCKS_PRIVATE_VIDEO_FOLDER_OPTION );
}

/** The private folder, made (with what keeps it closed) when missing; null when it cannot be. */
function orbit_blocks_private_video_dir(): ?string {
	$dir = orbit_blocks_private_video_dir_path();
	return orbit_blocks_make_closed_folder( $dir, "# Orbit Blocks: private videos are served by the site, never directly.\n<IfModule mod_authz_core.c>\nRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\nOrder allow,deny\nDeny from all\n</IfModule>\nOptions -Indexes\n" ) ? $dir : null;
}

/** Whether $file lies in the folder $dir. */
function orbit_blocks_path_is_in( string $file, string $dir ): bool {
	return '' !== $dir && 0 === strpos( wp_normalize_path( $file ), trailingslashit( wp_normalize_path( $dir ) ) );
}

/** Whether the attachment's file sits in the current private folder. */
function orbit_blocks_video_file_is_hidden( int $id ): bool {
	$file = (string) get_attached_file( $id, true );
	return '' !== $file && orbit_blocks_path_is_in( $file, orbit_blocks_private_video_dir_path() );
}

/**
 * Whether the attachment's file sits in a private place, the current one or
 * an earlier one: a private folder of uploads (the former fixed
 * orbit-private-videos/ or a random one), or a folder outside uploads under
 * a name a private place gave it (<32 hex>-<name>).
 */
function orbit_blocks_video_file_is_put_away( int $id ): bool {
	if ( orbit_blocks_video_file_is_hidden( $id ) ) {
		return true;
	}
	$stored = wp_normalize_path( (string) get_post_meta( $id, '_wp_attached_file', true ) );
	if ( preg_match( '#^' . ORBIT_BLOCKS_PRIVATE_VIDEO_FOLDER . '(-[0-9a-f]{32})?/#', $stored ) ) {
		return true;
	}
	// An absolute path: a folder outside uploads.
	return ( 0 === strpos( $stored, '/' ) || 1 === preg_match( '#^[a-zA-Z]:/#', $stored ) ) && 1 === preg_match( '/^[0-9a-f]{32}-/', wp_basename( $stored ) );
}

/** Moves a file; false when it could not. */
function orbit_blocks_video_move_file( string $from, string $to ): bool {
	// phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename, WordPress.PHP.NoSilencedErrors.Discouraged -- a move within uploads, or to the private folder.
	if ( @rename( $from, $to ) ) {
		return true;
	}
	if ( ! copy( $from, $to ) ) {
		return false;
	}
	// wp_delete_file() may refuse a file outside uploads (its filter); unlink then.
	wp_delete_file( $from );
	if ( file_exists( $from ) ) {
		unlink( $from ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the source of a move.
	}
	return true;
}

/** The file's own name, without the random part a private place gave it. */
function orbit_blocks_video_own_name( string $file ): string {
	return (string) preg_replace( '/^[0-9a-f]{32}-/', '', wp_basename( $file ) );
}

/**
 * Puts the attachment's file where its privacy says: the current private
 * folder under a random name, or back among the public uploads.
 */
function orbit_blocks_video_place_file( int $id ): void {
	if ( 'attachment' !== get_post_type( $id ) ) {
		return;
	}
	$file = (string) get_attached_file( $id, true );
	if ( '' === $file || ! is_file( $file ) ) {
		return;
	}
	if ( orbit_blocks_video_is_private( $id ) ) {
		if ( orbit_blocks_video_file_is_hidden( $id ) ) {
			return;
		}
		$dir = orbit_blocks_private_video_dir();
		if ( null === $dir ) {
			return;
		}
		// A name no one can guess, should the folder ever be reachable.
		$target = $dir . '/' . bin2hex( random_bytes( 16 ) ) . '-' . orbit_blocks_video_own_name( $file );
	} else {
		if ( ! orbit_blocks_video_file_is_put_away( $id ) ) {
			return;
		}
		$uploads = wp_upload_dir();
		if ( ! empty( $uploads['error'] ) ) {
			return;
		}
		$name   = orbit_blocks_video_own_name( $file );
		$target = $uploads['path'] . '/' . wp_unique_filename( $uploads['path'], $name );
	}
	if ( orbit_blocks_video_move_file( $file, $target ) ) {
		update_attached_file( $id, $target );
	}
}

/** The privacy meta changed (any way it is written): the file follows. */
function orbit_blocks_video_privacy_changed( $meta_id, $object_id, $meta_key ): void {
	if ( 'videopress_privacy_setting' === $meta_key ) {
		orbit_blocks_video_place_file( (int) $object_id );
	}
}
add_action( 'added_post_meta', 'orbit_blocks_video_privacy_changed', 10, 3 );
add_action( 'updated_post_meta', 'orbit_blocks_video_privacy_changed', 10, 3 );
add_action( 'deleted_post_meta', 'orbit_blocks_video_privacy_changed', 10, 3 );

/**
 * Every private video's id.
 *
 * @return int[]
 */
function orbit_blocks_video_private_ids(): array {
	$ids = get_posts(
		array(
			'post_type'        => 'attachment',
			'post_status'      => 'any',
			'meta_key'         => 'videopress_privacy_setting', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value'       => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			'fields'           => 'ids',
			'posts_per_page'   => -1,
			'no_found_rows'    => true,
			'suppress_filters' => true,
		)
	);
	return array_map( 'intval', $ids );
}

/**
 * Moves the private videos' files to the current private folder when it is
 * not the one they were last placed in (the former fixed folder of earlier
 * versions, or ORBIT_BLOCKS_PRIVATE_VIDEO_DIR set or changed since): once,
 * by the request that gets the lock. Returns how many moved.
 */
function orbit_blocks_private_videos_relocate(): int {
	$place = orbit_blocks_private_video_dir_path();
	if (
		'' === $place
		|| get_option( ORBIT_BLOCKS_PRIVATE_VIDEO_PLACE_OPTION ) === $place
		|| get_transient( 'orbit_private_videos_relocate_wait' )
		|| ! orbit_blocks_lock_try( 'orbit_private_videos_relocate' )
	) {
		return 0;
	}
	$moved = 0;
	$left  = 0;
	try {
		foreach ( orbit_blocks_video_private_ids() as $id ) {
			if ( ! orbit_blocks_video_file_is_hidden( $id ) ) {
				orbit_blocks_video_place_file( $id );
				$hidden = orbit_blocks_video_file_is_hidden( $id );
				$moved += $hidden ? 1 : 0;
				// A file that could not move (the folder not writable): again in an hour.
				$left += ! $hidden && is_file( (string) get_attached_file( $id, true ) ) ? 1 : 0;
			}
		}
		if ( $left ) {
			set_transient( 'orbit_private_videos_relocate_wait', 1, HOUR_IN_SECONDS );
		} else {
			update_option( ORBIT_BLOCKS_PRIVATE_VIDEO_PLACE_OPTION, $place );
		}
	} finally {
		orbit_blocks_lock_release( 'orbit_private_videos_relocate' );
	}
	return $moved;
}
add_action( 'init', 'orbit_blocks_private_videos_relocate', 20 );

// A file kept outside uploads is not one WordPress removes with its
// attachment (wp_delete_attachment_files() deletes within uploads only).
add_action(
	'delete_attachment',
	static function ( $id ): void {
		$file    = (string) get_attached_file( (int) $id, true );
		$uploads = wp_upload_dir( null, false );
		if (
			'' !== $file
			&& orbit_blocks_path_is_in( $file, orbit_blocks_private_video_dir_path() )
			&& ! orbit_blocks_path_is_in( $file, (string) ( $uploads['basedir'] ?? '' ) )
			&& is_file( $file )
		) {
			unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the attachment's own file.
		}
	}
);

/**
 * The private videos the current user may not watch (for the media route's
 * queries); none for those who may watch them all.
 *
 * @return int[]
 */
function orbit_blocks_video_hidden_ids(): array {
	if ( current_user_can( 'read_private_posts' ) ) {
		return array();
	}
	return array_values(
		array_filter(
			orbit_blocks_video_private_ids(),
			static fn( int $id ): bool => ! orbit_blocks_video_can_view( $id )
		)
	);
}

/**
 * Attachment query arguments without the private videos the current user
 * may not watch.
 *
 * @param array<string, mixed> $args
 * @return array<string, mixed>
 */
function orbit_blocks_video_query_without_hidden( $args ): array {
	return orbit_blocks_video_query_without( is_array( $args ) ? $args : array(), orbit_blocks_video_hidden_ids() );
}

/**
 * Attachment query arguments without the attachments $hidden.
 *
 * @param array<string, mixed> $args
 * @param int[]                $hidden
 * @return array<string, mixed>
 */
function orbit_blocks_video_query_without( array $args, array $hidden ): array {
	if ( $hidden ) {
		$args['post__not_in'] = array_values( array_unique( array_merge( array_map( 'intval', (array) ( $args['post__not_in'] ?? array() ) ), $hidden ) ) );
		// WP_Query ignores post__not_in when post__in is given (the media
		// route's include=, the media library's query[post__in]).
		if ( ! empty( $args['post__in'] ) ) {
			$wanted           = array_values( array_diff( array_map( 'intval', (array) $args['post__in'] ), $hidden ) );
			$args['post__in'] = $wanted ? $wanted : array( 0 );
		}
	}
	return $args;
}

// The media route's lists, the media library's (admin-ajax
// query-attachments) and XML-RPC's wp.getMediaLibrary leave out the private
// videos the user may not watch…
add_filter( 'rest_attachment_query', 'orbit_blocks_video_query_without_hidden' );
add_filter( 'ajax_query_attachments_args', 'orbit_blocks_video_query_without_hidden' );

/**
 * The media library's item (wp_prepare_attachment_for_js: admin-ajax
 * get-attachment, query-attachments, the editor's media modal): nothing for
 * a private video the user may not watch, as for an id that is no
 * attachment (get-attachment answers { success: false }, lists leave it
 * out); for those who may, the file's own name rather than the stored one.
 *
 * @param array|false $response
 * @return array|false
 */
function orbit_blocks_video_attachment_for_js( $response, $attachment ) {
	if ( ! $attachment instanceof WP_Post || ! is_array( $response ) || ! orbit_blocks_video_is_private( $attachment->ID ) ) {
		return $response;
	}
	if ( ! orbit_blocks_video_can_view( $attachment->ID ) ) {
		return false;
	}
	$response['filename'] = orbit_blocks_video_own_name( (string) ( $response['filename'] ?? '' ) );
	return $response;
}
add_filter( 'wp_prepare_attachment_for_js', 'orbit_blocks_video_attachment_for_js', 10, 2 );

/**
 * XML-RPC (on by default in WordPress): wp.getMediaItem and
 * wp.getMediaLibrary check only upload_files. The item of a private video
 * the user may not watch is answered as an unknown id (fault 404), and the
 * library's query leaves it out. xmlrpc_call runs after the login, so the
 * current user is the caller.
 *
 * @param string                 $method
 * @param array|string           $args
 * @param wp_xmlrpc_server|mixed $server
 */
function orbit_blocks_video_xmlrpc_call( $method, $args, $server ): void {
	if ( 'wp.getMediaItem' === $method && is_array( $args ) ) {
		$id = (int) ( $args[3] ?? 0 );
		if ( ! orbit_blocks_video_can_view( $id ) && is_object( $server ) && method_exists( $server, 'error' ) ) {
			// IXR_Server::error() sends the fault and ends the request.
			$server->error( new IXR_Error( 404, __( 'Invalid attachment ID.', 'orbit-blocks' ) ) );
		}
	}
	if ( 'wp.getMediaLibrary' === $method ) {
		// Found now, not in the hook: finding them is an attachment query too.
		$hidden = orbit_blocks_video_hidden_ids();
		add_action(
			'pre_get_posts',
			static function ( WP_Query $query ) use ( $hidden ): void {
				if ( 'attachment' === $query->get( 'post_type' ) ) {
					foreach ( orbit_blocks_video_query_without( $query->query_vars, $hidden ) as $name => $value ) {
						$query->set( $name, $value );
					}
				}
			}
		);
	}
}
add_action( 'xmlrpc_call', 'orbit_blocks_video_xmlrpc_call', 10, 3 );

// …and answers for one of them as for an attachment that does not exist.
add_filter(
	'rest_prepare_attachment',
	static function ( $response, $post ) {
		if ( $post instanceof WP_Post && ! orbit_blocks_video_can_view( $post->ID ) ) {
			return rest_convert_error_to_response(
				new WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'orbit-blocks' ), array( 'status' => 404 ) )
			);
		}
		return $response;
	},
	10,
	2
);

// The attachment page of a private video, for those who may not watch it: not found.
add_action(
	'template_redirect',
	static function (): void {
		if ( is_attachment() && ! orbit_blocks_video_can_view( (int) get_queried_object_id() ) ) {
			global $wp_query;
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
		}
	},
	2
);
