/**
 * Where a private video's file is kept (php-stubs/includes/video/private.php;
 * finding 1 of issue 36), in the WebAssembly PHP on WordPress's own
 * functions (tests/unit/php/wordpress.php), with real files in its memory
 * file system: the uploads folder's private folder has a name no one can
 * guess and the deny-all files; ORBIT_BLOCKS_PRIVATE_VIDEO_DIR puts the
 * files outside the uploads (outside the web root), and deleting the
 * attachment deletes such a file; files in an earlier place (the former
 * fixed folder uploads/orbit-private-videos/) move once; made public, a
 * file is back in the month's folder under its own name.
 */
import { runPhpSnippets } from './php/php-snippets';

/** The prelude of one PHP run; $config is wp-config.php's part. */
const prelude = ( config: string ) => `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
${ config }
// Uploads in the memory file system (not the mounted WordPress folder).
orbit_blocks_test_options( array( 'home' => 'http://site.test', 'siteurl' => 'http://site.test', 'uploads_use_yearmonth_folders' => '1', 'upload_path' => '/site/uploads', 'upload_url_path' => 'http://site.test/uploads' ) );
function uploads(): string { return wp_upload_dir( null, false )['basedir']; }
// Below the root: wp_mkdir_p() sets permissions from the parent it found.
mkdir( '/site' );
mkdir( '/private' );
// The database's part: privacy meta, attached files (relative to uploads,
// or absolute), the private videos' query; the lock always free.
$GLOBALS['privacy'] = array();
$GLOBALS['files']   = array();
function get_post_meta( $id, $key, $single ) {
	if ( '_wp_attached_file' === $key ) { return $GLOBALS['files'][ $id ] ?? ''; }
	return 'videopress_privacy_setting' === $key ? ( $GLOBALS['privacy'][ $id ] ?? '' ) : '';
}
function get_post_type( $id ) { return 'attachment'; }
function get_attached_file( $id, $unfiltered = false ) {
	$file = $GLOBALS['files'][ $id ] ?? '';
	if ( '' === $file ) { return false; }
	if ( '/' !== $file[0] ) { $file = wp_upload_dir( null, false )['basedir'] . '/' . $file; }
	return $file;
}
function update_attached_file( $id, $file ) {
	$base = wp_upload_dir( null, false )['basedir'] . '/';
	$GLOBALS['files'][ $id ] = 0 === strpos( $file, $base ) ? substr( $file, strlen( $base ) ) : $file;
	return true;
}
function get_posts( $args ) { return array_keys( array_filter( $GLOBALS['privacy'], static fn( $p ) => '1' === $p ) ); }
function orbit_blocks_lock_try( $name ) { return true; }
function orbit_blocks_lock_release( $name ) {}
function get_current_user_id() { return 0; }
function user_can() { return false; }
function current_user_can() { return false; }
require '/plugin/includes/closed-folder.php';
require '/video/private.php';
/** A video file in uploads/2026/01/ (or $stored as given); its id. */
function video( int $id, string $stored = '2026/01/clip.webm' ): int {
	$path = '/' === $stored[0] ? $stored : wp_upload_dir( null, false )['basedir'] . '/' . $stored;
	wp_mkdir_p( dirname( $path ) );
	file_put_contents( $path, 'VIDEO' . $id );
	$GLOBALS['files'][ $id ] = $stored;
	return $id;
}
/** Makes a video private (1) or public (0), as the meta's hooks do. */
function privacy( int $id, string $value ): void {
	$GLOBALS['privacy'][ $id ] = $value;
	do_action( 'updated_post_meta', 1, $id, 'videopress_privacy_setting', $value );
}
/** Every file under a folder, relative to it. */
function files_under( string $dir ): array {
	$out = array();
	if ( ! is_dir( $dir ) ) { return $out; }
	$items = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $items as $item ) { $out[] = substr( $item->getPathname(), strlen( $dir ) + 1 ); }
	sort( $out );
	return $out;
}
`;

const inUploads = runPhpSnippets( [ 'includes/video' ], prelude( '' ), {
	place: `video( 20 );
	privacy( 20, '1' );
	$private = $GLOBALS['files'][20];
	$folder  = get_option( 'orbit_blocks_private_video_folder' );
	$guards  = array( file_get_contents( uploads() . '/' . $folder . '/.htaccess' ), file_exists( uploads() . '/' . $folder . '/web.config' ), file_exists( uploads() . '/' . $folder . '/index.php' ) );
	$while   = files_under( uploads() );
	$content = file_get_contents( uploads() . '/' . $private );
	privacy( 20, '0' );
	echo json_encode( array(
		'private' => $private,
		'folder'  => $folder,
		'content' => $content,
		'guards'  => $guards,
		'while'   => $while,
		'public'  => $GLOBALS['files'][20],
		'back'    => file_get_contents( get_attached_file( 20 ) ),
	) );`,
	relocate: `// Private in the former fixed folder, from an earlier version.
	video( 21, 'orbit-private-videos/' . str_repeat( 'cd', 16 ) . '-old.webm' );
	$GLOBALS['privacy'][21] = '1';
	delete_option( 'orbit_blocks_private_video_place' );
	$moved = orbit_blocks_private_videos_relocate();
	$again = orbit_blocks_private_videos_relocate();
	echo json_encode( array( $moved, $again, $GLOBALS['files'][21], file_get_contents( get_attached_file( 21 ) ), file_exists( uploads() . '/orbit-private-videos/' . str_repeat( 'cd', 16 ) . '-old.webm' ) ) );`,
} );

