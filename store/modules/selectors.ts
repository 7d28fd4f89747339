import type { ModulesState } from './reducer';

/** The three states of a module toggle (spec 1 section 4, "Module toggle"). */
export type ModuleToggleState = 'loading' | 'changing' | 'active' | 'inactive';

export const getModules = ( state: ModulesState ) => state.modules;
export const getModule = ( state: ModulesState, slug: string ) =>
	state.modules?.[ slug ] ?? null;
export const isModulesLoading = ( state: ModulesState ) =>
	state.modules === null;
export const isModuleActive = ( state: ModulesState, slug: string ) =>
	state.modules?.[ slug ]?.activated ?? false;
export const isModuleChanging = ( state: ModulesState, slug: string ) =>
	state.changing[ slug ] ?? false;
export const getModulesError = ( state: ModulesState ) => state.error;

export function getModuleToggleState(
	state: ModulesState,
	slug: string
): ModuleToggleState {
	if ( state.modules === null ) {
		return 'loading';
	}
	if ( state.changing[ slug ] ) {
		return 'changing';
	}
	return state.modules[ slug ]?.activated ? 'active' : 'inactive';
}
