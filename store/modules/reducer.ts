/**
 * Modules (spec 1 sections 4 and 7): the list from GET module/all and, per
 * module, whether an activation request is under way.
 */
import type { Module, ModuleList } from '../../shared/connection-api';

export interface ModulesState {
	/** null until GET module/all answers. */
	modules: ModuleList | null;
	/** Slugs whose POST module/{slug}/active is under way. */
	changing: Record< string, boolean >;
	error: string | null;
}

export type ModulesAction =
	| { type: 'RECEIVE_MODULES'; modules: ModuleList }
	| { type: 'SET_MODULE_CHANGING'; slug: string; changing: boolean }
	| { type: 'RECEIVE_MODULE_ACTIVE'; slug: string; active: boolean }
	| { type: 'SET_MODULES_ERROR'; error: string | null };

export const INITIAL_STATE: ModulesState = {
	modules: null,
	changing: {},
	error: null,
};

export function reducer(
	state: ModulesState = INITIAL_STATE,
	action: ModulesAction
): ModulesState {
	switch ( action.type ) {
		case 'RECEIVE_MODULES':
			return { ...state, modules: action.modules };
		case 'SET_MODULE_CHANGING':
			return {
				...state,
				changing: {
					...state.changing,
					[ action.slug ]: action.changing,
				},
				error: action.changing ? null : state.error,
			};
		case 'RECEIVE_MODULE_ACTIVE': {
			const current: Module | undefined = state.modules?.[ action.slug ];
			if ( ! state.modules || ! current ) {
				return state;
			}
			return {
				...state,
				modules: {
					...state.modules,
					[ action.slug ]: { ...current, activated: action.active },
				},
			};
		}
		case 'SET_MODULES_ERROR':
			return { ...state, error: action.error };
		default:
			return state;
	}
}
