/**
 * The alternate provider's view (map-mapkit.ts) against a double of MapKit
 * JS: its script comes from the `mapkit` service once and is given the
 * token; two or more markers show 1.3 times their extent; black_and_white
 * is the Muted map; markers carry title and caption; a failed script says
 * so and can be tried again.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { cameraDistance, createMapkitView, loadMapkit } from '../map-mapkit';
import type { MapViewOptions } from '../map-mapbox';
import { mapViewOptions } from './view-fixtures';

/**
 * A MapKit value class whose constructor keeps its two arguments as `first`
 * and `second` (Coordinate( latitude, longitude ), CoordinateSpan and
 * CoordinateRegion alike).
 */
const pairClass = ( first: string, second: string ) =>
	class {
		[ key: string ]: unknown;
		constructor( a: unknown, b: unknown ) {
			this[ first ] = a;
			this[ second ] = b;
		}
	};

function fakeMapkit() {
	class Map {
		static MapTypes = {
			Standard: 'standard',
			MutedStandard: 'mutedStandard',
			Hybrid: 'hybrid',
		};
		annotations: any[] = [];
		region: any;
		center: any;
		cameraDistance = 0;
		mapType = '';
		addAnnotations( list: any[] ) {
			this.annotations.push( ...list );
		}
		removeAnnotations() {
			this.annotations = [];
		}
		destroy = jest.fn();
		constructor() {
			// eslint-disable-next-line @typescript-eslint/no-use-before-define
			mapkit.maps.push( this );
		}
	}
	const mapkit: any = {
		maps: [] as any[],
		Map,
		init: jest.fn(),
		addEventListener: jest.fn(),
		Coordinate: pairClass( 'latitude', 'longitude' ),
		CoordinateSpan: pairClass( 'latitudeDelta', 'longitudeDelta' ),
		CoordinateRegion: pairClass( 'center', 'span' ),
		MarkerAnnotation: class {
			listeners: Record< string, () => void > = {};
			coordinate: any;
			options: any;
			constructor( coordinate: any, options: any ) {
				this.coordinate = coordinate;
				this.options = options;
			}
			addEventListener( name: string, listener: () => void ) {
				this.listeners[ name ] = listener;
			}
		},
	};
	return mapkit;
}

const opts = (
	attributes: Partial< MapViewOptions[ 'attributes' ] >
): MapViewOptions =>
	mapViewOptions( attributes, {
		token: 'mapkit-token',
		service: { url: 'https://cdn.example/mk' },
		isEditor: false,
		activeMarker: null,
	} );

it( 'loads the script once, tries again after a failure, and gives it the token', async () => {
	const failing = loadMapkit( { url: 'https://cdn.example/mk' }, 't' );
	const first = document.head.querySelector(
		'script[src^="https://cdn.example/mk/mapkit.core.js"]'
	) as HTMLScriptElement;
	expect( first.src ).toBe(
		'https://cdn.example/mk/mapkit.core.js?libraries=map%2Cannotations'
	);
	first.dispatchEvent( new Event( 'error' ) );
	await expect( failing ).rejects.toThrow( 'MapKit did not load' );
	expect( first.isConnected ).toBe( false );

	const loading = loadMapkit(
		{ url: 'https://cdn.example/mk' },
		'mapkit-token'
	);
	expect(
		loadMapkit( { url: 'https://cdn.example/mk' }, 'mapkit-token' )
	).toBe( loading );
	window.mapkit = fakeMapkit();
	(
		document.head.querySelector(
			'script[src^="https://cdn.example/mk/"]'
		) as HTMLScriptElement
	 ).dispatchEvent( new Event( 'load' ) );
	await loading;
	const done = jest.fn();
	window.mapkit.init.mock.calls[ 0 ][ 0 ].authorizationCallback( done );
	expect( done ).toHaveBeenCalledWith( 'mapkit-token' );

	// The script loads once: a token given later (the editor's map was
	// drawn before its token came, then a place search) is the one MapKit
	// gets from then on; an empty one never replaces it.
	await loadMapkit( { url: 'https://cdn.example/mk' }, 'newer-token' );
	await loadMapkit( { url: 'https://cdn.example/mk' }, '' );
	const again = jest.fn();
	window.mapkit.init.mock.calls[ 0 ][ 0 ].authorizationCallback( again );
	expect( again ).toHaveBeenCalledWith( 'newer-token' );
} );

it( 'fits two or more markers at 1.3 times their extent, with the Muted map', async () => {
	const view = await createMapkitView(
		document.createElement( 'div' ),
		opts( {
			mapStyle: 'black_and_white',
			points: [
				{
					id: 'a',
					title: 'A',
					placeTitle: 'A',
					caption: 'Cap A',
					coordinates: { longitude: 0, latitude: 10 },
				},
				{
					id: 'b',
					title: 'B',
					placeTitle: 'B',
					caption: '',
					coordinates: { longitude: 10, latitude: 20 },
				},
			],
		} )
	);
	const map = ( window.mapkit as any ).maps.pop();
	expect( map.mapType ).toBe( 'mutedStandard' );
	expect( map.region.center ).toMatchObject( { latitude: 15, longitude: 5 } );
	expect( map.region.span ).toMatchObject( {
		latitudeDelta: 13,
		longitudeDelta: 13,
	} );
	expect(
		map.annotations.map( ( a: any ) => [
			a.options.title,
			a.options.subtitle,
			a.options.color,
		] )
	).toEqual( [
		[ 'A', 'Cap A', 'red' ],
		[ 'B', '', 'red' ],
	] );
	view.update( opts( { mapStyle: 'satellite', points: [] } ) );
	expect( map.mapType ).toBe( 'hybrid' );
	expect( map.center ).toMatchObject( { latitude: 37.8, longitude: -122.4 } );
	expect( map.cameraDistance ).toBe( cameraDistance( 13 ) );
	view.destroy();
	expect( map.destroy ).toHaveBeenCalled();
} );

it( 'uses the zoom for one marker', () => {
	expect( cameraDistance( 13 ) ).toBeCloseTo( 591657550 / 8192 / 2 );
} );
