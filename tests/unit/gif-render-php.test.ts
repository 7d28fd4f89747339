/**
 * The GIF block's server render (blocks/gif/render.php) run in PHP
 * itself (WebAssembly PHP, tests/unit/php/) with WordPress's own escaping.
 * Covers the incumbent's Tumblr version: its comment-only posts drawn as the
 * image save.tsx saves, the blog credited under a Tumblr GIF ("GIF by … on
 * Tumblr", saved posts too), and no address or markup from input getting
 * out; the Giphy frame of its older version still drawn.
 */
import { renderedElement, runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
require '/plugin/includes/rest/gif.php';
register_block_type( 'jetpack/gif', array( 'render_callback' => orbit_blocks_test_render_file( '/gif/render.php' ), 'supports' => array( 'align' => true ) ) );
/** A post's GIF block with these attributes and saved markup, rendered by WordPress. */
function render_gif( array $attributes, string $content ) {
	return render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/gif', $attributes, $content ) )[0] );
}
`;

const GIF =
	'https://64.media.tumblr.com/3131b9d2a05485e7ae7838a8b1314ab2/2d72fb0f707ea67a-5f/s500x750/d45e10288e4ff6a775c879978f52c87d3318ff8d.gif';
const TUMBLR = {
	caption: 'Awww <em>cats</em>',
	gifUrl: GIF,
	searchText: 'cats',
	paddingTop: '40%',
	attributionUrl: 'https://www.tumblr.com/blog/view/everydayschristmas',
	attributionName: 'everydayschristmas',
};
// What save.tsx saves for that GIF (the caption as rich text).
const SAVED = `<figure class="wp-block-jetpack-gif aligncenter"><div class="wp-block-jetpack-gif-wrapper" style="padding-top:40%"><img src="${ GIF }" alt="cats" title="cats" loading="lazy"/></div><figcaption class="wp-block-jetpack-gif-caption gallery-caption">Awww <em>cats</em></figcaption></figure>`;

const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};

function render(
	name: string,
	attributes: Record< string, unknown >,
	content = ''
) {
	snippets[
		name
	] = `echo json_encode( render_gif( json_decode( ${ JSON.stringify(
		JSON.stringify( attributes )
	) }, true ), ${ JSON.stringify( content ) } ) );`;
	return () => renderedElement( results, name );
}

const commentOnly = render( 'commentOnly', TUMBLR );
const saved = render( 'saved', TUMBLR, SAVED );
const noCredit = render( 'noCredit', { ...TUMBLR, attributionName: '' } );
const hostile = render( 'hostile', {
	...TUMBLR,
	attributionUrl: 'javascript:alert(1)',
	searchText: '"><script>alert(1)</script>',
} );
const hostileName = render( 'hostileName', {
	...TUMBLR,
	attributionName: '<img src=x onerror=alert(1)>',
} );
const foreign = render( 'foreign', {
	...TUMBLR,
	gifUrl: 'https://evil.example/cat.gif',
} );
const giphy = render( 'giphy', {
	giphyUrl: '//giphy.com/embed/ZgTR3UQ9XAWDvqy9jv',
	searchText: 'cats',
	paddingTop: '40%',
} );

beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/gif' ], PRELUDE, snippets );
}, 60000 );

describe( 'the incumbent’s Tumblr GIFs for visitors', () => {
	it( 'draws a comment-only post as the saved image, with its caption and the blog’s credit', () => {
		const host = commentOnly();
		const image = host.querySelector( '.wp-block-jetpack-gif-wrapper img' );
		expect( image?.getAttribute( 'src' ) ).toBe( GIF );
		expect( image?.getAttribute( 'alt' ) ).toBe( 'cats' );
		expect(
			host
				.querySelector( '.wp-block-jetpack-gif-wrapper' )
				?.getAttribute( 'style' )
		).toBe( 'padding-top:40%' );
		expect(
			host.querySelector( '.wp-block-jetpack-gif-caption' )?.innerHTML
		).toBe( 'Awww <em>cats</em>' );
		const credit = host.querySelector(
			'.wp-block-jetpack-gif-attribution a'
		);
		expect( credit?.textContent ).toBe(
			'GIF by everydayschristmas on Tumblr'
		);
		expect( credit?.getAttribute( 'href' ) ).toBe( TUMBLR.attributionUrl );
		expect( credit?.getAttribute( 'rel' ) ).toBe( 'noopener noreferrer' );
	} );

	it( 'adds the credit to the saved figure and keeps the rest as saved', () => {
		const host = saved();
		expect(
			host.querySelector( '.wp-block-jetpack-gif-attribution' )
				?.textContent
		).toBe( 'GIF by everydayschristmas on Tumblr' );
		host.querySelector( '.wp-block-jetpack-gif-attribution' )?.remove();
		expect( host.innerHTML ).toBe(
			SAVED.replace( 'loading="lazy"/>', 'loading="lazy">' )
		);
	} );

	it( 'gives no credit without a blog name', () => {
		expect(
			noCredit().querySelector( '.wp-block-jetpack-gif-attribution' )
		).toBeNull();
	} );

	it( 'lets no script address or markup out', () => {
		const host = hostile();
		expect( host.querySelector( 'script' ) ).toBeNull();
		expect(
			host.querySelector( '.wp-block-jetpack-gif-attribution' )
		).toBeNull();
		expect( host.querySelector( 'img' )?.getAttribute( 'alt' ) ).toBe(
			'"><script>alert(1)</script>'
		);
		const named = hostileName();
		expect( named.querySelectorAll( 'img' ) ).toHaveLength( 1 );
		expect(
			named.querySelector( '.wp-block-jetpack-gif-attribution' )
				?.textContent
		).toBe( 'GIF by <img src=x onerror=alert(1)> on Tumblr' );
	} );

	it( 'shows no image from another host', () => {
		expect( foreign().innerHTML ).toBe( '' );
	} );

	it( 'still draws the older Giphy version as a frame', () => {
		expect( giphy().querySelector( 'iframe' )?.getAttribute( 'src' ) ).toBe(
			'https://giphy.com/embed/ZgTR3UQ9XAWDvqy9jv'
		);
	} );
} );
