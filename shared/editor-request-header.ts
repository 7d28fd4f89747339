/**
 * Every editor request to the site itself carries this header (spec 3
 * section 7), so that the server can tell the editor's calls from a theme's
 * or another plugin's. apiFetch gets it from a middleware installed by the
 * editor entry; the connection client sets it itself.
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

export const EDITOR_REQUEST_HEADER = {
	'X-WP-API-Fetch-From-Editor': 'true',
} as const;

/** True for a relative path or a URL on the page's own origin. */
export function isSameOrigin( url: string, origin: string ): boolean {
	try {
		return new URL( url, origin ).origin === origin;
	} catch {
		return false;
	}
}

export function editorRequestMiddleware( origin: string ): APIFetchMiddleware {
	return ( options, next ) => {
		const sameOrigin = options.url
			? isSameOrigin( options.url, origin )
			: true; // `path` requests always go to the site's REST root.
		if ( ! sameOrigin ) {
			return next( options );
		}
		return next( {
			...options,
			headers: { ...options.headers, ...EDITOR_REQUEST_HEADER },
		} );
	};
}
