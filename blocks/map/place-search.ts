/**
 * The Add a marker search (spec 2 "Map", sections 2 and 9): at most 10
 * options, each place once (by id); only the answer to the latest text is
 * shown.
 *
 * Why: docs/decisions.md, "Escaping, entities and debouncing come from @wordpress packages".
 */
import { AUTOCOMPLETE_MAX_OPTIONS } from './constants';
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
	/** Looks `text` up now; an empty text clears the options at once. */
	search: ( text: string ) => void;
	/** Drops the answer of any lookup still running. */
	cancel: () => void;
}

/**
 * The lookup behind the search box. The wait after typing is the caller's
 * (`useDebounce` in components/add-marker.tsx); this keeps only the answer
 * to the latest text.
 */
export function createPlaceSearch( {
	lookup,
	onResults,
	onError,
}: {
	lookup: ( text: string ) => Promise< PlaceFeature[] >;
	onResults: ( places: PlaceFeature[], text: string ) => void;
	onError: ( message: string ) => void;
} ): PlaceSearch {
	let latest = 0;
	const cancel = () => {
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
		},
	};
}
