/**
 * The related posts' server render (php-stubs/blocks/related-posts/
 * render.php) run in PHP itself (WebAssembly PHP, tests/unit/php/) with
 * WordPress's own block classes, parser and escaping; the site's related
 * posts (the database's) are the test's. Covers the incumbent's posts not
 * saved again: their inner heading blocks give the list its headline,
 * escaped, and our own headline setting wins.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
foreach ( array( 'class-wp-block-parser-block', 'class-wp-block-parser-frame', 'class-wp-block-parser', 'class-wp-block-type', 'class-wp-block-type-registry', 'class-wp-block-list', 'class-wp-block' ) as $file ) {
	require_once ABSPATH . WPINC . '/' . $file . '.php';
}
// The site's posts and the post being shown are the database's.
const ORBIT_BLOCKS_RELATED_POSTS_MAX = 6;
function orbit_blocks_related_posts_enabled() { return true; }
function orbit_blocks_related_posts( $post_id, $count ) {
	return array( array( 'id' => 2, 'url' => 'https://example.org/lisbon/', 'title' => 'Lisbon', 'img' => array( 'src' => '' ), 'date' => '', 'author' => '', 'block_context' => array( 'text' => '', 'link' => '' ) ) );
}
function get_the_ID() { return 1; }
function current_user_can() { return false; }
function get_block_wrapper_attributes( $extra = array() ) { return 'class="wp-block-jetpack-related-posts ' . esc_attr( $extra['class'] ?? '' ) . '" aria-label="' . esc_attr( $extra['aria-label'] ?? '' ) . '"'; }
$render = require '/related-posts/render.php';
function orbit_test_render( $render, $markup ) {
	$parser = new WP_Block_Parser();
	$parsed = $parser->parse( $markup )[0];
	$block  = new WP_Block( $parsed );
	return $render( $parsed['attrs'], $parsed['innerHTML'], $block );
}
`;

const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};

function render( name: string, markup: string ) {
	snippets[
		name
	] = `echo json_encode( orbit_test_render( $render, ${ JSON.stringify(
		markup
	) } ) );`;
	return () => {
		const html = results[ name ];
		if ( typeof html !== 'string' ) {
			throw new Error(
				`${ name }: PHP gave ${ JSON.stringify( html ) }`
			);
		}
		const host = document.createElement( 'div' );
		host.innerHTML = html;
		return host;
	};
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
