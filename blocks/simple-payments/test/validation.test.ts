/**
 * The simple-payments rules (spec 2 section 5) with their exact messages,
 * and property tests over every simple-payments currency and precision.
 */
import fc from 'fast-check';
import {
	SIMPLE_PAYMENTS_CURRENCIES,
	formatAmount,
	getCurrencyFormat,
} from '../../../shared/currency';
import {
	formatPriceInput,
	priceError,
	storedPrice,
	validateProduct,
} from '../validation';

const PRICE_TAG =
	'If you’re selling something, you need a price tag. Add yours here.';
const NEGATIVE =
	'Your price is negative — enter a positive number so people can pay the right amount.';
const NO_DECIMALS =
	'We know every penny counts, but prices in this currency can’t contain decimal values.';
const currency = fc.constantFrom( ...SIMPLE_PAYMENTS_CURRENCIES );

describe( 'simple payments validation', () => {
	it( 'gives every message of spec 2 section 5', () => {
		expect(
			validateProduct( {
				title: ' ',
				priceText: '',
				email: '',
				currency: 'USD',
			} )
		).toEqual( {
			title: 'Please add a brief title so that people know what they’re paying for.',
			price: PRICE_TAG,
			email: 'We want to make sure payments reach you, so please add an email address.',
		} );
		expect( priceError( '0', 'USD' ) ).toBe( PRICE_TAG );
		expect( priceError( 'ten', 'USD' ) ).toBe( 'Invalid price' );
		expect( priceError( '-5', 'USD' ) ).toBe( NEGATIVE );
		expect( priceError( '5.5', 'JPY' ) ).toBe( NO_DECIMALS );
		expect( priceError( '5.555', 'USD' ) ).toBe(
			'The price cannot have more than 2 decimal place(s).'
		);
		expect(
			validateProduct( {
				title: 'Mug',
				priceText: '12',
				email: 'me@',
				currency: 'USD',
			} ).email
		).toBe( 'me@ is not a valid email address.' );
		expect(
			validateProduct( {
				title: 'Mug',
				priceText: '12',
				email: 'me@example.com',
				currency: 'XYZ',
			} ).currency
		).toBe( 'Invalid currency' );
		expect(
			validateProduct( {
				title: 'Mug',
				priceText: '12,50',
				email: 'me@example.com',
				currency: 'EUR',
			} )
		).toEqual( {} );
	} );

	it( 'accepts every positive price in the currency precision, typed in its format', () => {
		fc.assert(
			fc.property(
				currency,
				fc.integer( { min: 1, max: 1e11 } ),
				( code, units ) => {
					const price =
						units / 10 ** getCurrencyFormat( code ).precision;
					const typed = formatAmount( price, code );
					expect( priceError( typed, code ) ).toBeNull();
					expect( storedPrice( typed, code ) ).toBe( price );
					expect(
						priceError( formatPriceInput( price, code ), code )
					).toBeNull();
				}
			)
		);
	} );

	it( 'refuses one decimal more than the precision, with the right message', () => {
		fc.assert(
			fc.property(
				currency,
				fc.integer( { min: 1, max: 1e9 } ),
				fc.integer( { min: 1, max: 9 } ),
				( code, whole, digit ) => {
					const { precision, decimal } = getCurrencyFormat( code );
					const typed = `${ whole }${ decimal }${ '0'.repeat(
						precision
					) }${ digit }`;
					expect( priceError( typed, code ) ).toBe(
						precision === 0
							? NO_DECIMALS
							: `The price cannot have more than ${ precision } decimal place(s).`
					);
				}
			)
		);
	} );

	it( 'refuses every negative price', () => {
		fc.assert(
			fc.property(
				currency,
				fc.integer( { min: 1, max: 1e9 } ),
				( code, units ) => {
					expect( priceError( `-${ units }`, code ) ).toBe(
						NEGATIVE
					);
					expect(
						storedPrice( `-${ units }`, code )
					).toBeUndefined();
				}
			)
		);
	} );
} );
