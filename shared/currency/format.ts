/**
 * Amounts as text in a currency's own format: "1,234.50" and "$1,234.50" for
 * USD, "1.234,50" and "€1.234,50" for EUR, "¥1,235" for JPY. Amounts are
 * rounded to the currency's precision, halves away from zero, on the decimal
 * value as written (1.005 USD is "1.01", not the binary 1.00499...).
 */
import { getCurrencyFormat } from './table';

const NO_BREAK_SPACE = '\u00a0';

/**
 * The amount in the currency's minor units (cents for USD), as a whole
 * number; null for NaN and infinities.
 */
export function toMinorUnits(
	amount: number,
	precision: number
): bigint | null {
	if ( ! Number.isFinite( amount ) ) {
		return null;
	}
	const magnitude = Math.abs( amount );
	// Shift the decimal point in the number's shortest decimal form, so that
	// 1.005 becomes 100.5 (and rounds up) rather than 100.49999999999999.
	const written = String( magnitude );
	let units: bigint;
	if ( written.includes( 'e+' ) ) {
		// 1e21 and above: whole numbers, shifted exactly.
		units = BigInt( magnitude ) * BigInt( 10 ) ** BigInt( precision );
	} else if ( written.includes( 'e-' ) ) {
		// Below 1e-6: far less than the smallest unit (precision is at most 3).
		units = BigInt( Math.round( magnitude * 10 ** precision ) );
	} else {
		units = BigInt( Math.round( Number( `${ written }e${ precision }` ) ) );
	}
	return amount < 0 ? -units : units;
}

/** The digits of a whole number with the grouping separator every three. */
function groupDigits( digits: string, grouping: string ): string {
	let grouped = '';
	for ( let end = digits.length; end > 0; end -= 3 ) {
		const group = digits.slice( Math.max( 0, end - 3 ), end );
		grouped = grouped ? `${ group }${ grouping }${ grouped }` : group;
	}
	return grouped;
}

function formatUnits( units: bigint, currency: string ): string {
	const { grouping, decimal, precision } = getCurrencyFormat( currency );
	const digits = ( units < BigInt( 0 ) ? -units : units )
		.toString()
		.padStart( precision + 1, '0' );
	const whole = digits.slice( 0, digits.length - precision );
	const fraction = digits.slice( digits.length - precision );
	return (
		groupDigits( whole, grouping ) +
		( precision > 0 ? `${ decimal }${ fraction }` : '' )
	);
}

/**
 * The amount without the symbol, as an amount field shows it: "1,234.50".
 * Negative amounts start with "-". NaN and infinities give ''.
 */
export function formatAmount( amount: number, currency: string ): string {
	const units = toMinorUnits(
		amount,
		getCurrencyFormat( currency ).precision
	);
	if ( units === null ) {
		return '';
	}
	return ( units < BigInt( 0 ) ? '-' : '' ) + formatUnits( units, currency );
}

/**
 * The amount with the currency's symbol before it: "$0.50", "€1.234,50",
 * "CHF 0.50" (a symbol that ends in a letter or a dot is followed by a
 * no-break space). A currency the table does not know is formatted as
 * dollars ("$", ",", ".", 2 decimals). NaN and infinities give ''.
 */
export function formatCurrency( amount: number, currency: string ): string {
	const { symbol, precision } = getCurrencyFormat( currency );
	const units = toMinorUnits( amount, precision );
	if ( units === null ) {
		return '';
	}
	const gap = /[\p{L}.]$/u.test( symbol ) ? NO_BREAK_SPACE : '';
	return `${
		units < BigInt( 0 ) ? '-' : ''
	}${ symbol }${ gap }${ formatUnits( units, currency ) }`;
}
