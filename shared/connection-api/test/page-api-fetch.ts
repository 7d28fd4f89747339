/**
 * The real @wordpress/api-fetch set up as WordPress sets it up on an editor
 * page: the REST root, the wp_rest nonce middleware with its refresh
 * endpoint, and the editor marker middleware of src/editor.ts. Requests end
 * in window.fetch, which the tests replace (fake-fetch.ts). Installed once
 * per test file; the root and nonce can be changed between tests.
 */
import apiFetch from '@wordpress/api-fetch';
import { editorRequestMiddleware } from '../../editor-request-header';
import type { ApiFetch } from '../request';

export const PAGE_ORIGIN = 'https://site.test';
export const NONCE_ENDPOINT = `${ PAGE_ORIGIN }/wp-admin/admin-ajax.php?action=rest-nonce`;

const page = { root: `${ PAGE_ORIGIN }/wp-json/` };
let nonceMiddleware: ReturnType< typeof apiFetch.createNonceMiddleware >;

export function installPageApiFetch(
	root = `${ PAGE_ORIGIN }/wp-json/`,
	nonce = 'n0nce'
): ApiFetch {
	page.root = root;
	const pageFetch = apiFetch as ApiFetch;
	if ( ! nonceMiddleware ) {
		nonceMiddleware = apiFetch.createNonceMiddleware( nonce );
		apiFetch.use( ( options, next ) =>
			apiFetch.createRootURLMiddleware( page.root )( options, next )
		);
		apiFetch.use( nonceMiddleware );
		apiFetch.use( editorRequestMiddleware( PAGE_ORIGIN ) );
		pageFetch.nonceMiddleware = nonceMiddleware;
		pageFetch.nonceEndpoint = NONCE_ENDPOINT;
	}
	nonceMiddleware.nonce = nonce;
	return pageFetch;
}
