/**
 * AI store actions: load the feature status, count a request, and mark the
 * site as requiring an upgrade (after a 429).
 */
import apiFetch from '@wordpress/api-fetch';
import { featurePath, readFeature, type AiFeature } from './feature';
import type { AiAction } from './reducer';

export const storeAiAssistantFeature = (
	feature: Partial< AiFeature >
): AiAction => ( { type: 'STORE_AI_ASSISTANT_FEATURE', feature } );

export const increaseAiAssistantRequestsCount = (
	count: number = 1
): AiAction => ( { type: 'INCREASE_AI_ASSISTANT_REQUESTS_COUNT', count } );

export const setAiAssistantFeatureRequireUpgrade = (
	requireUpgrade: boolean = true
): AiAction => ( {
	type: 'SET_AI_ASSISTANT_FEATURE_REQUIRE_UPGRADE',
	requireUpgrade,
} );

/** Loads the feature status from the server (again). */
export const fetchAiAssistantFeature =
	() =>
	async ( { dispatch }: { dispatch: ( action: AiAction ) => void } ) => {
		dispatch( { type: 'FETCH_AI_ASSISTANT_FEATURE_START' } );
		try {
			const response = await apiFetch( { path: featurePath() } );
			dispatch( storeAiAssistantFeature( readFeature( response ) ) );
		} catch ( error ) {
			dispatch( {
				type: 'FETCH_AI_ASSISTANT_FEATURE_ERROR',
				error:
					( error as { message?: string } | null )?.message ??
					String( error ),
			} );
		}
	};
