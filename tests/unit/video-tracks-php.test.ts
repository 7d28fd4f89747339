/**
 * The local provider's track routes (php-stubs/includes/rest/video.php) in
 * the WebAssembly PHP the tests use, on WordPress's own REST server and
 * uploads: a language tag is one track whatever its case (BCP 47), as the
 * editor reads it (blocks/video/lib/tracks.ts), so a track sent as EN
 * replaces the en one rather than sitting beside it, and a delete of EN
 * deletes en.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// The uploads folder, in the runtime's own file system.
define( 'WP_CONTENT_DIR', '/tmp/wp-content' );
define( 'WP_CONTENT_URL', 'http://example.org/wp-content' );
require '/wordpress-core.php';
// The database's: video 10 has the guid AbCd1234 and its tracks in post
// meta; the user may edit it.
$GLOBALS['meta'] = array();
function orbit_blocks_attachment_by_guid( $guid ) { return 'AbCd1234' === $guid ? 10 : 0; }
function current_user_can( $cap, ...$args ) { return true; }
function get_post_meta( $id, $key, $single = false ) { return $GLOBALS['meta'][ $id ][ $key ] ?? ''; }
function update_post_meta( $id, $key, $value ) { $GLOBALS['meta'][ $id ][ $key ] = $value; return true; }
function orbit_blocks_video_upload_external_endpoint() { return ''; }
require '/plugin/includes/rest/video.php';
function orbit_test_add_track( $lang, $label ) {
	$file = tempnam( sys_get_temp_dir(), 'vtt' );
	file_put_contents( $file, "WEBVTT\\n\\n1\\n00:00:00.000 --> 00:00:01.000\\n{$label}\\n" );
	$request = new WP_REST_Request( 'POST', '/rest/v1.1/videos/AbCd1234/tracks' );
	$request->set_url_params( array( 'guid' => 'AbCd1234' ) );
	$request->set_body_params( array( 'kind' => 'subtitles', 'srclang' => $lang, 'label' => $label ) );
	$request->set_file_params( array( 'vtt' => array( 'tmp_name' => $file, 'name' => 'a.vtt' ) ) );
	return orbit_blocks_video_track_add( $request );
}
function orbit_test_tracks() {
	$out = array();
	foreach ( orbit_blocks_video_public_tracks( 10 ) as $kind => $languages ) {
		foreach ( $languages as $lang => $track ) {
			$out[] = array( $kind, $lang, $track['label'] );
		}
	}
	return $out;
}
`;

const results = runPhpSnippets( [ 'includes/rest' ], STUBS, {
	sameLanguageOtherCase: `
	// A track kept under "en-US" (stored by an older version) and one sent as "EN-us".
	$GLOBALS['meta'][10]['videopress_tracks'] = array( 'subtitles' => array( 'en-US' => array( 'src' => 'http://example.org/old.vtt', 'label' => 'Old', 'file' => '' ) ) );
	$answer = orbit_test_add_track( 'EN-us', 'New' );
	echo json_encode( array( is_wp_error( $answer ) ? $answer->get_error_message() : 'ok', orbit_test_tracks() ) );`,
	deleteOtherCase: `
	$GLOBALS['meta'][10]['videopress_tracks'] = array( 'subtitles' => array( 'en-US' => array( 'src' => 'http://example.org/old.vtt', 'label' => 'Old', 'file' => '' ) ) );
	$request = new WP_REST_Request( 'POST', '/rest/v1.1/videos/AbCd1234/tracks/delete' );
	$request->set_url_params( array( 'guid' => 'AbCd1234' ) );
	$request->set_body_params( array( 'kind' => 'subtitles', 'srclang' => 'EN-US' ) );
	$answer = orbit_blocks_video_track_delete( $request );
	echo json_encode( array( is_wp_error( $answer ) ? $answer->get_error_code() : $answer->get_data(), orbit_test_tracks() ) );`,
	otherLanguage: `
	$GLOBALS['meta'][10]['videopress_tracks'] = array();
	orbit_test_add_track( 'en', 'English' );
	orbit_test_add_track( 'FR', 'Français' );
	echo json_encode( orbit_test_tracks() );`,
} );

describe( "a video's text tracks, by language", () => {
	it( 'keeps one track for a language whatever its case: the new one, under the lower-case tag', () => {
		expect( results.sameLanguageOtherCase ).toEqual( [
			'ok',
			[ [ 'subtitles', 'en-us', 'New' ] ],
		] );
	} );

	it( 'deletes a track named in another case', () => {
		expect( results.deleteOtherCase ).toEqual( [ { deleted: true }, [] ] );
	} );

	it( 'keeps tracks of different languages side by side', () => {
		expect( results.otherLanguage ).toEqual( [
			[ 'subtitles', 'en', 'English' ],
			[ 'subtitles', 'fr', 'Français' ],
		] );
	} );
} );
