/**
 * The token the AI query is authorised with (spec 1 section 7): POST
 * {ns2}/sites/{siteId}/openai-query/jwt on simple sites, POST {ns4}/ai-jwt
 * (with a cache-buster; apiFetch adds the REST nonce) elsewhere. The answer
 * `{ token, blog_id }` is kept in local storage for 120000 ms, under a key
 * of this site (home address and blog id, from the editor state) and this
 * user: local storage is shared by every site of an origin (a subdirectory
 * multisite) and by every user of one browser, and a token speaks for the
 * user it was issued to.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { getConnectionClient } from '../connection-api';
import { getEditorState } from '../editor-state';
import { TOKEN_LIFETIME_MS, TOKEN_STORAGE_KEY } from './constants';
import type { AiToken } from './types';

export type RequestJwtOptions = {
	/** Site type; default from the editor state. */
	siteType?: 'simple' | 'atomic' | 'jetpack';
	/** The provider's site id, for simple sites; default the connection's blogId. */
	siteId?: number | string;
	/** Skip the cache and ask for a new token. */
	force?: boolean;
};

type JwtResponse = { token?: unknown; blog_id?: unknown };

function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		// Storage can be denied (privacy settings): work without a cache.
		return null;
	}
}

/** The local storage key of the token of this site's current user. */
export function tokenStorageKey(): string {
	const { site, user } = getEditorState();
	return [
		TOKEN_STORAGE_KEY,
		String( site?.blogId ?? 0 ),
		String( user?.id ?? 0 ),
		site?.homeUrl ?? '',
	].join( ':' );
}

/** The cached token, if there is one that has not expired. */
export function getCachedJwt( now: number = Date.now() ): AiToken | null {
	const raw = storage()?.getItem( tokenStorageKey() );
	if ( ! raw ) {
		return null;
	}
	try {
		const cached = JSON.parse( raw ) as Partial< AiToken >;
		if (
			typeof cached.token === 'string' &&
			cached.token &&
			typeof cached.expire === 'number' &&
			cached.expire > now
		) {
			return {
				token: cached.token,
				blogId: String( cached.blogId ?? '' ),
				expire: cached.expire,
			};
		}
	} catch {
		// A damaged entry is as good as none.
	}
	return null;
}

export function clearCachedJwt(): void {
	storage()?.removeItem( tokenStorageKey() );
}

async function jwtPath( options: RequestJwtOptions ): Promise< string > {
	const siteType = options.siteType ?? getEditorState().siteType;
	if ( siteType === 'simple' ) {
		const siteId =
			options.siteId ??
			( await getConnectionClient().fetchSiteConnectionData() ).blogId;
		return `/wpcom/v2/sites/${ encodeURIComponent(
			String( siteId ?? '' )
		) }/openai-query/jwt`;
	}
	return addQueryArgs( '/jetpack/v4/ai-jwt', { _cacheBuster: Date.now() } );
}

/** The request in flight, and the key (site and user) it is for. */
let pending: { key: string; request: Promise< AiToken > } | null = null;

/**
 * A valid token: the cached one, or a new one from the site. Concurrent
 * callers share one request.
 */
export function requestJwt(
	options: RequestJwtOptions = {}
): Promise< AiToken > {
	// An entry of the unkeyed form, which any user of the browser could read.
	storage()?.removeItem( TOKEN_STORAGE_KEY );
	if ( ! options.force ) {
		const cached = getCachedJwt();
		if ( cached ) {
			return Promise.resolve( cached );
		}
		if ( pending?.key === tokenStorageKey() ) {
			return pending.request;
		}
	}
	const key = tokenStorageKey();
	const request = ( async () => {
		const response = ( await apiFetch( {
			path: await jwtPath( options ),
			method: 'POST',
		} ) ) as JwtResponse;
		if ( typeof response?.token !== 'string' || ! response.token ) {
			throw new Error( 'The token response holds no token.' );
		}
		const token: AiToken = {
			token: response.token,
			blogId: String( response.blog_id ?? '' ),
			expire: Date.now() + TOKEN_LIFETIME_MS,
		};
		storage()?.setItem( key, JSON.stringify( token ) );
		return token;
	} )();
	pending = { key, request };
	const clear = () => {
		if ( pending?.request === request ) {
			pending = null;
		}
	};
	request.then( clear, clear );
	return request;
}
