/**
 * The related posts' server render (blocks/related-posts/
 * render.php) run in PHP itself (WebAssembly PHP, tests/unit/php/) with
 * WordPress's own block API (parse_blocks, WP_Block) and escaping; the
 * site's related posts (the database's) are the test's. Covers the incumbent's posts not
 * saved again: their inner heading blocks give the list its headline,
 * escaped, and our own headline setting wins.
 */
import { renderedElement, runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// The site's posts and who may edit them are the database's.
const ORBIT_BLOCKS_RELATED_POSTS_MAX = 6;
function orbit_blocks_related_posts_enabled() { return true; }
function orbit_blocks_related_posts( $post_id, $count ) {
	return array( array( 'id' => 2, 'url' => 'https://example.org/lisbon/', 'title' => 'Lisbon', 'img' => array( 'src' => '' ), 'date' => '', 'author' => '', 'block_context' => array( 'text' => '', 'link' => '' ) ) );
}
function current_user_can() { return false; }
register_block_type( 'jetpack/related-posts', array( 'render_callback' => orbit_blocks_test_render_file( '/related-posts/render.php' ), 'uses_context' => array( 'postId' ) ) );
/** A post's block markup rendered by WordPress, in post 1. */
function render_related( $markup ) {
	return ( new WP_Block( parse_blocks( $markup )[0], array( 'postId' => 1 ) ) )->render();
}
`;

const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};

function render( name: string, markup: string ) {
	snippets[ name ] = `echo json_encode( render_related( ${ JSON.stringify(
		markup
	) } ) );`;
	return () => renderedElement( results, name );
}

const heading = ( html: string ) =>
	`<!-- wp:heading -->\n<h2 class="wp-block-heading">${ html }</h2>\n<!-- /wp:heading -->`;
const incumbent = ( attrs: string, inner: string ) =>
	`<!-- wp:jetpack/related-posts ${ attrs }-->\n<div class="wp-block-jetpack-related-posts">${ inner }</div>\n<!-- /wp:jetpack/related-posts -->`;

const innerHeading = render(
	'innerHeading',
	incumbent(
		'{"postLayout":"list"} ',
		heading( 'Keep <em>reading</em> &amp; <script>x</script>enjoy' )
	)
);
const emptyHeading = render( 'emptyHeading', incumbent( '', heading( '' ) ) );
const ours = render(
	'ours',
	incumbent(
		'{"displayHeadline":true,"headline":"Ours"} ',
		heading( 'Theirs' )
	)
);

beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/related-posts' ], PRELUDE, snippets );
}, 60000 );

describe( 'an incumbent’s related posts not saved again', () => {
	it( 'takes its inner heading’s text as the headline, escaped', () => {
		const host = innerHeading();
		const headline = host.querySelector(
			'.jetpack-related-posts__headline'
		);
		expect( headline?.textContent ).toBe( 'Keep reading & enjoy' );
		expect( host.querySelector( 'script, em' ) ).toBeNull();
		expect(
			host.querySelector( 'nav' )?.getAttribute( 'aria-label' )
		).toBe( 'Keep reading & enjoy' );
		expect( host.querySelector( 'a' )?.textContent ).toContain( 'Lisbon' );
	} );

	it( 'shows no headline for an empty heading', () => {
		expect(
			emptyHeading().querySelector( '.jetpack-related-posts__headline' )
		).toBeNull();
	} );

	it( 'keeps a headline set on the block', () => {
		expect(
			ours().querySelector( '.jetpack-related-posts__headline' )
				?.textContent
		).toBe( 'Ours' );
	} );
} );
