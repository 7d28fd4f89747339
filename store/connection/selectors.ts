import type { ConnectionState } from './reducer';

export const getConnectionStatus = ( state: ConnectionState ) => state.status;
export const isRegistered = ( state: ConnectionState ) =>
	state.status.isRegistered;
export const isUserConnected = ( state: ConnectionState ) =>
	state.status.isUserConnected;
export const hasConnectedOwner = ( state: ConnectionState ) =>
	state.status.hasConnectedOwner;
export const isOfflineMode = ( state: ConnectionState ) =>
	state.status.offlineMode.isActive;
export const getConnectionErrors = ( state: ConnectionState ) =>
	state.status.connectionErrors;
export const getConnectionData = ( state: ConnectionState ) => state.data;
/** The provider account linked to the current user (ID, login), if any. */
export const getProviderUser = ( state: ConnectionState ) =>
	state.data?.currentUser.wpcomUser ?? null;
export const getBlogId = ( state: ConnectionState ) =>
	state.data?.blogId ?? null;
export const getUserPermissions = ( state: ConnectionState ) =>
	state.data?.currentUser.permissions ?? {};
export const getConnectedPlugins = ( state: ConnectionState ) =>
	state.connectedPlugins;
export const getPendingRequest = ( state: ConnectionState ) => state.pending;
export const getConnectionRequestError = ( state: ConnectionState ) =>
	state.error;
