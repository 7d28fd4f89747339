/**
 * Payment amount rules (spec 3 section 5 "Payments", spec 2 simple payments):
 * an amount is valid when it is a number and at least the currency's
 * minimum; suggested amounts are 10, 30 and 200 times the minimum; a price
 * has no more decimals than the currency's precision. No words here: the
 * donations form's view script uses these rules and needs no wp-i18n
 * (price-messages.ts has the messages).
 */
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
