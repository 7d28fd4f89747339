/**
 * Registers jetpack/recurring-payments, the Payment Button (spec 3: payment
 * plans, "Invalid payment plan configured for this block.", the button
 * hidden from visitors until a valid plan is chosen). A dynamic block: the
 * post keeps planId and the inner jetpack/button; the host renders the
 * checkout link. The edit UI loads on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { currencyDollar as icon } from '@wordpress/icons';
import { ensureBlockCategory } from '../../shared/block-category';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import type { RecurringPaymentsAttributes } from './edit';
import * as paymentsButton from './payments-button';
import save from './save';

export { metadata };

export function register(): void {
	ensureBlockCategory( 'earn', __( 'Earn', 'orbit-blocks' ) );
	registerBlockType< RecurringPaymentsAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() =>
				import(
					/* webpackChunkName: "recurring-payments-edit" */ './edit'
				)
		),
		save,
		deprecated,
	} as never );
	paymentsButton.register();
}
