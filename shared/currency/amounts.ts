/**
 * Payment amount rules (spec 3 section 5 "Payments", spec 2 simple payments):
 * an amount is valid when it is a number and at least the currency's
 * minimum; suggested amounts are 10, 30 and 200 times the minimum; a price
 * has no more decimals than the currency's precision.
 */
import { __, sprintf } from '@wordpress/i18n';
import { toMinorUnits } from './format';
import { decimalPlaces, parsePrice } from './parse';
import { getCurrencyFormat, minimumAmount } from './table';

/** The multiples of the minimum that donations suggest (spec 3 section 5). */
export const SUGGESTED_MULTIPLIERS = [ 10, 30, 200 ] as const;

/** The amount rounded to the currency's precision (halves away from zero). */
export function roundToPrecision( amount: number, currency: string ): number {
	const { precision } = getCurrencyFormat( currency );
	const units = toMinorUnits( amount, precision );
	return units === null ? NaN : Number( units ) / 10 ** precision + 0;
}

const toNumber = ( amount: number | string, currency: string ) =>
	typeof amount === 'number' ? amount : parsePrice( amount, currency ) ?? NaN;

/**
 * Spec 3 section 5: numeric (a finite number, or a text parsePrice reads in
 * this currency) and at least the currency's minimum.
 */
export function isValidAmount(
	amount: number | string,
	currency: string
): boolean {
	const value = toNumber( amount, currency );
	return Number.isFinite( value ) && value >= minimumAmount( currency );
}

/** 10x, 30x and 200x the minimum, in the currency's precision. */
export function suggestedAmounts(
	currency: string
): [ number, number, number ] {
	const minimum = minimumAmount( currency );
	const [ low, middle, high ] = SUGGESTED_MULTIPLIERS.map( ( times ) =>
		roundToPrecision( minimum * times, currency )
	);
	return [ low, middle, high ];
}

/** Whether the amount has no more decimal places than the currency allows. */
export function hasValidPrecision(
	amount: number | string,
	currency: string
): boolean {
	const value = toNumber( amount, currency );
	return (
		Number.isFinite( value ) &&
		decimalPlaces( value ) <= getCurrencyFormat( currency ).precision
	);
}

/**
 * Spec 2 (simple payments): the message for a price with more decimals than
 * the currency allows, or null when the decimals are fine (or the text is
 * not a number at all: that has its own message).
 */
export function decimalPlacesError(
	amount: number | string,
	currency: string
): string | null {
	const value = toNumber( amount, currency );
	if ( ! Number.isFinite( value ) || hasValidPrecision( value, currency ) ) {
		return null;
	}
	const { precision } = getCurrencyFormat( currency );
	if ( precision === 0 ) {
		return __(
			'We know every penny counts, but prices in this currency can’t contain decimal values.',
			'orbit-blocks'
		);
	}
	return sprintf(
		/* translators: %d: the number of decimal places the currency allows */
		__(
			'The price cannot have more than %d decimal place(s).',
			'orbit-blocks'
		),
		precision
	);
}
