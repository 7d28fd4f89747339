/**
 * The picker's calls (spec 3 section 7), to the site's wpcom/v2 routes
 * (the local provider under `npm start`, php-stubs/includes/rest/external-media.php).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import type { ExternalSource } from './constants';
import type { CopyResult, ExternalMediaItem, ListResponse } from './types';

const BASE = '/wpcom/v2/external-media';

export interface ListQuery {
	number: number;
	search?: string;
	path?: string;
	filter?: string[];
	page_handle?: string;
}

export function listPath( source: ExternalSource, query: ListQuery ): string {
	const args: Record< string, unknown > = { number: query.number };
	if ( query.search ) {
		args.search = query.search;
	}
	if ( query.path ) {
		args.path = query.path;
	}
	if ( query.filter && query.filter.length > 0 ) {
		args.filter = query.filter;
	}
	if ( query.page_handle ) {
		args.page_handle = query.page_handle;
	}
	return addQueryArgs( `${ BASE }/list/${ source }`, args );
}

export function listMedia(
	source: ExternalSource,
	query: ListQuery
): Promise< ListResponse > {
	return apiFetch< ListResponse >( { path: listPath( source, query ) } );
}

export function copyMedia(
	source: ExternalSource,
	items: ExternalMediaItem[],
	postId: number | null
): Promise< CopyResult[] > {
	return apiFetch< CopyResult[] >( {
		path: `${ BASE }/copy/${ source }`,
		method: 'POST',
		data: {
			external_ids: items.map( ( item ) => item.ID ),
			media: items.map( ( item ) => ( {
				guid: item.guid ?? item.URL,
				caption: item.caption ?? '',
				title: item.title ?? item.name ?? '',
			} ) ),
			service: source,
			post_id: postId,
		},
	} );
}

export interface ConnectionResponse {
	connect_URL?: string;
	error?: string;
	message?: string;
}

export function getConnection(
	source: ExternalSource
): Promise< ConnectionResponse > {
	return apiFetch< ConnectionResponse >( {
		path: `${ BASE }/connection/${ source }`,
	} );
}

export function disconnect( source: ExternalSource ): Promise< unknown > {
	return apiFetch( {
		path: `${ BASE }/connection/${ source }`,
		method: 'DELETE',
	} );
}
