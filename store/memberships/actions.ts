/**
 * Memberships actions: what the loaders receive, and createProduct, which
 * validates a product (spec 1 section 5) before POST memberships/product
 * and reports every outcome as a snackbar (spec 1 section 8).
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import {
	formatCurrency,
	hasValidPrecision,
	minimumAmount,
	normalizeCurrencyCode,
	parsePrice,
} from '../../shared/currency';
import {
	paymentProductCopy,
	type PaymentProductKind,
} from '../../shared/payment-product-copy';
import {
	API_STATE_LOADING,
	PRODUCT_NOTICE_ID,
	PRODUCT_PATH,
	type ApiState,
	type MembershipProduct,
	type NewProduct,
} from './constants';
import type { MembershipsAction } from './reducer';
import {
	readProduct,
	type MembershipStatus,
	type SubscriberCounts,
} from './response';

export const setApiState = ( apiState: ApiState ): MembershipsAction => ( {
	type: 'SET_API_STATE',
	apiState,
} );

export const receiveStatus = (
	status: MembershipStatus
): MembershipsAction => ( { type: 'RECEIVE_STATUS', status } );

export const receiveSubscriberCounts = (
	counts: SubscriberCounts
): MembershipsAction => ( { type: 'RECEIVE_SUBSCRIBER_COUNTS', counts } );

export const receiveLoadError = ( error: string ): MembershipsAction => ( {
	type: 'RECEIVE_LOAD_ERROR',
	error,
} );

export const receiveProduct = (
	product: MembershipProduct
): MembershipsAction => ( { type: 'RECEIVE_PRODUCT', product } );

export const setSavingProduct = ( isSaving: boolean ): MembershipsAction => ( {
	type: 'SET_SAVING_PRODUCT',
	isSaving,
} );

interface NoticeActions {
	createErrorNotice: ( message: string, options: object ) => unknown;
	createSuccessNotice: ( message: string, options: object ) => unknown;
}

export interface ThunkArgs {
	dispatch: ( action: MembershipsAction ) => void;
	select: { getConnectedAccountDefaultCurrency: () => string };
	registry: { dispatch: ( store: typeof noticesStore ) => NoticeActions };
}

const snackbar = { type: 'snackbar', id: PRODUCT_NOTICE_ID } as const;

/**
 * Why the product cannot be created, in the words of spec 1 section 8, or
 * null when it can: a name; a price of at least the currency's minimum; a
 * price the currency can hold (a number, with no more decimals than its
 * precision).
 */
export function productProblem(
	title: string,
	price: number | null,
	currency: string,
	kind?: PaymentProductKind
): string | null {
	const copy = kind ? paymentProductCopy( kind ) : null;
	if ( ! title ) {
		return (
			copy?.requiresName ??
			__( 'product requires a name', 'orbit-blocks' )
		);
	}
	const minimum = minimumAmount( currency );
	if ( price !== null && price < minimum ) {
		return sprintf(
			/* translators: %s: the smallest price, with its currency symbol, for example $0.50 */
			__( 'Minimum allowed price is %s.', 'orbit-blocks' ),
			formatCurrency( minimum, currency )
		);
	}
	if ( price === null || ! hasValidPrecision( price, currency ) ) {
		return (
			copy?.requiresValidPrice ??
			__( 'product requires a valid price', 'orbit-blocks' )
		);
	}
	return null;
}

/**
 * Creates a membership product: validates it, POSTs memberships/product
 * with title, price, currency, interval and any further fields, and on
 * success appends the product to the list. Resolves to the new product, or
 * null when it was refused (the snackbar says why; nothing is sent for an
 * invalid product). With a kind (spec 3: 'payment-plan' or 'subscription'),
 * the messages use that kind's wording (shared/payment-product-copy.ts);
 * without one, spec 1's generic "product" wording.
 */
export const createProduct =
	( product: NewProduct, kind?: PaymentProductKind ) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< MembershipProduct | null > => {
		const notices = registry.dispatch( noticesStore );
		const fail = ( message: string ) => {
			notices.createErrorNotice( message, snackbar );
			return null;
		};

		const {
			title: rawTitle,
			price: rawPrice,
			currency: rawCurrency,
			interval,
			...extra
		} = product;
		const title = typeof rawTitle === 'string' ? rawTitle.trim() : '';
		const currency =
			normalizeCurrencyCode( rawCurrency ) ||
			select.getConnectedAccountDefaultCurrency() ||
			'USD';
		const price = parsePrice( rawPrice, currency );
		const copy = kind ? paymentProductCopy( kind ) : null;
		const problem = productProblem( title, price, currency, kind );
		if ( problem || price === null ) {
			return fail( problem ?? '' );
		}

		dispatch( setSavingProduct( true ) );
		try {
			const response = await apiFetch( {
				path: PRODUCT_PATH,
				method: 'POST',
				data: {
					...extra,
					title,
					price,
					currency,
					interval: interval ?? '1 month',
				},
			} );
			const created = readProduct( response );
			if ( ! created ) {
				throw new Error( 'Unexpected API response' );
			}
			dispatch( receiveProduct( created ) );
			notices.createSuccessNotice(
				copy?.created ??
					__( 'successfully created product', 'orbit-blocks' ),
				snackbar
			);
			return created;
		} catch {
			return fail(
				copy?.addError ??
					__(
						'there was an error when adding the product',
						'orbit-blocks'
					)
			);
		} finally {
			dispatch( setSavingProduct( false ) );
		}
	};

/**
 * Loads the status and the counts again (after a failure, or after the
 * payment account changed elsewhere): the next read of any selector
 * fetches them anew.
 */
export const refreshMembershipData =
	() =>
	( {
		dispatch,
	}: {
		dispatch: {
			invalidateResolutionForStore: () => void;
		} & ( ( action: MembershipsAction ) => void );
	} ) => {
		dispatch( setApiState( API_STATE_LOADING ) );
		dispatch.invalidateResolutionForStore();
	};
