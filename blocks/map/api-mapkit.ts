/**
 * The alternate provider's token: GET wpcom/v2/mapkit (public), and the
 * spec's failure text (spec 2 "Map", section 8). Used by the editor and the
 * front end alike.
 */
import { __ } from '@wordpress/i18n';

export const MAPKIT_TOKEN_FAILURE = (): string =>
	__(
		'Failed to retrieve a Mapkit API token. Please try refreshing.',
		'orbit-blocks'
	);

/** The alternate provider's token (public route); its failure text. */
export async function fetchMapkitToken(
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
		// Answered below with the spec's text.
	}
	throw new Error( MAPKIT_TOKEN_FAILURE() );
}