const outside = runPhpSnippets(
	[ 'includes/video' ],
	prelude(
		"define( 'ORBIT_BLOCKS_PRIVATE_VIDEO_DIR', '/private/videos/' );"
	),
	{
		place: `video( 30 );
	video( 31, '2026/01/other.webm' );
	privacy( 30, '1' );
	$private = $GLOBALS['files'][30];
	$in_uploads = files_under( uploads() );
	do_action( 'delete_attachment', 30, null );
	$after_delete = file_exists( $private );
	// Made public again: back in uploads.
	privacy( 31, '1' );
	privacy( 31, '0' );
	echo json_encode( array( $private, $in_uploads, $after_delete, $GLOBALS['files'][31], files_under( '/private/videos' ) ) );`,
		// The constant set on a site whose private videos were in uploads.
		relocate: `video( 32, 'orbit-private-videos-' . str_repeat( 'ef', 16 ) . '/' . str_repeat( '12', 16 ) . '-kept.webm' );
	$GLOBALS['privacy'][32] = '1';
	$moved = orbit_blocks_private_videos_relocate();
	echo json_encode( array( $moved, $GLOBALS['files'][32], file_get_contents( $GLOBALS['files'][32] ) ) );`,
	}
);

const HEX = '[0-9a-f]{32}';

describe( 'a private video’s file, without ORBIT_BLOCKS_PRIVATE_VIDEO_DIR', () => {
	it( 'moves to a folder of uploads with a random name, under a random name, with the deny-all files; back to the month’s folder when public', () => {
		const place = inUploads.place as Record< string, unknown >;
		expect( place.folder ).toMatch(
			new RegExp( `^orbit-private-videos-${ HEX }$` )
		);
		expect( place.private ).toMatch(
			new RegExp( `^orbit-private-videos-${ HEX }/${ HEX }-clip\\.webm$` )
		);
		expect(
			String( place.private ).startsWith( `${ place.folder }/` )
		).toBe( true );
		expect( place.content ).toBe( 'VIDEO20' );
		const [ htaccess, webConfig, index ] = place.guards as [
			string,
			boolean,
			boolean,
		];
		expect( htaccess ).toContain( 'Require all denied' );
		expect( htaccess ).toContain( 'Deny from all' );
		expect( [ webConfig, index ] ).toEqual( [ true, true ] );
		// Nothing left at the public address while private.
		expect( place.while ).not.toContain( '2026/01/clip.webm' );
		expect( place.public ).toMatch( /^\d{4}\/\d{2}\/clip\.webm$/ );
		expect( place.back ).toBe( 'VIDEO20' );
	} );

	it( 'moves once from the former fixed folder (uploads/orbit-private-videos/) to the random one', () => {
		const [ moved, again, stored, content, oldThere ] =
			inUploads.relocate as [ number, number, string, string, boolean ];
		expect( [ moved, again ] ).toEqual( [ 1, 0 ] );
		expect( stored ).toMatch(
			new RegExp( `^orbit-private-videos-${ HEX }/${ HEX }-old\\.webm$` )
		);
		expect( content ).toBe( 'VIDEO21' );
		expect( oldThere ).toBe( false );
	} );
} );

describe( 'a private video’s file with ORBIT_BLOCKS_PRIVATE_VIDEO_DIR (outside the web root)', () => {
	it( 'moves there, nothing of it stays in uploads, and deleting the attachment deletes it; public again, it is back in uploads', () => {
		const [ stored, inUploadsNow, afterDelete, publicAgain, left ] =
			outside.place as [ string, string[], boolean, string, string[] ];
		expect( stored ).toMatch(
			new RegExp( `^/private/videos/${ HEX }-clip\\.webm$` )
		);
		expect( inUploadsNow ).toEqual( [ '2026/01/other.webm' ] );
		expect( afterDelete ).toBe( false );
		expect( publicAgain ).toMatch( /^\d{4}\/\d{2}\/other\.webm$/ );
		// The guards only: both videos' files are gone from there.
		expect( left ).toEqual( [ '.htaccess', 'index.php', 'web.config' ] );
	} );

	it( 'takes the files of the uploads’ private folder when the constant is set later', () => {
		const [ moved, stored, content ] = outside.relocate as [
			number,
			string,
			string,
		];
		expect( moved ).toBe( 1 );
		expect( stored ).toMatch(
			new RegExp( `^/private/videos/${ HEX }-kept\\.webm$` )
		);
		expect( content ).toBe( 'VIDEO32' );
	} );
} );
