/**
 * The AI store's state: the feature status, whether it is loaded or
 * loading, and why a load failed.
 */
import { DEFAULT_FEATURE, type AiFeature } from './feature';

export interface AiState {
	feature: AiFeature;
	isLoaded: boolean;
	isFetching: boolean;
	fetchError: string | null;
}

export type AiAction =
	| { type: 'FETCH_AI_ASSISTANT_FEATURE_START' }
	| { type: 'FETCH_AI_ASSISTANT_FEATURE_ERROR'; error: string }
	| { type: 'STORE_AI_ASSISTANT_FEATURE'; feature: Partial< AiFeature > }
	| { type: 'INCREASE_AI_ASSISTANT_REQUESTS_COUNT'; count: number }
	| {
			type: 'SET_AI_ASSISTANT_FEATURE_REQUIRE_UPGRADE';
			requireUpgrade: boolean;
	  };

export const INITIAL_STATE: AiState = {
	feature: DEFAULT_FEATURE,
	isLoaded: false,
	isFetching: false,
	fetchError: null,
};

export function reducer(
	state: AiState = INITIAL_STATE,
	action: AiAction
): AiState {
	switch ( action.type ) {
		case 'FETCH_AI_ASSISTANT_FEATURE_START':
			return { ...state, isFetching: true, fetchError: null };
		case 'FETCH_AI_ASSISTANT_FEATURE_ERROR':
			return { ...state, isFetching: false, fetchError: action.error };
		case 'STORE_AI_ASSISTANT_FEATURE':
			return {
				...state,
				feature: { ...state.feature, ...action.feature },
				isLoaded: true,
				isFetching: false,
				fetchError: null,
			};
		case 'INCREASE_AI_ASSISTANT_REQUESTS_COUNT': {
			const { feature } = state;
			const requestsCount = feature.requestsCount + action.count;
			// Only the free tier has a limit: reaching it puts the site over
			// the limit and makes it require an upgrade.
			const reached =
				! feature.hasFeature && requestsCount >= feature.requestsLimit;
			return {
				...state,
				feature: {
					...feature,
					requestsCount,
					isOverLimit: feature.isOverLimit || reached,
					siteRequireUpgrade: feature.siteRequireUpgrade || reached,
				},
			};
		}
		case 'SET_AI_ASSISTANT_FEATURE_REQUIRE_UPGRADE':
			return {
				...state,
				feature: {
					...state.feature,
					siteRequireUpgrade: action.requireUpgrade,
					// Requiring an upgrade means the quota is spent; lifting
					// it (after an upgrade) lifts the limit too.
					isOverLimit: action.requireUpgrade,
				},
			};
		default:
			return state;
	}
}
