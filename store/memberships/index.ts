/**
 * The memberships store, 'orbit-blocks/memberships' (issue 3, item 3; spec 1
 * sections 3, 4, 5, 7, 8 and 9): products, the payment account's API state,
 * connect URL, site slug, default currency and subscriber counts, loaded
 * from GET wpcom/v2/memberships/status and GET wpcom/v2/subscribers/counts;
 * createProduct validates and POSTs wpcom/v2/memberships/product.
 */
import { registerReduxStore } from '../../shared/register-store';
import * as actions from './actions';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export const STORE_NAME = 'orbit-blocks/memberships';

export {
	API_STATE_CONNECTED,
	API_STATE_LOADING,
	API_STATE_NOT_CONNECTED,
	HOSTED_PLATFORM_ORIGIN,
	PRODUCT_INTERVALS,
	defaultProduct,
} from './constants';
export type {
	ApiState,
	MembershipProduct,
	NewProduct,
	ProductInterval,
} from './constants';
export type { SubscriberCounts } from './response';
export type { MembershipsState } from './reducer';

export const store = registerReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
