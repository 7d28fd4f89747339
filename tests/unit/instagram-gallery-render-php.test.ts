/**
 * The Instagram gallery's server render (blocks/instagram-gallery/
 * render.php) run in PHP itself (WebAssembly PHP, tests/unit/php/) with
 * WordPress's own escaping. The post holds the incumbent plugin's markup (a
 * link to the profile, for visitors without the plugin): the render takes
 * over and shows the account's images instead. The accounts and their images
 * are the database's and Instagram's, so the test stands in for them;
 * WordPress parses and renders the post's block.
 */
import { renderedElement, runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
const ORBIT_BLOCKS_INSTAGRAM_MAX_POSTS = 30;
// Token 7 is @ana.lopes's connection, with two images; any other token is none.
function orbit_blocks_instagram_token( $value ): int { return is_numeric( $value ) ? (int) $value : 0; }
function orbit_blocks_instagram_connection( $token ): ?array {
	return 7 === orbit_blocks_instagram_token( $token ) ? array( 'username' => 'ana.lopes', 'user_id' => 1 ) : null;
}
function orbit_blocks_instagram_gallery_images( int $token, array $connection, int $count ) {
	return array_slice(
		array(
			array( 'url' => 'https://example.com/a.jpg', 'title' => 'Beach', 'link' => 'https://example.com/a-full.jpg' ),
			array( 'url' => 'https://example.com/b.jpg', 'title' => '', 'link' => 'https://example.com/b-full.jpg' ),
		),
		0,
		$count
	);
}
// Posts and users (the database's): post 40 is by user 1, who connected
// @ana.lopes; post 41 by user 2, a contributor; post 42 by user 3, an
// editor (edit_others_posts). The post shown is $GLOBALS['shown'].
$GLOBALS['shown'] = 40;
function get_the_ID() { return $GLOBALS['shown']; }
function get_post( $id ) {
	$authors = array( 40 => 1, 41 => 2, 42 => 3 );
	return isset( $authors[ $id ] ) ? (object) array( 'ID' => $id, 'post_author' => (string) $authors[ $id ] ) : null;
}
function user_can( $user, $capability ) { return 3 === (int) $user && 'edit_others_posts' === $capability; }
register_block_type( 'jetpack/instagram-gallery', array( 'render_callback' => orbit_blocks_test_render_file( '/instagram-gallery/render.php' ) ) );
`;

// The incumbent's saved markup for @ana.lopes (its save, and ours).
const SAVED =
	'<div class="wp-block-jetpack-instagram-gallery"><a href="https://www.instagram.com/ana.lopes/" rel="noopener noreferrer" target="_blank">https://www.instagram.com/ana.lopes/</a></div>';

const cases: Record< string, Record< string, unknown > > = {
	connected: {
		accessToken: '7',
		instagramUser: 'ana.lopes',
		columns: 3,
		count: 9,
		spacing: 10,
		isStackedOnMobile: true,
	},
	// The incumbent's own token names no connection of this site.
	incumbentToken: {
		accessToken: 'abcd',
		instagramUser: 'ana.lopes',
		columns: 3,
		count: 9,
		spacing: 10,
		isStackedOnMobile: true,
	},
};

const snippets = Object.fromEntries(
	Object.entries( cases ).map( ( [ name, attributes ] ) => [
		name,
		`$GLOBALS['shown'] = 40; echo json_encode( render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/instagram-gallery', json_decode( ${ JSON.stringify(
			JSON.stringify( attributes )
		) }, true ), ${ JSON.stringify( SAVED ) } ) )[0] ) );`,
	] )
);

// A contributor's post (and an editor's) naming @ana.lopes's token 7.
const render7 = ( post: number ) =>
	`$GLOBALS['shown'] = ${ post }; echo json_encode( render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/instagram-gallery', array( 'accessToken' => '7', 'instagramUser' => 'ana.lopes' ), ${ JSON.stringify(
		SAVED
	) } ) )[0] ) );`;
snippets.contributorPost = render7( 41 );
snippets.editorPost = render7( 42 );
snippets.noPost = render7( 99 );

let results: Record< string, unknown > = {};

beforeAll( () => {
	results = runPhpSnippets(
		[ 'blocks/instagram-gallery' ],
		PRELUDE,
		snippets
	);
}, 60000 );

const dom = ( name: string ) => renderedElement( results, name );

describe( 'the server render of a post holding the incumbent’s profile link', () => {
	it( 'shows the connected account’s images instead of the saved link', () => {
		const host = dom( 'connected' );
		const links = Array.from( host.querySelectorAll( 'a' ) );
		expect( links.map( ( a ) => a.getAttribute( 'href' ) ) ).toEqual( [
			'https://example.com/a-full.jpg',
			'https://example.com/b-full.jpg',
		] );
		expect(
			Array.from( host.querySelectorAll( 'img' ) ).map( ( img ) =>
				img.getAttribute( 'alt' )
			)
		).toEqual( [ 'Beach', 'Instagram image 2' ] );
		expect( host.innerHTML ).not.toContain( 'instagram.com/ana.lopes' );
		expect(
			host.querySelector( '.wp-block-jetpack-instagram-gallery' )
		).toHaveAttribute(
			'aria-label',
			'Latest Instagram posts of @ana.lopes'
		);
	} );

	it( 'shows nothing while the token is not a connection of this site', () => {
		expect( results.incumbentToken ).toBe( '' );
	} );

	it( 'shows nothing for another user’s connection in a contributor’s post (issue 36, finding 5)', () => {
		expect( results.contributorPost ).toBe( '' );
		expect( results.noPost ).toBe( '' );
	} );

	it( 'shows an author’s account in an editor’s post, as the gallery route allows', () => {
		expect( dom( 'editorPost' ).querySelectorAll( 'img' ) ).toHaveLength(
			2
		);
	} );
} );
