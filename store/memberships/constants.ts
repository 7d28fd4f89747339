/**
 * Memberships (spec 1 sections 3, 4, 7 and 9): API states, routes and the
 * default first product.
 */
import { __ } from '@wordpress/i18n';
import type { ProductInterval } from '../../shared/product-labels';

/** Spec 1 section 4, "Membership API state". The store starts loading. */
export const API_STATE_LOADING = 0;
export const API_STATE_CONNECTED = 1;
export const API_STATE_NOT_CONNECTED = 2;
export type ApiState =
	| typeof API_STATE_LOADING
	| typeof API_STATE_CONNECTED
	| typeof API_STATE_NOT_CONNECTED;

export const STATUS_PATH = '/wpcom/v2/memberships/status';
export const PRODUCT_PATH = '/wpcom/v2/memberships/product';
export const SUBSCRIBER_COUNTS_PATH = '/wpcom/v2/subscribers/counts';

/**
 * The hosted platform's address. When the editor's page URL carries
 * origin=https://wordpress.com (the hosted platform opened this editor),
 * the status call says source=gutenberg-wpcom; otherwise source=gutenberg.
 */
export const HOSTED_PLATFORM_ORIGIN = 'https://wordpress.com';

export {
	PRODUCT_INTERVALS,
	type ProductInterval,
} from '../../shared/product-labels';

/** Snackbar ids: a newer notice of the same kind replaces the older one. */
export const STATUS_NOTICE_ID = 'orbit-blocks-memberships-status';
export const PRODUCT_NOTICE_ID = 'orbit-blocks-memberships-product';

export interface MembershipProduct {
	id: number;
	title: string;
	interval: string;
	price: number;
	currency: string;
	/** True marks a newsletter product (spec 1 section 3). */
	subscribe_as_site_subscriber?: boolean;
}

/** What createProduct takes: the price may be typed text ("1,234.50"). */
export interface NewProduct {
	title: string;
	price: number | string;
	currency: string;
	interval?: string;
	/** Further fields are sent as they are (spec 1 section 7). */
	[ field: string ]: unknown;
}

/**
 * Spec 1 section 9: the product offered when the account is connected and
 * has none. The title is translated when asked for.
 */
export function defaultProduct(): NewProduct & { interval: ProductInterval } {
	return {
		title: __( 'Monthly Subscription', 'orbit-blocks' ),
		price: 5,
		currency: 'USD',
		interval: '1 month',
	};
}
