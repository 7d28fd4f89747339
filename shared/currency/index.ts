/**
 * Currencies for every payment feature (memberships, donations, simple
 * payments, the payments nudge): the table, formatting, the price parser and
 * the amount rules. See table.ts for where the numbers come from.
 */
export {
	CURRENCIES,
	DEFAULT_CURRENCY_FORMAT,
	DEFAULT_MINIMUM,
	PAYMENT_CURRENCIES,
	SIMPLE_PAYMENTS_CURRENCIES,
	getCurrencyEntry,
	getCurrencyFormat,
	isKnownCurrency,
	minimumAmount,
	normalizeCurrencyCode,
} from './table';
export type { CurrencyEntry, CurrencyFormat, Precision } from './table';
export { formatAmount, formatCurrency, toMinorUnits } from './format';
export { MAX_INTEGER_DIGITS, decimalPlaces, parsePrice } from './parse';
export {
	SUGGESTED_MULTIPLIERS,
	hasValidPrecision,
	isValidAmount,
	roundToPrecision,
	suggestedAmounts,
} from './amounts';
export { decimalPlacesError } from './price-messages';
