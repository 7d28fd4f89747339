/**
 * The memberships state (spec 1 section 3, "Membership store state").
 */
import {
	API_STATE_CONNECTED,
	API_STATE_LOADING,
	API_STATE_NOT_CONNECTED,
	type ApiState,
	type MembershipProduct,
} from './constants';
import type { MembershipStatus, SubscriberCounts } from './response';

export interface MembershipsState {
	products: MembershipProduct[];
	apiState: ApiState;
	/** Where the author connects a payment account; null when there is none to offer. */
	connectUrl: string | null;
	siteSlug: string;
	/** '' until the status says. */
	connectedAccountDefaultCurrency: string;
	subscriberCounts: SubscriberCounts;
	/** Why the status or the counts could not be loaded. */
	loadError: string | null;
	/** A product is being created. */
	isSavingProduct: boolean;
}

export type MembershipsAction =
	| { type: 'SET_API_STATE'; apiState: ApiState }
	| { type: 'RECEIVE_STATUS'; status: MembershipStatus }
	| { type: 'RECEIVE_SUBSCRIBER_COUNTS'; counts: SubscriberCounts }
	| { type: 'RECEIVE_LOAD_ERROR'; error: string }
	| { type: 'RECEIVE_PRODUCT'; product: MembershipProduct }
	| { type: 'SET_SAVING_PRODUCT'; isSaving: boolean };

export const INITIAL_STATE: MembershipsState = {
	products: [],
	apiState: API_STATE_LOADING,
	connectUrl: null,
	siteSlug: '',
	connectedAccountDefaultCurrency: '',
	subscriberCounts: {
		socialFollowers: null,
		emailSubscribers: null,
		paidSubscribers: null,
	},
	loadError: null,
	isSavingProduct: false,
};

export function reducer(
	state: MembershipsState = INITIAL_STATE,
	action: MembershipsAction
): MembershipsState {
	switch ( action.type ) {
		case 'SET_API_STATE':
			return { ...state, apiState: action.apiState };
		case 'RECEIVE_STATUS': {
			const { status } = action;
			return {
				...state,
				products: status.products,
				connectUrl: status.connectUrl,
				siteSlug: status.siteSlug,
				connectedAccountDefaultCurrency:
					status.connectedAccountDefaultCurrency,
				apiState: status.connected
					? API_STATE_CONNECTED
					: API_STATE_NOT_CONNECTED,
				loadError: null,
			};
		}
		case 'RECEIVE_SUBSCRIBER_COUNTS':
			return { ...state, subscriberCounts: action.counts };
		case 'RECEIVE_LOAD_ERROR':
			// Spec 1 section 4: not connected, and no connect URL.
			return {
				...state,
				apiState: API_STATE_NOT_CONNECTED,
				connectUrl: null,
				loadError: action.error,
			};
		case 'RECEIVE_PRODUCT':
			return {
				...state,
				products: [
					...state.products.filter(
						( product ) => product.id !== action.product.id
					),
					action.product,
				],
			};
		case 'SET_SAVING_PRODUCT':
			return { ...state, isSavingProduct: action.isSaving };
		default:
			return state;
	}
}
