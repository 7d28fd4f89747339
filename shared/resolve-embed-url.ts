/**
 * The embed-URL resolution helper (spec 2 section 7): asks the host where a
 * pasted address ends up after its redirects. Any failure leaves the address
 * as the author gave it: resolution refines an embed, it never blocks one.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

export async function resolveEmbedUrl( url: string ): Promise< string > {
	try {
		const answer = await apiFetch< { url?: unknown } >( {
			path: addQueryArgs( '/wpcom/v2/resolve-redirect', { url } ),
		} );
		const resolved = answer?.url;
		return typeof resolved === 'string' && /^https?:\/\//i.test( resolved )
			? resolved
			: url;
	} catch {
		return url;
	}
}
