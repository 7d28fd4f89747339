/**
 * The star rating's rules (rating.ts): every click rule of spec 2 section 4,
 * the 2–10 range of section 5, halves, the star fills and the label.
 */
import fc from 'fast-check';
import {
	clampAlignment,
	clampMaxRating,
	clampRating,
	ratingAfterClick,
	ratingLabel,
	starFills,
} from '../rating';

describe( 'ratingAfterClick', () => {
	it( 'sets the rating to the clicked star', () => {
		expect( ratingAfterClick( 1, 3 ) ).toBe( 3 );
		expect( ratingAfterClick( 4, 2 ) ).toBe( 2 );
		expect( ratingAfterClick( 0, 1 ) ).toBe( 1 );
		expect( ratingAfterClick( 0, 5 ) ).toBe( 5 );
		expect( ratingAfterClick( 1, 10, 10 ) ).toBe( 10 );
	} );

	it( 'makes the clicked star a half star when the rating is already there', () => {
		expect( ratingAfterClick( 3, 3 ) ).toBe( 2.5 );
		expect( ratingAfterClick( 5, 5 ) ).toBe( 4.5 );
		expect( ratingAfterClick( 1, 1 ) ).toBe( 0.5 );
	} );

	it( 'fills the half star again on the next click', () => {
		expect( ratingAfterClick( 2.5, 3 ) ).toBe( 3 );
		expect( ratingAfterClick( 4.5, 5 ) ).toBe( 5 );
	} );

	it( 'gives 0 for the first star clicked while the rating is 0.5', () => {
		expect( ratingAfterClick( 0.5, 1 ) ).toBe( 0 );
	} );

	it( 'cycles the first star 1 → 0.5 → 0 → 1', () => {
		let rating = 1;
		const seen = [ rating ];
		for ( let click = 0; click < 3; click++ ) {
			rating = ratingAfterClick( rating, 1 );
			seen.push( rating );
		}
		expect( seen ).toEqual( [ 1, 0.5, 0, 1 ] );
	} );

	it( 'cycles any other star N → N-0.5 → N', () => {
		for ( let star = 2; star <= 10; star++ ) {
			expect( ratingAfterClick( star, star, 10 ) ).toBe( star - 0.5 );
			expect( ratingAfterClick( star - 0.5, star, 10 ) ).toBe( star );
		}
	} );

	it( 'reads an odd stored rating in halves before applying the rules', () => {
		expect( ratingAfterClick( 2.9, 3 ) ).toBe( 2.5 );
		expect( ratingAfterClick( 0.4, 1 ) ).toBe( 0 );
	} );

	it( 'always gives a rating in halves from 0 to the number of stars', () => {
		fc.assert(
			fc.property(
				fc.double( { min: -5, max: 20, noNaN: true } ),
				fc.integer( { min: 2, max: 10 } ),
				( current, max ) =>
					Array.from( { length: max }, ( _, i ) => i + 1 ).every(
						( star ) => {
							const next = ratingAfterClick( current, star, max );
							return (
								next >= 0 &&
								next <= max &&
								Number.isInteger( next * 2 ) &&
								( next === star ||
									next === star - 0.5 ||
									( star === 1 && next === 0 ) )
							);
						}
					)
			)
		);
	} );
} );

