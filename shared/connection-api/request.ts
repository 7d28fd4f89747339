/**
 * The transport under the connection client: @wordpress/api-fetch, so the
 * calls get what every editor request gets from the page's middlewares (the
 * REST root, the wp_rest nonce the heartbeat keeps fresh, the editor
 * marker header), plus a cache-buster on every GET, and
 * the failures mapped to the error classes of errors.ts.
 *
 * The answer is read raw (parse: false) so that a 404 reached through a
 * redirect and a 2xx that is not JSON keep their own errors. apiFetch only
 * renews a refused nonce for parsed requests, so this transport does it for
 * its own: on rest_cookie_invalid_nonce it asks apiFetch's nonce endpoint
 * for a new nonce, gives it to apiFetch's nonce middleware (every later
 * editor request uses it too) and sends the call once more.
 */
import defaultApiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import {
	ApiError,
	FetchNetworkError,
	JsonParseError,
	NotFoundAfterRedirectError,
	NotFoundError,
} from './errors';

export type Query = Record< string, string | number | boolean | undefined >;

/** apiFetch as WordPress sets it up on the page (see refreshNonce). */
export type ApiFetch = typeof defaultApiFetch & {
	nonceEndpoint?: string;
	nonceMiddleware?: { nonce: string };
};

export interface RequestOptions {
	/** apiFetch (the page's by default). */
	apiFetch?: ApiFetch;
	/** Clock for the cache-buster; tests pin it. */
	now?: () => number;
}

export interface Transport {
	get: < T = unknown >( path: string, query?: Query ) => Promise< T >;
	post: < T = unknown >( path: string, body?: unknown ) => Promise< T >;
}

export const CACHE_BUSTER_ARG = '_cacheBuster';
export const INVALID_NONCE_CODE = 'rest_cookie_invalid_nonce';

function messageOf(
	body: unknown,
	fallback: string
): {
	message: string;
	code?: string;
} {
	if ( body && typeof body === 'object' ) {
		const { message, code } = body as { message?: unknown; code?: unknown };
		return {
			message:
				typeof message === 'string' && message ? message : fallback,
			code: typeof code === 'string' ? code : undefined,
		};
	}
	return { message: fallback };
}

function parseJson(
	text: string
): { ok: true; value: unknown } | { ok: false } {
	try {
		return { ok: true, value: JSON.parse( text ) };
	} catch {
		return { ok: false };
	}
}

function isResponse( value: unknown ): value is Response {
	return (
		!! value &&
		typeof value === 'object' &&
		typeof ( value as Response ).status === 'number' &&
		typeof ( value as Response ).text === 'function'
	);
}

/**
 * A new nonce from the endpoint WordPress gives apiFetch (admin-ajax
 * rest-nonce), handed to apiFetch's nonce middleware. False when the page
 * has neither, or the endpoint refuses.
 */
async function refreshNonce( apiFetch: ApiFetch ): Promise< boolean > {
	if ( ! apiFetch.nonceEndpoint || ! apiFetch.nonceMiddleware ) {
		return false;
	}
	try {
		const response = await window.fetch( apiFetch.nonceEndpoint, {
			credentials: 'same-origin',
		} );
		const nonce = ( await response.text() ).trim();
		if ( ! response.ok || ! nonce ) {
			return false;
		}
		apiFetch.nonceMiddleware.nonce = nonce;
		return true;
	} catch {
		return false;
	}
}

export function createTransport( options: RequestOptions = {} ): Transport {
	const now = options.now ?? Date.now;
	const apiFetch = options.apiFetch ?? ( defaultApiFetch as ApiFetch );

	/** The raw answer, or the error of a request that got none. */
	async function answer(
		method: 'GET' | 'POST',
		path: string,
		body: unknown
	): Promise< Response > {
		try {
			return await apiFetch< Response >( {
				path,
				method,
				data: body,
				parse: false,
			} );
		} catch ( error ) {
			// apiFetch throws the Response of a non-2xx answer, and
			// { code: 'fetch_error' } when there was no answer.
			if ( isResponse( error ) ) {
				return error;
			}
			throw new FetchNetworkError( error );
		}
	}

	async function send< T >(
		method: 'GET' | 'POST',
		path: string,
		body?: unknown,
		retried = false
	): Promise< T > {
		const response = await answer( method, path, body );
		const text = await response.text();
		const parsed = text
			? parseJson( text )
			: { ok: true as const, value: null };
		if ( ! response.ok ) {
			const { message, code } = messageOf(
				parsed.ok ? parsed.value : null,
				response.statusText || `HTTP ${ response.status }`
			);
			if (
				code === INVALID_NONCE_CODE &&
				! retried &&
				( await refreshNonce( apiFetch ) )
			) {
				return send< T >( method, path, body, true );
			}
			if ( response.status === 404 ) {
				throw response.redirected
					? new NotFoundAfterRedirectError(
							message,
							response.url,
							code
					  )
					: new NotFoundError(
							message,
							code,
							parsed.ok ? parsed.value : text
					  );
			}
			throw new ApiError(
				message,
				response.status,
				code,
				parsed.ok ? parsed.value : text
			);
		}
		if ( ! parsed.ok ) {
			throw new JsonParseError( response.status, text );
		}
		return parsed.value as T;
	}

	return {
		get: ( path, query = {} ) =>
			send(
				'GET',
				addQueryArgs( `/${ path }`, {
					...query,
					[ CACHE_BUSTER_ARG ]: now(),
				} )
			),
		post: ( path, body = {} ) => send( 'POST', `/${ path }`, body ),
	};
}
