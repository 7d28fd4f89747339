/**
 * The GIF service's client (spec 2 section 7: GET a single GIF by id, or a
 * search with q and limit 10; the answer's data carry images and embed_url).
 *
 * Base URL and public key come from the host (shared/services.ts, service
 * "gif"; php-stubs/includes/rest/gif.php registers Giphy there and, under
 * `npm start`, the local stand-in). With the site's Giphy key set, the
 * service is the site's own search (php-stubs/includes/adapters/giphy.php),
 * with no key in the browser: it is called through apiFetch (REST nonce). The fallback used when the host names
 * none is Giphy's API with PUBLIC_PLACEHOLDER_KEY: Giphy keys are public
 * (they travel in every browser request), each site gets its own at
 * developers.giphy.com, and this placeholder is not one — it only keeps the
 * request well formed; the service refuses it with a 401 or 403, which the
 * block reports (GifError "refused").
 */
import apiFetch from '@wordpress/api-fetch';
import { getService, serviceUrl } from '../../shared/services';
import { DEFAULT_PADDING_TOP } from './padding';
import { giphyEmbedUrl, GIPHY_ID, parseGiphyId, safeEmbedUrl } from './url';

export const SEARCH_LIMIT = 10;
export const PUBLIC_PLACEHOLDER_KEY = 'orbit-blocks-public-placeholder';
export const GIPHY_API = 'https://api.giphy.com/v1/gifs';

export function gifService() {
	return getService( 'gif', {
		url: GIPHY_API,
		key: PUBLIC_PLACEHOLDER_KEY,
	} );
}

/** One GIF as the block uses it. */
export interface Gif {
	id: string;
	title: string;
	/** https://giphy.com/embed/<id>: what the block saves as giphyUrl. */
	embedUrl: string;
	/** The original's height over its width, as a CSS percentage. */
	paddingTop: string;
	/** A still (or small) image for the thumbnail; '' when none is given. */
	thumbnail: string;
}

export type GifErrorCode = 'network' | 'refused' | 'server' | 'response';

/** A failed request; `code` says which message the block shows. */
export class GifError extends Error {
	constructor(
		public readonly code: GifErrorCode,
		message = code
	) {
		super( message );
		this.name = 'GifError';
	}
}

/**
 * "h/w %" of the original image, to one decimal, between 1% and 400% (a
 * sliver or a tower stays usable); the default when the sizes are missing
 * or not positive numbers.
 */
export function paddingTopOf( width: unknown, height: unknown ): string {
	const w = Number( width );
	const h = Number( height );
	if (
		! Number.isFinite( w ) ||
		! Number.isFinite( h ) ||
		w <= 0 ||
		h <= 0
	) {
		return DEFAULT_PADDING_TOP;
	}
	const ratio = Math.min( 400, Math.max( 1, ( h / w ) * 100 ) );
	return `${ Math.round( ratio * 10 ) / 10 }%`;
}

const webImage = ( value: unknown ): string =>
	typeof value === 'string' && /^https?:\/\/[^\s"'<>]+$/i.test( value )
		? value
		: '';

type Record_ = Record< string, unknown >;
const asRecord = ( value: unknown ): Record_ =>
	value && typeof value === 'object' ? ( value as Record_ ) : {};

/**
 * One item of the service's data, or null when it has no usable id or embed
 * address (an item that would save an address of another host is dropped).
 */
export function toGif( item: unknown ): Gif | null {
	const data = asRecord( item );
	const id = typeof data.id === 'string' ? data.id : '';
	if ( ! GIPHY_ID.test( id ) ) {
		return null;
	}
	const embedUrl = safeEmbedUrl( data.embed_url );
	if ( embedUrl !== giphyEmbedUrl( id ) ) {
		return null;
	}
	const images = asRecord( data.images );
	const original = asRecord( images.original );
	const thumbnail =
		webImage( asRecord( images.fixed_width_still ).url ) ||
		webImage( asRecord( images.downsized_still ).url ) ||
		webImage( original.url );
	return {
		id,
		title: typeof data.title === 'string' ? data.title.trim() : '',
		embedUrl,
		paddingTop: paddingTopOf( original.width, original.height ),
		thumbnail,
	};
}

const isResponse = ( value: unknown ): value is Response =>
	!! value &&
	typeof ( value as Response ).status === 'number' &&
	typeof ( value as Response ).json === 'function';

/**
 * Sends a request: to this site (its GIF search, which holds the key)
 * through apiFetch, which adds the REST nonce; to another host as it is.
 */
async function send( url: string, signal?: AbortSignal ): Promise< Response > {
	if ( new URL( url ).origin !== window.location.origin ) {
		return window.fetch( url, { signal } );
	}
	try {
		return ( await apiFetch( { url, signal, parse: false } ) ) as Response;
	} catch ( error ) {
		// apiFetch throws a failed answer itself; it is read like any other.
		if ( isResponse( error ) ) {
			return error;
		}
		throw error;
	}
}

async function getJson( url: string, signal?: AbortSignal ) {
	let response: Response;
	try {
		response = await send( url, signal );
	} catch ( error ) {
		if ( ( error as Error )?.name === 'AbortError' ) {
			throw error;
		}
		throw new GifError( 'network' );
	}
	if ( response.status === 401 || response.status === 403 ) {
		throw new GifError( 'refused' );
	}
	// The service answers an unknown id with 404: no GIF, not a failure.
	if ( response.status === 404 ) {
		return { data: [] };
	}
	if ( ! response.ok ) {
		throw new GifError( 'server' );
	}
	try {
		return asRecord( await response.json() );
	} catch {
		throw new GifError( 'response' );
	}
}

/**
 * The GIFs for what the author typed: the one GIF a Giphy address names,
 * or up to SEARCH_LIMIT search results, in the service's order. Throws a
 * GifError (or the AbortError of `signal`).
 */
export async function findGifs(
	input: string,
	{ signal }: { signal?: AbortSignal } = {}
): Promise< Gif[] > {
	const service = gifService();
	const id = parseGiphyId( input );
	const url = id
		? serviceUrl( service, encodeURIComponent( id ), {
				api_key: service.key || undefined,
		  } )
		: serviceUrl( service, 'search', {
				api_key: service.key || undefined,
				q: input.trim(),
				limit: SEARCH_LIMIT,
		  } );
	const answer = await getJson( url, signal );
	const data = answer.data;
	// By id, data is the one GIF; a search gives a list.
	if ( ! data || typeof data !== 'object' ) {
		throw new GifError( 'response' );
	}
	const items: unknown[] = Array.isArray( data ) ? data : [ data ];
	return items
		.slice( 0, SEARCH_LIMIT )
		.map( toGif )
		.filter( ( gif ): gif is Gif => gif !== null );
}
