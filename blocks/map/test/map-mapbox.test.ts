/**
 * The mapbox-gl view (map-mapbox.ts) against a double of the library: the
 * map it makes (style from the service, camera), markers in the block's
 * colour, the zoom control for one marker only, the fullscreen button,
 * scroll zoom, no dragging for authors when markers exist, fitting two or
 * more markers with the spec's padding but not while one is active, Show
 * street names, a refused token reported with its status, and the author's
 * own moves.
 */
import type { MapViewOptions } from '../map-mapbox';
import { mapPoint, mapViewOptions } from './view-fixtures';

/* eslint-disable @typescript-eslint/no-explicit-any */
const mockLib: any = { maps: [] as any[] };
jest.mock( 'mapbox-gl', () => {
	class Handler {
		enabled = true;
		enable() {
			this.enabled = true;
		}
		disable() {
			this.enabled = false;
		}
	}
	class FakeMap {
		options: any;
		handlers: Record< string, Array< ( e: any ) => void > > = {};
		controls: any[] = [];
		layout: Record< string, string > = {};
		scrollZoom = new Handler();
		dragPan = new Handler();
		fitBounds = jest.fn();
		jumpTo = jest.fn();
		setStyle = jest.fn();
		remove = jest.fn();
		resize = jest.fn();
		constructor( mapOptions: any ) {
			this.options = mapOptions;
			mockLib.maps.push( this );
		}
		on( name: string, handler: ( e: any ) => void ) {
			( this.handlers[ name ] ??= [] ).push( handler );
		}
		emit( name: string, event: any = {} ) {
			( this.handlers[ name ] ?? [] ).forEach( ( h ) => h( event ) );
		}
		addControl( control: any ) {
			this.controls.push( control );
		}
		removeControl( control: any ) {
			this.controls = this.controls.filter( ( c ) => c !== control );
		}
		getStyle() {
			return {
				layers: [
					{ id: 'land', type: 'raster' },
					{ id: 'road-label', type: 'symbol' },
				],
			};
		}
		isStyleLoaded() {
			return true;
		}
		setLayoutProperty( id: string, _name: string, value: string ) {
			this.layout[ id ] = value;
		}
		getCenter() {
			return { lng: 2.35, lat: 48.85 };
		}
		getZoom() {
			return 8.6;
		}
	}
	class Marker {
		element: HTMLElement;
		lngLat: any;
		popup: any;
		constructor( { element }: any ) {
			this.element = element;
		}
		setLngLat( lngLat: any ) {
			this.lngLat = lngLat;
			return this;
		}
		setPopup( popup: any ) {
			this.popup = popup;
			return this;
		}
		addTo() {
			return this;
		}
		remove() {}
	}
	class Popup {
		content: HTMLElement | null = null;
		setDOMContent( content: HTMLElement ) {
			this.content = content;
			return this;
		}
	}
	class NavigationControl {
		kind = 'navigation';
	}
	class FullscreenControl {
		kind = 'fullscreen';
	}
	return {
		Map: FakeMap,
		Marker,
		Popup,
		NavigationControl,
		FullscreenControl,
	};
} );

const point = ( id: string, longitude: number, latitude: number ) =>
	mapPoint( id, longitude, latitude, {
		title: `Place ${ id }`,
		caption: `About ${ id }`,
	} );

const viewOptions = (
	over: Partial< MapViewOptions[ 'attributes' ] > = {},
	more: Partial< MapViewOptions > = {}
): MapViewOptions =>
	mapViewOptions( over, {
		token: 'pk.a.b',
		service: { url: 'https://maps.example' },
		isEditor: true,
		activeMarker: null,
		...more,
	} );

async function draw( opts: MapViewOptions ) {
	const { createMapboxView } = await import( '../map-mapbox' );
	const container = document.createElement( 'div' );
	const view = await createMapboxView( container, opts );
	return { view, map: mockLib.maps[ mockLib.maps.length - 1 ], container };
}

const kinds = ( map: any ) => map.controls.map( ( c: any ) => c.kind );

it( 'makes the map with the service style, the key and the saved view', async () => {
	const { map, container } = await draw( viewOptions() );
	expect( map.options ).toMatchObject( {
		accessToken: 'pk.a.b',
		style: 'https://maps.example/styles/v1/mapbox/streets-v12?access_token=pk.a.b',
		center: [ -122.4, 37.8 ],
		zoom: 13,
	} );
	expect( 'bounds' in map.options ).toBe( false );
	expect( container.querySelector( '.wp-block-jetpack-map__canvas' ) ).toBe(
		map.options.container
	);
	expect( kinds( map ) ).toEqual( [ 'fullscreen' ] );
	expect( map.scrollZoom.enabled ).toBe( false );
	expect( map.dragPan.enabled ).toBe( true );
} );

it( 'one marker: centred on it, zoom buttons, no dragging for the author', async () => {
	const { map } = await draw(
		viewOptions( {
			points: [ point( 'a', 2, 48 ) ],
			zoom: 9,
			showFullscreenButton: false,
		} )
	);
	expect( map.options ).toMatchObject( { center: [ 2, 48 ], zoom: 9 } );
	expect( kinds( map ) ).toEqual( [ 'navigation' ] );
	expect( map.dragPan.enabled ).toBe( false );
} );

