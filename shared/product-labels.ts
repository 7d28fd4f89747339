/**
 * A product's intervals, and how the panel names intervals and prices:
 * "$12.00 / month", "$50.00 / year", "$5.00 one time".
 */
import { __, sprintf } from '@wordpress/i18n';
import { formatCurrency } from './currency';

/** Product intervals (spec 2, donations): one-time, monthly, yearly. */
export const PRODUCT_INTERVALS = [ 'one-time', '1 month', '1 year' ] as const;
export type ProductInterval = ( typeof PRODUCT_INTERVALS )[ number ];

export function intervalOptions(): Array< {
	value: ProductInterval;
	label: string;
} > {
	return [
		{ value: 'one-time', label: __( 'One time', 'orbit-blocks' ) },
		{ value: '1 month', label: __( 'Monthly', 'orbit-blocks' ) },
		{ value: '1 year', label: __( 'Yearly', 'orbit-blocks' ) },
	];
}

export function formatProductPrice(
	price: number,
	currency: string,
	interval: string
): string {
	const amount = formatCurrency( price, currency );
	switch ( interval ) {
		case '1 month':
			/* translators: %s: a price with its currency symbol */
			return sprintf( __( '%s / month', 'orbit-blocks' ), amount );
		case '1 year':
			/* translators: %s: a price with its currency symbol */
			return sprintf( __( '%s / year', 'orbit-blocks' ), amount );
		case 'one-time':
			/* translators: %s: a price with its currency symbol */
			return sprintf( __( '%s one time', 'orbit-blocks' ), amount );
		default:
			return interval ? `${ amount } (${ interval })` : amount;
	}
}
