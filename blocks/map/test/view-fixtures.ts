/**
 * What the map views' tests (map-mapbox, map-mapkit, camera) draw: a marker
 * and the options a view is created or updated with, the block's default
 * attributes unless a test says otherwise.
 */
import type { MapViewOptions } from '../map-mapbox';
import type { MapPoint } from '../types';

/** A marker at longitude, latitude; its titles are its id unless given. */
export const mapPoint = (
	id: string,
	longitude: number,
	latitude: number,
	text: Partial< Pick< MapPoint, 'title' | 'placeTitle' | 'caption' > > = {}
): MapPoint => ( {
	id,
	title: id,
	placeTitle: id,
	caption: '',
	...text,
	coordinates: { longitude, latitude },
} );

/** A view's options: the block's defaults, then `attributes`, then `rest`. */
export const mapViewOptions = (
	attributes: Partial< MapViewOptions[ 'attributes' ] >,
	rest: Omit< MapViewOptions, 'attributes' >
): MapViewOptions => ( {
	...rest,
	attributes: {
		points: [],
		zoom: 13,
		mapCenter: { longitude: -122.4, latitude: 37.8 },
		mapStyle: 'default',
		mapDetails: true,
		markerColor: 'red',
		scrollToZoom: false,
		showFullscreenButton: true,
		...attributes,
	},
} );
