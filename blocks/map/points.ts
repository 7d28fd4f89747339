/**
 * The markers list (spec 2 "Map", section 4): a place found by the search
 * becomes a marker unless one with its id is already there.
 */
import type { MapPoint } from './types';

/** A geocoding feature as the map service answers it. */
export interface PlaceFeature {
	id: string;
	text: string;
	place_name: string;
	center: [ number, number ];
}

export function pointFromPlace( place: PlaceFeature ): MapPoint {
	return {
		id: String( place.id ),
		title: place.text,
		placeTitle: place.text,
		caption: place.place_name,
		coordinates: {
			longitude: Number( place.center[ 0 ] ),
			latitude: Number( place.center[ 1 ] ),
		},
	};
}

export function addPoint( points: MapPoint[], point: MapPoint ): MapPoint[] {
	if ( points.some( ( existing ) => existing.id === point.id ) ) {
		return points;
	}
	return [ ...points, point ];
}

export function updatePoint(
	points: MapPoint[],
	id: string,
	changes: Partial< Pick< MapPoint, 'title' | 'caption' > >
): MapPoint[] {
	return points.map( ( point ) =>
		point.id === id ? { ...point, ...changes } : point
	);
}

export function removePoint( points: MapPoint[], id: string ): MapPoint[] {
	return points.filter( ( point ) => point.id !== id );
}
