/**
 * The related-posts store, 'orbit-blocks/related-posts' (spec 2 "Related
 * posts", sections 4 and 7): whether related posts are on (GET
 * wpcom/v2/related-posts, read once per editor session), turning them on
 * (POST wpcom/v2/related-posts/enable), and the editor's preview of a post's
 * related posts (GET wpcom/v2/related-posts/preview, the local provider's
 * route), fetched once per post and set of terms however often the block
 * renders.
 */
import apiFetch from '@wordpress/api-fetch';
import { registerReduxStore } from '../../shared/register-store';
import { addQueryArgs } from '@wordpress/url';

export const STORE_NAME = 'orbit-blocks/related-posts';
export const STATUS_PATH = '/wpcom/v2/related-posts';
export const ENABLE_PATH = '/wpcom/v2/related-posts/enable';
export const PREVIEW_PATH = '/wpcom/v2/related-posts/preview';

/**
 * The preview always asks for the most posts a block can show, so changing
 * "Number of posts" never fetches again: the block shows the first ones.
 */
export const PREVIEW_SIZE = 6;

/** A related post as the routes give it (spec 2 section 3). */
export interface RelatedPost {
	id: number;
	url: string;
	title: string;
	img: { src: string; alt_text?: string };
	date: string;
	author: string;
	block_context: { text: string; link: string };
}

/**
 * Which post to preview. `categories` and `tags`, when given, are the terms
 * as the author has them in the editor (saved or not); without them the
 * server uses the post's saved terms.
 */
export interface PreviewQuery {
	postId: number;
	categories?: number[];
	tags?: number[];
}

interface PreviewEntry {
	posts: RelatedPost[] | null;
	error: string | null;
}

export interface RelatedPostsState {
	/** null until GET related-posts answers. */
	enabled: boolean | null;
	enabledError: string | null;
	isEnabling: boolean;
	enableError: string | null;
	previews: Record< string, PreviewEntry >;
}

type Action =
	| { type: 'RECEIVE_ENABLED'; enabled: boolean }
	| { type: 'RECEIVE_ENABLED_ERROR'; error: string }
	| { type: 'ENABLE_START' }
	| { type: 'ENABLE_FAILURE'; error: string }
	| { type: 'RECEIVE_PREVIEW'; key: string; posts: RelatedPost[] }
	| { type: 'RECEIVE_PREVIEW_ERROR'; key: string; error: string }
	| { type: 'CLEAR_ERRORS' };

const UNEXPECTED = 'Unexpected API response';

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/** An http(s) or site-relative address, or '' (never javascript: and the like). */
export function safeUrl( value: unknown ): string {
	const url = text( value ).trim();
	return /^(https?:\/\/|\/(?!\/))/i.test( url ) ? url : '';
}

/** One related post from the route, or null when it lacks an id or a link. */
export function parseRelatedPost( value: unknown ): RelatedPost | null {
	if ( ! isObject( value ) ) {
		return null;
	}
	const id = value.id;
	const url = safeUrl( value.url );
	if ( typeof id !== 'number' || ! Number.isInteger( id ) || ! url ) {
		return null;
	}
	const img = isObject( value.img ) ? value.img : {};
	const context = isObject( value.block_context ) ? value.block_context : {};
	return {
		id,
		url,
		title: text( value.title ),
		img: { src: safeUrl( img.src ), alt_text: text( img.alt_text ) },
		date: text( value.date ),
		author: text( value.author ),
		block_context: {
			text: text( context.text ),
			link: safeUrl( context.link ),
		},
	};
}

/** The preview route's list, or null when the body is not a list. */
export function parseRelatedPosts( value: unknown ): RelatedPost[] | null {
	if ( ! Array.isArray( value ) ) {
		return null;
	}
	return value
		.map( parseRelatedPost )
		.filter( ( post ): post is RelatedPost => post !== null );
}

const ids = ( list?: number[] ) =>
	list === undefined
		? undefined
		: [ ...new Set( list.filter( Number.isInteger ) ) ].sort(
				( a, b ) => a - b
		  );

/** The cache key of a preview: the same post and terms, in any order, share it. */
export function previewKey( query: PreviewQuery ): string {
	const list = ( values?: number[] ) => ids( values )?.join( ',' ) ?? '*';
	return `${ query.postId }|${ list( query.categories ) }|${ list(
		query.tags
	) }`;
}

/** The preview request's path, terms sorted, as comma-separated lists. */
export function previewPath( query: PreviewQuery ): string {
	const args: Record< string, string | number > = {
		post_id: query.postId,
		size: PREVIEW_SIZE,
	};
	const categories = ids( query.categories );
	const tags = ids( query.tags );
	if ( categories ) {
		args.categories = categories.join( ',' );
	}
	if ( tags ) {
		args.tags = tags.join( ',' );
	}
	return addQueryArgs( PREVIEW_PATH, args );
}

const errorMessage = ( error: unknown ): string =>
	( isObject( error ) && typeof error.message === 'string'
		? error.message
		: '' ) || String( error );

