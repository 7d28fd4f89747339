/**
 * Connection state (spec 1 section 3, "Connection status"; section 4,
 * "Registration"). It starts from the status the host printed into the page,
 * so the editor knows at once, and is refreshed from GET connection.
 */
import type {
	ConnectedPlugin,
	ConnectionData,
	ConnectionStatus,
} from '../../shared/connection-api';

/** The request under way, if any; the sidebar disables its buttons meanwhile. */
export type ConnectionPending =
	| 'registering'
	| 'connecting-user'
	| 'disconnecting-user'
	| 'disconnecting-site'
	| null;

export interface ConnectionState {
	status: ConnectionStatus;
	data: ConnectionData | null;
	connectedPlugins: ConnectedPlugin[] | null;
	pending: ConnectionPending;
	error: string | null;
}

export type ConnectionAction =
	| { type: 'RECEIVE_STATUS'; status: Partial< ConnectionStatus > }
	| { type: 'RECEIVE_DATA'; data: ConnectionData }
	| { type: 'RECEIVE_CONNECTED_PLUGINS'; plugins: ConnectedPlugin[] }
	| { type: 'SET_PENDING'; pending: ConnectionPending }
	| { type: 'SET_ERROR'; error: string | null }
	| { type: 'USER_DISCONNECTED' }
	| { type: 'SITE_DISCONNECTED' };

export const DISCONNECTED_STATUS: ConnectionStatus = {
	isActive: false,
	isRegistered: false,
	isUserConnected: false,
	hasConnectedOwner: false,
	offlineMode: { isActive: false },
	connectionErrors: [],
};

export function initialState(
	status: Partial< ConnectionStatus > = {}
): ConnectionState {
	return {
		status: { ...DISCONNECTED_STATUS, ...status },
		data: null,
		connectedPlugins: null,
		pending: null,
		error: null,
	};
}

export function reducer(
	state: ConnectionState = initialState(),
	action: ConnectionAction
): ConnectionState {
	switch ( action.type ) {
		case 'RECEIVE_STATUS':
			return { ...state, status: { ...state.status, ...action.status } };
		case 'RECEIVE_DATA':
			return { ...state, data: action.data };
		case 'RECEIVE_CONNECTED_PLUGINS':
			return { ...state, connectedPlugins: action.plugins };
		case 'SET_PENDING':
			return {
				...state,
				pending: action.pending,
				error: action.pending ? null : state.error,
			};
		case 'SET_ERROR':
			return { ...state, error: action.error, pending: null };
		case 'USER_DISCONNECTED':
			return {
				...state,
				status: { ...state.status, isUserConnected: false },
				data: state.data && {
					...state.data,
					currentUser: {
						...state.data.currentUser,
						isConnected: false,
						wpcomUser: null,
					},
				},
			};
		case 'SITE_DISCONNECTED':
			return {
				...initialState( {
					offlineMode: state.status.offlineMode,
				} ),
				connectedPlugins: state.connectedPlugins,
			};
		default:
			return state;
	}
}
