/**
 * Connection actions. The thunks call the connection client and record what
 * changed; registration ends by leaving the editor for the authorization page
 * (spec 1 section 4), which sends the user back to redirectUri.
 */
import { addQueryArgs } from '@wordpress/url';
import { getConnectionClient } from '../../shared/connection-api';
import type {
	ConnectedPlugin,
	ConnectionData,
	ConnectionStatus,
} from '../../shared/connection-api';
import { getEditorState } from '../../shared/editor-state';
import { navigateTo } from '../../shared/navigate';
import type { ConnectionAction, ConnectionPending } from './reducer';

interface ThunkArgs {
	dispatch: ( action: ConnectionAction ) => void;
}

export interface ConnectArgs {
	/** Where the authorization page sends the user back to. */
	redirectUri: string;
	/** Which screen started the connection; added to the authorization URL. */
	from: string;
}

export const receiveConnectionStatus = (
	status: Partial< ConnectionStatus >
): ConnectionAction => ( { type: 'RECEIVE_STATUS', status } );
export const receiveConnectionData = (
	data: ConnectionData
): ConnectionAction => ( { type: 'RECEIVE_DATA', data } );
export const receiveConnectedPlugins = (
	plugins: ConnectedPlugin[]
): ConnectionAction => ( { type: 'RECEIVE_CONNECTED_PLUGINS', plugins } );
export const setConnectionError = (
	error: string | null
): ConnectionAction => ( {
	type: 'SET_ERROR',
	error,
} );

const setPending = ( pending: ConnectionPending ): ConnectionAction => ( {
	type: 'SET_PENDING',
	pending,
} );

const messageOf = ( error: unknown ) =>
	error instanceof Error ? error.message : String( error );

/** Fetches the authorization URL and leaves for it, with `from` added. */
export const connectUser =
	( { redirectUri, from }: ConnectArgs ) =>
	async ( { dispatch }: ThunkArgs ) => {
		dispatch( setPending( 'connecting-user' ) );
		try {
			const { authorizeUrl } =
				await getConnectionClient().fetchAuthorizationUrl(
					redirectUri
				);
			navigateTo( addQueryArgs( authorizeUrl, { from } ) );
		} catch ( error ) {
			dispatch( setConnectionError( messageOf( error ) ) );
		}
	};

/** Registers the site, then connects the user. */
export const registerSite =
	( args: ConnectArgs ) =>
	async ( { dispatch }: ThunkArgs ) => {
		dispatch( setPending( 'registering' ) );
		try {
			await getConnectionClient().registerSite( {
				registrationNonce: getEditorState().registrationNonce,
				redirectUri: args.redirectUri,
			} );
		} catch ( error ) {
			dispatch( setConnectionError( messageOf( error ) ) );
			return;
		}
		dispatch( receiveConnectionStatus( { isRegistered: true } ) );
		await connectUser( args )( { dispatch } );
	};

export const disconnectUser =
	() =>
	async ( { dispatch }: ThunkArgs ) => {
		dispatch( setPending( 'disconnecting-user' ) );
		try {
			await getConnectionClient().unlinkUser();
		} catch ( error ) {
			dispatch( setConnectionError( messageOf( error ) ) );
			return;
		}
		dispatch( { type: 'USER_DISCONNECTED' } );
		// The site may have lost its owner: ask it, still pending, so that no
		// other request can start and be overwritten by this answer.
		try {
			dispatch(
				receiveConnectionStatus(
					await getConnectionClient().fetchSiteConnectionStatus()
				)
			);
		} catch {
			// The disconnect itself worked; the next load will catch up.
		}
		dispatch( setPending( null ) );
	};

export const disconnectSite =
	() =>
	async ( { dispatch }: ThunkArgs ) => {
		dispatch( setPending( 'disconnecting-site' ) );
		try {
			await getConnectionClient().disconnectSite();
			dispatch( { type: 'SITE_DISCONNECTED' } );
		} catch ( error ) {
			dispatch( setConnectionError( messageOf( error ) ) );
		}
	};
