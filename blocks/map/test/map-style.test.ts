/**
 * Styles, street names and marker colour (spec 2 "Map", section 9).
 */
import {
	isDetailLayer,
	markerColor,
	normalStyle,
	styleUrl,
} from '../map-style';

it( 'maps the four styles to the service, unknown ones to Basic', () => {
	const service = { url: 'https://api.mapbox.com/' };
	expect( styleUrl( service, 'default', 'pk.a.b' ) ).toBe(
		'https://api.mapbox.com/styles/v1/mapbox/streets-v12?access_token=pk.a.b'
	);
	expect( styleUrl( service, 'black_and_white', 't' ) ).toContain(
		'/light-v11?'
	);
	expect( styleUrl( service, 'satellite', 't' ) ).toContain(
		'/satellite-streets-v12?'
	);
	expect( styleUrl( service, 'terrain', 't' ) ).toContain( '/outdoors-v12?' );
	expect( normalStyle( 'is-style-anything' ) ).toBe( 'default' );
	// The local stand-in's base keeps its path.
	expect(
		styleUrl(
			{ url: 'http://localhost/wp-json/orbit-blocks/v1/stand-in/mapbox' },
			'default',
			't'
		)
	).toBe(
		'http://localhost/wp-json/orbit-blocks/v1/stand-in/mapbox/styles/v1/mapbox/streets-v12?access_token=t'
	);
} );

it( 'Show street names hides label layers only', () => {
	expect( isDetailLayer( { id: 'road-label', type: 'raster' } ) ).toBe(
		true
	);
	expect( isDetailLayer( { id: 'settlement', type: 'symbol' } ) ).toBe(
		true
	);
	expect( isDetailLayer( { id: 'land', type: 'raster' } ) ).toBe( false );
	expect( isDetailLayer( { id: 'water', type: 'fill' } ) ).toBe( false );
} );

it( 'draws markers red unless the colour is a valid one', () => {
	expect( markerColor( undefined ) ).toBe( 'red' );
	expect( markerColor( '#3858e9' ) ).toBe( '#3858e9' );
	expect( markerColor( 'red;background:url(x)' ) ).toBe( 'red' );
} );
