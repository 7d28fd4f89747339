import { getConnectionClient } from '../../shared/connection-api';
import { receiveModules, setModulesError } from './actions';
import type { ModulesAction } from './reducer';

interface ThunkArgs {
	dispatch: ( action: ModulesAction ) => void;
}

/** GET module/all, once per editor session. */
export const getModules =
	() =>
	async ( { dispatch }: ThunkArgs ) => {
		try {
			dispatch(
				receiveModules( await getConnectionClient().fetchModules() )
			);
		} catch ( error ) {
			dispatch(
				setModulesError(
					error instanceof Error ? error.message : String( error )
				)
			);
		}
	};
