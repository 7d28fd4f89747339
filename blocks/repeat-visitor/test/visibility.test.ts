import {
	describeVisibility,
	isVisible,
	normaliseCriteria,
	normaliseThreshold,
	parseThreshold,
} from '../visibility';

describe( 'parseThreshold', () => {
	it.each( [
		[ '1', 1 ],
		[ '3', 3 ],
		[ ' 12 ', 12 ],
		[ '007', 7 ],
	] )( 'accepts the positive whole number %p', ( text, value ) => {
		expect( parseThreshold( text ) ).toBe( value );
	} );

	it.each( [ '', ' ', '0', '-2', '2.5', '1e3', 'abc', '3 visits', '+4' ] )(
		'refuses %p',
		( text ) => {
			expect( parseThreshold( text ) ).toBeNull();
		}
	);

	it( 'refuses a number too large to be exact', () => {
		expect( parseThreshold( '99999999999999999999' ) ).toBeNull();
	} );
} );

describe( 'stored attributes', () => {
	it( 'keeps the two criteria and defaults anything else to after-visits', () => {
		expect( normaliseCriteria( 'before-visits' ) ).toBe( 'before-visits' );
		expect( normaliseCriteria( 'after-visits' ) ).toBe( 'after-visits' );
		expect( normaliseCriteria( 'sometimes' ) ).toBe( 'after-visits' );
		expect( normaliseCriteria( undefined ) ).toBe( 'after-visits' );
	} );

	it( 'defaults a threshold that is not a positive whole number to 3', () => {
		expect( normaliseThreshold( 5 ) ).toBe( 5 );
		expect( normaliseThreshold( 0 ) ).toBe( 3 );
		expect( normaliseThreshold( 2.5 ) ).toBe( 3 );
		expect( normaliseThreshold( '4' ) ).toBe( 3 );
	} );
} );

describe( 'isVisible', () => {
	it( 'after-visits shows the content from the visit after the threshold on', () => {
		expect(
			[ 1, 2, 3, 4, 5 ].map( ( visits ) =>
				isVisible( 'after-visits', 3, visits )
			)
		).toEqual( [ false, false, false, true, true ] );
	} );

	it( 'before-visits shows it up to the threshold', () => {
		expect(
			[ 1, 2, 3, 4, 5 ].map( ( visits ) =>
				isVisible( 'before-visits', 3, visits )
			)
		).toEqual( [ true, true, true, false, false ] );
	} );

	it( 'shows exactly one of a pair with the same threshold, on every visit', () => {
		for ( let visits = 0; visits < 20; visits++ ) {
			expect(
				isVisible( 'after-visits', 4, visits ) !==
					isVisible( 'before-visits', 4, visits )
			).toBe( true );
		}
	} );
} );

describe( 'describeVisibility', () => {
	it( 'says who sees the content, singular and plural', () => {
		expect( describeVisibility( 'after-visits', 3 ) ).toBe(
			'Shown to visitors who have been here more than 3 times.'
		);
		expect( describeVisibility( 'after-visits', 1 ) ).toBe(
			'Shown to visitors who have been here more than 1 time.'
		);
		expect( describeVisibility( 'before-visits', 2 ) ).toBe(
			'Shown to visitors who have been here 2 times or fewer.'
		);
	} );
} );
