/**
 * The map block under the alternate provider (issue 37 item 11): with
 * MapKit chosen (the map_provider cookie) and the site's MapKit token set,
 * an author searches a place and adds it, and a block with a saved address
 * looks it up; both through MapKit JS's own search and geocoder with the
 * site's token, and nothing goes to Mapbox. Apple's CDN is answered by a
 * local fake of MapKit JS's documented contract (mapkit.init with an
 * authorizationCallback, Map and MarkerAnnotation, mapkit.load(
 * [ 'services' ] ), Search.search and Geocoder.lookup answering a
 * callback( error, data ) with Places); the fake draws each annotation as a
 * labelled pin so that the screenshot shows the markers.
 */
import {
	editorBlocks,
	expect,
	test,
	SHOTS,
	newPostFromInserter,
} from './orbit-blocks';
import { saveSettings } from './site-state';

const MAPKIT_TOKEN = 'orbit-e2e-mapkit-token';
const CORS = { 'access-control-allow-origin': '*' };

/** MapKit JS as documented, answering from three known places. */
const FAKE_MAPKIT = `
( function () {
	var token = '';
	var authorize = null;
	var PLACES = [
		{ id: 'I1', name: 'Ferry Building', formattedAddress: '1 Ferry Building, San Francisco, CA 94111, United States', coordinate: { latitude: 37.7955, longitude: -122.3937 } },
		{ id: 'I2', name: 'Golden Gate Park', formattedAddress: 'San Francisco, CA 94117, United States', coordinate: { latitude: 37.7694, longitude: -122.4862 } },
		{ id: 'I3', name: 'Coit Tower', formattedAddress: '1 Telegraph Hill Blvd, San Francisco, CA 94133, United States', coordinate: { latitude: 37.8024, longitude: -122.4058 } }
	];
	function withToken( then ) {
		authorize( function ( t ) { token = t; window.__mapkitCalls.push( { token: t } ); then(); } );
	}
	function matching( text ) {
		var words = String( text ).toLowerCase().split( /[^a-z0-9]+/ ).filter( Boolean );
		return PLACES.filter( function ( place ) {
			var name = ( place.name + ' ' + place.formattedAddress ).toLowerCase();
			return words.length && words.every( function ( w ) { return name.indexOf( w ) !== -1; } );
		} );
	}
	function Coordinate( latitude, longitude ) { this.latitude = latitude; this.longitude = longitude; }
	function Map( host ) {
		this.host = host; this.annotations = [];
		host.style.background = '#dfe8d8';
		host.setAttribute( 'data-fake-mapkit', '' );
	}
	Map.MapTypes = { Standard: 'standard', MutedStandard: 'mutedStandard', Hybrid: 'hybrid' };
	Map.prototype.addAnnotations = function ( list ) {
		var host = this.host;
		list.forEach( function ( a ) {
			var pin = host.ownerDocument.createElement( 'button' );
			pin.type = 'button';
			pin.className = 'fake-mapkit-pin';
			pin.textContent = '📍 ' + a.options.title;
			pin.style.cssText = 'display:block;margin:8px;padding:4px 8px;border:0;border-radius:12px;background:' + a.options.color + ';color:#fff';
			pin.onclick = function () { ( a.listeners.select || [] ).forEach( function ( f ) { f(); } ); };
			host.appendChild( pin );
		} );
		this.annotations = this.annotations.concat( list );
	};
	Map.prototype.removeAnnotations = function () {
		this.host.querySelectorAll( '.fake-mapkit-pin' ).forEach( function ( p ) { p.remove(); } );
		this.annotations = [];
	};
	Map.prototype.destroy = function () {};
	function MarkerAnnotation( coordinate, options ) { this.coordinate = coordinate; this.options = options; this.listeners = {}; }
	MarkerAnnotation.prototype.addEventListener = function ( name, f ) { ( this.listeners[ name ] = this.listeners[ name ] || [] ).push( f ); };
	function Search() {}
	Search.prototype.search = function ( query, callback ) {
		withToken( function () {
			window.__mapkitCalls.push( { search: query } );
			setTimeout( function () { callback( null, { query: query, places: matching( query ) } ); }, 20 );
		} );
	};
	function Geocoder() {}
	Geocoder.prototype.lookup = function ( address, callback ) {
		withToken( function () {
			window.__mapkitCalls.push( { lookup: address } );
			setTimeout( function () { callback( null, { results: matching( address ) } ); }, 20 );
		} );
	};
	window.__mapkitCalls = [];
	window.mapkit = {
		init: function ( options ) { authorize = options.authorizationCallback; },
		addEventListener: function () {},
		load: function ( libraries ) {
			window.__mapkitCalls.push( { load: libraries } );
			if ( libraries.indexOf( 'services' ) !== -1 ) {
				window.mapkit.Search = Search;
				window.mapkit.Geocoder = Geocoder;
			}
			return Promise.resolve( window.mapkit );
		},
		Map: Map,
		MarkerAnnotation: MarkerAnnotation,
		Coordinate: Coordinate,
		CoordinateSpan: function ( a, b ) { this.latitudeDelta = a; this.longitudeDelta = b; },
		CoordinateRegion: function ( c, s ) { this.center = c; this.span = s; }
	};
} )();
`;

