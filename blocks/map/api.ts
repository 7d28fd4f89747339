/**
 * Calls of spec 2 "Map", section 7: the site's Mapbox key
 * (wpcom/v2/service-api-keys/mapbox), the alternate provider's token
 * (wpcom/v2/mapkit) and the geocoding service (place search and addresses).
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { getService, serviceUrl } from '../../shared/services';
import type { ServiceConfig } from '../../shared/editor-state';
import { AUTOCOMPLETE_MAX_OPTIONS } from './constants';
import type { PlaceFeature } from './points';

export const MAPBOX_SERVICE: ServiceConfig = { url: 'https://api.mapbox.com' };

export interface ApiKeyAnswer {
	service_api_key: string;
	service_api_key_source?: string;
}

const KEY_PATH = '/wpcom/v2/service-api-keys/mapbox';

/** The failing response's message (or a generic one). */
export function errorMessage( error: unknown ): string {
	const message = ( error as { message?: unknown } )?.message;
	return typeof message === 'string' && message
		? message
		: __( 'The request failed. Please try again.', 'orbit-blocks' );
}

export function fetchApiKey(): Promise< ApiKeyAnswer > {
	return apiFetch( { path: KEY_PATH } );
}

export function saveApiKey( key: string ): Promise< ApiKeyAnswer > {
	return apiFetch( {
		path: KEY_PATH,
		method: 'POST',
		data: { service_api_key: key },
	} );
}

export function deleteApiKey(): Promise< ApiKeyAnswer > {
	return apiFetch( { path: KEY_PATH, method: 'DELETE' } );
}

export { MAPKIT_TOKEN_FAILURE, fetchMapkitToken } from './api-mapkit';

/** Places for a search text (features with text, place_name, id, center). */
export async function geocode(
	query: string,
	token: string,
	{
		autocomplete = true,
		limit = AUTOCOMPLETE_MAX_OPTIONS,
		signal,
		service = getService( 'mapbox', MAPBOX_SERVICE ),
	}: {
		autocomplete?: boolean;
		limit?: number;
		signal?: AbortSignal;
		service?: ServiceConfig;
	} = {}
): Promise< PlaceFeature[] > {
	const url = serviceUrl(
		service,
		`geocoding/v5/mapbox.places/${ encodeURIComponent( query ) }.json`,
		{ access_token: token, autocomplete: String( autocomplete ), limit }
	);
	const response = await fetch( url, { signal } );
	const body = await response.json().catch( () => ( {} ) );
	if ( ! response.ok ) {
		throw new Error(
			typeof body?.message === 'string'
				? body.message
				: __( 'The place search failed.', 'orbit-blocks' )
		);
	}
	return Array.isArray( body?.features ) ? body.features : [];
}