const plainActions = {
	receiveEnabled: ( enabled: boolean ): Action => ( {
		type: 'RECEIVE_ENABLED',
		enabled,
	} ),
	receiveEnabledError: ( error: string ): Action => ( {
		type: 'RECEIVE_ENABLED_ERROR',
		error,
	} ),
	receivePreview: ( query: PreviewQuery, posts: RelatedPost[] ): Action => ( {
		type: 'RECEIVE_PREVIEW',
		key: previewKey( query ),
		posts,
	} ),
	receivePreviewError: ( query: PreviewQuery, error: string ): Action => ( {
		type: 'RECEIVE_PREVIEW_ERROR',
		key: previewKey( query ),
		error,
	} ),
};

type Dispatch = ( action: Action ) => void;

/** What a thunk's dispatch also offers: every store's resolution actions. */
type ThunkDispatch = Dispatch & { invalidateResolutionForStore: () => void };

export const actions = {
	...plainActions,
	/**
	 * "Try again" after a failed request: forgets the errors and the
	 * finished requests, so the selectors in use ask the site again.
	 */
	retry:
		() =>
		( { dispatch }: { dispatch: ThunkDispatch } ) => {
			dispatch( { type: 'CLEAR_ERRORS' } );
			dispatch.invalidateResolutionForStore();
		},
	/**
	 * Turns related posts on (administrators: the route needs
	 * manage_options). On success the store reads as enabled; on failure it
	 * keeps the server's message for the placeholder.
	 */
	enable:
		() =>
		async ( { dispatch }: { dispatch: Dispatch } ) => {
			dispatch( { type: 'ENABLE_START' } );
			try {
				const response = await apiFetch( {
					path: ENABLE_PATH,
					method: 'POST',
				} );
				if (
					isObject( response ) &&
					typeof response.enabled === 'boolean'
				) {
					dispatch( plainActions.receiveEnabled( response.enabled ) );
				} else {
					dispatch( { type: 'ENABLE_FAILURE', error: UNEXPECTED } );
				}
			} catch ( error ) {
				dispatch( {
					type: 'ENABLE_FAILURE',
					error: errorMessage( error ),
				} );
			}
		},
};

export const INITIAL_STATE: RelatedPostsState = {
	enabled: null,
	enabledError: null,
	isEnabling: false,
	enableError: null,
	previews: {},
};

export function reducer(
	state: RelatedPostsState = INITIAL_STATE,
	action: Action
): RelatedPostsState {
	switch ( action.type ) {
		case 'RECEIVE_ENABLED':
			return {
				...state,
				enabled: action.enabled,
				enabledError: null,
				isEnabling: false,
				enableError: null,
			};
		case 'RECEIVE_ENABLED_ERROR':
			return { ...state, enabledError: action.error };
		case 'ENABLE_START':
			return { ...state, isEnabling: true, enableError: null };
		case 'ENABLE_FAILURE':
			return { ...state, isEnabling: false, enableError: action.error };
		case 'RECEIVE_PREVIEW':
			return {
				...state,
				previews: {
					...state.previews,
					[ action.key ]: { posts: action.posts, error: null },
				},
			};
		case 'RECEIVE_PREVIEW_ERROR':
			return {
				...state,
				previews: {
					...state.previews,
					[ action.key ]: { posts: null, error: action.error },
				},
			};
		case 'CLEAR_ERRORS':
			return {
				...state,
				enabledError: null,
				enableError: null,
				previews: Object.fromEntries(
					Object.entries( state.previews ).filter(
						( [ , entry ] ) => entry.error === null
					)
				),
			};
		default:
			return state;
	}
}

export const selectors = {
	/** true or false, or null until the site has answered. */
	isEnabled: ( state: RelatedPostsState ) => state.enabled,
	getEnabledError: ( state: RelatedPostsState ) => state.enabledError,
	isEnabling: ( state: RelatedPostsState ) => state.isEnabling,
	getEnableError: ( state: RelatedPostsState ) => state.enableError,
	/** The related posts (up to PREVIEW_SIZE), or null until they load. */
	getPreview: ( state: RelatedPostsState, query: PreviewQuery ) =>
		state.previews[ previewKey( query ) ]?.posts ?? null,
	getPreviewError: ( state: RelatedPostsState, query: PreviewQuery ) =>
		state.previews[ previewKey( query ) ]?.error ?? null,
};

export const resolvers = {
	isEnabled:
		() =>
		async ( { dispatch }: { dispatch: Dispatch } ) => {
			try {
				const response = await apiFetch( { path: STATUS_PATH } );
				if (
					isObject( response ) &&
					typeof response.enabled === 'boolean'
				) {
					dispatch( plainActions.receiveEnabled( response.enabled ) );
				} else {
					dispatch( plainActions.receiveEnabledError( UNEXPECTED ) );
				}
			} catch ( error ) {
				dispatch(
					plainActions.receiveEnabledError( errorMessage( error ) )
				);
			}
		},
	getPreview:
		( query: PreviewQuery ) =>
		async ( { dispatch }: { dispatch: Dispatch } ) => {
			try {
				const response = await apiFetch( {
					path: previewPath( query ),
				} );
				const posts = parseRelatedPosts( response );
				dispatch(
					posts
						? plainActions.receivePreview( query, posts )
						: plainActions.receivePreviewError( query, UNEXPECTED )
				);
			} catch ( error ) {
				dispatch(
					plainActions.receivePreviewError(
						query,
						errorMessage( error )
					)
				);
			}
		},
};

export const store = registerReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
