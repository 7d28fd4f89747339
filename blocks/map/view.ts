/**
 * Front end of jetpack/map: each block becomes an interactive map (markers,
 * popups with title and caption, the chosen style, the fullscreen button)
 * when it comes near the viewport. The saved list of markers stays as the
 * static fallback when the map cannot show: no key, no WebGL, or the
 * library or the provider's script does not load.
 *
 * The map's own settings are the saved markup's data attributes. What the
 * post does not hold comes from the server, never from the markup
 * (window.orbitBlocksMapView, printed by blocks/map/render.php
 * through shared/view-data): apiKey (the site's public Mapbox key),
 * provider (the site's setting), mapbox and mapkit (the services' base
 * URLs; MapKit's script loads from the latter), restRoot (for the MapKit
 * token), and the ids of the wrappers the server rendered: a wrapper typed
 * into a post is left as it is.
 *
 * Nothing here shows words (the static list is the server's), so the script
 * needs no wp-i18n. The block's rules are view.scss (block.json
 * "viewStyle"); mapbox-gl's stylesheet loads with the library
 * (mapbox-style.ts).
 */
import './view.scss';
import { clampHeight } from './camera';
import { MIN_HEIGHT, MAPKIT_DEFAULT_HEIGHT } from './constants';
import type { MapView, MapViewOptions } from './map-mapbox';
import { requestMapkitToken } from './mapkit-token';
import { pageProvider } from './provider';
import type { MapAttributes, MapProvider } from './types';
import {
	readViewData,
	serverAddress,
	serverRenderedBlocks,
	type ViewData,
} from '../../shared/view-data';

function json< T >( value: string | undefined, fallback: T ): T {
	try {
		return value ? ( JSON.parse( value ) as T ) : fallback;
	} catch {
		return fallback;
	}
}

export function readAttributes(
	block: HTMLElement
): MapViewOptions[ 'attributes' ] & Pick< MapAttributes, 'mapHeight' > {
	const data = block.dataset;
	return {
		points: json( data.points, [] ),
		zoom: Number( data.zoom ?? 13 ),
		mapCenter: json( data.mapCenter, {
			longitude: -122.41941550000001,
			latitude: 37.7749295,
		} ),
		mapStyle: data.mapStyle ?? 'default',
		mapDetails: data.mapDetails !== 'false',
		markerColor: data.markerColor ?? 'red',
		scrollToZoom: data.scrollToZoom === 'true',
		// Older maps (no such attribute) get the button, as in the editor.
		showFullscreenButton:
			data.showFullscreenButton === undefined ||
			data.showFullscreenButton === 'true',
		mapHeight: data.mapHeight ? Number( data.mapHeight ) : undefined,
	};
}

async function show( block: HTMLElement, data: ViewData ): Promise< void > {
	const attributes = readAttributes( block );
	const provider: MapProvider = pageProvider(
		attributes.mapStyle,
		data.values.provider
	);
	const canvas = document.createElement( 'div' );
	canvas.className = 'wp-block-jetpack-map__map';
	canvas.style.height =
		clampHeight(
			attributes.mapHeight ??
				( provider === 'mapkit' ? MAPKIT_DEFAULT_HEIGHT : MIN_HEIGHT )
		) + 'px';
	let view: MapView | null = null;
	try {
		if ( provider === 'mapkit' ) {
			const mapkitService = serverAddress( data, 'mapkit' );
			if ( ! mapkitService ) {
				throw new Error( 'The map cannot show here.' );
			}
			const token = await requestMapkitToken(
				fetch,
				serverAddress( data, 'restRoot' ) || undefined
			);
			const { createMapkitView } = await import(
				/* webpackChunkName: "map-mapkit" */ './map-mapkit'
			);
			block.prepend( canvas );
			view = await createMapkitView( canvas, {
				attributes,
				token,
				service: { url: mapkitService },
				isEditor: false,
				activeMarker: null,
			} );
		} else {
			const token = data.values.apiKey ?? '';
			const [ { createMapboxView, hasWebGL } ] = await Promise.all( [
				import( /* webpackChunkName: "map-mapbox" */ './map-mapbox' ),
				import(
					/* webpackChunkName: "mapbox-gl-style" */ './mapbox-style'
				),
			] );
			if ( ! token || ! hasWebGL() ) {
				throw new Error( 'The map cannot show here.' );
			}
			block.prepend( canvas );
			view = await createMapboxView( canvas, {
				attributes,
				token,
				service: {
					url:
						serverAddress( data, 'mapbox' ) ||
						'https://api.mapbox.com',
				},
				isEditor: false,
				activeMarker: null,
				onError: ( _code, message, status ) => {
					if ( status === 401 || status === 403 ) {
						view?.destroy();
						canvas.remove();
						block.classList.replace(
							'is-interactive',
							'is-static'
						);
					}
					// eslint-disable-next-line no-console
					console.warn( 'Map: ' + message );
				},
			} );
		}
		block.classList.add( 'is-interactive' );
	} catch {
		canvas.remove();
		block.classList.add( 'is-static' );
	}
}

export function init( doc: Document = document ): void {
	const data = readViewData( 'orbitBlocksMapView' );
	if ( ! data ) {
		return;
	}
	const blocks = serverRenderedBlocks( '.wp-block-jetpack-map', data, doc );
	if ( ! ( 'IntersectionObserver' in window ) ) {
		blocks.forEach( ( block ) => show( block, data ) );
		return;
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			for ( const entry of entries ) {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					show( entry.target as HTMLElement, data );
				}
			}
		},
		{ rootMargin: '200px' }
	);
	blocks.forEach( ( block ) => observer.observe( block ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => init() );
} else {
	init();
}
