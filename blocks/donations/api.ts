/**
 * The donation calls (spec 2 section 7): GET memberships/status for
 * donations, and POST memberships/products, which makes the three donation
 * products of a currency.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs, getQueryArg } from '@wordpress/url';
import { HOSTED_PLATFORM_ORIGIN } from '../../store/memberships/constants';
import type { DonationProduct, DonationStatus } from './plans';

export const STATUS_PATH = '/wpcom/v2/memberships/status';
export const PRODUCTS_PATH = '/wpcom/v2/memberships/products';

export function donationStatusPath(
	href: string = window.location.href
): string {
	return addQueryArgs( STATUS_PATH, {
		source:
			getQueryArg( href, 'origin' ) === HOSTED_PLATFORM_ORIGIN
				? 'gutenberg-wpcom'
				: 'gutenberg',
		type: 'donation',
		is_editable: false,
	} );
}

export async function fetchDonationStatus(): Promise< DonationStatus > {
	const status = await apiFetch< DonationStatus >( {
		path: donationStatusPath(),
	} );
	if ( ! status || typeof status !== 'object' ) {
		throw new Error( 'Unexpected API response' );
	}
	return status;
}

export async function createDonationProducts(
	currency: string
): Promise< DonationProduct[] > {
	const products = await apiFetch< DonationProduct[] >( {
		path: PRODUCTS_PATH,
		method: 'POST',
		data: { type: 'donation', currency, is_editable: false },
	} );
	if ( ! Array.isArray( products ) ) {
		throw new Error( 'Unexpected API response' );
	}
	return products;
}
