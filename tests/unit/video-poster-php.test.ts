/**
 * Which image may become a video's poster (php-stubs/includes/video/poster.php),
 * in the WebAssembly PHP the tests use, on WordPress's own functions: an
 * image the user may read; not a file that is not an image, nor an image
 * attached to a post the user may not read.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// The media library and capabilities (the database's): 20, an image the
// author uploaded; 21, an image attached to another user's private post;
// 22, a PDF.
function wp_attachment_is_image( $id ) { return in_array( $id, array( 20, 21 ), true ); }
function current_user_can( $cap, $id ) { return 'read_post' === $cap && 21 !== $id; }
require '/video/poster.php';
`;

const results = runPhpSnippets( [ 'includes/video' ], STUBS, {
	posters: `$out = array();
	foreach ( array( 20, 21, 22 ) as $id ) {
		$answer = orbit_blocks_video_poster_allowed( $id );
		$out[ $id ] = true === $answer ? true : array( $answer->get_error_code(), $answer->get_error_data()['status'] );
	}
	echo json_encode( $out );`,
} );

describe( "a video's poster image", () => {
	it( 'is an image the user may read', () => {
		expect( results.posters ).toEqual( {
			20: true,
			21: [ 'forbidden', 403 ],
			22: [ 'invalid_poster', 400 ],
		} );
	} );
} );
