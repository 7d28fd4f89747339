/**
 * The site's localised week (day labels and first day of the week) from
 * GET wpcom/v2/business-hours/localized-week, fetched once per editor
 * session however many business-hours blocks the post has.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { registerReduxStore } from '../../shared/register-store';

export const STORE_NAME = 'orbit-blocks/business-hours';
export const LOCALIZED_WEEK_PATH = '/wpcom/v2/business-hours/localized-week';

/** The days as the block attribute and the route name them, Sunday first. */
export const DAY_NAMES = [
	'Sun',
	'Mon',
	'Tue',
	'Wed',
	'Thu',
	'Fri',
	'Sat',
] as const;
export type DayName = ( typeof DAY_NAMES )[ number ];

export interface LocalizedWeek {
	days: Record< DayName, string >;
	startOfWeek: number;
}

interface State {
	localizedWeek: LocalizedWeek | null;
	error: string | null;
}

type Action =
	| { type: 'RECEIVE_LOCALIZED_WEEK'; localizedWeek: LocalizedWeek }
	| { type: 'RECEIVE_LOCALIZED_WEEK_ERROR'; error: string };

/** Accepts only the shape the route promises, so bad data never reaches the UI. */
export function isLocalizedWeek( value: unknown ): value is LocalizedWeek {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const { days, startOfWeek } = value as Partial< LocalizedWeek >;
	return (
		!! days &&
		typeof days === 'object' &&
		DAY_NAMES.every(
			( key ) =>
				typeof ( days as Record< string, unknown > )[ key ] === 'string'
		) &&
		Number.isInteger( startOfWeek ) &&
		( startOfWeek as number ) >= 0 &&
		( startOfWeek as number ) <= 6
	);
}

export const actions = {
	receiveLocalizedWeek: ( localizedWeek: LocalizedWeek ): Action => ( {
		type: 'RECEIVE_LOCALIZED_WEEK',
		localizedWeek,
	} ),
	receiveLocalizedWeekError: ( error: string ): Action => ( {
		type: 'RECEIVE_LOCALIZED_WEEK_ERROR',
		error,
	} ),
};

export function reducer(
	state: State = { localizedWeek: null, error: null },
	action: Action
): State {
	switch ( action.type ) {
		case 'RECEIVE_LOCALIZED_WEEK':
			return { localizedWeek: action.localizedWeek, error: null };
		case 'RECEIVE_LOCALIZED_WEEK_ERROR':
			return { ...state, error: action.error };
		default:
			return state;
	}
}

export const selectors = {
	getLocalizedWeek: ( state: State ) => state.localizedWeek,
	getLocalizedWeekError: ( state: State ) => state.error,
};

export const resolvers = {
	getLocalizedWeek:
		() =>
		async ( { dispatch }: { dispatch: typeof actions } ) => {
			try {
				// Every GET carries a cache-buster (spec 1, calls).
				const response = await apiFetch( {
					path: addQueryArgs( LOCALIZED_WEEK_PATH, {
						_cacheBuster: Date.now(),
					} ),
				} );
				if ( isLocalizedWeek( response ) ) {
					dispatch.receiveLocalizedWeek( response );
				} else {
					dispatch.receiveLocalizedWeekError(
						'Unexpected API response'
					);
				}
			} catch ( error ) {
				dispatch.receiveLocalizedWeekError(
					( error as { message?: string } )?.message ??
						String( error )
				);
			}
		},
};

export const store = registerReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
