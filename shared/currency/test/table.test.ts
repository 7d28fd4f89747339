import {
	CURRENCIES,
	DEFAULT_CURRENCY_FORMAT,
	PAYMENT_CURRENCIES,
	SIMPLE_PAYMENTS_CURRENCIES,
	decimalPlaces,
	getCurrencyFormat,
	isKnownCurrency,
	minimumAmount,
} from '..';

describe( 'currency table', () => {
	it( 'has the precisions spec 1 names', () => {
		expect( getCurrencyFormat( 'JPY' ).precision ).toBe( 0 );
		expect( getCurrencyFormat( 'KWD' ).precision ).toBe( 3 );
		expect( getCurrencyFormat( 'USD' ).precision ).toBe( 2 );
	} );

	it( 'has the minimums of spec 3 section 5', () => {
		const spec: Record< string, number > = {
			USD: 0.5,
			AUD: 0.5,
			BRL: 0.5,
			CAD: 0.5,
			CHF: 0.5,
			EUR: 0.5,
			NZD: 0.5,
			SGD: 0.5,
			DKK: 2.5,
			GBP: 0.3,
			HKD: 4,
			INR: 0.5,
			JPY: 50,
			MXN: 10,
			NOK: 3,
			PLN: 2,
			SEK: 3,
		};
		Object.entries( spec ).forEach( ( [ code, minimum ] ) =>
			expect( [ code, minimumAmount( code ) ] ).toEqual( [
				code,
				minimum,
			] )
		);
		expect( [ ...PAYMENT_CURRENCIES ].sort() ).toEqual(
			Object.keys( spec ).sort()
		);
	} );

	it( 'knows every currency the three spec documents name', () => {
		[ ...PAYMENT_CURRENCIES, ...SIMPLE_PAYMENTS_CURRENCIES, 'KWD' ].forEach(
			( code ) =>
				expect( [ code, isKnownCurrency( code ) ] ).toEqual( [
					code,
					true,
				] )
		);
		expect( SIMPLE_PAYMENTS_CURRENCIES ).toHaveLength( 24 );
		expect( SIMPLE_PAYMENTS_CURRENCIES[ 0 ] ).toBe( 'USD' );
	} );

	it.each( Object.entries( CURRENCIES ) )(
		'%s has a usable entry',
		( _code, entry ) => {
			expect( [ 0, 1, 2, 3 ] ).toContain( entry.precision );
			expect( entry.symbol ).not.toBe( '' );
			expect( entry.grouping ).not.toBe( entry.decimal );
			expect( [ '.', ',' ] ).toContain( entry.decimal );
			expect( [ ',', '.', ' ', "'" ] ).toContain( entry.grouping );
			expect( entry.minimum ).toBeGreaterThan( 0 );
			// A minimum must itself be a price the currency can charge.
			expect( decimalPlaces( entry.minimum ) ).toBeLessThanOrEqual(
				entry.precision
			);
		}
	);

	it( 'gives an unknown currency the dollar format and minimum', () => {
		expect( getCurrencyFormat( 'XYZ' ) ).toEqual( {
			symbol: '$',
			grouping: ',',
			decimal: '.',
			precision: 2,
		} );
		expect( DEFAULT_CURRENCY_FORMAT.symbol ).toBe( '$' );
		expect( minimumAmount( 'XYZ' ) ).toBe( 0.5 );
		// Not fooled by the prototype chain or odd input.
		expect( isKnownCurrency( 'constructor' ) ).toBe( false );
		expect( isKnownCurrency( '__proto__' ) ).toBe( false );
		expect( isKnownCurrency( undefined ) ).toBe( false );
		expect( getCurrencyFormat( 42 ) ).toBe( DEFAULT_CURRENCY_FORMAT );
	} );

	it( 'reads codes without regard to case or spaces', () => {
		expect( getCurrencyFormat( ' jpy ' ).precision ).toBe( 0 );
		expect( minimumAmount( 'gbp' ) ).toBe( 0.3 );
	} );
} );
