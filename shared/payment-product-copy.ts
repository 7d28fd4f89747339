/**
 * Product-management copy for the two kinds of payment product (spec 3
 * sections 3, 5 and 8): "payment-plan" (one-off or recurring payments) and
 * "subscription". Every message of the spec has both wordings; the payment
 * button is hidden from visitors until a valid plan is chosen.
 */
import { __ } from '@wordpress/i18n';

export type PaymentProductKind = 'payment-plan' | 'subscription';

export interface PaymentProductCopy {
	requiresName: string;
	requiresValidPrice: string;
	addError: string;
	invalidPlan: string;
	hiddenUntilValid: string;
}

export function paymentProductCopy(
	kind: PaymentProductKind
): PaymentProductCopy {
	if ( kind === 'subscription' ) {
		return {
			requiresName: __( 'Subscription requires a name', 'orbit-blocks' ),
			requiresValidPrice: __(
				'Subscription requires a valid price',
				'orbit-blocks'
			),
			addError: __(
				'There was an error when adding the subscription.',
				'orbit-blocks'
			),
			invalidPlan: __(
				'Invalid subscription configured for this block.',
				'orbit-blocks'
			),
			hiddenUntilValid: __(
				'This button is hidden from visitors until a valid subscription is selected.',
				'orbit-blocks'
			),
		};
	}
	return {
		requiresName: __( 'Payment plan requires a name', 'orbit-blocks' ),
		requiresValidPrice: __(
			'Payment plan requires a valid price',
			'orbit-blocks'
		),
		addError: __(
			'There was an error when adding the payment plan.',
			'orbit-blocks'
		),
		invalidPlan: __(
			'Invalid payment plan configured for this block.',
			'orbit-blocks'
		),
		hiddenUntilValid: __(
			'This button is hidden from visitors until a valid payment plan is selected.',
			'orbit-blocks'
		),
	};
}

/**
 * Whether a block's plan id names one of the account's products; the
 * button shows to visitors only then.
 */
export function isValidPlanSelection(
	planId: unknown,
	products: ReadonlyArray< { id: number } >
): boolean {
	const id = Number( planId );
	return (
		Number.isInteger( id ) &&
		id > 0 &&
		products.some( ( product ) => product.id === id )
	);
}
