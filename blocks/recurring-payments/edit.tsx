/**
 * The Payment Button in the editor (spec 3: payment-plan copy, messages and
 * the payments nudge). The inner jetpack/button is the button; around it:
 *
 * - loading: a spinner until the memberships status answers;
 * - not connected: the payments nudge (Connect to Stripe…), or, for an
 *   author who gets no connect URL, a line asking an administrator;
 * - connected: the sidebar's "Payment plan" panel chooses one of the
 *   account's products or adds a new plan inline (name, price typed in the
 *   currency's format, currency, interval), which is then chosen. Until a
 *   valid plan is chosen, the block says the button is hidden from
 *   visitors; a saved planId that is not among the products gets
 *   "Invalid payment plan configured for this block.".
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { AddProductForm } from '../../store/memberships/components/add-product-form';
import { PaymentsNudge } from '../../shared/components/payments-nudge';
import { paymentProductCopy } from '../../shared/payment-product-copy';
import {
	API_STATE_CONNECTED,
	API_STATE_LOADING,
	store as membershipsStore,
	type MembershipProduct,
	type NewProduct,
} from '../../store/memberships';
import { BUTTON_BLOCK, buttonTemplate } from './button';
import { planLabel, planState, sellableProducts } from './plan';
import { SelectSetting } from '../../shared/components/settings-controls';
import { SettingsPanel } from '../../shared/components/settings-panel';

export interface RecurringPaymentsAttributes {
	planId?: number;
	align?: string;
	url: string;
	uniqueId: string;
}

interface EditProps {
	attributes: RecurringPaymentsAttributes;
	setAttributes: ( next: Partial< RecurringPaymentsAttributes > ) => void;
	name?: string;
}

const BLOCK_NAME = 'jetpack/recurring-payments';
const TEMPLATE = buttonTemplate();

export default function RecurringPaymentsEdit( {
	attributes,
	setAttributes,
	name = BLOCK_NAME,
}: EditProps ) {
	const copy = paymentProductCopy( 'payment-plan' );
	const { apiState, products, connectUrl, loadError, offered, currency } =
		useSelect( ( select ) => {
			const memberships = select( membershipsStore );
			return {
				apiState: memberships.getApiState(),
				products: memberships.getProducts(),
				connectUrl: memberships.getConnectUrl(),
				loadError: memberships.getLoadError(),
				offered: memberships.getDefaultProduct(),
				currency: memberships.getConnectedAccountDefaultCurrency(),
			};
		}, [] );
	const plans = sellableProducts( products );
	const state = planState( attributes.planId, plans );

	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-jetpack-recurring-payments__button' },
		{
			template: TEMPLATE,
			templateLock: 'all',
			allowedBlocks: [ BUTTON_BLOCK ],
		}
	);

	const connected = apiState === API_STATE_CONNECTED;
	const blank: NewProduct = {
		title: '',
		price: '',
		currency: currency || 'USD',
		interval: '1 month',
	};

	let message = null;
	if ( apiState === API_STATE_LOADING ) {
		message = (
			<div className="wp-block-jetpack-recurring-payments__loading">
				<Spinner />
				<span>{ __( 'Loading payment plans…', 'orbit-blocks' ) }</span>
			</div>
		);
	} else if ( ! connected && connectUrl ) {
		message = (
			<PaymentsNudge connectUrl={ connectUrl } blockName={ name } />
		);
	} else if ( ! connected ) {
		message = (
			<Notice status="warning" isDismissible={ false }>
				{ loadError ||
					__(
						'No payment account is connected. Ask a site administrator to connect one to use this block.',
						'orbit-blocks'
					) }
			</Notice>
		);
	} else if ( state === 'invalid' ) {
		message = (
			<Notice status="error" isDismissible={ false }>
				{ copy.invalidPlan }
			</Notice>
		);
	} else if ( state === 'none' ) {
		message = (
			<Notice status="info" isDismissible={ false }>
				{ copy.hiddenUntilValid }
			</Notice>
		);
	}

	const options = [
		{ value: '', label: __( 'Select a payment plan', 'orbit-blocks' ) },
		...plans.map( ( plan: MembershipProduct ) => ( {
			value: String( plan.id ),
			label: planLabel( plan ),
		} ) ),
	];
	if ( state === 'invalid' ) {
		// Keep the unknown id choosable so that the select shows the truth.
		options.push( {
			value: String( attributes.planId ),
			label: copy.invalidPlan,
		} );
	}

	return (
		<div { ...blockProps }>
			{ message }
			<div { ...innerBlocksProps } />
			{ connected && (
				<SettingsPanel title={ __( 'Payment plan', 'orbit-blocks' ) }>
					<SelectSetting
						label={ __( 'Payment plan', 'orbit-blocks' ) }
						value={
							attributes.planId === undefined
								? ''
								: String( attributes.planId )
						}
						options={ options }
						onChange={ ( value: string ) =>
							setAttributes( {
								planId: value ? Number( value ) : undefined,
							} )
						}
					/>
					<AddProductForm
						kind="payment-plan"
						heading={ copy.addNew }
						titleLabel={ __( 'Name', 'orbit-blocks' ) }
						initial={ offered ?? blank }
						onCreated={ ( product ) =>
							setAttributes( { planId: product.id } )
						}
					/>
				</SettingsPanel>
			) }
		</div>
	);
}
