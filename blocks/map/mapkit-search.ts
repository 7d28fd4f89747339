/**
 * Place search and address look-up under the alternate provider, with
 * MapKit JS's own services (README, "Provider"): mapkit.Search for Add a
 * marker, mapkit.Geocoder for a saved address. Both are authorised by the
 * token the site's MapKit route issues (the one the map is drawn with:
 * loadMapkit hands it to mapkit.init), so a MapKit site needs no Mapbox
 * token, and MapKit's places go on MapKit's map. The services library is
 * loaded on the first search (mapkit.load, MapKit JS 5.75 and later; the
 * full bundle has it already). Only the edit chunk needs this.
 */
import { __ } from '@wordpress/i18n';
import type { ServiceConfig } from '../../shared/editor-state';
import type { PlaceFeature } from './points';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** What MapKit JS answers with: a Place (Search and Geocoder responses). */
export interface MapkitPlace {
	id?: string;
	name?: string;
	formattedAddress?: string;
	coordinate?: { latitude: number; longitude: number } | null;
}

export const SEARCH_FAILED = (): string =>
	__( 'The place search failed.', 'orbit-blocks' );

/** A MapKit place as the block's place (points.ts); none without a coordinate. */
export function placeFeature( place: MapkitPlace ): PlaceFeature | null {
	const { coordinate } = place ?? {};
	if (
		! coordinate ||
		! Number.isFinite( coordinate.latitude ) ||
		! Number.isFinite( coordinate.longitude )
	) {
		return null;
	}
	const name = place.name || place.formattedAddress || '';
	const address = place.formattedAddress || name;
	return {
		// MapKit's place id where it gives one (5.78 and later), else the
		// place's position, which is what makes two answers the same place.
		id:
			place.id ||
			`mapkit.${ coordinate.latitude },${ coordinate.longitude }`,
		text: name,
		place_name:
			address && ! address.startsWith( name )
				? `${ name }, ${ address }`
				: address,
		center: [ coordinate.longitude, coordinate.latitude ],
	};
}

async function services( service: ServiceConfig, token: string ) {
	const { loadMapkit } = await import(
		/* webpackChunkName: "map-mapkit" */ './map-mapkit'
	);
	const mapkit = await loadMapkit( service, token );
	if ( ! mapkit.Search && typeof mapkit.load === 'function' ) {
		await mapkit.load( [ 'services' ] );
	}
	if ( ! mapkit.Search || ! mapkit.Geocoder ) {
		throw new Error( SEARCH_FAILED() );
	}
	return mapkit;
}

/** A MapKit service call (callback form, MapKit JS 5.0 and later) as a promise. */
function ask< T >(
	call: ( callback: ( error: unknown, data: T ) => void ) => void
): Promise< T > {
	return new Promise( ( resolve, reject ) =>
		call( ( error, data ) => {
			if ( error ) {
				const message = ( error as { message?: unknown } )?.message;
				reject(
					new Error(
						typeof message === 'string' && message
							? message
							: SEARCH_FAILED()
					)
				);
				return;
			}
			resolve( data );
		} )
	);
}

const features = ( places: unknown ): PlaceFeature[] =>
	( Array.isArray( places ) ? places : [] )
		.map( placeFeature )
		.filter( ( place ): place is PlaceFeature => place !== null );

/** Places for a search text (Add a marker). */
export async function mapkitSearch(
	query: string,
	token: string,
	service: ServiceConfig
): Promise< PlaceFeature[] > {
	const mapkit: any = await services( service, token );
	const search = new mapkit.Search();
	const answer = await ask< { places?: MapkitPlace[] } >( ( callback ) =>
		search.search( query, callback )
	);
	return features( answer?.places );
}

/** The places an address names, best first (the saved `address`). */
export async function mapkitGeocode(
	address: string,
	token: string,
	service: ServiceConfig
): Promise< PlaceFeature[] > {
	const mapkit: any = await services( service, token );
	const geocoder = new mapkit.Geocoder();
	const answer = await ask< { results?: MapkitPlace[] } >( ( callback ) =>
		geocoder.lookup( address, callback )
	);
	return features( answer?.results );
}
