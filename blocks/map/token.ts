/**
 * The Mapbox access token flow (spec 2 "Map", sections 4, 5, 7 and 8), as a
 * reducer: loading → token-needed (no key) or ready; Set/Update Token and
 * Remove Token are requests during which the buttons are busy; a failed
 * request keeps what was typed and says the server's message; a token the
 * map service refuses shows that response's message as a notice and goes
 * back to token-needed.
 */
export type TokenStatus = 'loading' | 'needed' | 'ready';

export interface TokenState {
	status: TokenStatus;
	/** The key in use (empty until there is one). */
	token: string;
	/** "wpcom" when the key is the platform's shared one. */
	source: string;
	/** A request is running (Set Token, Update Token, Remove Token). */
	busy: boolean;
	/** The last failure's message, shown as a notice. */
	error: string;
}

export type TokenAction =
	| { type: 'loaded'; token: string; source?: string }
	| { type: 'request' }
	| { type: 'saved'; token: string; source?: string }
	| { type: 'removed' }
	| { type: 'failed'; message: string }
	| { type: 'refused'; message: string }
	| { type: 'dismiss' };

export const initialTokenState: TokenState = {
	status: 'loading',
	token: '',
	source: '',
	busy: false,
	error: '',
};

function withKey( state: TokenState, token: string, source = '' ): TokenState {
	const key = token.trim();
	return {
		...state,
		status: key ? 'ready' : 'needed',
		token: key,
		source: key ? source : '',
		busy: false,
		error: '',
	};
}

export function tokenReducer(
	state: TokenState,
	action: TokenAction
): TokenState {
	switch ( action.type ) {
		case 'loaded':
		case 'saved':
			return withKey( state, action.token, action.source );
		case 'request':
			return { ...state, busy: true, error: '' };
		case 'removed':
			return withKey( state, '' );
		case 'failed':
			return {
				...state,
				status: state.status === 'loading' ? 'needed' : state.status,
				busy: false,
				error: action.message,
			};
		case 'refused':
			return {
				...state,
				status: 'needed',
				token: '',
				busy: false,
				error: action.message,
			};
		case 'dismiss':
			return { ...state, error: '' };
	}
	return state;
}

/** Whether the Set Token button may be pressed. */
export function canSetToken( draft: string, state: TokenState ): boolean {
	return draft.trim() !== '' && ! state.busy;
}

/** A public Mapbox token: pk. then two base64url parts. */
export function isPublicToken( value: string ): boolean {
	return /^pk\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test( value.trim() );
}
