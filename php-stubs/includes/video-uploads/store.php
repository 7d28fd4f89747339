<?php
/**
 * The store of partial uploads: for each upload, <id>.part (the bytes
 * received so far: its size is the upload's offset) and <id>.json (owner,
 * length, metadata, expiry and, once complete, the media library result).
 *
 * The folder serves nothing: it holds a deny-all .htaccess (Apache), a
 * web.config (IIS) and an empty index.php; nginx needs a rule of its own
 * (docs/providers.md, Uploads), or ORBIT_BLOCKS_VIDEO_UPLOAD_DIR outside the
 * web root. Ids are 128 random bits, and the files have no extension.
 *
 * An hourly WP-Cron event removes uploads whose expiry has passed.
 *
 * Limits (video-uploads/settings.php): a user may have a few uploads open
 * at once, holding so many bytes together (their declared lengths, which
 * bound what the server accepts); a new one past either answers 429 or 507,
 * after the user's uploads that have sat unused for an hour were given up
 * to make room. On a network, the open uploads' remaining bytes and the new
 * one's must fit in the site's upload space (507).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_VIDEO_UPLOAD_CLEANUP = 'orbit_blocks_video_uploads_cleanup';

/** The folder, created with its deny-all files when missing; '' when it cannot be. */
function orbit_blocks_video_upload_store(): string {
	$dir = orbit_blocks_video_upload_dir();
	return orbit_blocks_make_closed_folder( $dir, "# Partial video uploads: never served.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tDeny from all\n</IfModule>\n" ) ? $dir : '';
}

/** The path of an upload's file ('part' or 'json'), for a well-formed id only. */
function orbit_blocks_video_upload_path( string $id, string $kind ): string {
	if ( ! preg_match( '/^' . ORBIT_BLOCKS_VIDEO_UPLOAD_ID . '$/', $id ) ) {
		return '';
	}
	return orbit_blocks_video_upload_dir() . "/$id.$kind";
}

/** An upload's record, or null when there is none. */
function orbit_blocks_video_upload_get( string $id ): ?array {
	$file = orbit_blocks_video_upload_path( $id, 'json' );
	if ( ! $file || ! is_file( $file ) ) {
		return null;
	}
	$upload = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	return is_array( $upload ) ? $upload : null;
}

