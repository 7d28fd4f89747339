/**
 * Prices typed by people, read in a currency's own format (spec 3 section 5:
 * "strip the grouping character and convert the decimal character").
 *
 * parsePrice( text, currency ) accepts, around optional white space:
 * - an optional sign ("-", "+" or the minus sign "−"), before or after the
 *   symbol;
 * - the currency's symbol ("$", "€", "kr." or "kr") or its code ("USD",
 *   "usd"), before or after the number, or none;
 * - digits, optionally in groups: "1,234,567" (USD), "1.234.567" (EUR),
 *   "1 234 567" (SEK: a space, no-break space or narrow no-break space),
 *   "1'234'567" or "1’234’567" (CHF); INR, PKR, BDT and NPR also accept
 *   lakh groups ("1,00,000"). A group separator must be followed by exactly
 *   three digits (two in lakh groups), so "5.50" is not a EUR price: it
 *   would otherwise silently become 550;
 * - the currency's decimal separator and decimals ("1,5" in EUR, "1.5" in
 *   USD, ".5", "5.").
 * Anything else (letters, a second decimal separator, another currency's
 * symbol, an empty text, more than 15 integer digits, which a number cannot
 * hold exactly) gives null. It never throws.
 */
import {
	getCurrencyEntry,
	getCurrencyFormat,
	normalizeCurrencyCode,
} from './table';

/** Currencies whose people write lakh groups: 1,00,000. */
const LAKH_GROUPING = new Set( [ 'INR', 'PKR', 'BDT', 'NPR' ] );

/** The most integer digits a price may have and still be exact. */
export const MAX_INTEGER_DIGITS = 15;

const escape = ( text: string ) =>
	text.replace( /[\\^$.*+?()[\]{}|]/g, '\\$&' );

function separatorPattern( separator: string ): string {
	if ( /^\s$/.test( separator ) ) {
		return '[ \\u00a0\\u202f\\u2009]';
	}
	if ( separator === "'" || separator === '\u2019' ) {
		return "['\\u2019]";
	}
	return escape( separator );
}

const patterns = new Map< string, RegExp >();

/** ^(integer part)(decimals)?$ for one currency, built once. */
function numberPattern( currency: string ): RegExp {
	const code = normalizeCurrencyCode( currency );
	const key = getCurrencyEntry( code ) ? code : '';
	const cached = patterns.get( key );
	if ( cached ) {
		return cached;
	}
	const { grouping, decimal } = getCurrencyFormat( currency );
	const group = separatorPattern( grouping );
	const integer = [
		'\\d+',
		`\\d{1,3}(?:${ group }\\d{3})+`,
		...( LAKH_GROUPING.has( key )
			? [ `\\d{1,2}(?:${ group }\\d{2})*${ group }\\d{3}` ]
			: [] ),
	].join( '|' );
	const point = escape( decimal );
	const pattern = new RegExp(
		`^(?:(${ integer })(?:${ point }(\\d*))?|${ point }(\\d+))$`
	);
	patterns.set( key, pattern );
	return pattern;
}

/** Ways of writing the currency: its symbol (with and without a final dot) and its code. */
function currencyMarks( currency: string ): string[] {
	const { symbol } = getCurrencyFormat( currency );
	const marks = new Set( [ symbol, symbol.replace( /\.$/, '' ) ] );
	if ( getCurrencyEntry( currency ) ) {
		marks.add( normalizeCurrencyCode( currency ) );
	}
	return [ ...marks ]
		.filter( Boolean )
		.sort( ( a, b ) => b.length - a.length );
}

function takeSign( text: string ): { sign: -1 | 1 | 0; rest: string } {
	const first = text.charAt( 0 );
	if ( first === '-' || first === '\u2212' ) {
		return { sign: -1, rest: text.slice( 1 ).trimStart() };
	}
	if ( first === '+' ) {
		return { sign: 1, rest: text.slice( 1 ).trimStart() };
	}
	return { sign: 0, rest: text };
}

function stripMark(
	text: string,
	marks: string[],
	where: 'start' | 'end'
): string | null {
	const upper = text.toUpperCase();
	for ( const mark of marks ) {
		const found =
			where === 'start'
				? upper.startsWith( mark.toUpperCase() )
				: upper.endsWith( mark.toUpperCase() );
		if ( found ) {
			return where === 'start'
				? text.slice( mark.length ).trimStart()
				: text.slice( 0, text.length - mark.length ).trimEnd();
		}
	}
	return null;
}

/**
 * The price in `text`, written in `currency`'s format, as a number; null
 * when the text is not a price. A number is returned as it is when finite.
 */
export function parsePrice(
	text: string | number | null | undefined,
	currency: string
): number | null {
	if ( typeof text === 'number' ) {
		return Number.isFinite( text ) ? text + 0 : null;
	}
	if ( typeof text !== 'string' ) {
		return null;
	}
	const marks = currencyMarks( currency );
	let { sign, rest } = takeSign( text.trim() );
	const afterPrefix = stripMark( rest, marks, 'start' );
	if ( afterPrefix !== null ) {
		rest = afterPrefix;
		if ( sign === 0 ) {
			( { sign, rest } = takeSign( rest ) );
		}
	} else {
		rest = stripMark( rest, marks, 'end' ) ?? rest;
	}

	const match = numberPattern( currency ).exec( rest );
	if ( ! match ) {
		return null;
	}
	const [ , integerPart, decimals, decimalsOnly ] = match;
	const integerDigits = ( integerPart ?? '' )
		.replace( /\D/g, '' )
		.replace( /^0+(?=\d)/, '' );
	if ( integerDigits.length > MAX_INTEGER_DIGITS ) {
		return null;
	}
	const fraction = decimals ?? decimalsOnly ?? '';
	const value = Number( `${ integerDigits || '0' }.${ fraction || '0' }` );
	// -0 becomes 0.
	return sign === -1 ? -value + 0 : value;
}

/**
 * The decimal places a number has, as written in its shortest form and
 * without trailing zeros: 5 → 0, 5.5 → 1, 0.125 → 3, 1e-7 → 7.
 */
export function decimalPlaces( amount: number ): number {
	if ( ! Number.isFinite( amount ) ) {
		return 0;
	}
	const [ mantissa, exponent = '0' ] = String( Math.abs( amount ) ).split(
		'e'
	);
	const fraction = mantissa.split( '.' )[ 1 ] ?? '';
	return Math.max( 0, fraction.length - Number( exponent ) );
}
