import { formatAmount, formatCurrency, toMinorUnits } from '..';

const NBSP = '\u00a0';

describe( 'formatCurrency', () => {
	it.each( [
		[ 0.5, 'USD', '$0.50' ],
		[ 1234.5, 'USD', '$1,234.50' ],
		[ 1234567.891, 'USD', '$1,234,567.89' ],
		[ 1234.5, 'EUR', '€1.234,50' ],
		[ 0.3, 'GBP', '£0.30' ],
		[ 1234.5, 'JPY', '¥1,235' ],
		[ 50, 'JPY', '¥50' ],
		[ 0.2, 'KWD', `KD${ NBSP }0.200` ],
		[ 1234.5678, 'KWD', `KD${ NBSP }1,234.568` ],
		[ 1234567.5, 'CHF', `CHF${ NBSP }1'234'567.50` ],
		[ 1234.5, 'SEK', `kr${ NBSP }1 234,50` ],
		[ 2.5, 'DKK', `kr.${ NBSP }2,50` ],
		[ 1000000, 'INR', '₹1,000,000.00' ],
		[ 5, 'xyz', '$5.00' ],
		[ 5, 'usd', '$5.00' ],
		[ 0, 'USD', '$0.00' ],
		[ -5, 'USD', '-$5.00' ],
		[ -0, 'USD', '$0.00' ],
		[ -0.001, 'USD', '$0.00' ],
	] )( '%p %s is %p', ( amount, currency, expected ) => {
		expect( formatCurrency( amount, currency ) ).toBe( expected );
	} );

	it( 'rounds halves away from zero on the decimal value as written', () => {
		expect( formatCurrency( 1.005, 'USD' ) ).toBe( '$1.01' );
		expect( formatCurrency( 0.125, 'USD' ) ).toBe( '$0.13' );
		expect( formatCurrency( -1.005, 'USD' ) ).toBe( '-$1.01' );
		expect( formatCurrency( 2.5, 'JPY' ) ).toBe( '¥3' );
		expect( formatCurrency( 1e-7, 'USD' ) ).toBe( '$0.00' );
	} );

	it( 'gives nothing for what is not a number', () => {
		expect( formatCurrency( NaN, 'USD' ) ).toBe( '' );
		expect( formatCurrency( Infinity, 'USD' ) ).toBe( '' );
		expect( formatAmount( -Infinity, 'EUR' ) ).toBe( '' );
		expect( toMinorUnits( NaN, 2 ) ).toBeNull();
	} );

	it( 'formats very large amounts digit for digit', () => {
		expect( formatAmount( 1e21, 'USD' ) ).toBe(
			'1,000,000,000,000,000,000,000.00'
		);
	} );
} );

describe( 'formatAmount', () => {
	it( 'leaves the symbol out', () => {
		expect( formatAmount( 1234.5, 'USD' ) ).toBe( '1,234.50' );
		expect( formatAmount( 1234.5, 'EUR' ) ).toBe( '1.234,50' );
		expect( formatAmount( -1234.5, 'JPY' ) ).toBe( '-1,235' );
		expect( formatAmount( 0.05, 'KWD' ) ).toBe( '0.050' );
	} );
} );
