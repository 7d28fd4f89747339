/**
 * Response shapes of the connection client's calls that the editor reads
 * (spec 1 section 3, "Connection status"). Other calls return `unknown`: the
 * spec does not show their shapes, and callers narrow what they use.
 */
export interface OfflineMode {
	isActive: boolean;
	/** Why: a constant, the site URL (localhost), or a filter. */
	reason?: 'constant' | 'url' | 'filter' | null;
}

export interface ConnectionError {
	code: string;
	message: string;
}

export interface ConnectedPlugin {
	name: string;
	slug: string;
}

/** GET connection */
export interface ConnectionStatus {
	isActive: boolean;
	isRegistered: boolean;
	isUserConnected: boolean;
	hasConnectedOwner: boolean;
	offlineMode: OfflineMode;
	connectionErrors: ConnectionError[];
	/**
	 * Users are connected by being logged in (a site that is its own
	 * provider): there is no account to connect or disconnect.
	 */
	connectedByLogin?: boolean;
}

/** The provider's account linked to the current WordPress user. */
export interface ProviderUser {
	ID: number;
	login: string;
	display_name?: string;
}

/** GET connection/data */
export interface ConnectionData {
	blogId: number | null;
	currentUser: {
		isConnected: boolean;
		isOwner: boolean;
		wpcomUser: ProviderUser | null;
		permissions: Record< string, boolean >;
	};
	connectionOwner: string | null;
}

/** POST connection/register and GET connection/authorize_url */
export interface AuthorizeUrlResponse {
	authorizeUrl: string;
}

export interface Module {
	module: string;
	name: string;
	description: string;
	activated: boolean;
	requires_connection: boolean;
	requires_user_connection?: boolean;
}

/** GET module/all */
export type ModuleList = Record< string, Module >;

/** POST module/{name}/active */
export interface ModuleActivationResponse {
	code: string;
	message: string;
}
