/**
 * Draws a map block with mapbox-gl, in the editor and for visitors. The
 * library (about 500 KB gzip) is its own chunk, imported only when a map is
 * about to show. Markers are DOM pins in the block's colour; the camera
 * follows camera.ts; Show street names hides the style's label layers.
 */
import type { ServiceConfig } from '../../shared/editor-state';
import { canDrag, cameraFor, drawablePoints, zoomRules } from './camera';
import { isDetailLayer, markerColor, styleUrl } from './map-style';
import type { MapAttributes, MapPoint } from './types';

export type MapErrorCode = 'mapbox_error' | 'mapkit_error';

export interface MapViewOptions {
	attributes: Pick<
		MapAttributes,
		| 'points'
		| 'zoom'
		| 'mapCenter'
		| 'mapStyle'
		| 'mapDetails'
		| 'markerColor'
		| 'scrollToZoom'
		| 'showFullscreenButton'
	>;
	token: string;
	service: ServiceConfig;
	isEditor: boolean;
	activeMarker: string | null;
	/** Editor: a marker was clicked (its popup opens in the block). */
	onMarkerClick?: ( id: string ) => void;
	/** Editor: the author moved or zoomed the map (not the block's code). */
	onMoveEnd?: (
		center: { longitude: number; latitude: number },
		zoom: number
	) => void;
	/** Library errors; status is the failing response's (401: bad token). */
	onError?: ( code: MapErrorCode, message: string, status?: number ) => void;
}

export interface MapView {
	update: ( options: MapViewOptions ) => void;
	resize: () => void;
	destroy: () => void;
}

/** Whether this browser can draw WebGL (mapbox-gl needs it). */
export function hasWebGL( doc: Document = document ): boolean {
	try {
		const canvas = doc.createElement( 'canvas' );
		return !! (
			canvas.getContext( 'webgl2' ) || canvas.getContext( 'webgl' )
		);
	} catch {
		return false;
	}
}

type MapboxModule = typeof import('mapbox-gl');
type MapboxMap = InstanceType< MapboxModule[ 'Map' ] >;
type MapboxMarker = InstanceType< MapboxModule[ 'Marker' ] >;

let library: Promise< MapboxModule > | null = null;

export function loadMapbox(): Promise< MapboxModule > {
	if ( ! library ) {
		library = import(
			/* webpackChunkName: "mapbox-gl" */ 'mapbox-gl'
		).then( ( module ) => {
			const lib = ( module as unknown as { default?: MapboxModule } )
				.default;
			return lib ?? module;
		} );
		library.catch( () => {
			library = null;
		} );
	}
	return library;
}

function pin( color: string, title: string ): HTMLElement {
	const element = document.createElement( 'button' );
	element.type = 'button';
	// mapbox-gl marks a marker without a role as an image.
	element.setAttribute( 'role', 'button' );
	element.className = 'wp-block-jetpack-map-marker';
	element.setAttribute( 'aria-label', title );
	element.innerHTML =
		'<svg width="32" height="38" viewBox="0 0 32 38" aria-hidden="true"><path d="M16 0C7.2 0 0 7.2 0 16c0 11 16 22 16 22s16-11 16-22C32 7.2 24.8 0 16 0Z"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>';
	( element.querySelector( 'path' ) as SVGPathElement ).style.fill = color;
	return element;
}

function popupContent( point: MapPoint ): HTMLElement {
	const content = document.createElement( 'div' );
	content.className = 'wp-block-jetpack-map__popup';
	const title = document.createElement( 'h3' );
	title.textContent = point.title;
	content.appendChild( title );
	if ( point.caption ) {
		const caption = document.createElement( 'p' );
		caption.textContent = point.caption;
		content.appendChild( caption );
	}
	return content;
}

