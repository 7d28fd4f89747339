/**
 * Messages about prices people type, in their language (the editor's; the
 * rules themselves are in amounts.ts).
 */
import { __, sprintf } from '@wordpress/i18n';
import { hasValidPrecision } from './amounts';
import { parsePrice } from './parse';
import { getCurrencyFormat } from './table';

/**
 * Spec 2 (simple payments): the message for a price with more decimals than
 * the currency allows, or null when the decimals are fine (or the text is
 * not a number at all: that has its own message).
 */
export function decimalPlacesError(
	amount: number | string,
	currency: string
): string | null {
	const value =
		typeof amount === 'number'
			? amount
			: parsePrice( amount, currency ) ?? NaN;
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
