/**
 * The map block's attributes (spec 2 "Map", section 3).
 */
export interface Coordinates {
	longitude: number;
	latitude: number;
}

export interface MapPoint {
	id: string;
	title: string;
	placeTitle: string;
	caption: string;
	coordinates: Coordinates;
}

export type MapStyle = 'default' | 'black_and_white' | 'satellite' | 'terrain';

export type MapAlign = 'center' | 'wide' | 'full';

export interface MapAttributes {
	align?: MapAlign | string;
	points: MapPoint[];
	address: string;
	mapDetails: boolean;
	zoom: number;
	mapCenter: Coordinates;
	mapStyle: MapStyle | string;
	markerColor: string;
	preview: boolean;
	scrollToZoom: boolean;
	mapHeight?: number;
	showFullscreenButton: boolean;
}

export type MapProvider = 'mapbox' | 'mapkit';
