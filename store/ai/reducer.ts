/**
 * The AI store's state: the feature status, whether it is loaded or
 * loading, and why a load failed.
 */
import { getEditorState } from '../../shared/editor-state';
import { DEFAULT_FEATURE, readFeature, type AiFeature } from './feature';

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

/**
 * The state the editor starts with: the feature status the page was built
 * with (php-stubs/includes/editor-assets.php), so that an over-limit site
 * or a user without AI sees the banner before any request. The resolver
 * still loads it again once.
 */
function initialState(): AiState {
	const printed = getEditorState().aiFeature;
	return printed
		? { ...INITIAL_STATE, feature: readFeature( printed ) }
		: INITIAL_STATE;
}

export function reducer(
	state: AiState = initialState(),
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
			// The offline responder's answers cost nothing and never count
			// (php-stubs/includes/ai/policy.php).
			if ( feature.responder === 'offline' ) {
				return state;
			}
			const requestsCount = feature.requestsCount + action.count;
			// Only a limit the site owner set can be reached: reaching it
			// puts the user over the limit (the banner says until when).
			const reached =
				! feature.hasFeature &&
				feature.requestsLimit > 0 &&
				requestsCount >= feature.requestsLimit;
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
