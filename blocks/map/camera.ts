/**
 * Where the map looks (spec 2 "Map", sections 4 and 9), as pure rules:
 * - no marker: the saved centre and zoom;
 * - one marker: centred on it at the block's zoom, zoom control shown;
 * - two or more: the bounds of all markers with the spec's padding, zoom
 *   locked (the Zoom setting says why);
 * - while a marker is active (its popup open), bounds are not recomputed, so
 *   the map does not jump under the author's pointer.
 */
import {
	DEFAULT_CENTER,
	DEFAULT_ZOOM,
	FIT_PADDING,
	HEIGHT_STEP,
	MAPKIT_SPAN_FACTOR,
	MAX_ZOOM,
	MIN_HEIGHT,
	MIN_ZOOM,
} from './constants';
import type { Coordinates, MapPoint } from './types';

export interface Bounds {
	west: number;
	south: number;
	east: number;
	north: number;
}

export type Camera =
	| { kind: 'center'; center: Coordinates; zoom: number }
	| {
			kind: 'bounds';
			bounds: Bounds;
			padding: typeof FIT_PADDING;
	  };

function isCoordinates( value: unknown ): value is Coordinates {
	const c = value as Coordinates | undefined;
	return (
		!! c &&
		Number.isFinite( c.longitude ) &&
		Number.isFinite( c.latitude ) &&
		Math.abs( c.latitude ) <= 90 &&
		Math.abs( c.longitude ) <= 180
	);
}

/**
 * The centre a map was saved with: ours is { longitude, latitude }, the
 * incumbent plugin's editor saved { lng, lat }. Undefined when neither.
 */
export function centerOf( value: unknown ): Coordinates | undefined {
	const c = value as { lng?: unknown; lat?: unknown } | undefined;
	const center =
		c && typeof c === 'object' && 'lng' in c
			? { longitude: Number( c.lng ), latitude: Number( c.lat ) }
			: value;
	return isCoordinates( center ) ? center : undefined;
}

/** Markers whose coordinates can be drawn. */
export function drawablePoints( points: MapPoint[] | undefined ): MapPoint[] {
	return ( points ?? [] ).filter( ( point ) =>
		isCoordinates( point?.coordinates )
	);
}

/** The smallest box holding every coordinate (null for none). */
export function boundsOf( coordinates: Coordinates[] ): Bounds | null {
	if ( ! coordinates.length ) {
		return null;
	}
	const bounds: Bounds = {
		west: Infinity,
		south: Infinity,
		east: -Infinity,
		north: -Infinity,
	};
	for ( const { longitude, latitude } of coordinates ) {
		bounds.west = Math.min( bounds.west, longitude );
		bounds.east = Math.max( bounds.east, longitude );
		bounds.south = Math.min( bounds.south, latitude );
		bounds.north = Math.max( bounds.north, latitude );
	}
	return bounds;
}

export function contains( bounds: Bounds, point: Coordinates ): boolean {
	return (
		point.longitude >= bounds.west &&
		point.longitude <= bounds.east &&
		point.latitude >= bounds.south &&
		point.latitude <= bounds.north
	);
}

export function clampZoom( value: unknown ): number {
	const zoom = Math.round( Number( value ) );
	if ( ! Number.isFinite( zoom ) ) {
		return DEFAULT_ZOOM;
	}
	return Math.min( MAX_ZOOM, Math.max( MIN_ZOOM, zoom ) );
}

/** Height in pixels: at least the minimum, on the 10 px grid. */
export function clampHeight( value: unknown ): number {
	const height = Number( value );
	if ( ! Number.isFinite( height ) || height < MIN_HEIGHT ) {
		return MIN_HEIGHT;
	}
	return Math.round( height / HEIGHT_STEP ) * HEIGHT_STEP;
}

export function cameraFor(
	points: MapPoint[],
	zoom: number,
	center: Coordinates | undefined
): Camera {
	const drawable = drawablePoints( points );
	if ( drawable.length > 1 ) {
		return {
			kind: 'bounds',
			bounds: boundsOf( drawable.map( ( p ) => p.coordinates ) )!,
			padding: FIT_PADDING,
		};
	}
	return {
		kind: 'center',
		center:
			drawable[ 0 ]?.coordinates ?? centerOf( center ) ?? DEFAULT_CENTER,
		zoom: clampZoom( zoom ),
	};
}

export interface ZoomRules {
	/** The Zoom setting can be changed (not with two or more markers). */
	zoomEditable: boolean;
	/** The map's own zoom buttons show. */
	showZoomControl: boolean;
	/** The camera follows the markers' bounds now. */
	fitBounds: boolean;
}

export function zoomRules(
	pointCount: number,
	activeMarker: string | null
): ZoomRules {
	return {
		zoomEditable: pointCount < 2,
		showZoomControl: pointCount === 1,
		fitBounds: pointCount > 1 && ! activeMarker,
	};
}

/** Authors cannot drag a map with markers (it would move them off view). */
export function canDrag( isEditor: boolean, pointCount: number ): boolean {
	return ! ( isEditor && pointCount > 0 );
}

/** The alternate provider's region: the extent times 1.3 around its middle. */
export function mapkitRegion( bounds: Bounds ): {
	center: Coordinates;
	latitudeDelta: number;
	longitudeDelta: number;
} {
	return {
		center: {
			latitude: ( bounds.north + bounds.south ) / 2,
			longitude: ( bounds.east + bounds.west ) / 2,
		},
		latitudeDelta: ( bounds.north - bounds.south ) * MAPKIT_SPAN_FACTOR,
		longitudeDelta: ( bounds.east - bounds.west ) * MAPKIT_SPAN_FACTOR,
	};
}
