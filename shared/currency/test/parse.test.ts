import { decimalPlaces, parsePrice } from '..';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe( 'parsePrice', () => {
	it.each( [
		[ '5', 'USD', 5 ],
		[ '5.5', 'USD', 5.5 ],
		[ '1,234.56', 'USD', 1234.56 ],
		[ '1234.56', 'USD', 1234.56 ],
		[ '$1,234.56', 'USD', 1234.56 ],
		[ ' $ 12 ', 'USD', 12 ],
		[ '12 USD', 'USD', 12 ],
		[ 'usd 12', 'USD', 12 ],
		[ '.5', 'USD', 0.5 ],
		[ '5.', 'USD', 5 ],
		[ '007', 'USD', 7 ],
		[ '-5', 'USD', -5 ],
		[ '-$5.00', 'USD', -5 ],
		[ '$-5.00', 'USD', -5 ],
		[ '−5', 'USD', -5 ],
		[ '+5', 'USD', 5 ],
		[ '-0', 'USD', 0 ],
		[ '1.234,56', 'EUR', 1234.56 ],
		[ '€1.234,56', 'EUR', 1234.56 ],
		[ '5,5', 'EUR', 5.5 ],
		[ '1 234,50', 'SEK', 1234.5 ],
		[ `1${ NBSP }234,50`, 'SEK', 1234.5 ],
		[ `1${ NNBSP }234,50 kr`, 'SEK', 1234.5 ],
		[ "1'234.50", 'CHF', 1234.5 ],
		[ '1’234.50', 'CHF', 1234.5 ],
		[ 'CHF 0.50', 'CHF', 0.5 ],
		[ 'kr. 2,50', 'DKK', 2.5 ],
		[ 'kr 2,50', 'DKK', 2.5 ],
		[ '1,00,000', 'INR', 100000 ],
		[ '1,000,000', 'INR', 1000000 ],
		[ '¥1,235', 'JPY', 1235 ],
		[ '0.125', 'KWD', 0.125 ],
		[ '12.5', 'XYZ', 12.5 ],
		[ '$12.5', 'XYZ', 12.5 ],
	] )( '%p in %s is %p', ( text, currency, expected ) => {
		expect( parsePrice( text, currency ) ).toBe( expected );
	} );

	it.each( [
		[ '', 'USD' ],
		[ '   ', 'USD' ],
		[ 'abc', 'USD' ],
		[ '5abc', 'USD' ],
		[ '5.5.5', 'USD' ],
		[ '1,23', 'USD' ],
		[ '1,2345', 'USD' ],
		[ ',123', 'USD' ],
		[ '1,,234', 'USD' ],
		[ '1,234.5,6', 'USD' ],
		[ '1e3', 'USD' ],
		[ '0x10', 'USD' ],
		[ 'Infinity', 'USD' ],
		[ 'NaN', 'USD' ],
		[ '--5', 'USD' ],
		[ '-+5', 'USD' ],
		[ '$5$', 'USD' ],
		[ '€5', 'USD' ],
		[ '5 EUR', 'USD' ],
		[ '$', 'USD' ],
		[ '-', 'USD' ],
		[ '.', 'USD' ],
		[ '5.50', 'EUR' ],
		[ '1,00,000', 'USD' ],
		[ '1 234', 'USD' ],
		[ '1234567890123456', 'USD' ],
	] )( '%p is not a %s price', ( text, currency ) => {
		expect( parsePrice( text, currency ) ).toBeNull();
	} );

	it( 'passes finite numbers through and rejects the rest', () => {
		expect( parsePrice( 12.5, 'USD' ) ).toBe( 12.5 );
		expect( parsePrice( -0, 'USD' ) ).toBe( 0 );
		expect( parsePrice( NaN, 'USD' ) ).toBeNull();
		expect( parsePrice( Infinity, 'USD' ) ).toBeNull();
		expect( parsePrice( null, 'USD' ) ).toBeNull();
		expect( parsePrice( undefined, 'USD' ) ).toBeNull();
	} );

	it( 'accepts 15 integer digits, the most a number holds exactly', () => {
		expect( parsePrice( '999,999,999,999,999', 'USD' ) ).toBe(
			999999999999999
		);
		expect( parsePrice( '000000000000000001', 'USD' ) ).toBe( 1 );
	} );
} );

describe( 'decimalPlaces', () => {
	it.each( [
		[ 5, 0 ],
		[ 5.5, 1 ],
		[ 5.05, 2 ],
		[ 0.125, 3 ],
		[ -0.125, 3 ],
		[ 1e-7, 7 ],
		[ 1.5e-7, 8 ],
		[ 1e21, 0 ],
		[ NaN, 0 ],
	] )( '%p has %p', ( amount, places ) => {
		expect( decimalPlaces( amount ) ).toBe( places );
	} );
} );
