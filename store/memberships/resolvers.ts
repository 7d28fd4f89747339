/**
 * One load serves every selector: GET memberships/status and GET
 * subscribers/counts, side by side, the first time any of them is read.
 * A failure of either leaves the store not connected, without a connect URL,
 * and shows the message as an error snackbar (spec 1 sections 4 and 8).
 */
import apiFetch from '@wordpress/api-fetch';
import { store as noticesStore } from '@wordpress/notices';
import { addQueryArgs, getQueryArg } from '@wordpress/url';
import {
	receiveLoadError,
	receiveStatus,
	receiveSubscriberCounts,
	setApiState,
} from './actions';
import {
	API_STATE_LOADING,
	HOSTED_PLATFORM_ORIGIN,
	STATUS_NOTICE_ID,
	STATUS_PATH,
	SUBSCRIBER_COUNTS_PATH,
} from './constants';
import type { MembershipsAction } from './reducer';
import { errorMessage, readStatus, readSubscriberCounts } from './response';

/** gutenberg-wpcom when the hosted platform opened the editor, else gutenberg. */
export function statusSource( href: string = window.location.href ): string {
	return getQueryArg( href, 'origin' ) === HOSTED_PLATFORM_ORIGIN
		? 'gutenberg-wpcom'
		: 'gutenberg';
}

/** GET memberships/status with its query (spec 1 section 7). */
export function statusPath( href: string = window.location.href ): string {
	return addQueryArgs( STATUS_PATH, {
		source: statusSource( href ),
		type: 'all',
		is_editable: true,
		// Spec 1 section 7: every GET carries a cache-buster.
		_cacheBuster: Date.now(),
	} );
}

export function subscriberCountsPath(): string {
	return addQueryArgs( SUBSCRIBER_COUNTS_PATH, {
		_cacheBuster: Date.now(),
	} );
}

interface LoadArgs {
	dispatch: ( action: MembershipsAction ) => void;
	registry: {
		dispatch: ( store: typeof noticesStore ) => {
			createErrorNotice: ( message: string, options: object ) => unknown;
		};
	};
}

export const getProducts =
	() =>
	async ( { dispatch, registry }: LoadArgs ) => {
		dispatch( setApiState( API_STATE_LOADING ) );
		const [ status, counts ] = await Promise.allSettled( [
			apiFetch( { path: statusPath() } ).then( readStatus ),
			apiFetch( { path: subscriberCountsPath() } ).then(
				readSubscriberCounts
			),
		] );
		if ( status.status === 'fulfilled' && counts.status === 'fulfilled' ) {
			dispatch( receiveStatus( status.value ) );
			dispatch( receiveSubscriberCounts( counts.value ) );
			return;
		}
		const message = errorMessage(
			status.status === 'rejected'
				? status.reason
				: ( counts as PromiseRejectedResult ).reason
		);
		if ( counts.status === 'fulfilled' ) {
			dispatch( receiveSubscriberCounts( counts.value ) );
		}
		dispatch( receiveLoadError( message ) );
		registry.dispatch( noticesStore ).createErrorNotice( message, {
			type: 'snackbar',
			id: STATUS_NOTICE_ID,
		} );
	};

/** The other selectors wait for the same load. */
const sameLoad =
	() =>
	async ( {
		resolveSelect,
	}: {
		resolveSelect: { getProducts: () => Promise< unknown > };
	} ) => {
		await resolveSelect.getProducts();
	};

export const getApiState = sameLoad;
export const getConnectUrl = sameLoad;
export const getSiteSlug = sameLoad;
export const getConnectedAccountDefaultCurrency = sameLoad;
export const getSubscriberCounts = sameLoad;
