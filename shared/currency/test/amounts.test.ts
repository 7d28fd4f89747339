import {
	CURRENCIES,
	decimalPlacesError,
	hasValidPrecision,
	isValidAmount,
	minimumAmount,
	roundToPrecision,
	suggestedAmounts,
} from '..';

describe( 'isValidAmount', () => {
	it( 'needs a number at least the minimum', () => {
		expect( isValidAmount( 0.5, 'USD' ) ).toBe( true );
		expect( isValidAmount( 0.49, 'USD' ) ).toBe( false );
		expect( isValidAmount( 0.3, 'GBP' ) ).toBe( true );
		expect( isValidAmount( 0.29, 'GBP' ) ).toBe( false );
		expect( isValidAmount( 49, 'JPY' ) ).toBe( false );
		expect( isValidAmount( 50, 'JPY' ) ).toBe( true );
		expect( isValidAmount( NaN, 'USD' ) ).toBe( false );
		expect( isValidAmount( Infinity, 'USD' ) ).toBe( false );
	} );

	it( 'reads text in the currency format', () => {
		expect( isValidAmount( '2,50', 'DKK' ) ).toBe( true );
		expect( isValidAmount( '2,49', 'DKK' ) ).toBe( false );
		expect( isValidAmount( '$1,000', 'USD' ) ).toBe( true );
		expect( isValidAmount( 'ten', 'USD' ) ).toBe( false );
		expect( isValidAmount( '', 'USD' ) ).toBe( false );
	} );
} );

describe( 'suggestedAmounts', () => {
	it.each( [
		[ 'USD', [ 5, 15, 100 ] ],
		[ 'GBP', [ 3, 9, 60 ] ],
		[ 'DKK', [ 25, 75, 500 ] ],
		[ 'JPY', [ 500, 1500, 10000 ] ],
		[ 'HKD', [ 40, 120, 800 ] ],
		[ 'KWD', [ 2, 6, 40 ] ],
		[ 'XYZ', [ 5, 15, 100 ] ],
	] )( '%s: 10x, 30x and 200x the minimum', ( currency, expected ) => {
		expect( suggestedAmounts( currency ) ).toEqual( expected );
	} );

	it.each( Object.keys( CURRENCIES ) )(
		'%s suggests valid amounts in its precision',
		( currency ) => {
			const amounts = suggestedAmounts( currency );
			amounts.forEach( ( amount, index ) => {
				expect( isValidAmount( amount, currency ) ).toBe( true );
				expect( hasValidPrecision( amount, currency ) ).toBe( true );
				expect( amount ).toBeCloseTo(
					minimumAmount( currency ) * [ 10, 30, 200 ][ index ],
					6
				);
			} );
		}
	);
} );

describe( 'precision', () => {
	it( 'allows no more decimals than the currency has', () => {
		expect( hasValidPrecision( 5.25, 'USD' ) ).toBe( true );
		expect( hasValidPrecision( 5.255, 'USD' ) ).toBe( false );
		expect( hasValidPrecision( '5,255', 'EUR' ) ).toBe( false );
		expect( hasValidPrecision( 500, 'JPY' ) ).toBe( true );
		expect( hasValidPrecision( 500.5, 'JPY' ) ).toBe( false );
		expect( hasValidPrecision( '500.0', 'JPY' ) ).toBe( true );
		expect( hasValidPrecision( 1.125, 'KWD' ) ).toBe( true );
		expect( hasValidPrecision( 1.1255, 'KWD' ) ).toBe( false );
		expect( hasValidPrecision( 'junk', 'USD' ) ).toBe( false );
	} );

	it( 'says so in the simple-payments words', () => {
		expect( decimalPlacesError( 500.5, 'JPY' ) ).toBe(
			'We know every penny counts, but prices in this currency can’t contain decimal values.'
		);
		expect( decimalPlacesError( '5.255', 'USD' ) ).toBe(
			'The price cannot have more than 2 decimal place(s).'
		);
		expect( decimalPlacesError( 1.1255, 'KWD' ) ).toBe(
			'The price cannot have more than 3 decimal place(s).'
		);
		expect( decimalPlacesError( 5.25, 'USD' ) ).toBeNull();
		expect( decimalPlacesError( 'junk', 'USD' ) ).toBeNull();
	} );

	it( 'rounds to the precision', () => {
		expect( roundToPrecision( 1.005, 'USD' ) ).toBe( 1.01 );
		expect( roundToPrecision( 2.5, 'JPY' ) ).toBe( 3 );
		expect( roundToPrecision( 0.1 + 0.2, 'USD' ) ).toBe( 0.3 );
		expect( roundToPrecision( NaN, 'USD' ) ).toBeNaN();
	} );
} );
