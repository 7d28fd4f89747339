/**
 * The video block's visitor markup (blocks/video/render.php) in the
 * WebAssembly PHP the tests use, on WordPress's own escaping and block
 * supports: the player's maximum width, as the author set it with the
 * preview's handles or the Width panel (px, %, em), and the default 100%
 * for anything else. The video's record (its attachment, fields, poster and
 * tracks, from includes/rest/video.php and includes/video/, not loaded) is
 * the database's: stand-ins.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
define( 'ORBIT_BLOCKS_DIR', '/plugin' );
// Video 10 has the guid AbCd1234; anyone may watch it.
function orbit_blocks_attachment_by_guid( $guid ) { return 'AbCd1234' === $guid ? 10 : 0; }
function orbit_blocks_video_fields( $id ) { return array( 'allow_download' => true, 'description' => '' ); }
function orbit_blocks_video_can_view( $id ) { return true; }
function orbit_blocks_video_poster( $id ) { return array( 'poster' => '' ); }
function orbit_blocks_video_public_tracks( $id ) { return array(); }
function wp_get_attachment_url( $id ) { return 'http://example.org/wp-content/uploads/v.mp4'; }
function wp_get_attachment_metadata( $id ) { return array( 'length' => 4 ); }
$render = orbit_blocks_test_render_file( '/video/render.php' );
function orbit_test_max_width( $render, $max_width ) {
	$html = $render( array( 'guid' => 'AbCd1234', 'maxWidth' => $max_width ), '' );
	return preg_match( '/class="orbit-video-player__wrapper" style="max-width:([^;"]*);/', $html, $match ) ? $match[1] : null;
}
`;

const results = runPhpSnippets( [ 'blocks/video' ], STUBS, {
	widths: `$out = array();
	foreach ( array( '480px', '60%', '40em', '100%', '12.5em', 'calc(1px)', '480', 'javascript:x', '1px;color:red' ) as $width ) {
		$out[] = orbit_test_max_width( $render, $width );
	}
	echo json_encode( $out );`,
} );

describe( "the visitor's player width", () => {
	it( 'is the width the author set, in px, % or em; anything else is the default 100%', () => {
		expect( results.widths ).toEqual( [
			'480px',
			'60%',
			'40em',
			'100%',
			'12.5em',
			'100%',
			'100%',
			'100%',
			'100%',
		] );
	} );
} );
