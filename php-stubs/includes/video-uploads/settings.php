<?php
/**
 * Video uploads: the settings the resumable-upload server and the editor
 * share (where uploads go, how large they may be, the chunk size, how long a
 * partial upload is kept), each from a constant when the site defines one.
 *
 * - The setting tus_endpoint (Settings → Orbit Blocks, Uploads, or the
 *   constant ORBIT_BLOCKS_TUS_ENDPOINT; includes/settings.php): an external
 *   tus server instead of this plugin's own route.
 * - ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_SIZE: the largest video in bytes, instead
 *   of wp_max_upload_size().
 * - ORBIT_BLOCKS_VIDEO_UPLOAD_DIR: where partial uploads are kept, instead of
 *   a folder in the uploads folder that serves nothing (best outside the
 *   web root; on shared storage when several machines serve the site).
 * - ORBIT_BLOCKS_VIDEO_UPLOAD_SECRET: the key that signs upload tokens,
 *   instead of one derived from the site's salts (an external server that
 *   checks the tokens needs the same key).
 * - ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_OPEN: how many partial uploads one user
 *   may have open at once (5; more answers 429).
 * - ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_OPEN_BYTES: how many bytes one user's open
 *   uploads may hold together, counted by their declared lengths (2 GB, or
 *   the largest video when that is more; more answers 507).
 * An open upload of the user's that has had no chunk for an hour
 * (orbit_blocks_video_upload_idle) is given up to make room for a new one.
 * On a network, a site's upload quota applies too (includes/upload-space.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The plugin's own REST namespace and the upload routes' path in it. */
const ORBIT_BLOCKS_NS_PLUGIN         = 'orbit-blocks/v1';
const ORBIT_BLOCKS_VIDEO_UPLOADS     = '/videos/uploads';
const ORBIT_BLOCKS_VIDEO_UPLOAD_ID   = '[a-f0-9]{32}';
const ORBIT_BLOCKS_VIDEO_CHUNK_SIZE  = 10000000;
const ORBIT_BLOCKS_VIDEO_UPLOAD_KEEP = DAY_IN_SECONDS;
/** Open uploads a user may have at once, and how long one may sit unused before a new one replaces it. */
const ORBIT_BLOCKS_VIDEO_UPLOAD_DEFAULT_MAX_OPEN = 5;
const ORBIT_BLOCKS_VIDEO_UPLOAD_IDLE             = HOUR_IN_SECONDS;
/** Bytes a user's open uploads may hold together, at least (or the largest video). */
const ORBIT_BLOCKS_VIDEO_UPLOAD_DEFAULT_MAX_OPEN_BYTES = 2 * GB_IN_BYTES;

/** The configured external tus endpoint, or '' when this plugin serves uploads. */
function orbit_blocks_video_upload_external_endpoint(): string {
	return esc_url_raw( orbit_blocks_setting( 'tus_endpoint' ), array( 'http', 'https' ) );
}

/** Where the block creates uploads (tus creation). */
function orbit_blocks_video_upload_endpoint(): string {
	$external = orbit_blocks_video_upload_external_endpoint();
	return $external ? $external : esc_url_raw( rest_url( ORBIT_BLOCKS_NS_PLUGIN . ORBIT_BLOCKS_VIDEO_UPLOADS ) );
}

/** The largest video accepted, in bytes. */
function orbit_blocks_video_upload_max_size(): int {
	$size = defined( 'ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_SIZE' ) && ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_SIZE > 0
		? (int) ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_SIZE
		: (int) wp_max_upload_size();
	return (int) apply_filters( 'orbit_blocks_video_upload_max_size', $size );
}

/**
 * The chunk size the block sends: 10,000,000 bytes (spec 3 section 9), less
 * when PHP would refuse such a request body. A chunk travels as a POST
 * (PATCH tunnelled through X-HTTP-Method-Override), and PHP drops a POST
 * body larger than post_max_size; 64 KiB are left for the headers' share.
 */
function orbit_blocks_video_upload_chunk_size(): int {
	$post_max = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
	if ( $post_max <= 0 ) {
		return ORBIT_BLOCKS_VIDEO_CHUNK_SIZE;
	}
	return max( 65536, min( ORBIT_BLOCKS_VIDEO_CHUNK_SIZE, $post_max - 65536 ) );
}

/** How many partial uploads one user may have open at once. */
function orbit_blocks_video_upload_max_open(): int {
	$count = defined( 'ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_OPEN' ) && ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_OPEN > 0
		? (int) ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_OPEN
		: ORBIT_BLOCKS_VIDEO_UPLOAD_DEFAULT_MAX_OPEN;
	return max( 1, (int) apply_filters( 'orbit_blocks_video_upload_max_open', $count ) );
}

/** How many bytes one user's open uploads may hold together (their declared lengths). */
function orbit_blocks_video_upload_max_open_bytes(): int {
	$bytes = defined( 'ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_OPEN_BYTES' ) && ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_OPEN_BYTES > 0
		? (int) ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_OPEN_BYTES
		: max( ORBIT_BLOCKS_VIDEO_UPLOAD_DEFAULT_MAX_OPEN_BYTES, orbit_blocks_video_upload_max_size() );
	return max( 1, (int) apply_filters( 'orbit_blocks_video_upload_max_open_bytes', $bytes ) );
}

/** Seconds without a chunk after which a user's open upload gives way to a new one. */
function orbit_blocks_video_upload_idle(): int {
	return max( 60, (int) apply_filters( 'orbit_blocks_video_upload_idle', ORBIT_BLOCKS_VIDEO_UPLOAD_IDLE ) );
}

/** Seconds a partial upload is kept after its last chunk. */
function orbit_blocks_video_upload_keep(): int {
	return (int) apply_filters( 'orbit_blocks_video_upload_keep', ORBIT_BLOCKS_VIDEO_UPLOAD_KEEP );
}

/** The folder of partial uploads (no trailing slash). */
function orbit_blocks_video_upload_dir(): string {
	if ( defined( 'ORBIT_BLOCKS_VIDEO_UPLOAD_DIR' ) && ORBIT_BLOCKS_VIDEO_UPLOAD_DIR ) {
		return untrailingslashit( (string) ORBIT_BLOCKS_VIDEO_UPLOAD_DIR );
	}
	$uploads = wp_upload_dir( null, false );
	return untrailingslashit( $uploads['basedir'] ) . '/orbit-blocks-video-uploads';
}

/** What the editor needs (window.orbitBlocksEditorState.videoUploads). */
function orbit_blocks_video_upload_editor_state(): array {
	return array(
		'endpoint'  => orbit_blocks_video_upload_endpoint(),
		'chunkSize' => orbit_blocks_video_upload_chunk_size(),
	);
}