function orbit_blocks_video_upload_put( array $upload ): bool {
	$file = orbit_blocks_video_upload_path( (string) $upload['id'], 'json' );
	return $file && false !== file_put_contents( $file, (string) wp_json_encode( $upload ), LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
}

/** Bytes received so far (the size of the .part file; all of them once complete). */
function orbit_blocks_video_upload_offset( array $upload ): int {
	if ( isset( $upload['result'] ) ) {
		return (int) $upload['length'];
	}
	$part = orbit_blocks_video_upload_path( (string) $upload['id'], 'part' );
	clearstatcache( true, $part );
	return is_file( $part ) ? (int) filesize( $part ) : 0;
}

/**
 * A new upload of the user: its record, or null when the store cannot be
 * written.
 */
function orbit_blocks_video_upload_create( int $user_id, int $length, array $metadata ): ?array {
	if ( ! orbit_blocks_video_upload_store() ) {
		return null;
	}
	$upload = array(
		'id'       => bin2hex( random_bytes( 16 ) ),
		'user_id'  => $user_id,
		'length'   => $length,
		'metadata' => $metadata,
		'created'  => time(),
		'expires'  => time() + orbit_blocks_video_upload_keep(),
	);
	$part = orbit_blocks_video_upload_path( $upload['id'], 'part' );
	if ( false === file_put_contents( $part, '' ) || ! orbit_blocks_video_upload_put( $upload ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		return null;
	}
	return $upload;
}

/**
 * The open uploads (not complete, not expired), oldest activity first;
 * with $user_id, that user's only.
 *
 * @return array<int, array>
 */
function orbit_blocks_video_upload_open( int $user_id = 0 ): array {
	$dir = orbit_blocks_video_upload_dir();
	if ( ! is_dir( $dir ) ) {
		return array();
	}
	$open = array();
	foreach ( (array) glob( $dir . '/*.json' ) as $file ) {
		$upload = orbit_blocks_video_upload_get( basename( (string) $file, '.json' ) );
		if (
			$upload
			&& ! isset( $upload['result'] )
			&& (int) $upload['expires'] >= time()
			&& ( 0 === $user_id || (int) $upload['user_id'] === $user_id )
		) {
			$open[] = $upload;
		}
	}
	usort( $open, static fn( array $a, array $b ): int => (int) $a['expires'] <=> (int) $b['expires'] );
	return $open;
}

/** Bytes the uploads declare (their Upload-Length), added up. */
function orbit_blocks_video_upload_declared( array $uploads ): int {
	return (int) array_sum( array_map( static fn( array $upload ): int => (int) $upload['length'], $uploads ) );
}

/**
 * Whether the user may open one more upload of $length bytes: null when
 * they may, else the refusal (429 too many open, 507 too many bytes or no
 * upload space on the network) with its message and, for 429, when to try
 * again. The user's uploads idle for longer than orbit_blocks_video_upload_idle()
 * are removed, oldest first, while the new one would not fit. Call under
 * the user's lock (orbit_blocks_video_upload_create_limited).
 *
 * @return array{status: int, code: string, message: string, retry_after?: int}|null
 */
function orbit_blocks_video_upload_refusal( int $user_id, int $length ): ?array {
	$max_open  = orbit_blocks_video_upload_max_open();
	$max_bytes = orbit_blocks_video_upload_max_open_bytes();
	$idle      = orbit_blocks_video_upload_idle();
	$keep      = orbit_blocks_video_upload_keep();
	$mine      = orbit_blocks_video_upload_open( $user_id );
	$too_much  = static fn( array $open ): bool => count( $open ) >= $max_open || orbit_blocks_video_upload_declared( $open ) + $length > $max_bytes;
	// The last chunk came $keep seconds before the expiry.
	while ( $mine && $too_much( $mine ) && (int) $mine[0]['expires'] - $keep + $idle <= time() ) {
		orbit_blocks_video_upload_delete( (string) $mine[0]['id'] );
		array_shift( $mine );
	}
	if ( count( $mine ) >= $max_open ) {
		return array(
			'status'      => 429,
			'code'        => 'too_many_uploads',
			'message'     => sprintf(
				/* translators: %d: how many video uploads the user has in progress */
				_n(
					'You already have %d video upload in progress. Let it finish, or cancel it, before starting another.',
					'You already have %d video uploads in progress. Let one finish, or cancel it, before starting another.',
					count( $mine ),
					'orbit-blocks'
				),
				count( $mine )
			),
			'retry_after' => max( 1, (int) $mine[0]['expires'] - $keep + $idle - time() ),
		);
	}
	$held = orbit_blocks_video_upload_declared( $mine );
	if ( $held + $length > $max_bytes ) {
		return array(
			'status'  => 507,
			'code'    => 'upload_allowance_used',
			'message' => $held > 0
				? sprintf(
					/* translators: 1: the new video's size, 2: the size of the user's uploads in progress, 3: the most they may hold at once (all like "1.2 GB") */
					__( 'This video (%1$s) does not fit beside your uploads in progress (%2$s): together they may hold %3$s. Let them finish, or cancel one, first.', 'orbit-blocks' ),
					size_format( $length, 1 ),
					size_format( $held, 1 ),
					size_format( $max_bytes, 1 )
				)
				: sprintf(
					/* translators: 1: the video's size, 2: the most one user's uploads may hold at once (both like "1.2 GB") */
					__( 'This video is too large (%1$s). Uploads in progress may hold %2$s at most.', 'orbit-blocks' ),
					size_format( $length, 1 ),
					size_format( $max_bytes, 1 )
				),
		);
	}
	// A network's quota: the bytes every open upload of the site has still to receive, and this one's.
	$pending = 0;
	if ( is_multisite() ) {
		foreach ( orbit_blocks_video_upload_open() as $upload ) {
			$pending += max( 0, (int) $upload['length'] - orbit_blocks_video_upload_offset( $upload ) );
		}
	}
	$space = orbit_blocks_upload_space_error( $length + $pending );
	if ( $space ) {
		return array(
			'status'  => 507,
			'code'    => $space->get_error_code(),
			'message' => $space->get_error_message(),
		);
	}
	return null;
}

/**
 * A new upload of the user when the limits allow it: its record, the
 * refusal (orbit_blocks_video_upload_refusal), or null when the store
 * cannot be written. One user's creations are counted one at a time.
 *
 * @return array|null
 */
function orbit_blocks_video_upload_create_limited( int $user_id, int $length, array $metadata ): ?array {
	return orbit_blocks_with_lock(
		'orbit_video_upload_create_' . $user_id,
		static function () use ( $user_id, $length, $metadata ): ?array {
			$refusal = orbit_blocks_video_upload_refusal( $user_id, $length );
			if ( $refusal ) {
				return array( 'refused' => $refusal );
			}
			return orbit_blocks_video_upload_create( $user_id, $length, $metadata );
		}
	);
}

/** Removes an upload's files (an attachment made from it stays). */
function orbit_blocks_video_upload_delete( string $id ): void {
	foreach ( array( 'part', 'json' ) as $kind ) {
		$file = orbit_blocks_video_upload_path( $id, $kind );
		if ( $file && file_exists( $file ) ) {
			wp_delete_file( $file );
		}
	}
}

/** Removes the uploads whose expiry has passed (and strays older than the keep time). */
function orbit_blocks_video_upload_cleanup(): int {
	$dir = orbit_blocks_video_upload_dir();
	if ( ! is_dir( $dir ) ) {
		return 0;
	}
	$removed = 0;
	// Two globs: GLOB_BRACE is missing on some systems (musl).
	$files = array_merge( (array) glob( $dir . '/*.json' ), (array) glob( $dir . '/*.part' ) );
	foreach ( $files as $file ) {
		$id = basename( (string) $file );
		$id = substr( $id, 0, (int) strrpos( $id, '.' ) );
		if ( ! file_exists( (string) $file ) ) {
			continue;
		}
		$upload  = orbit_blocks_video_upload_get( $id );
		$expires = $upload ? (int) $upload['expires'] : (int) filemtime( (string) $file ) + orbit_blocks_video_upload_keep();
		if ( $expires < time() ) {
			orbit_blocks_video_upload_delete( $id );
			++$removed;
		}
	}
	return $removed;
}
add_action( ORBIT_BLOCKS_VIDEO_UPLOAD_CLEANUP, 'orbit_blocks_video_upload_cleanup' );

add_action(
	'init',
	static function () {
		if ( ! wp_next_scheduled( ORBIT_BLOCKS_VIDEO_UPLOAD_CLEANUP ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', ORBIT_BLOCKS_VIDEO_UPLOAD_CLEANUP );
		}
	}
);
register_deactivation_hook(
	ORBIT_BLOCKS_DIR . '/orbit-blocks.php',
	static function () {
		wp_clear_scheduled_hook( ORBIT_BLOCKS_VIDEO_UPLOAD_CLEANUP );
	}
);
