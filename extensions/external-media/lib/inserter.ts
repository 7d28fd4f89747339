/**
 * The inserter's external sources (spec 3 sections 7, 8 and 9): Pexels
 * gives 10 results, searching "mountain" by default; Google Photos 25 of
 * the recent photos (it has no search); Openverse 10, with a random default
 * term. Each call records the external-source event with the results
 * count; a failed call gives an empty list (and a count of 0).
 */
import { recordEvent } from '../../../shared/tracking';
import { listMedia, type ListQuery } from './api';
import {
	INSERTER_EVENT,
	INSERTER_GOOGLE_NUMBER,
	INSERTER_PEXELS_NUMBER,
	INSERTER_PEXELS_SEARCH,
	SOURCE_GOOGLE_PHOTOS,
	SOURCE_PEXELS,
	VIEW_PHOTOS,
	type ExternalSource,
} from './constants';
import { randomSearchTerm } from './random-term';
import type { ExternalMediaItem } from './types';

export interface InserterMediaItem {
	title: string;
	url: string;
	previewUrl: string;
	sourceId: string;
	id: undefined;
	alt: string;
	caption: string;
}

export function inserterQuery(
	source: ExternalSource,
	query: Record< string, unknown >,
	random: () => number = Math.random
): ListQuery {
	const search = typeof query.search === 'string' ? query.search.trim() : '';
	if ( source === SOURCE_GOOGLE_PHOTOS ) {
		return { number: INSERTER_GOOGLE_NUMBER, path: VIEW_PHOTOS };
	}
	if ( source === SOURCE_PEXELS ) {
		return {
			number: INSERTER_PEXELS_NUMBER,
			search: search || INSERTER_PEXELS_SEARCH,
		};
	}
	return {
		number: INSERTER_PEXELS_NUMBER,
		search: search || randomSearchTerm( random ),
	};
}

export function toInserterItem( item: ExternalMediaItem ): InserterMediaItem {
	const title = item.title || item.name || '';
	return {
		title,
		url: item.URL,
		previewUrl:
			item.thumbnails?.medium ?? item.thumbnails?.thumbnail ?? item.URL,
		sourceId: item.ID,
		id: undefined,
		alt: title,
		caption: item.caption ?? '',
	};
}

export async function fetchInserterMedia(
	source: ExternalSource,
	query: Record< string, unknown >
): Promise< InserterMediaItem[] > {
	let items: InserterMediaItem[] = [];
	try {
		const response = await listMedia(
			source,
			inserterQuery( source, query )
		);
		items = ( Array.isArray( response?.media ) ? response.media : [] )
			.filter( ( item ) => item.type === 'image' )
			.map( toInserterItem );
	} catch {
		items = [];
	}
	recordEvent( INSERTER_EVENT, {
		media_source: source,
		results_count: items.length,
	} );
	return items;
}
