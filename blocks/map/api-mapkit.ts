/**
 * The alternate provider's token for the editor (mapkit-token.ts), failing
 * with the spec's text (spec 2 "Map", section 8).
 */
import { __ } from '@wordpress/i18n';
import { requestMapkitToken } from './mapkit-token';

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
		return await requestMapkitToken( fetcher, root );
	} catch {
		throw new Error( MAPKIT_TOKEN_FAILURE() );
	}
}