test( 'under MapKit, place search and a saved address go to MapKit JS with the site’s token, never to Mapbox', async ( {
	admin,
	editor,
	page,
	requestUtils,
	baseURL,
	problems: { php, errors },
} ) => {
	await saveSettings( requestUtils, { mapkit_token: MAPKIT_TOKEN } );
	const context = page.context();
	await context.addCookies( [
		{
			name: 'map_provider',
			value: 'mapkit',
			url: baseURL,
		},
	] );
	const mapbox: string[] = [];
	await context.route( 'https://api.mapbox.com/**', ( route ) => {
		mapbox.push( route.request().url() );
		return route.fulfill( { status: 401, headers: CORS, body: '{}' } );
	} );
	await context.route( 'https://cdn.apple-mapkit.com/**', ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'text/javascript',
			headers: CORS,
			body: FAKE_MAPKIT,
		} )
	);

	try {
		const block = await newPostFromInserter(
			{ admin, editor, page },
			'MapKit places',
			'jetpack/map'
		);
		// No Mapbox token asked for: MapKit goes straight to ready.
		const search = block.getByRole( 'textbox', { name: 'Add a marker' } );
		await expect( search ).toBeVisible( { timeout: 60_000 } );
		await search.fill( 'ferry' );
		await block
			.getByRole( 'option', {
				name: 'Ferry Building, 1 Ferry Building, San Francisco, CA 94111, United States',
			} )
			.click();
		await expect( search ).toBeHidden();
		await expect(
			block.locator( '.fake-mapkit-pin', { hasText: 'Ferry Building' } )
		).toBeVisible();
		const [ [ , , attributes ] ] = await editorBlocks( page );
		expect( attributes.points ).toEqual( [
			{
				id: 'I1',
				title: 'Ferry Building',
				placeTitle: 'Ferry Building',
				caption:
					'Ferry Building, 1 Ferry Building, San Francisco, CA 94111, United States',
				coordinates: { longitude: -122.3937, latitude: 37.7955 },
			},
		] );
		await page.screenshot( {
			path: `${ SHOTS }/map-mapkit-search.png`,
			fullPage: false,
		} );

		// A block holding only an address (a transform, an older post).
		await editor.insertBlock( {
			name: 'jetpack/map',
			attributes: { address: 'Coit Tower, San Francisco' },
		} );
		await expect
			.poll(
				async () =>
					(
						( await editorBlocks( page ) )[ 1 ]?.[ 2 ].points as
							| { title: string }[]
							| undefined
					 )?.[ 0 ]?.title,
				{ timeout: 30_000 }
			)
			.toBe( 'Coit Tower' );
		await page.screenshot( {
			path: `${ SHOTS }/map-mapkit-address.png`,
			fullPage: false,
		} );

		const calls = await page.evaluate(
			() =>
				( window as unknown as { __mapkitCalls: object[] } )
					.__mapkitCalls
		);
		expect( calls ).toContainEqual( { load: [ 'services' ] } );
		expect( calls ).toContainEqual( { search: 'ferry' } );
		expect( calls ).toContainEqual( {
			lookup: 'Coit Tower, San Francisco',
		} );
		expect( calls ).toContainEqual( { token: MAPKIT_TOKEN } );
		expect( mapbox ).toEqual( [] );
		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} finally {
		// A secret is write-only: an empty value keeps it, `remove`
		// deletes it, so the next specs see a site without MapKit.
		await saveSettings( requestUtils, { remove: [ 'mapkit_token' ] } );
	}
} );
