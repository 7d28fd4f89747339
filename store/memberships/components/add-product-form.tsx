/**
 * The form that adds a membership product: title, price (typed in the
 * currency's format), currency and interval, sent through the memberships
 * store's createProduct, whose snackbars say what happened: in spec 1's
 * "product" wording without a kind (the membership products panel), or in
 * the wording of the kind given (spec 3: 'payment-plan' in the Payment
 * Button block). A refused or failed
 * product keeps what was typed; a created one clears the title and price
 * for the next and is handed to onCreated (the block selects it). Only
 * administrators get the form.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import {
	PAYMENT_CURRENCIES,
	formatCurrency,
	getCurrencyFormat,
	minimumAmount,
} from '../../../shared/currency';
import type { PaymentProductKind } from '../../../shared/payment-product-copy';
import { getEditorState } from '../../../shared/editor-state';
import { intervalOptions } from '../../../shared/product-labels';
import {
	store as membershipsStore,
	type MembershipProduct,
	type NewProduct,
} from '../index';
import {
	SelectSetting,
	TextSetting,
} from '../../../shared/components/settings-controls';
import './add-product-form.scss';
import { SubmitButton } from '../../../shared/components/submit-button';

interface Option {
	value: string;
	label: string;
}

function currencyOptions(): Option[] {
	return PAYMENT_CURRENCIES.map( ( code ) => ( {
		value: code,
		label: `${ code } (${ getCurrencyFormat( code ).symbol })`,
	} ) );
}

interface AddProductFormProps {
	/** What the fields start with (the default first product, or blanks). */
	initial: NewProduct;
	/** Whose wording the messages use; none: spec 1's "product" wording. */
	kind?: PaymentProductKind;
	heading?: string;
	titleLabel?: string;
	onCreated?: ( product: MembershipProduct ) => void;
}

/**
 * Products are the site's: the server lets only administrators
 * (manage_options) make them, so anyone else gets a note, not the form.
 */
export function AddProductForm( props: AddProductFormProps ) {
	if ( ! getEditorState().user.canManageOptions ) {
		return (
			<p className="orbit-add-product-form__admin-only">
				{ __(
					'Only a site administrator can add products.',
					'orbit-blocks'
				) }
			</p>
		);
	}
	return <ProductForm { ...props } />;
}

function ProductForm( {
	initial,
	kind,
	heading = __( 'Add product', 'orbit-blocks' ),
	titleLabel = __( 'Title', 'orbit-blocks' ),
	onCreated,
}: AddProductFormProps ) {
	const [ title, setTitle ] = useState( String( initial.title ?? '' ) );
	const [ price, setPrice ] = useState( String( initial.price ?? '' ) );
	const [ currency, setCurrency ] = useState( initial.currency || 'USD' );
	const [ interval, setInterval ] = useState(
		String( initial.interval ?? '1 month' )
	);
	const saving = useSelect(
		( select ) => select( membershipsStore ).isSavingProduct(),
		[]
	);
	const { createProduct } = useDispatch( membershipsStore ) as unknown as {
		createProduct: (
			product: NewProduct,
			kind?: PaymentProductKind
		) => Promise< MembershipProduct | null >;
	};

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( saving ) {
			// Enter in a field submits too; one product at a time.
			return;
		}
		const created = await createProduct(
			{
				title,
				price,
				currency,
				interval,
			},
			kind
		);
		if ( created ) {
			setTitle( '' );
			setPrice( '' );
			onCreated?.( created );
		}
	};

	return (
		<form
			className="orbit-membership-products__form"
			onSubmit={ submit }
			aria-label={ heading }
		>
			<h3>{ heading }</h3>
			<TextSetting
				label={ titleLabel }
				value={ title }
				onChange={ setTitle }
			/>
			<TextSetting
				label={ __( 'Price', 'orbit-blocks' ) }
				inputMode="decimal"
				value={ price }
				onChange={ setPrice }
				help={ sprintf(
					/* translators: %s: the smallest price, for example $0.50 */
					__( 'At least %s.', 'orbit-blocks' ),
					formatCurrency( minimumAmount( currency ), currency )
				) }
			/>
			<SelectSetting
				label={ __( 'Currency', 'orbit-blocks' ) }
				value={ currency }
				options={ currencyOptions() }
				onChange={ setCurrency }
			/>
			<SelectSetting
				label={ __( 'Interval', 'orbit-blocks' ) }
				value={ interval }
				options={ intervalOptions() as Option[] }
				onChange={ setInterval }
			/>
			<SubmitButton
				isBusy={ saving }
				disabled={ saving }
				accessibleWhenDisabled
			>
				{ __( 'Add', 'orbit-blocks' ) }
			</SubmitButton>
		</form>
	);
}