export async function createMapboxView(
	container: HTMLElement,
	initial: MapViewOptions
): Promise< MapView > {
	const mapboxgl = await loadMapbox();
	let options = initial;
	// In the editor the block sits in the canvas iframe, while the library
	// runs in the editor's window: it only accepts an element of its own
	// window, so the map gets a child made here and placed in the block.
	const host = document.createElement( 'div' );
	host.className = 'wp-block-jetpack-map__canvas';
	container.appendChild( host );
	const camera = cameraFor(
		options.attributes.points,
		options.attributes.zoom,
		options.attributes.mapCenter
	);
	// Only the keys that have values: mapbox-gl merges these over its
	// defaults, and an undefined centre would replace its own.
	const mapOptions: Record< string, unknown > = {
		container: host,
		accessToken: options.token,
		style: styleUrl(
			options.service,
			options.attributes.mapStyle,
			options.token
		),
		attributionControl: true,
	};
	if ( camera.kind === 'center' ) {
		mapOptions.center = [ camera.center.longitude, camera.center.latitude ];
		mapOptions.zoom = camera.zoom;
	} else {
		mapOptions.bounds = [
			[ camera.bounds.west, camera.bounds.south ],
			[ camera.bounds.east, camera.bounds.north ],
		];
		mapOptions.fitBoundsOptions = { padding: camera.padding };
	}
	const map: MapboxMap = new mapboxgl.Map( mapOptions as never );
	let markers: MapboxMarker[] = [];
	let controls: Array< { remove: () => void; control: unknown } > = [];
	let appliedStyle = String( options.attributes.mapStyle );

	map.on(
		'error',
		( event: { error?: { message?: string; status?: number } } ) => {
			const status = event.error?.status;
			options.onError?.(
				'mapbox_error',
				event.error?.message ?? 'Map error',
				status
			);
		}
	);

	function applyDetails() {
		const layers = map.getStyle()?.layers ?? [];
		for ( const layer of layers ) {
			if ( isDetailLayer( layer ) ) {
				map.setLayoutProperty(
					layer.id,
					'visibility',
					options.attributes.mapDetails ? 'visible' : 'none'
				);
			}
		}
	}
	map.on( 'style.load', applyDetails );
	map.on( 'moveend', ( event: { originalEvent?: unknown } ) => {
		if ( ! event.originalEvent ) {
			return; // Moved by fitBounds or jumpTo, not by the author.
		}
		const { lng, lat } = map.getCenter();
		options.onMoveEnd?.(
			{ longitude: lng, latitude: lat },
			Math.round( map.getZoom() )
		);
	} );

	function applyControls() {
		for ( const { control } of controls ) {
			map.removeControl( control as never );
		}
		controls = [];
		const rules = zoomRules(
			drawablePoints( options.attributes.points ).length,
			options.activeMarker
		);
		if ( rules.showZoomControl ) {
			const control = new mapboxgl.NavigationControl( {
				showCompass: false,
			} );
			map.addControl( control, 'top-left' );
			controls.push( { control, remove: () => {} } );
		}
		if ( options.attributes.showFullscreenButton ) {
			const control = new mapboxgl.FullscreenControl();
			map.addControl( control, 'top-right' );
			controls.push( { control, remove: () => {} } );
		}
	}

	function applyMarkers() {
		for ( const marker of markers ) {
			marker.remove();
		}
		const color = markerColor( options.attributes.markerColor );
		markers = drawablePoints( options.attributes.points ).map(
			( point ) => {
				const element = pin( color, point.title );
				if ( point.id === options.activeMarker ) {
					element.classList.add( 'is-active' );
				}
				const marker = new mapboxgl.Marker( {
					element,
					anchor: 'bottom',
				} ).setLngLat( [
					point.coordinates.longitude,
					point.coordinates.latitude,
				] );
				if ( options.isEditor ) {
					element.addEventListener( 'click', ( event ) => {
						event.stopPropagation();
						options.onMarkerClick?.( point.id );
					} );
				} else {
					marker.setPopup(
						new mapboxgl.Popup( {
							offset: 36,
							closeButton: true,
						} ).setDOMContent( popupContent( point ) )
					);
				}
				return marker.addTo( map );
			}
		);
	}

	function applyCamera() {
		const count = drawablePoints( options.attributes.points ).length;
		const rules = zoomRules( count, options.activeMarker );
		if ( count > 1 && ! rules.fitBounds ) {
			return; // A marker is active: leave the view where it is.
		}
		const next = cameraFor(
			options.attributes.points,
			options.attributes.zoom,
			options.attributes.mapCenter
		);
		if ( next.kind === 'bounds' ) {
			map.fitBounds(
				[
					[ next.bounds.west, next.bounds.south ],
					[ next.bounds.east, next.bounds.north ],
				],
				{ padding: next.padding, animate: false }
			);
		} else {
			map.jumpTo( {
				center: [ next.center.longitude, next.center.latitude ],
				zoom: next.zoom,
			} );
		}
	}

	function applyInteraction() {
		if ( options.attributes.scrollToZoom ) {
			map.scrollZoom.enable();
		} else {
			map.scrollZoom.disable();
		}
		const count = drawablePoints( options.attributes.points ).length;
		if ( canDrag( options.isEditor, count ) ) {
			map.dragPan.enable();
		} else {
			map.dragPan.disable();
		}
	}

	applyControls();
	applyMarkers();
	applyInteraction();

	return {
		update( next ) {
			const previous = options;
			options = next;
			if ( String( next.attributes.mapStyle ) !== appliedStyle ) {
				appliedStyle = String( next.attributes.mapStyle );
				map.setStyle(
					styleUrl(
						next.service,
						next.attributes.mapStyle,
						next.token
					)
				);
			} else if (
				previous.attributes.mapDetails !== next.attributes.mapDetails &&
				map.isStyleLoaded()
			) {
				applyDetails();
			}
			applyControls();
			applyMarkers();
			applyInteraction();
			applyCamera();
		},
		resize() {
			map.resize();
			applyCamera();
		},
		destroy() {
			map.remove();
			host.remove();
		},
	};
}
