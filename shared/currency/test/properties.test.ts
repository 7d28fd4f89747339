/**
 * Property tests (fast-check) for the price parser and the formatting round
 * trip, over every currency in the table and an unknown one.
 */
import fc from 'fast-check';
import {
	CURRENCIES,
	formatAmount,
	formatCurrency,
	getCurrencyFormat,
	parsePrice,
} from '..';

const CODES = [ ...Object.keys( CURRENCIES ), 'XYZ' ];
const currency = fc.constantFrom( ...CODES );

/** An amount the currency can hold exactly: whole minor units / 10^precision. */
const amountIn = ( code: string ) =>
	fc
		.integer( { min: -1e13, max: 1e13 } )
		.map(
			( units ) => units / 10 ** getCurrencyFormat( code ).precision + 0
		);

const withAmount = currency.chain( ( code ) =>
	fc.tuple( fc.constant( code ), amountIn( code ) )
);

describe( 'currency properties', () => {
	it( 'formatting then parsing gives the amount back, in every currency', () => {
		fc.assert(
			fc.property( withAmount, ( [ code, amount ] ) => {
				expect(
					parsePrice( formatCurrency( amount, code ), code )
				).toBe( amount );
				expect( parsePrice( formatAmount( amount, code ), code ) ).toBe(
					amount
				);
			} ),
			{ numRuns: 2000 }
		);
	} );

	it( 'the round trip holds for every currency at its edges', () => {
		CODES.forEach( ( code ) => {
			const { precision } = getCurrencyFormat( code );
			[ 0, 1, 999, 1000, 1234567, 1e13 ].forEach( ( units ) => {
				const amount = units / 10 ** precision;
				expect( [
					code,
					parsePrice( formatCurrency( amount, code ), code ),
				] ).toEqual( [ code, amount ] );
			} );
		} );
	} );

	it( 'reads digits typed with or without the grouping separator', () => {
		const typed = currency.chain( ( code ) =>
			fc.tuple(
				fc.constant( code ),
				fc.bigInt( {
					min: BigInt( 0 ),
					max: BigInt( 999999999999999 ),
				} ),
				fc.string( {
					unit: fc.constantFrom( ...'0123456789' ),
					maxLength: getCurrencyFormat( code ).precision,
				} ),
				fc.boolean()
			)
		);
		fc.assert(
			fc.property( typed, ( [ code, whole, decimals, grouped ] ) => {
				const { grouping, decimal } = getCurrencyFormat( code );
				const digits = whole.toString();
				const integer = grouped
					? digits.replace( /\B(?=(\d{3})+$)/g, grouping )
					: digits;
				const text = decimals
					? `${ integer }${ decimal }${ decimals }`
					: integer;
				expect( parsePrice( text, code ) ).toBe(
					Number( `${ digits }.${ decimals || '0' }` )
				);
				expect( parsePrice( `  ${ text }  `, code ) ).toBe(
					parsePrice( text, code )
				);
			} )
		);
	} );

	it( 'never throws, and gives a finite number or null, for any text', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string( { unit: 'binary' } ),
					fc.string( {
						unit: fc.constantFrom( ..."0123456789,. '’-+$€kr" ),
					} )
				),
				fc.oneof( currency, fc.string() ),
				( text, code ) => {
					const value = parsePrice( text, code );
					expect( value === null || Number.isFinite( value ) ).toBe(
						true
					);
				}
			),
			{ numRuns: 3000 }
		);
	} );

	it( 'never reads a letter as a digit', () => {
		fc.assert(
			fc.property(
				currency,
				fc.string( { minLength: 1 } ),
				fc.string( {
					unit: fc.constantFrom( ...'abcdefghijxyzABCXYZ' ),
					minLength: 1,
				} ),
				( code, text, letters ) => {
					const value = parsePrice( `${ text }${ letters }9`, code );
					expect( value ).toBeNull();
				}
			)
		);
	} );
} );
