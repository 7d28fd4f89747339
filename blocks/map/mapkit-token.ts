/**
 * The alternate provider's token: GET wpcom/v2/mapkit (public). No words
 * here (the front end's view script imports it and needs no wp-i18n): a
 * failure rejects with MapkitTokenError, which the editor turns into the
 * spec's text (api-mapkit.ts); visitors keep the static list.
 */
export class MapkitTokenError extends Error {}

export async function requestMapkitToken(
	fetcher: typeof fetch = fetch,
	root = '/wp-json/'
): Promise< string > {
	try {
		const url = root.includes( '?' )
			? root + 'wpcom/v2/mapkit'
			: root.replace( /\/?$/, '/' ) + 'wpcom/v2/mapkit';
		const response = await fetcher( url, { credentials: 'same-origin' } );
		const body = await response.json();
		if (
			response.ok &&
			typeof body?.wpcom_mapkit_access_token === 'string'
		) {
			return body.wpcom_mapkit_access_token;
		}
	} catch {
		// Rejected below.
	}
	throw new MapkitTokenError( 'No MapKit token.' );
}
