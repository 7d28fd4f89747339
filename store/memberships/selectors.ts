import { createSelector } from '@wordpress/data';
import {
	API_STATE_CONNECTED,
	API_STATE_LOADING,
	defaultProduct,
} from './constants';
import type { MembershipsState } from './reducer';

export const getProducts = ( state: MembershipsState ) => state.products;
export const getApiState = ( state: MembershipsState ) => state.apiState;
export const getConnectUrl = ( state: MembershipsState ) => state.connectUrl;
export const getSiteSlug = ( state: MembershipsState ) => state.siteSlug;
export const getConnectedAccountDefaultCurrency = ( state: MembershipsState ) =>
	state.connectedAccountDefaultCurrency;
export const getSubscriberCounts = ( state: MembershipsState ) =>
	state.subscriberCounts;
export const getLoadError = ( state: MembershipsState ) => state.loadError;
export const isSavingProduct = ( state: MembershipsState ) =>
	state.isSavingProduct;

export const isApiStateLoading = ( state: MembershipsState ) =>
	state.apiState === API_STATE_LOADING;
export const isApiStateConnected = ( state: MembershipsState ) =>
	state.apiState === API_STATE_CONNECTED;

/** Products marked subscribe_as_site_subscriber: the newsletter ones. */
export const getNewsletterProducts = createSelector(
	( state: MembershipsState ) =>
		state.products.filter(
			( product ) => product.subscribe_as_site_subscriber
		),
	( state: MembershipsState ) => [ state.products ]
);

/**
 * Spec 1 sections 4 and 9: a connected account with no products is offered
 * a first product by default.
 */
export const shouldOfferDefaultProduct = ( state: MembershipsState ) =>
	state.apiState === API_STATE_CONNECTED && state.products.length === 0;

/** The product to offer then: "Monthly Subscription", 5 USD, 1 month. */
export const getDefaultProduct = createSelector(
	( state: MembershipsState ) =>
		shouldOfferDefaultProduct( state ) ? defaultProduct() : null,
	( state: MembershipsState ) => [ state.apiState, state.products ]
);
