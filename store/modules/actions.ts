/**
 * Module actions. Activation waits for the server before it flips the toggle:
 * a refused activation (no connection, no permission) never shows as active.
 */
import { getConnectionClient } from '../../shared/connection-api';
import type { ModuleList } from '../../shared/connection-api';
import type { ModulesAction } from './reducer';

interface ThunkArgs {
	dispatch: ( action: ModulesAction ) => void;
}

export const receiveModules = ( modules: ModuleList ): ModulesAction => ( {
	type: 'RECEIVE_MODULES',
	modules,
} );

export const setModulesError = ( error: string | null ): ModulesAction => ( {
	type: 'SET_MODULES_ERROR',
	error,
} );

export const setModuleActive =
	( slug: string, active: boolean ) =>
	async ( { dispatch }: ThunkArgs ) => {
		dispatch( { type: 'SET_MODULE_CHANGING', slug, changing: true } );
		try {
			await getConnectionClient().setModuleActive( slug, active );
			dispatch( { type: 'RECEIVE_MODULE_ACTIVE', slug, active } );
		} catch ( error ) {
			dispatch(
				setModulesError(
					error instanceof Error ? error.message : String( error )
				)
			);
		} finally {
			dispatch( { type: 'SET_MODULE_CHANGING', slug, changing: false } );
		}
	};
