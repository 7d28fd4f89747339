/**
 * The currency table (spec 1 sections 3 and 9, spec 3 section 5 "Payments"):
 * for each currency its symbol, grouping separator, decimal separator,
 * precision (decimal places) and the smallest amount a payment may have.
 *
 * Where the numbers come from:
 * - Precision: ISO 4217 minor units (JPY 0, KWD 3, USD 2 ...), except HUF
 *   and TWD, which are 0 here because PayPal (simple payments) accepts no
 *   decimals in them.
 * - Minimums: spec 3 section 5 lists USD, AUD, BRL, CAD, CHF, EUR, NZD, SGD,
 *   INR 0.5; DKK 2.5; GBP 0.3; HKD 4; JPY 50; MXN 10; NOK 3; PLN 2; SEK 3.
 *   The others are chosen here: the card processor's published minimum charge
 *   where it has one (CZK 15, HUF 175, MYR 2, THB 10, AED 2, RON 2, BGN 1),
 *   otherwise about US$0.50 at 2025 exchange rates, rounded up to a round
 *   local amount. An unknown currency's minimum is the dollar's, 0.5.
 * - Separators: the usual local convention (CLDR). The symbol always goes
 *   before the amount (see format.ts), so that every currency reads the same
 *   way in the editor.
 */

export type Precision = 0 | 1 | 2 | 3;

export interface CurrencyFormat {
	/** Shown before the amount. */
	symbol: string;
	/** Between groups of three digits: ',', '.', ' ' or "'". */
	grouping: string;
	/** Before the decimals: '.' or ','. */
	decimal: string;
	/** Decimal places: 0, 1, 2 or 3. */
	precision: Precision;
}

export interface CurrencyEntry extends CurrencyFormat {
	/** The smallest amount a payment in this currency may have. */
	minimum: number;
}

/** What an unknown currency code gets (spec 1 section 3). */
export const DEFAULT_CURRENCY_FORMAT: Readonly< CurrencyFormat > =
	Object.freeze( {
		symbol: '$',
		grouping: ',',
		decimal: '.',
		precision: 2,
	} );

/** The minimum for an unknown currency code: the dollar's. */
export const DEFAULT_MINIMUM = 0.5;

const entry = (
	symbol: string,
	grouping: string,
	decimal: string,
	precision: Precision,
	minimum: number
): CurrencyEntry =>
	Object.freeze( {
		symbol,
		grouping,
		decimal,
		precision,
		minimum,
	} );

