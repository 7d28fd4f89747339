<?php
/**
 * Private videos (privacy_setting 1, the post meta
 * videopress_privacy_setting of the video's attachment; 0 is public and 2,
 * "site default", is public too).
 *
 * Who may watch a private video, in one place (orbit_blocks_video_can_view,
 * used by the block's render, the video API, the media route and the file
 * handler): a logged-in user who may edit its attachment (the user who
 * uploaded it, editors and administrators) or who has read_private_posts
 * (editors and administrators, and any role a site grants it). Everyone
 * else, visitors and other subscribers, contributors and authors included,
 * gets nothing: not the file, not its address, not its title.
 *
 * Where the file lives: once private, it moves to
 * uploads/orbit-private-videos/ under a random name; that folder holds an
 * .htaccess that refuses every request (Apache) and an empty index.php (no
 * listing). Nginx ignores .htaccess: such a site needs
 *     location ^~ /wp-content/uploads/orbit-private-videos/ { deny all; }
 * (the random name alone only keeps the address from being guessed). Made
 * public again, the file moves back to the month's uploads folder.
 *
 * Its address: wp_get_attachment_url() of a private video is the file
 * handler (private-file.php), which streams the file to those who may watch
 * it; everything that prints the address (the block, the media route, the
 * video API, attachment pages) goes through it.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The folder under uploads that private videos move to. */
const ORBIT_BLOCKS_PRIVATE_VIDEO_DIR = 'orbit-private-videos';
const ORBIT_BLOCKS_PRIVATE_VIDEO_ARG = 'orbit-video';

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

/** The private folder, made (with what keeps it closed) when missing; null when it cannot be. */
function orbit_blocks_private_video_dir(): ?string {
	$uploads = wp_upload_dir( null, false );
	if ( ! empty( $uploads['error'] ) ) {
		return null;
	}
	$dir = trailingslashit( $uploads['basedir'] ) . ORBIT_BLOCKS_PRIVATE_VIDEO_DIR;
	if ( ! wp_mkdir_p( $dir ) ) {
		return null;
	}
	// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- two small fixed files.
	if ( ! file_exists( $dir . '/.htaccess' ) ) {
		file_put_contents( $dir . '/.htaccess', "# Orbit Blocks: private videos are served by the site, never directly.\n<IfModule mod_authz_core.c>\nRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\nOrder allow,deny\nDeny from all\n</IfModule>\nOptions -Indexes\n" );
	}
	if ( ! file_exists( $dir . '/index.php' ) ) {
		file_put_contents( $dir . '/index.php', "<?php\n// Silence.\n" );
	}
	// phpcs:enable
	return $dir;
}

/** Whether the attachment's file sits in the private folder. */
function orbit_blocks_video_file_is_hidden( int $id ): bool {
	return 0 === strpos( (string) get_post_meta( $id, '_wp_attached_file', true ), ORBIT_BLOCKS_PRIVATE_VIDEO_DIR . '/' );
}

/** Moves a file; false when it could not. */
function orbit_blocks_video_move_file( string $from, string $to ): bool {
	// phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename, WordPress.PHP.NoSilencedErrors.Discouraged -- a move within uploads.
	if ( @rename( $from, $to ) ) {
		return true;
	}
	if ( ! copy( $from, $to ) ) {
		return false;
	}
	wp_delete_file( $from );
	return true;
}

/**
 * Puts the attachment's file where its privacy says: the private folder
 * under a random name, or back among the public uploads.
 */
function orbit_blocks_video_place_file( int $id ): void {
	if ( 'attachment' !== get_post_type( $id ) ) {
		return;
	}
	$private = orbit_blocks_video_is_private( $id );
	$hidden  = orbit_blocks_video_file_is_hidden( $id );
	$file    = get_attached_file( $id, true );
	if ( $private === $hidden || ! $file || ! is_file( $file ) ) {
		return;
	}
	if ( $private ) {
		$dir = orbit_blocks_private_video_dir();
		if ( null === $dir ) {
			return;
		}
		// A name no one can guess, should the folder ever be reachable.
		$target = $dir . '/' . bin2hex( random_bytes( 16 ) ) . '-' . wp_basename( $file );
	} else {
		$uploads = wp_upload_dir();
		if ( ! empty( $uploads['error'] ) ) {
			return;
		}
		$name   = (string) preg_replace( '/^[0-9a-f]{32}-/', '', wp_basename( $file ) );
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
 * The private videos the current user may not watch (for the media route's
 * queries); none for those who may watch them all.
 *
 * @return int[]
 */
function orbit_blocks_video_hidden_ids(): array {
	if ( current_user_can( 'read_private_posts' ) ) {
		return array();
	}
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
	return array_values(
		array_filter(
			array_map( 'intval', $ids ),
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
	$args   = is_array( $args ) ? $args : array();
	$hidden = orbit_blocks_video_hidden_ids();
	if ( $hidden ) {
		$args['post__not_in'] = array_values( array_unique( array_merge( array_map( 'intval', (array) ( $args['post__not_in'] ?? array() ) ), $hidden ) ) );
	}
	return $args;
}

// The media route's lists and the media library's (admin-ajax
// query-attachments) leave out the private videos the user may not watch…
add_filter( 'rest_attachment_query', 'orbit_blocks_video_query_without_hidden' );
add_filter( 'ajax_query_attachments_args', 'orbit_blocks_video_query_without_hidden' );

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
