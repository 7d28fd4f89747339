/**
 * Which state the Payment Button's plan is in (spec 3 sections 5 and 8):
 * none chosen yet, one of the account's products, or an id that is not
 * among them ("Invalid payment plan configured for this block."). The
 * button shows to visitors only for a valid plan.
 */
import { isValidPlanSelection } from '../../shared/payment-product-copy';
import { formatProductPrice } from '../../shared/product-labels';
import type { MembershipProduct } from '../../store/memberships';

export type PlanState = 'none' | 'valid' | 'invalid';

export function planState(
	planId: unknown,
	products: ReadonlyArray< MembershipProduct >
): PlanState {
	if ( planId === undefined || planId === null || planId === '' ) {
		return 'none';
	}
	return isValidPlanSelection( planId, products ) ? 'valid' : 'invalid';
}

/** "Gold: $12.00 / month", for the plan picker. */
export function planLabel( product: MembershipProduct ): string {
	return `${ product.title }: ${ formatProductPrice(
		product.price,
		product.currency,
		product.interval
	) }`;
}

/**
 * The products a Payment Button can sell: the account's editable products
 * except newsletter ones, which the subscriptions blocks handle.
 */
export function sellableProducts(
	products: ReadonlyArray< MembershipProduct >
): MembershipProduct[] {
	return products.filter(
		( product ) => ! product.subscribe_as_site_subscriber
	);
}
