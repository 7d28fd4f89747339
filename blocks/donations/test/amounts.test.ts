/**
 * Donation amount rules (spec 2 sections 5 and 9, spec 3 section 5), for
 * every currency the block offers and every precision in the table:
 * default tiers, the tier input rule and the custom amount placeholder.
 */
import fc from 'fast-check';
import {
	CURRENCIES,
	PAYMENT_CURRENCIES,
	formatAmount,
	getCurrencyFormat,
	minimumAmount,
} from '../../../shared/currency';
import {
	customAmountPlaceholder,
	defaultAmounts,
	readTierInput,
} from '../amounts';

const ALL = Object.keys( CURRENCIES );
const currency = fc.constantFrom( ...ALL );
const units = ( code: string ) => 10 ** getCurrencyFormat( code ).precision;
/**
 * A currency and an amount in its minor units (cents), drawn from the range
 * `range` gives for the currency's minimum in minor units.
 */
const codeAndMinorUnits = (
	range: ( minimum: number ) => { min: number; max: number }
) =>
	currency.chain( ( code ) =>
		fc.tuple(
			fc.constant( code ),
			fc.integer(
				range( Math.round( minimumAmount( code ) * units( code ) ) )
			)
		)
	);

describe( 'donation amounts', () => {
	it( 'USD tiers default to 5, 15 and 100 and the placeholder to 50', () => {
		expect( defaultAmounts( 'USD' ) ).toEqual( [ 5, 15, 100 ] );
		expect( customAmountPlaceholder( 'USD' ) ).toBe( 50 );
		expect( defaultAmounts( 'JPY' ) ).toEqual( [ 500, 1500, 10000 ] );
		expect( defaultAmounts( 'GBP' ) ).toEqual( [ 3, 9, 60 ] );
	} );

	it( 'covers every precision', () => {
		const precisions = new Set(
			ALL.map( ( code ) => getCurrencyFormat( code ).precision )
		);
		expect( [ ...precisions ].sort() ).toEqual( [ 0, 2, 3 ] );
		expect(
			PAYMENT_CURRENCIES.every( ( code ) => ALL.includes( code ) )
		).toBe( true );
	} );

	it( 'default tiers are valid, rising, 10/30/200 times the minimum', () => {
		fc.assert(
			fc.property( currency, ( code ) => {
				const tiers = defaultAmounts( code );
				const min = minimumAmount( code );
				expect( tiers[ 0 ] ).toBeGreaterThanOrEqual( min );
				expect( tiers[ 0 ] ).toBeLessThan( tiers[ 1 ] );
				expect( tiers[ 1 ] ).toBeLessThan( tiers[ 2 ] );
				expect( tiers[ 2 ] ).toBeCloseTo( min * 200, 6 );
				tiers.forEach( ( tier ) =>
					expect(
						readTierInput( formatAmount( tier, code ), code )
					).toEqual( { kind: 'valid', amount: tier } )
				);
			} )
		);
	} );

	it( 'the placeholder is 100 times the minimum', () => {
		fc.assert(
			fc.property( currency, ( code ) => {
				expect( customAmountPlaceholder( code ) ).toBeCloseTo(
					minimumAmount( code ) * 100,
					6
				);
			} )
		);
	} );

	it( 'an amount at or above the minimum, typed in the currency format, is valid', () => {
		fc.assert(
			fc.property(
				codeAndMinorUnits( ( minimum ) => ( {
					min: minimum,
					max: 1e12,
				} ) ),
				( [ code, minor ] ) => {
					const amount = minor / units( code );
					expect(
						readTierInput( formatAmount( amount, code ), code )
					).toEqual( { kind: 'valid', amount } );
				}
			)
		);
	} );

	it( 'an amount under the minimum is invalid', () => {
		fc.assert(
			fc.property(
				codeAndMinorUnits( ( minimum ) => ( {
					min: 0,
					max: minimum - 1,
				} ) ),
				( [ code, minor ] ) => {
					expect(
						readTierInput(
							formatAmount( minor / units( code ), code ),
							code
						)
					).toEqual( { kind: 'invalid' } );
				}
			)
		);
	} );

	it( 'text that is not a number is invalid; white space is empty', () => {
		fc.assert(
			fc.property(
				currency,
				fc.stringMatching( /^[a-z!?]+$/ ),
				( code, text ) => {
					expect( readTierInput( text, code ) ).toEqual( {
						kind: 'invalid',
					} );
				}
			)
		);
		expect( readTierInput( '   ', 'USD' ) ).toEqual( { kind: 'empty' } );
		expect( readTierInput( '-5', 'USD' ) ).toEqual( { kind: 'invalid' } );
	} );
} );
