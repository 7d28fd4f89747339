/**
 * Draws a map block with the alternate provider (Apple's MapKit JS), chosen
 * by the map_provider cookie or the site's setting (provider.ts). Its script
 * loads from its CDN (the `mapkit` service) the first time a map shows; the
 * token comes from GET wpcom/v2/mapkit. Two or more markers show 1.3 times
 * their extent (camera.ts, mapkitRegion); black_and_white is MapKit's Muted
 * standard map. No terrain here: that style always uses mapbox.
 */
import type { ServiceConfig } from '../../shared/editor-state';
import { serviceUrl } from '../../shared/services';
import { boundsOf, centerOf, drawablePoints, mapkitRegion } from './camera';
import { DEFAULT_CENTER } from './constants';
import { markerColor, normalStyle } from './map-style';
import type { MapView, MapViewOptions } from './map-mapbox';

export { MAPKIT_SERVICE } from './mapkit-service';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare global {
	interface Window {
		mapkit?: any;
	}
}

// black_and_white is MapKit's Muted standard map; terrain never gets here.
const MAP_TYPES = {
	default: 'Standard',
	black_and_white: 'MutedStandard',
	satellite: 'Hybrid',
	terrain: 'Standard',
} as const;

let script: Promise< any > | null = null;
// The token MapKit JS asks for (authorizationCallback) is the latest one
// given: the script loads once, but a map drawn before the token arrived, or
// a later search, must not leave MapKit with an empty or stale token.
let latestToken = '';

export function loadMapkit( service: ServiceConfig, token: string ) {
	latestToken = token || latestToken;
	if ( ! script ) {
		script = new Promise( ( resolve, reject ) => {
			const tag = document.createElement( 'script' );
			tag.src = serviceUrl( service, 'mapkit.core.js', {
				libraries: 'map,annotations',
			} );
			tag.crossOrigin = 'anonymous';
			tag.onload = () => {
				const mapkit = window.mapkit;
				if ( ! mapkit ) {
					reject( new Error( 'MapKit did not load' ) );
					return;
				}
				mapkit.init( {
					authorizationCallback: ( done: ( t: string ) => void ) =>
						done( latestToken ),
				} );
				resolve( mapkit );
			};
			tag.onerror = () => {
				script = null;
				tag.remove();
				reject( new Error( 'MapKit did not load' ) );
			};
			document.head.appendChild( tag );
		} );
	}
	return script;
}

/** Web-map zoom level to MapKit's camera distance in metres. */
export function cameraDistance( zoom: number ): number {
	return 591657550 / Math.pow( 2, zoom ) / 2;
}

export async function createMapkitView(
	container: HTMLElement,
	initial: MapViewOptions
): Promise< MapView > {
	const mapkit = await loadMapkit( initial.service, initial.token );
	let options = initial;
	const host = document.createElement( 'div' );
	host.className = 'wp-block-jetpack-map__canvas';
	container.appendChild( host );
	const map = new mapkit.Map( host );
	mapkit.addEventListener(
		'error',
		( event: { status?: string } ) =>
			options.onError?.(
				'mapkit_error',
				String( event.status ?? 'error' )
			)
	);

	function apply() {
		const a = options.attributes;
		const style = normalStyle( a.mapStyle );
		map.mapType = mapkit.Map.MapTypes[ MAP_TYPES[ style ] ];
		map.showsPointsOfInterest = a.mapDetails;
		map.isZoomEnabled = a.scrollToZoom || options.isEditor;
		map.isScrollEnabled = ! ( options.isEditor && a.points.length > 0 );
		map.removeAnnotations( map.annotations );
		const points = drawablePoints( a.points );
		const color = markerColor( a.markerColor );
		map.addAnnotations(
			points.map( ( point ) => {
				const annotation = new mapkit.MarkerAnnotation(
					new mapkit.Coordinate(
						point.coordinates.latitude,
						point.coordinates.longitude
					),
					{ color, title: point.title, subtitle: point.caption }
				);
				if ( options.isEditor ) {
					annotation.addEventListener(
						'select',
						() => options.onMarkerClick?.( point.id )
					);
				}
				return annotation;
			} )
		);
		if ( points.length > 1 && ! options.activeMarker ) {
			const region = mapkitRegion(
				boundsOf( points.map( ( p ) => p.coordinates ) )!
			);
			map.region = new mapkit.CoordinateRegion(
				new mapkit.Coordinate(
					region.center.latitude,
					region.center.longitude
				),
				new mapkit.CoordinateSpan(
					region.latitudeDelta,
					region.longitudeDelta
				)
			);
		} else if ( points.length <= 1 ) {
			const center =
				points[ 0 ]?.coordinates ??
				centerOf( a.mapCenter ) ??
				DEFAULT_CENTER;
			map.center = new mapkit.Coordinate(
				center.latitude,
				center.longitude
			);
			map.cameraDistance = cameraDistance( a.zoom );
		}
	}
	apply();
	return {
		update( next ) {
			options = next;
			apply();
		},
		resize() {},
		destroy() {
			map.destroy();
			host.remove();
		},
	};
}
/* eslint-enable @typescript-eslint/no-explicit-any */
