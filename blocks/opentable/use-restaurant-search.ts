/**
 * Searches OpenTable's restaurants as the author types: at most one call
 * every 500 ms (the first at once, the last typed term always searched), and
 * never for an address or a tag (spec 2 section 5). Restaurants found stay
 * known for the session, so that chosen ones keep their names.
 */
import { useThrottle } from '@wordpress/compose';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { useMountedRef } from '../../shared/use-mounted';
import { isPossibleEmbed } from './widget';
import { SEARCH_THROTTLE_MS, searchRestaurants } from './search';
import type { Restaurant } from './search';

export function mergeRestaurants(
	known: Restaurant[],
	found: Restaurant[]
): Restaurant[] {
	const fresh = found.filter(
		( restaurant ) =>
			! known.some( ( item ) => item.rid === restaurant.rid )
	);
	return fresh.length ? [ ...known, ...fresh ] : known;
}

export function useRestaurantSearch( term: string ) {
	const [ restaurants, setRestaurants ] = useState< Restaurant[] >( [] );
	const [ failed, setFailed ] = useState( false );
	const mounted = useMountedRef();

	const search = useCallback(
		( query: string ) => {
			searchRestaurants( query ).then(
				( found ) => {
					if ( mounted.current ) {
						setFailed( false );
						setRestaurants( ( known ) =>
							mergeRestaurants( known, found )
						);
					}
				},
				() => {
					if ( mounted.current ) {
						setFailed( true );
					}
				}
			);
		},
		[ mounted ]
	);
	const throttledSearch = useThrottle( search, SEARCH_THROTTLE_MS );
	useEffect( () => () => throttledSearch.cancel(), [ throttledSearch ] );

	useEffect( () => {
		const query = term.trim();
		if ( query !== '' && ! isPossibleEmbed( query ) ) {
			throttledSearch( query );
		}
	}, [ term, throttledSearch ] );

	return { restaurants, failed };
}