describe( 'clampMaxRating', () => {
	it( 'keeps 2 to 10 stars', () => {
		expect( clampMaxRating( 2 ) ).toBe( 2 );
		expect( clampMaxRating( 7 ) ).toBe( 7 );
		expect( clampMaxRating( 10 ) ).toBe( 10 );
	} );

	it( 'clamps outside the range and rounds to whole stars', () => {
		expect( clampMaxRating( 1 ) ).toBe( 2 );
		expect( clampMaxRating( 0 ) ).toBe( 2 );
		expect( clampMaxRating( -3 ) ).toBe( 2 );
		expect( clampMaxRating( 11 ) ).toBe( 10 );
		expect( clampMaxRating( 500 ) ).toBe( 10 );
		expect( clampMaxRating( 4.4 ) ).toBe( 4 );
		expect( clampMaxRating( 4.6 ) ).toBe( 5 );
		expect( clampMaxRating( '8' ) ).toBe( 8 );
	} );

	it( 'gives the default, 5, for what is not a number', () => {
		expect( clampMaxRating( undefined ) ).toBe( 5 );
		expect( clampMaxRating( '' ) ).toBe( 5 );
		expect( clampMaxRating( 'many' ) ).toBe( 5 );
		expect( clampMaxRating( NaN ) ).toBe( 5 );
		expect( clampMaxRating( Infinity ) ).toBe( 5 );
	} );
} );

describe( 'clampRating', () => {
	it( 'keeps halves from 0 to the number of stars', () => {
		expect( clampRating( 3.5, 5 ) ).toBe( 3.5 );
		expect( clampRating( 0, 5 ) ).toBe( 0 );
		expect( clampRating( 7, 5 ) ).toBe( 5 );
		expect( clampRating( -1, 5 ) ).toBe( 0 );
		expect( clampRating( 9.5, 10 ) ).toBe( 9.5 );
	} );

	it( 'rounds to the nearest half', () => {
		expect( clampRating( 3.24, 5 ) ).toBe( 3 );
		expect( clampRating( 3.3, 5 ) ).toBe( 3.5 );
		expect( clampRating( 3.8, 5 ) ).toBe( 4 );
	} );

	it( 'is 0 for what is not a number', () => {
		expect( clampRating( undefined, 5 ) ).toBe( 0 );
		expect( clampRating( 'x', 5 ) ).toBe( 0 );
	} );
} );

describe( 'starFills', () => {
	it( 'draws full, half and empty stars', () => {
		expect( starFills( 3.5, 5 ) ).toEqual( [
			'full',
			'full',
			'full',
			'half',
			'empty',
		] );
		expect( starFills( 0, 2 ) ).toEqual( [ 'empty', 'empty' ] );
		expect( starFills( 0.5, 3 ) ).toEqual( [ 'half', 'empty', 'empty' ] );
		expect( starFills( 10, 10 ) ).toEqual( Array( 10 ).fill( 'full' ) );
	} );

	it( 'draws as many stars as the clamped number, the rating within it', () => {
		expect( starFills( 4, 1 ) ).toEqual( [ 'full', 'full' ] );
		expect( starFills( 12, 20 ) ).toHaveLength( 10 );
		expect( starFills( 1, undefined as unknown as number ) ).toHaveLength(
			5
		);
	} );
} );

describe( 'ratingLabel', () => {
	it( 'says the rating out of the number of stars', () => {
		expect( ratingLabel( 3.5, 5 ) ).toBe( '3.5 out of 5 stars' );
		expect( ratingLabel( 1, 5 ) ).toBe( '1 out of 5 stars' );
		expect( ratingLabel( 0, 2 ) ).toBe( '0 out of 2 stars' );
		expect( ratingLabel( 10, 10 ) ).toBe( '10 out of 10 stars' );
	} );

	it( 'says what is shown, not what is stored', () => {
		expect( ratingLabel( 7, 5 ) ).toBe( '5 out of 5 stars' );
		expect( ratingLabel( 3.3, 12 ) ).toBe( '3.5 out of 10 stars' );
	} );
} );

describe( 'clampAlignment', () => {
	it( 'keeps left, center and right, and gives left otherwise', () => {
		expect( clampAlignment( 'center' ) ).toBe( 'center' );
		expect( clampAlignment( 'right' ) ).toBe( 'right' );
		expect( clampAlignment( 'left' ) ).toBe( 'left' );
		expect( clampAlignment( undefined ) ).toBe( 'left' );
		expect( clampAlignment( 'wide' ) ).toBe( 'left' );
	} );
} );
