/**
 * Each selector's data is fetched once, the first time something asks.
 * A failed load keeps what the host printed and records the message.
 */
import { getConnectionClient } from '../../shared/connection-api';
import {
	receiveConnectedPlugins,
	receiveConnectionData,
	receiveConnectionStatus,
	setConnectionError,
} from './actions';
import type { ConnectionAction } from './reducer';

interface ThunkArgs {
	dispatch: ( action: ConnectionAction ) => void;
}

const load =
	< T >(
		request: () => Promise< T >,
		receive: ( value: T ) => ConnectionAction
	) =>
	() =>
	async ( { dispatch }: ThunkArgs ) => {
		try {
			dispatch( receive( await request() ) );
		} catch ( error ) {
			dispatch(
				setConnectionError(
					error instanceof Error ? error.message : String( error )
				)
			);
		}
	};

export const getConnectionStatus = load(
	() => getConnectionClient().fetchSiteConnectionStatus(),
	receiveConnectionStatus
);
export const getConnectionData = load(
	() => getConnectionClient().fetchSiteConnectionData(),
	receiveConnectionData
);
export const getConnectedPlugins = load(
	() => getConnectionClient().fetchConnectedPlugins(),
	receiveConnectedPlugins
);
