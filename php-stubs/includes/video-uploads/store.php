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
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_VIDEO_UPLOAD_CLEANUP = 'orbit_blocks_video_uploads_cleanup';

/** The folder, created with its deny-all files when missing; '' when it cannot be. */
function orbit_blocks_video_upload_store(): string {
	$dir = orbit_blocks_video_upload_dir();
	if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
		return '';
	}
	$guards = array(
		'.htaccess'  => "# Partial video uploads: never served.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tDeny from all\n</IfModule>\n",
		'web.config' => "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration><system.webServer><authorization><deny users=\"*\" /></authorization></system.webServer></configuration>\n",
		'index.php'  => "<?php\n// Silence is golden.\n",
	);
	foreach ( $guards as $name => $content ) {
		if ( ! file_exists( "$dir/$name" ) ) {
			file_put_contents( "$dir/$name", $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}
	}
	return $dir;
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
