/**
 * The AI store, 'orbit-blocks/ai' (issue 4, item 2; spec 1 sections 3, 6, 7
 * and 9): the AI assistant's feature status from GET
 * wpcom/v2/ai/ai-assistant-feature, request counting, and whether the site
 * requires an upgrade.
 */
import { registerReduxStore } from '../../shared/register-store';
import * as actions from './actions';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export const AI_STORE = 'orbit-blocks/ai';
export const STORE_NAME = AI_STORE;

export { DEFAULT_FEATURE, FEATURE_PATH, readFeature } from './feature';
export type { AiFeature, UpgradeType } from './feature';
export type { AiState } from './reducer';

export const store = registerReduxStore( AI_STORE, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
