/**
 * The restaurant search of OpenTable (spec 2 section 7): GET
 * <base>/restaurant-search?pageSize=20&query=…, answering { items: [ { rid,
 * name, … } ] }. The base URL comes from the host (shared/services.ts,
 * service "opentable"; php-stubs/includes/rest/opentable.php registers the
 * real one and, under npm start, a local stand-in).
 */
import { getService, serviceUrl } from '../../shared/services';

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_THROTTLE_MS = 500;
export const OPENTABLE_SERVICE = 'opentable';
export const OPENTABLE_SEARCH_DEFAULT = {
	url: 'https://www.opentable.com/widget/reservation',
};

export interface Restaurant {
	rid: string;
	name: string;
}

/** The restaurants of a search response; anything malformed is left out. */
export function parseSearchResponse( body: unknown ): Restaurant[] {
	const items = ( body as { items?: unknown } | null )?.items;
	if ( ! Array.isArray( items ) ) {
		return [];
	}
	const out: Restaurant[] = [];
	for ( const item of items ) {
		const { rid, name } = ( item ?? {} ) as {
			rid?: unknown;
			name?: unknown;
		};
		const id =
			typeof rid === 'number' && Number.isSafeInteger( rid ) && rid >= 0
				? String( rid )
				: rid;
		if (
			typeof id === 'string' &&
			/^[0-9]{1,12}$/.test( id ) &&
			typeof name === 'string' &&
			name.trim() !== '' &&
			! out.some( ( known ) => known.rid === id )
		) {
			out.push( { rid: id, name: name.trim() } );
		}
	}
	return out;
}

export function searchUrl( query: string ): string {
	return serviceUrl(
		getService( OPENTABLE_SERVICE, OPENTABLE_SEARCH_DEFAULT ),
		'restaurant-search',
		{ pageSize: SEARCH_PAGE_SIZE, query }
	);
}

export async function searchRestaurants(
	query: string,
	signal?: AbortSignal
): Promise< Restaurant[] > {
	const response = await fetch( searchUrl( query ), {
		signal,
		credentials: 'omit',
		headers: { Accept: 'application/json' },
	} );
	if ( ! response.ok ) {
		throw new Error( `Restaurant search failed: ${ response.status }` );
	}
	return parseSearchResponse( await response.json() );
}
