/**
 * The transport under the connection client: fetch with the REST nonce, the
 * editor marker header, a cache-buster on every GET, JSON in and out, and the
 * failures mapped to the error classes of errors.ts.
 */
import { addQueryArgs } from '@wordpress/url';
import { EDITOR_REQUEST_HEADER } from '../editor-request-header';
import {
	ApiError,
	FetchNetworkError,
	JsonParseError,
	NotFoundAfterRedirectError,
	NotFoundError,
} from './errors';

export type Query = Record< string, string | number | boolean | undefined >;

export interface RequestOptions {
	/** REST root, e.g. https://site/wp-json/ or https://site/?rest_route=/ */
	root: string;
	/** The wp_rest nonce (X-WP-Nonce). */
	nonce: string;
	fetch?: typeof window.fetch;
	/** Clock for the cache-buster; tests pin it. */
	now?: () => number;
}

export interface Transport {
	get: < T = unknown >( path: string, query?: Query ) => Promise< T >;
	post: < T = unknown >( path: string, body?: unknown ) => Promise< T >;
}

export const CACHE_BUSTER_ARG = '_cacheBuster';

/** Joins the root and a route path; works for pretty and plain permalinks. */
export function routeUrl( root: string, path: string ): string {
	// In the ?rest_route=/ form the route lands inside the query value,
	// which is what WordPress expects.
	return root.replace( /\/?$/, '/' ) + path.replace( /^\/+/, '' );
}

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

export function createTransport( options: RequestOptions ): Transport {
	const now = options.now ?? Date.now;

	async function send< T >(
		method: 'GET' | 'POST',
		url: string,
		body?: unknown
	): Promise< T > {
		const headers: Record< string, string > = {
			Accept: 'application/json',
			'X-WP-Nonce': options.nonce,
			...EDITOR_REQUEST_HEADER,
		};
		if ( body !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
		}
		const doFetch = options.fetch ?? window.fetch.bind( window );
		let response: Response;
		try {
			response = await doFetch( url, {
				method,
				headers,
				credentials: 'same-origin',
				body: body === undefined ? undefined : JSON.stringify( body ),
			} );
		} catch ( error ) {
			throw new FetchNetworkError( error );
		}
		const text = await response.text();
		const parsed = text
			? parseJson( text )
			: { ok: true as const, value: null };
		if ( ! response.ok ) {
			const { message, code } = messageOf(
				parsed.ok ? parsed.value : null,
				response.statusText || `HTTP ${ response.status }`
			);
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
				addQueryArgs( routeUrl( options.root, path ), {
					...query,
					[ CACHE_BUSTER_ARG ]: now(),
				} )
			),
		post: ( path, body = {} ) =>
			send( 'POST', routeUrl( options.root, path ), body ),
	};
}
