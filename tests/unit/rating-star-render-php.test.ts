/**
 * The star rating's server render (blocks/rating-star/render.php)
 * run in PHP itself (WebAssembly PHP, tests/unit/php/) with WordPress's own
 * escaping and HTML tag processor. Covers: the words added for visitors, our
 * saved stars kept as they are, and the incumbent's fallback markup (one "★"
 * a started star, in a post not saved again) replaced by the stars drawn
 * from the attributes, with no markup or style from input getting out.
 */
import { renderedElement, runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
require '/plugin/includes/color.php';
$render = orbit_blocks_test_render_file( '/rating-star/render.php' );
`;

const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};

function render(
	name: string,
	attributes: Record< string, unknown >,
	content: string
) {
	snippets[
		name
	] = `echo json_encode( $render( json_decode( ${ JSON.stringify(
		JSON.stringify( attributes )
	) }, true ), ${ JSON.stringify( content ) } ) );`;
	return () => renderedElement( results, name );
}

const stars = ( host: HTMLElement ) =>
	Array.from(
		host.querySelectorAll( '.wp-block-jetpack-rating-star__star' )
	).map(
		( star ) =>
			`${ star.className.split( ' is-' )[ 1 ] }:${ star.textContent }`
	);

// Our save (save.tsx) for 3.5 of 5 stars, red, centred.
const OURS =
	'<div class="wp-block-jetpack-rating-star has-text-align-center" style="color:#cf2e2e" role="img"><span class="wp-block-jetpack-rating-star__stars" aria-hidden="true"><span class="wp-block-jetpack-rating-star__star is-full">★</span><span class="wp-block-jetpack-rating-star__star is-full">★</span><span class="wp-block-jetpack-rating-star__star is-full">★</span><span class="wp-block-jetpack-rating-star__star is-half">★</span><span class="wp-block-jetpack-rating-star__star is-empty">☆</span></span></div>';

const ours = render(
	'ours',
	{ rating: 3.5, maxRating: 5, color: '#cf2e2e', align: 'center' },
	OURS
);
// The incumbent's first fallback (its test fixture) and its current one.
const figure = render(
	'figure',
	{
		rating: 3,
		maxRating: 7,
		color: '#39414D',
		className: 'is-style-outlined',
	},
	'<figure class="wp-block-jetpack-rating-star is-style-outlined" style="text-align:left"><span style="color:#39414D">★</span><span style="color:#39414D">★</span><span style="color:#39414D">★</span></figure>'
);
const wrapped = render(
	'wrapped',
	{ rating: 2.5, align: 'right' },
	'<div class="wp-block-jetpack-rating-star"><figure style="text-align:right"><span>★</span><span>★</span><span>★</span></figure></div>'
);
const hostile = render(
	'hostile',
	{
		rating: 12,
		maxRating: 40,
		color: 'red;background:url(javascript:alert(1))',
		align: '"><script>alert(1)</script>',
		className: 'a"><script>x</script> b',
	},
	'<figure class="wp-block-jetpack-rating-star"><span>★</span></figure>'
);

beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/rating-star' ], PRELUDE, snippets );
}, 60000 );

describe( 'the star rating for visitors', () => {
	it( 'keeps our saved stars and adds the words', () => {
		const host = ours();
		const block = host.querySelector( '.wp-block-jetpack-rating-star' );
		expect( block?.getAttribute( 'aria-label' ) ).toBe(
			'3.5 out of 5 stars'
		);
		expect( stars( host ) ).toEqual( [
			'full:★',
			'full:★',
			'full:★',
			'half:★',
			'empty:☆',
		] );
		expect(
			host.querySelector( '.wp-block-jetpack-rating-star__label' )
				?.textContent
		).toBe( '3.5 out of 5 stars' );
	} );

	it( 'draws the incumbent’s fallback figure as our stars, with its colour and class', () => {
		const host = figure();
		expect( host.querySelector( 'figure' ) ).toBeNull();
		const block = host.querySelector( '.wp-block-jetpack-rating-star' );
		expect( block?.tagName ).toBe( 'DIV' );
		expect( block?.className ).toBe(
			'wp-block-jetpack-rating-star has-text-align-left is-style-outlined'
		);
		expect( block?.getAttribute( 'style' ) ).toBe( 'color:#39414D' );
		expect( block?.getAttribute( 'role' ) ).toBe( 'img' );
		expect( block?.getAttribute( 'aria-label' ) ).toBe(
			'3 out of 7 stars'
		);
		expect( stars( host ) ).toEqual( [
			...Array( 3 ).fill( 'full:★' ),
			...Array( 4 ).fill( 'empty:☆' ),
		] );
	} );

	it( 'draws the incumbent’s current fallback (the figure in the block’s div) with half stars', () => {
		const host = wrapped();
		expect( host.querySelector( 'figure' ) ).toBeNull();
		expect(
			host.querySelector( '.wp-block-jetpack-rating-star' )?.className
		).toBe( 'wp-block-jetpack-rating-star has-text-align-right' );
		expect( stars( host ) ).toEqual( [
			'full:★',
			'full:★',
			'half:★',
			'empty:☆',
			'empty:☆',
		] );
		expect(
			host.querySelector( '.wp-block-jetpack-rating-star__label' )
				?.textContent
		).toBe( '2.5 out of 5 stars' );
	} );

	it( 'lets no markup, script or style from the attributes out', () => {
		const host = hostile();
		expect( host.querySelector( 'script' ) ).toBeNull();
		const block = host.querySelector( '.wp-block-jetpack-rating-star' );
		expect( block?.getAttribute( 'style' ) ).toBeNull();
		expect( block?.className ).toBe(
			'wp-block-jetpack-rating-star has-text-align-left ascriptxscript b'
		);
		expect( block?.getAttribute( 'aria-label' ) ).toBe(
			'10 out of 10 stars'
		);
		expect( stars( host ) ).toEqual( Array( 10 ).fill( 'full:★' ) );
	} );
} );
