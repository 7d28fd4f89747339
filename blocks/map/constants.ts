/**
 * Constants of spec 2 "Map", section 9.
 */
import type { Coordinates, MapStyle } from './types';

export const DEFAULT_ZOOM = 13;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
/** Zoom after fitting a single marker when the bounds were set by code. */
export const SINGLE_MARKER_FIT_ZOOM = 12;
export const MIN_HEIGHT = 400;
export const HEIGHT_STEP = 10;
export const RESIZE_DEBOUNCE_MS = 250;
/** Default height with the alternate provider (mapkit). */
export const MAPKIT_DEFAULT_HEIGHT = 400;
/** Padding around the markers when the map fits two or more. */
export const FIT_PADDING = { top: 80, bottom: 80, left: 40, right: 40 };
/** The alternate provider shows 1.3 times the markers' extent. */
export const MAPKIT_SPAN_FACTOR = 1.3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
export const AUTOCOMPLETE_MAX_OPTIONS = 10;
export const DEFAULT_MARKER_COLOR = 'red';
export const DEFAULT_CENTER: Coordinates = {
	longitude: -122.41941550000001,
	latitude: 37.7749295,
};
export const MAP_STYLES: MapStyle[] = [
	'default',
	'black_and_white',
	'satellite',
	'terrain',
];
