/**
 * Bounds fitting and zoom rules (spec 2 "Map", sections 4, 5 and 9).
 */
import fc from 'fast-check';
import {
	boundsOf,
	cameraFor,
	canDrag,
	clampHeight,
	clampZoom,
	contains,
	mapkitRegion,
	zoomRules,
} from '../camera';
import { DEFAULT_CENTER, FIT_PADDING } from '../constants';
import { mapPoint } from './view-fixtures';

const point = ( id: string, longitude: number, latitude: number ) =>
	mapPoint( id, longitude, latitude );

const coordinate = fc.record( {
	longitude: fc.double( { min: -180, max: 180, noNaN: true } ),
	latitude: fc.double( { min: -90, max: 90, noNaN: true } ),
} );

describe( 'bounds fitting', () => {
	it( 'keeps every marker inside the fitted bounds (property)', () => {
		fc.assert(
			fc.property(
				fc.array( coordinate, { minLength: 2, maxLength: 40 } ),
				( coords ) => {
					const points = coords.map( ( c, i ) =>
						point( String( i ), c.longitude, c.latitude )
					);
					const camera = cameraFor( points, 13, undefined );
					expect( camera.kind ).toBe( 'bounds' );
					if ( camera.kind !== 'bounds' ) {
						return;
					}
					for ( const c of coords ) {
						expect( contains( camera.bounds, c ) ).toBe( true );
					}
					// And it is the smallest such box: each edge touches a marker.
					expect(
						coords.some(
							( c ) => c.longitude === camera.bounds.west
						)
					).toBe( true );
					expect(
						coords.some(
							( c ) => c.latitude === camera.bounds.north
						)
					).toBe( true );
				}
			)
		);
	} );

	it( 'pads 80 px top and bottom, 40 px left and right', () => {
		const camera = cameraFor(
			[ point( 'a', 0, 0 ), point( 'b', 1, 1 ) ],
			13,
			undefined
		);
		expect( camera ).toEqual( {
			kind: 'bounds',
			bounds: { west: 0, south: 0, east: 1, north: 1 },
			padding: { top: 80, bottom: 80, left: 40, right: 40 },
		} );
		expect( FIT_PADDING ).toEqual( {
			top: 80,
			bottom: 80,
			left: 40,
			right: 40,
		} );
	} );

	it( 'centres one marker at the block zoom, and no marker on the saved centre', () => {
		expect(
			cameraFor( [ point( 'a', 2.35, 48.85 ) ], 9, DEFAULT_CENTER )
		).toEqual( {
			kind: 'center',
			center: { longitude: 2.35, latitude: 48.85 },
			zoom: 9,
		} );
		expect( cameraFor( [], 13, { longitude: 1, latitude: 2 } ) ).toEqual( {
			kind: 'center',
			center: { longitude: 1, latitude: 2 },
			zoom: 13,
		} );
		// A broken centre falls back to San Francisco.
		expect(
			cameraFor( [], 13, { longitude: NaN, latitude: 2 } )
		).toMatchObject( {
			center: DEFAULT_CENTER,
		} );
	} );

	it( 'reads the centre the incumbent plugin saved ({ lng, lat }) and a whole zoom from its decimals', () => {
		expect(
			cameraFor( [], 11.765903600711997, {
				lng: 172.652908,
				lat: -43.391304,
			} as never )
		).toEqual( {
			kind: 'center',
			center: { longitude: 172.652908, latitude: -43.391304 },
			zoom: 12,
		} );
		expect(
			cameraFor( [], 13, { lng: 'x', lat: 2 } as never )
		).toMatchObject( { center: DEFAULT_CENTER } );
	} );

	it( 'ignores markers without drawable coordinates', () => {
		const broken = {
			...point( 'x', 0, 0 ),
			coordinates: { longitude: 500, latitude: 0 },
		};
		expect(
			cameraFor( [ broken, point( 'a', 3, 4 ) ], 5, undefined )
		).toMatchObject( {
			kind: 'center',
			center: { longitude: 3, latitude: 4 },
		} );
		expect( boundsOf( [] ) ).toBeNull();
	} );

	it( 'gives the alternate provider 1.3 times the extent', () => {
		expect(
			mapkitRegion( { west: 0, east: 10, south: 20, north: 30 } )
		).toEqual( {
			center: { longitude: 5, latitude: 25 },
			longitudeDelta: 13,
			latitudeDelta: 13,
		} );
	} );
} );

describe( 'zoom rules', () => {
	it( 'clamps zoom to 0–22 whole levels', () => {
		expect( clampZoom( -3 ) ).toBe( 0 );
		expect( clampZoom( 30 ) ).toBe( 22 );
		expect( clampZoom( 12.6 ) ).toBe( 13 );
		expect( clampZoom( 'x' ) ).toBe( 13 );
		fc.assert(
			fc.property( fc.double(), ( value ) => {
				const zoom = clampZoom( value );
				return Number.isInteger( zoom ) && zoom >= 0 && zoom <= 22;
			} )
		);
	} );

	it( 'raises heights below 400 px and keeps them on the 10 px grid', () => {
		expect( clampHeight( 120 ) ).toBe( 400 );
		expect( clampHeight( undefined ) ).toBe( 400 );
		expect( clampHeight( 437 ) ).toBe( 440 );
		expect( clampHeight( 600 ) ).toBe( 600 );
	} );

	it( 'one marker: zoom editable and the zoom control; two or more: fitted, zoom locked', () => {
		expect( zoomRules( 0, null ) ).toEqual( {
			zoomEditable: true,
			showZoomControl: false,
			fitBounds: false,
		} );
		expect( zoomRules( 1, null ) ).toEqual( {
			zoomEditable: true,
			showZoomControl: true,
			fitBounds: false,
		} );
		expect( zoomRules( 2, null ) ).toEqual( {
			zoomEditable: false,
			showZoomControl: false,
			fitBounds: true,
		} );
	} );

	it( 'an active marker stops the bounds from being recomputed', () => {
		expect( zoomRules( 3, 'a' ).fitBounds ).toBe( false );
	} );

	it( 'authors cannot drag a map with markers; visitors can', () => {
		expect( canDrag( true, 0 ) ).toBe( true );
		expect( canDrag( true, 1 ) ).toBe( false );
		expect( canDrag( false, 5 ) ).toBe( true );
	} );
} );
