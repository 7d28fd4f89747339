/**
 * The visitor's donate link (spec 2 "Donations"): the server's checkout
 * link (blog, plan, currency) with the chosen amount, in the currency's
 * precision, added; null when the amount is not a valid donation.
 */
// The modules themselves, not shared/currency's index: the index also
// brings the price messages and with them wp-i18n, which this view script
// must not load (WordPress prints it in the head, render-blocking).
import { isValidAmount, roundToPrecision } from '../../shared/currency/amounts';
import { parsePrice } from '../../shared/currency/parse';
import { getCurrencyFormat } from '../../shared/currency/table';

export function checkoutUrl(
	base: string,
	amount: number,
	currency: string
): string | null {
	if ( ! isValidAmount( amount, currency ) ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( base, window.location.href );
	} catch {
		return null;
	}
	if ( url.protocol !== 'https:' && url.protocol !== 'http:' ) {
		return null;
	}
	const { precision } = getCurrencyFormat( currency );
	url.searchParams.set(
		'amount',
		roundToPrecision( amount, currency ).toFixed( precision )
	);
	return url.toString();
}

/** A custom amount typed by a visitor, or null when it is not a valid donation. */
export function readCustomAmount(
	text: string,
	currency: string
): number | null {
	const amount = parsePrice( text, currency );
	return amount !== null && isValidAmount( amount, currency )
		? roundToPrecision( amount, currency )
		: null;
}
