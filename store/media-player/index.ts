/**
 * The media player store, 'orbit-blocks/media-player' (spec 1 sections 3
 * and 4): the players on the page (sources) with their state, position,
 * duration and element id, and the default source that actions without an
 * id act on. Video and audio blocks register here so that other blocks
 * (chapters, transcripts) can follow and drive them.
 */
import { registerReduxStore } from '../../shared/register-store';

export const STORE_NAME = 'orbit-blocks/media-player';

/** Media states, also the class names the player gets (spec 3 section 9). */
export const STATE_PLAYING = 'is-playing';
export const STATE_PAUSED = 'is-paused';
export const STATE_ERROR = 'is-error';
export type MediaState =
	| typeof STATE_PLAYING
	| typeof STATE_PAUSED
	| typeof STATE_ERROR;

export interface MediaSource {
	id: string;
	state: MediaState;
	currentTime: number;
	duration: number;
	domId?: string;
}

export interface MediaPlayerState {
	/** In registration order: "the first source" is the first registered. */
	sources: MediaSource[];
	defaultSourceId: string | null;
}

type Action =
	| { type: 'REGISTER'; id: string; source: Partial< MediaSource > }
	| { type: 'UPDATE'; id: string | undefined; source: Partial< MediaSource > }
	| { type: 'UNREGISTER'; id: string }
	| { type: 'SET_DEFAULT'; id: string }
	| { type: 'SET_STATE'; id: string | undefined; state: MediaState }
	| { type: 'TOGGLE'; id: string | undefined };

export const INITIAL_STATE: MediaPlayerState = {
	sources: [],
	defaultSourceId: null,
};

/** The source an action without an id means: the default, else the first. */
function targetId(
	state: MediaPlayerState,
	id: string | undefined
): string | undefined {
	if ( id !== undefined ) {
		return id;
	}
	const byDefault = state.sources.find(
		( source ) => source.id === state.defaultSourceId
	);
	return ( byDefault ?? state.sources[ 0 ] )?.id;
}

function patch(
	state: MediaPlayerState,
	id: string | undefined,
	change: ( source: MediaSource ) => Partial< MediaSource >
): MediaPlayerState {
	const target = targetId( state, id );
	if (
		target === undefined ||
		! state.sources.some( ( s ) => s.id === target )
	) {
		return state;
	}
	return {
		...state,
		sources: state.sources.map( ( source ) =>
			source.id === target
				? { ...source, ...change( source ), id: source.id }
				: source
		),
	};
}

export function reducer(
	state: MediaPlayerState = INITIAL_STATE,
	action: Action
): MediaPlayerState {
	switch ( action.type ) {
		case 'REGISTER': {
			const existing = state.sources.find( ( s ) => s.id === action.id );
			const source: MediaSource = {
				state: STATE_PAUSED,
				currentTime: 0,
				duration: 0,
				...existing,
				...action.source,
				id: action.id,
			};
			return {
				...state,
				sources: existing
					? state.sources.map( ( s ) =>
							s.id === action.id ? source : s
					  )
					: [ ...state.sources, source ],
			};
		}
		case 'UPDATE':
			return patch( state, action.id, () => action.source );
		case 'UNREGISTER': {
			const sources = state.sources.filter( ( s ) => s.id !== action.id );
			// Removing the default makes the first remaining source default.
			const defaultSourceId =
				state.defaultSourceId === action.id
					? sources[ 0 ]?.id ?? null
					: state.defaultSourceId;
			return { sources, defaultSourceId };
		}
		case 'SET_DEFAULT':
			return state.sources.some( ( s ) => s.id === action.id )
				? { ...state, defaultSourceId: action.id }
				: state;
		case 'SET_STATE':
			return patch( state, action.id, () => ( { state: action.state } ) );
		case 'TOGGLE':
			return patch( state, action.id, ( source ) => ( {
				state:
					source.state === STATE_PLAYING
						? STATE_PAUSED
						: STATE_PLAYING,
			} ) );
		default:
			return state;
	}
}

export const actions = {
	registerMediaSource: (
		id: string,
		source: Partial< MediaSource > = {}
	): Action => ( { type: 'REGISTER', id, source } ),
	updateMediaSource: (
		id: string | undefined,
		source: Partial< MediaSource >
	): Action => ( { type: 'UPDATE', id, source } ),
	unregisterMediaSource: ( id: string ): Action => ( {
		type: 'UNREGISTER',
		id,
	} ),
	setDefaultMediaSource: ( id: string ): Action => ( {
		type: 'SET_DEFAULT',
		id,
	} ),
	playMediaSource: ( id?: string ): Action => ( {
		type: 'SET_STATE',
		id,
		state: STATE_PLAYING,
	} ),
	pauseMediaSource: ( id?: string ): Action => ( {
		type: 'SET_STATE',
		id,
		state: STATE_PAUSED,
	} ),
	errorMediaSource: ( id?: string ): Action => ( {
		type: 'SET_STATE',
		id,
		state: STATE_ERROR,
	} ),
	toggleMediaSource: ( id?: string ): Action => ( { type: 'TOGGLE', id } ),
	setMediaSourceCurrentTime: (
		id: string | undefined,
		currentTime: number
	): Action => ( { type: 'UPDATE', id, source: { currentTime } } ),
};

const find = ( state: MediaPlayerState, id: string | undefined ) => {
	const target = targetId( state, id );
	return state.sources.find( ( source ) => source.id === target ) ?? null;
};

export const selectors = {
	getMediaSources: ( state: MediaPlayerState ) => state.sources,
	getMediaSource: ( state: MediaPlayerState, id?: string ) =>
		find( state, id ),
	getDefaultMediaSource: ( state: MediaPlayerState ) =>
		find( state, undefined ),
	getMediaSourceState: ( state: MediaPlayerState, id?: string ) =>
		find( state, id )?.state ?? null,
	isMediaSourcePlaying: ( state: MediaPlayerState, id?: string ) =>
		find( state, id )?.state === STATE_PLAYING,
	getMediaSourceCurrentTime: ( state: MediaPlayerState, id?: string ) =>
		find( state, id )?.currentTime ?? null,
	getMediaSourceDuration: ( state: MediaPlayerState, id?: string ) =>
		find( state, id )?.duration ?? null,
	getMediaSourceDomId: ( state: MediaPlayerState, id?: string ) =>
		find( state, id )?.domId ?? null,
};

export const store = registerReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );
