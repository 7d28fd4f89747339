/**
 * The simple-payments checks (spec 2 section 5), run on post save and on
 * deselect, with the spec's exact messages. The price is the text the
 * author typed, read in the currency's own format.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	SIMPLE_PAYMENTS_CURRENCIES,
	decimalPlacesError,
	getCurrencyFormat,
	parsePrice,
} from '../../shared/currency';
import { decimalPlaces } from '../../shared/currency/parse';

export interface FieldErrors {
	title?: string;
	price?: string;
	email?: string;
	currency?: string;
}

/** A plausible e-mail address (the server checks it again with is_email). */
export function isValidEmail( email: string ): boolean {
	return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test( email.trim() );
}

export const invalidEmailMessage = ( email: string ) =>
	sprintf(
		/* translators: %s: the e-mail address typed */
		__( '%s is not a valid email address.', 'orbit-blocks' ),
		email
	);

export const invalidPriceMessage = () => __( 'Invalid price', 'orbit-blocks' );

/** The price message, or null when the price is fine. */
export function priceError( typed: string, currency: string ): string | null {
	const text = typed.trim();
	if ( text === '' ) {
		return __(
			'If you’re selling something, you need a price tag. Add yours here.',
			'orbit-blocks'
		);
	}
	const price = parsePrice( text, currency );
	if ( price === null ) {
		return invalidPriceMessage();
	}
	if ( price < 0 ) {
		return __(
			'Your price is negative — enter a positive number so people can pay the right amount.',
			'orbit-blocks'
		);
	}
	if ( price === 0 ) {
		return __(
			'If you’re selling something, you need a price tag. Add yours here.',
			'orbit-blocks'
		);
	}
	return decimalPlacesError( price, currency );
}

/** Every field's problem; an empty object when the product may be saved. */
export function validateProduct( product: {
	title: string;
	priceText: string;
	email: string;
	currency: string;
} ): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! product.title.trim() ) {
		errors.title = __(
			'Please add a brief title so that people know what they’re paying for.',
			'orbit-blocks'
		);
	}
	const price = priceError( product.priceText, product.currency );
	if ( price ) {
		errors.price = price;
	}
	const email = product.email.trim();
	if ( ! email ) {
		errors.email = __(
			'We want to make sure payments reach you, so please add an email address.',
			'orbit-blocks'
		);
	} else if ( ! isValidEmail( email ) ) {
		errors.email = invalidEmailMessage( email );
	}
	if (
		! ( SIMPLE_PAYMENTS_CURRENCIES as readonly string[] ).includes(
			product.currency
		)
	) {
		errors.currency = __( 'Invalid currency', 'orbit-blocks' );
	}
	return errors;
}

/** The price as the block stores it (a number), or undefined. */
export function storedPrice(
	typed: string,
	currency: string
): number | undefined {
	const price = parsePrice( typed, currency );
	return price === null || price <= 0 ? undefined : price;
}

/** How the price field shows a stored price: "1234.5" → "1234.50". */
export function formatPriceInput(
	price: number | undefined,
	currency: string
) {
	if ( price === undefined || ! Number.isFinite( price ) ) {
		return '';
	}
	const { precision, decimal } = getCurrencyFormat( currency );
	const fixed =
		decimalPlaces( price ) > precision
			? String( price )
			: price.toFixed( precision );
	return fixed.replace( '.', decimal );
}