it( 'two or more: fitted with the padding, refitted on change but not while a marker is active', async () => {
	const onMarkerClick = jest.fn();
	const first = viewOptions(
		{
			points: [ point( 'a', 0, 0 ), point( 'b', 2, 1 ) ],
			scrollToZoom: true,
		},
		{ onMarkerClick }
	);
	const { view, map } = await draw( first );
	expect( map.options.bounds ).toEqual( [
		[ 0, 0 ],
		[ 2, 1 ],
	] );
	expect( map.options.fitBoundsOptions ).toEqual( {
		padding: { top: 80, bottom: 80, left: 40, right: 40 },
	} );
	expect( 'center' in map.options ).toBe( false );
	expect( map.scrollZoom.enabled ).toBe( true );
	expect( kinds( map ) ).toEqual( [ 'fullscreen' ] );

	view.update(
		viewOptions(
			{
				points: [ point( 'a', 0, 0 ), point( 'b', 2, 1 ) ],
				scrollToZoom: true,
			},
			{ activeMarker: 'b', onMarkerClick }
		)
	);
	expect( map.fitBounds ).not.toHaveBeenCalled();
	view.update(
		viewOptions(
			{
				points: [
					point( 'a', 0, 0 ),
					point( 'b', 2, 1 ),
					point( 'c', -3, 5 ),
				],
			},
			{ onMarkerClick }
		)
	);
	expect( map.fitBounds ).toHaveBeenCalledWith(
		[
			[ -3, 0 ],
			[ 2, 5 ],
		],
		{
			padding: { top: 80, bottom: 80, left: 40, right: 40 },
			animate: false,
		}
	);
} );

it( 'pins: the colour, a label, the editor popup on click, the visitor popup with text only', async () => {
	const onMarkerClick = jest.fn();
	const { createMapboxView } = await import( '../map-mapbox' );
	const container = document.createElement( 'div' );
	document.body.appendChild( container );
	const markers: any[] = [];
	const lib = await import( 'mapbox-gl' );
	const Marker = ( lib as any ).Marker;
	const spy = jest
		.spyOn( Marker.prototype, 'addTo' )
		.mockImplementation( function ( this: any ) {
			markers.push( this );
			return this;
		} );
	await createMapboxView(
		container,
		viewOptions(
			{ points: [ point( 'a', 1, 1 ) ], markerColor: '#3858e9' },
			{ onMarkerClick }
		)
	);
	const pin = markers[ 0 ].element as HTMLElement;
	expect( pin.getAttribute( 'role' ) ).toBe( 'button' );
	expect( pin.getAttribute( 'aria-label' ) ).toBe( 'Place a' );
	expect( ( pin.querySelector( 'path' ) as SVGPathElement ).style.fill ).toBe(
		'#3858e9'
	);
	pin.click();
	expect( onMarkerClick ).toHaveBeenCalledWith( 'a' );

	await createMapboxView(
		container,
		viewOptions(
			{
				points: [
					{
						...point( 'b', 1, 1 ),
						title: '<img src=x onerror=alert(1)>',
					},
				],
			},
			{ isEditor: false }
		)
	);
	const popup = markers[ 1 ].popup.content as HTMLElement;
	expect( popup.querySelector( 'h3' )?.textContent ).toBe(
		'<img src=x onerror=alert(1)>'
	);
	expect( popup.querySelector( 'img' ) ).toBeNull();
	expect( popup.querySelector( 'p' )?.textContent ).toBe( 'About b' );
	spy.mockRestore();
} );

it( 'Show street names hides the label layers; a new style is loaded on change', async () => {
	const { view, map } = await draw( viewOptions( { mapDetails: false } ) );
	map.emit( 'style.load' );
	expect( map.layout ).toEqual( { 'road-label': 'none' } );
	view.update( viewOptions( { mapDetails: true } ) );
	expect( map.layout ).toEqual( { 'road-label': 'visible' } );
	view.update( viewOptions( { mapDetails: true, mapStyle: 'terrain' } ) );
	expect( map.setStyle ).toHaveBeenCalledWith(
		'https://maps.example/styles/v1/mapbox/outdoors-v12?access_token=pk.a.b'
	);
} );

it( 'reports library errors with mapbox_error and the status', async () => {
	const onError = jest.fn();
	const { map } = await draw( viewOptions( {}, { onError } ) );
	map.emit( 'error', { error: { message: 'Unauthorized', status: 401 } } );
	expect( onError ).toHaveBeenCalledWith(
		'mapbox_error',
		'Unauthorized',
		401
	);
} );

it( "tells the author's moves, not the code's", async () => {
	const onMoveEnd = jest.fn();
	const { map, view } = await draw( viewOptions( {}, { onMoveEnd } ) );
	map.emit( 'moveend', {} );
	expect( onMoveEnd ).not.toHaveBeenCalled();
	map.emit( 'moveend', { originalEvent: {} } );
	expect( onMoveEnd ).toHaveBeenCalledWith(
		{ longitude: 2.35, latitude: 48.85 },
		9
	);
	view.destroy();
	expect( map.remove ).toHaveBeenCalled();
} );
