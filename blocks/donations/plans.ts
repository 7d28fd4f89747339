/**
 * Which plan each interval uses (spec 2 section 4, "Donations"): the
 * account's products when there is one for every interval in the block's
 * currency; -1 for all when the site is not connected (a connect URL came
 * back); otherwise products must be created.
 */
import { normalizeCurrencyCode } from '../../shared/currency';
import type { ProductInterval } from '../../store/memberships/constants';
import { INTERVALS } from './intervals';
import type { DonationKey } from './types';

export const NOT_CONNECTED_PLAN_ID = -1;

export interface DonationProduct {
	id: number;
	currency: string;
	type?: string;
	interval: string;
}

export interface DonationStatus {
	connect_url?: string | null;
	connected_account_default_currency?: string | null;
	products?: DonationProduct[];
}

export type PlanIds = Record< DonationKey, number >;

export type PlanDecision =
	| { kind: 'products'; planIds: PlanIds }
	| { kind: 'not-connected'; connectUrl: string; planIds: PlanIds }
	| { kind: 'create' };

/** One product per interval in this currency, or null when one is missing. */
export function planIdsFromProducts(
	products: readonly DonationProduct[],
	currency: string
): PlanIds | null {
	const code = normalizeCurrencyCode( currency );
	const byInterval = new Map< string, number >();
	for ( const product of products ) {
		if (
			normalizeCurrencyCode( product.currency ) === code &&
			( product.type === undefined || product.type === 'donation' ) &&
			! byInterval.has( product.interval )
		) {
			byInterval.set( product.interval, Number( product.id ) );
		}
	}
	const ids: Partial< PlanIds > = {};
	for ( const info of INTERVALS ) {
		const id = byInterval.get( info.interval as ProductInterval );
		if ( id === undefined ) {
			return null;
		}
		ids[ info.key ] = id;
	}
	return ids as PlanIds;
}

export function decidePlans(
	status: DonationStatus,
	currency: string
): PlanDecision {
	const fromProducts = planIdsFromProducts( status.products ?? [], currency );
	if ( fromProducts ) {
		return { kind: 'products', planIds: fromProducts };
	}
	if ( status.connect_url ) {
		return {
			kind: 'not-connected',
			connectUrl: status.connect_url,
			planIds: {
				oneTimeDonation: NOT_CONNECTED_PLAN_ID,
				monthlyDonation: NOT_CONNECTED_PLAN_ID,
				annualDonation: NOT_CONNECTED_PLAN_ID,
			},
		};
	}
	return { kind: 'create' };
}
