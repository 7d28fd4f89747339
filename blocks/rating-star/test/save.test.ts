/**
 * The star rating's saved markup (save.tsx): role="img" with no words (the
 * server adds them in the visitor's language: render.php, tested in
 * tests/unit/rating-star-render-php.test.ts), one span a star (full, half, empty), the
 * colour only when the shared validator accepts it, and never a script, an
 * event handler or SVG, whatever the attributes hold.
 */
import fc from 'fast-check';
import { getSaveContent, unregisterBlockType } from '@wordpress/blocks';
import '@wordpress/block-editor';
import { register } from '../index';
import { alignmentClassName, colorStyle } from '../markup';

const NAME = 'jetpack/rating-star';

beforeAll( () => register() );
afterAll( () => unregisterBlockType( NAME ) );

function saved( attributes: Record< string, unknown > ) {
	const html = getSaveContent( NAME, {
		rating: 1,
		maxRating: 5,
		align: 'left',
		...attributes,
	} );
	const container = document.createElement( 'div' );
	container.innerHTML = html;
	const root = container.firstElementChild as HTMLElement;
	return { html, root };
}

const starClasses = ( root: HTMLElement ) =>
	[ ...root.querySelectorAll( '.wp-block-jetpack-rating-star__star' ) ].map(
		( star ) =>
			star.className.replace( 'wp-block-jetpack-rating-star__star ', '' )
	);

describe( 'star rating, saved markup', () => {
	it( 'is an image whose words are left to the server', () => {
		const { root } = saved( { rating: 3.5 } );
		expect( root ).toHaveAttribute( 'role', 'img' );
		expect( root ).not.toHaveAttribute( 'aria-label' );
		expect(
			root.querySelector( '.wp-block-jetpack-rating-star__label' )
		).toBeNull();
		expect(
			root.querySelector( '.wp-block-jetpack-rating-star__stars' )
		).toHaveAttribute( 'aria-hidden', 'true' );
	} );

	it( 'draws full, half and empty stars, as many as maxRating', () => {
		const { root } = saved( { rating: 2.5, maxRating: 4 } );
		expect( starClasses( root ) ).toEqual( [
			'is-full',
			'is-full',
			'is-half',
			'is-empty',
		] );
		expect( root.textContent ).toBe( '★★★☆' );
	} );

	it( 'keeps a valid colour as the inline colour and drops any other', () => {
		expect( saved( { color: '#cf2e2e' } ).root ).toHaveAttribute(
			'style',
			'color:#cf2e2e'
		);
		expect(
			saved( { color: 'var(--wp--preset--color--vivid-red)' } ).root
		).toHaveAttribute(
			'style',
			'color:var(--wp--preset--color--vivid-red)'
		);
		for ( const color of [
			'red;background:url(javascript:alert(1))',
			'expression(alert(1))',
			'"><script>alert(1)</script>',
			'',
		] ) {
			expect( saved( { color } ).root ).not.toHaveAttribute( 'style' );
		}
	} );

	it( 'carries the alignment and the style as classes', () => {
		const { root } = saved( {
			align: 'right',
			className: 'is-style-outlined',
		} );
		expect( root ).toHaveClass(
			'wp-block-jetpack-rating-star',
			'has-text-align-right',
			'is-style-outlined'
		);
		expect( alignmentClassName( 'bogus' ) ).toBe( 'has-text-align-left' );
		expect( colorStyle( undefined ) ).toEqual( {} );
	} );

	it( 'never carries script, handlers or SVG, whatever the attributes', () => {
		const anything = fc.oneof(
			fc.string(),
			fc.double(),
			fc.integer(),
			fc.constant( undefined ),
			fc.constantFrom(
				'"><script>alert(1)</script>',
				'javascript:alert(1)',
				'red" onmouseover="alert(1)',
				'</div><img src=x onerror=alert(1)>'
			)
		);
		fc.assert(
			fc.property(
				fc.record( {
					rating: anything,
					maxRating: anything,
					color: anything,
					align: anything,
				} ),
				( attributes ) => {
					const { html, root } = saved( attributes );
					expect( html ).not.toMatch( /<script|<svg|javascript:/i );
					for ( const element of [
						root,
						...root.querySelectorAll( '*' ),
					] ) {
						for ( const { name } of element.attributes ) {
							expect( name ).not.toMatch( /^on/i );
						}
					}
					const count = root.querySelectorAll(
						'.wp-block-jetpack-rating-star__star'
					).length;
					expect( count ).toBeGreaterThanOrEqual( 2 );
					expect( count ).toBeLessThanOrEqual( 10 );
					// No words: the markup is the same in every language.
					expect( root.textContent ).toMatch( /^[★☆]+$/ );
				}
			),
			{ numRuns: 300 }
		);
	} );
} );