export const CURRENCIES: Readonly< Record< string, CurrencyEntry > > =
	Object.freeze( {
		// Spec 3 section 5 (minimums given by the spec).
		USD: entry( '$', ',', '.', 2, 0.5 ),
		AUD: entry( 'A$', ',', '.', 2, 0.5 ),
		BRL: entry( 'R$', '.', ',', 2, 0.5 ),
		CAD: entry( 'C$', ',', '.', 2, 0.5 ),
		CHF: entry( 'CHF', "'", '.', 2, 0.5 ),
		EUR: entry( '€', '.', ',', 2, 0.5 ),
		NZD: entry( 'NZ$', ',', '.', 2, 0.5 ),
		SGD: entry( 'S$', ',', '.', 2, 0.5 ),
		DKK: entry( 'kr.', '.', ',', 2, 2.5 ),
		GBP: entry( '£', ',', '.', 2, 0.3 ),
		HKD: entry( 'HK$', ',', '.', 2, 4 ),
		INR: entry( '₹', ',', '.', 2, 0.5 ),
		JPY: entry( '¥', ',', '.', 0, 50 ),
		MXN: entry( 'MX$', ',', '.', 2, 10 ),
		NOK: entry( 'kr', ' ', ',', 2, 3 ),
		PLN: entry( 'zł', ' ', ',', 2, 2 ),
		SEK: entry( 'kr', ' ', ',', 2, 3 ),

		// The rest of spec 2's simple-payments list.
		CZK: entry( 'Kč', ' ', ',', 2, 15 ),
		HUF: entry( 'Ft', ' ', ',', 0, 175 ),
		ILS: entry( '₪', ',', '.', 2, 2 ),
		MYR: entry( 'RM', ',', '.', 2, 2 ),
		TWD: entry( 'NT$', ',', '.', 0, 20 ),
		PHP: entry( '₱', ',', '.', 2, 30 ),
		RUB: entry( '₽', ' ', ',', 2, 50 ),
		THB: entry( '฿', ',', '.', 2, 10 ),

		// Three-decimal currencies (spec 1 section 9 names KWD).
		KWD: entry( 'KD', ',', '.', 3, 0.2 ),
		BHD: entry( 'BD', ',', '.', 3, 0.2 ),
		OMR: entry( 'OMR', ',', '.', 3, 0.2 ),
		JOD: entry( 'JD', ',', '.', 3, 0.4 ),
		TND: entry( 'DT', ',', '.', 3, 2 ),

		// Other common ISO 4217 currencies.
		AED: entry( 'AED', ',', '.', 2, 2 ),
		ARS: entry( 'ARS$', '.', ',', 2, 500 ),
		BDT: entry( '৳', ',', '.', 2, 60 ),
		BGN: entry( 'лв.', ' ', ',', 2, 1 ),
		CLP: entry( 'CLP$', '.', ',', 0, 500 ),
		CNY: entry( 'CN¥', ',', '.', 2, 4 ),
		COP: entry( 'COL$', '.', ',', 2, 2000 ),
		EGP: entry( 'E£', ',', '.', 2, 25 ),
		IDR: entry( 'Rp', '.', ',', 2, 10000 ),
		ISK: entry( 'kr', '.', ',', 0, 70 ),
		KES: entry( 'KSh', ',', '.', 2, 70 ),
		KRW: entry( '₩', ',', '.', 0, 700 ),
		LKR: entry( 'Rs', ',', '.', 2, 150 ),
		MAD: entry( 'MAD', ',', '.', 2, 5 ),
		NGN: entry( '₦', ',', '.', 2, 800 ),
		NPR: entry( 'NPRs', ',', '.', 2, 70 ),
		PEN: entry( 'S/', ',', '.', 2, 2 ),
		PKR: entry( 'PKRs', ',', '.', 2, 150 ),
		QAR: entry( 'QR', ',', '.', 2, 2 ),
		RON: entry( 'lei', '.', ',', 2, 2 ),
		SAR: entry( 'SAR', ',', '.', 2, 2 ),
		TRY: entry( '₺', '.', ',', 2, 20 ),
		UAH: entry( '₴', ' ', ',', 2, 25 ),
		UYU: entry( '$U', '.', ',', 2, 20 ),
		VND: entry( '₫', '.', ',', 0, 15000 ),
		ZAR: entry( 'R', ',', '.', 2, 10 ),
	} );

/**
 * The currencies of spec 3 section 5, which donations and membership
 * products offer (the local provider accepts these for products).
 */
export const PAYMENT_CURRENCIES = Object.freeze( [
	'USD',
	'AUD',
	'BRL',
	'CAD',
	'CHF',
	'DKK',
	'EUR',
	'GBP',
	'HKD',
	'INR',
	'JPY',
	'MXN',
	'NOK',
	'NZD',
	'PLN',
	'SEK',
	'SGD',
] as const );

/** The simple-payments block's currencies (spec 2), USD first (its default). */
export const SIMPLE_PAYMENTS_CURRENCIES = Object.freeze( [
	'USD',
	'EUR',
	'AUD',
	'BRL',
	'CAD',
	'CZK',
	'DKK',
	'HKD',
	'HUF',
	'ILS',
	'JPY',
	'MYR',
	'MXN',
	'TWD',
	'NZD',
	'NOK',
	'PHP',
	'PLN',
	'GBP',
	'RUB',
	'SGD',
	'SEK',
	'CHF',
	'THB',
] as const );

/** Currency codes are matched without regard to case ('usd' is USD). */
export function normalizeCurrencyCode( code: unknown ): string {
	return typeof code === 'string' ? code.trim().toUpperCase() : '';
}

/** The table's entry, or undefined for a code the table does not know. */
export function getCurrencyEntry( code: unknown ): CurrencyEntry | undefined {
	const key = normalizeCurrencyCode( code );
	return Object.prototype.hasOwnProperty.call( CURRENCIES, key )
		? CURRENCIES[ key ]
		: undefined;
}

export function isKnownCurrency( code: unknown ): boolean {
	return getCurrencyEntry( code ) !== undefined;
}

/** Symbol, separators and precision; the default ones for an unknown code. */
export function getCurrencyFormat( code: unknown ): CurrencyFormat {
	return getCurrencyEntry( code ) ?? DEFAULT_CURRENCY_FORMAT;
}

/** The smallest amount a payment may have in this currency. */
export function minimumAmount( code: unknown ): number {
	return getCurrencyEntry( code )?.minimum ?? DEFAULT_MINIMUM;
}
