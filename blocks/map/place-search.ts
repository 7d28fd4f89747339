/**
 * The Add a marker search (spec 2 "Map", sections 2 and 9): autocomplete
 * after 250 ms without typing, at most 10 options, each place once (by id).
 * Only the answer to the latest text is shown.
 */
import {
	AUTOCOMPLETE_DEBOUNCE_MS,
	AUTOCOMPLETE_MAX_OPTIONS,
} from './constants';
import type { PlaceFeature } from './points';

export function uniquePlaces(
	places: PlaceFeature[],
	max = AUTOCOMPLETE_MAX_OPTIONS
): PlaceFeature[] {
	const seen = new Set< string >();
	const unique: PlaceFeature[] = [];
	for ( const place of places ) {
		if ( ! place || seen.has( String( place.id ) ) ) {
			continue;
		}
		seen.add( String( place.id ) );
		unique.push( place );
		if ( unique.length === max ) {
			break;
		}
	}
	return unique;
}

export interface PlaceSearch {
	search: ( text: string ) => void;
	cancel: () => void;
}

export function createPlaceSearch( {
	lookup,
	onResults,
	onError,
	delay = AUTOCOMPLETE_DEBOUNCE_MS,
}: {
	lookup: ( text: string ) => Promise< PlaceFeature[] >;
	onResults: ( places: PlaceFeature[], text: string ) => void;
	onError: ( message: string ) => void;
	delay?: number;
} ): PlaceSearch {
	let timer: ReturnType< typeof setTimeout > | undefined;
	let latest = 0;
	const cancel = () => {
		clearTimeout( timer );
		latest++;
	};
	return {
		cancel,
		search( text ) {
			cancel();
			const query = text.trim();
			if ( ! query ) {
				onResults( [], text );
				return;
			}
			const ticket = latest;
			timer = setTimeout( () => {
				lookup( query ).then(
					( places ) => {
						if ( ticket === latest ) {
							onResults( uniquePlaces( places ), query );
						}
					},
					( error: { message?: string } ) => {
						if ( ticket === latest ) {
							onError( String( error?.message ?? error ) );
						}
					}
				);
			}, delay );
		},
	};
}
