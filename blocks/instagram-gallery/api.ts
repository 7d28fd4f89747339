/**
 * The provider's Instagram routes (spec 2 section 7), read through the
 * parsers of gallery.ts:
 * - GET    wpcom/v2/instagram-gallery/connections          [ { username, token } ]
 * - GET    wpcom/v2/instagram-gallery/connect-url          the consent page's URL
 * - GET    wpcom/v2/instagram-gallery/gallery?access_token=&count=30
 *                                                          { external_name, images }
 * - GET    wpcom/v2/instagram-gallery/connections/<token>  { username, posts }:
 *   how many posts show the account (asked before removing it)
 * - DELETE wpcom/v2/instagram-gallery/connections/<token>  forgets a connection
 *   (only when the author removes the account; the spec's Disconnect clears
 *   the block alone). Neither route is in the spec.
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

export interface AccountUsage {
	username: string;
	/** How many posts show this account's gallery. */
	posts: number;
}

export async function fetchAccountUsage(
	accessToken: string
): Promise< AccountUsage > {
	const answer = ( await apiFetch( {
		path: `${ BASE }/connections/${ encodeURIComponent( accessToken ) }`,
	} ) ) as Partial< AccountUsage > | null;
	if ( typeof answer?.posts !== 'number' ) {
		throw new InstagramResponseError( 'connections/<token>' );
	}
	return { username: String( answer.username ?? '' ), posts: answer.posts };
}
