import type { AiState } from './reducer';

/** The feature status (spec 1 section 3); loaded from the server the first time it is read. */
export const getAiAssistantFeature = ( state: AiState ) => state.feature;
export const isAiAssistantFeatureLoaded = ( state: AiState ) => state.isLoaded;
export const isFetchingAiAssistantFeature = ( state: AiState ) =>
	state.isFetching;
export const getAiAssistantFeatureFetchError = ( state: AiState ) =>
	state.fetchError;
/** The quota is spent: the upgrade banner shows and the prompt is disabled. */
export const requiresAiUpgrade = ( state: AiState ) =>
	state.feature.isOverLimit || state.feature.siteRequireUpgrade;
