/**
 * The provider's Instagram routes (spec 2 section 7), read through the
 * parsers of gallery.ts:
 * - GET    wpcom/v2/instagram-gallery/connections          [ { username, token } ]
 * - GET    wpcom/v2/instagram-gallery/connect-url          the consent page's URL
 * - GET    wpcom/v2/instagram-gallery/gallery?access_token=&count=30
 *                                                          { external_name, images }
 * - DELETE wpcom/v2/instagram-gallery/connections/<token>  forgets a connection
 *   (the spec's Disconnect clears the block; the route, which the spec does
 *   not show, also removes the account from the list, as a user expects).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import {
	GALLERY_FETCH_COUNT,
	parseConnections,
	parseConnectUrl,
	parseGallery,
	type InstagramConnection,
	type InstagramGallery,
} from './gallery';

const BASE = '/wpcom/v2/instagram-gallery';

/** A response of an unexpected shape. */
export class InstagramResponseError extends Error {
	constructor( route: string ) {
		super( `Unexpected response from ${ route }` );
		this.name = 'InstagramResponseError';
	}
}

export async function fetchConnections(): Promise< InstagramConnection[] > {
	const connections = parseConnections(
		await apiFetch( { path: `${ BASE }/connections` } )
	);
	if ( ! connections ) {
		throw new InstagramResponseError( 'connections' );
	}
	return connections;
}

export async function fetchConnectUrl(): Promise< string > {
	const url = parseConnectUrl(
		await apiFetch( { path: `${ BASE }/connect-url` } )
	);
	if ( ! url ) {
		throw new InstagramResponseError( 'connect-url' );
	}
	return url;
}

export async function fetchGallery(
	accessToken: string
): Promise< InstagramGallery > {
	const gallery = parseGallery(
		await apiFetch( {
			path: addQueryArgs( `${ BASE }/gallery`, {
				access_token: accessToken,
				count: GALLERY_FETCH_COUNT,
			} ),
		} )
	);
	if ( ! gallery ) {
		throw new InstagramResponseError( 'gallery' );
	}
	return gallery;
}

export async function deleteConnection( accessToken: string ): Promise< void > {
	await apiFetch( {
		path: `${ BASE }/connections/${ encodeURIComponent( accessToken ) }`,
		method: 'DELETE',
	} );
}
