/**
 * Component tests of the map block in the editor (spec 2 "Map", sections 2
 * to 9), every state: loading, token-needed, ready, the token error notice,
 * the Add a marker search, the marker popup (edit, delete), the settings
 * and the Mapbox Access Token panel, the alternate provider's token failure,
 * the unknown address, and a map that cannot draw (no WebGL, library or
 * tiles failing) while the markers list and settings keep working.
 * api-fetch and fetch (geocoding) are jest doubles; the map view
 * (map-mapbox.ts) is a double that records what it is asked to draw. Under
 * the alternate provider, MapKit JS is a local fake of its documented
 * contract (mapkit.load( [ 'services' ] ), Search.search and Geocoder.lookup
 * answering a callback( error, data ) with Places): search and address
 * look-up go to MapKit with its token, never to Mapbox (issue 37 item 11).
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { apiFetchDouble as api } from '../../../tests/setup/api-fetch-double';
import { useState } from '@wordpress/element';
import { clickRole } from '../../../tests/setup/click-role';
import { mapPoint } from './view-fixtures';
import MapEdit from '../edit';
import metadata from '../block.json';
import type { MapViewOptions } from '../map-mapbox';
import type { MapAttributes } from '../types';
import '../../../tests/setup/resize-observer';
import { addressAndQuery } from '../../../tests/setup/address-and-query';
import { attributeDefaults } from '../../../tests/setup/attribute-defaults';

// Generous: this suite renders the whole editor UI, slow on a busy machine.
jest.setTimeout( 20_000 );

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () => ( {
	BlockControls: ( { children }: { children: unknown } ) => (
		<div data-testid="toolbar">{ children as never }</div>
	),
	InspectorControls: ( { children }: { children: unknown } ) => (
		<div data-testid="sidebar">{ children as never }</div>
	),
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-map',
	} ),
} ) );

const mockView = {
	options: null as MapViewOptions | null,
	update: jest.fn(),
	destroy: jest.fn(),
	resize: jest.fn(),
	webgl: true,
	fail: false,
};
jest.mock( '../map-mapbox', () => ( {
	hasWebGL: () => mockView.webgl,
	createMapboxView: jest.fn(
		async ( _container: HTMLElement, options: MapViewOptions ) => {
			if ( mockView.fail ) {
				throw new Error( 'Failed to fetch' );
			}
			mockView.options = options;
			return {
				update: ( next: MapViewOptions ) => {
					mockView.options = next;
					mockView.update( next );
				},
				resize: mockView.resize,
				destroy: mockView.destroy,
			};
		}
	),
} ) );

/*
 * MapKit JS as its documentation describes it: the core bundle has no
 * services until mapkit.load( [ 'services' ] ); Search.search( query,
 * callback ) answers { query, places }, Geocoder.lookup( address, callback )
 * answers { results }, each a Place { id, name, formattedAddress,
 * coordinate }; a failure is callback( error ).
 */
const mockMapkit = {
	token: '',
	libraries: [] as string[],
	searches: [] as string[],
	lookups: [] as string[],
	places: [] as object[],
	error: null as null | { message: string },
	namespace: {} as Record< string, unknown >,
};
function resetMockMapkit() {
	const answer = (
		callback: ( error: unknown, data?: object ) => void,
		data: object
	) =>
		Promise.resolve().then( () =>
			mockMapkit.error
				? callback( mockMapkit.error )
				: callback( null, data )
		);
	Object.assign( mockMapkit, {
		token: '',
		libraries: [],
		searches: [],
		lookups: [],
		places: [],
		error: null,
	} );
	mockMapkit.namespace = {
		load: async ( libraries: string[] ) => {
			mockMapkit.libraries.push( ...libraries );
			mockMapkit.namespace.Search = class {
				search(
					query: string,
					callback: ( error: unknown, data?: object ) => void
				) {
					mockMapkit.searches.push( query );
					answer( callback, { query, places: mockMapkit.places } );
				}
			};
			mockMapkit.namespace.Geocoder = class {
				lookup(
					address: string,
					callback: ( error: unknown, data?: object ) => void
				) {
					mockMapkit.lookups.push( address );
					answer( callback, { results: mockMapkit.places } );
				}
			};
			return mockMapkit.namespace;
		},
	};
}
jest.mock( '../map-mapkit', () => ( {
	loadMapkit: jest.fn( async ( _service: unknown, token: string ) => {
		mockMapkit.token = token;
		return mockMapkit.namespace;
	} ),
	createMapkitView: jest.fn(
		async ( _container: HTMLElement, options: MapViewOptions ) => {
			mockView.options = options;
			return {
				update: ( next: MapViewOptions ) => {
					mockView.options = next;
				},
				resize: jest.fn(),
				destroy: jest.fn(),
			};
		}
	),
} ) );

/**
 * A notice's text (a11y-speak repeats it elsewhere). Some come after the
 * map's library chunk loads: more than findBy's 1 s on a busy machine.
 */
const findNotice = ( text: string | RegExp ) =>
	screen.findByText(
		text,
		{ selector: '.components-notice__content' },
		{ timeout: 5000 }
	);
/** Opens the sidebar's Mapbox Access Token panel (closed at first). */
async function openTokenPanel() {
	fireEvent.click(
		await screen.findByRole( 'button', { name: 'Mapbox Access Token' } )
	);
}
const fetchMock = jest.fn();
const TOKEN = 'pk.eyJ1Ijoib3JiaXQifQ.abc';

const DEFAULTS = attributeDefaults< MapAttributes >( metadata );

/** A place in San Francisco, as the search gives it. */
const sfPlace = (
	id: string,
	name: string,
	longitude: number,
	latitude: number
) =>
	mapPoint( id, longitude, latitude, {
		title: name,
		placeTitle: name,
		caption: `${ name }, San Francisco`,
	} );
const PARK = sfPlace( 'poi.1', 'Golden Gate Park', -122.48, 37.77 );
const FERRY = sfPlace( 'poi.2', 'Ferry Building', -122.39, 37.79 );

let latest: MapAttributes;
function Harness( { initial }: { initial: Partial< MapAttributes > } ) {
	const [ attributes, setState ] = useState< MapAttributes >( {
		...DEFAULTS,
		...initial,
	} );
	latest = attributes;
	return (
		<MapEdit
			attributes={ attributes }
			isSelected
			setAttributes={ ( next ) =>
				setState( ( old ) => ( { ...old, ...next } ) )
			}
		/>
	);
}

function keyAnswer( key: string, source = 'site' ) {
	return { service_api_key: key, service_api_key_source: source };
}

function answerKey( key: string, source = 'site' ) {
	api.mockImplementation(
		async ( { method = 'GET' }: { method?: string } ) =>
			method === 'GET' ? keyAnswer( key, source ) : keyAnswer( '' )
	);
}

function jsonResponse( body: unknown, ok = true ) {
	return Promise.resolve( {
		ok,
		status: ok ? 200 : 401,
		json: () => Promise.resolve( body ),
	} );
}

beforeEach( () => {
	// An administrator, who may set the site's key, unless a test says not.
	window.orbitBlocksEditorState = {
		user: { canManageOptions: true },
		settingsUrl:
			'http://localhost/wp-admin/options-general.php?page=orbit-blocks',
	};
	api.mockReset();
	fetchMock.mockReset();
	global.fetch = fetchMock as never;
	mockView.options = null;
	mockView.webgl = true;
	mockView.fail = false;
	mockView.update.mockReset();
	resetMockMapkit();
	document.cookie = 'map_provider=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
} );

describe( 'token', () => {
	it( 'shows a spinner while the key loads', () => {
		api.mockReturnValue( new Promise( () => {} ) );
		const { container } = render( <Harness initial={ {} } /> );
		expect(
			container.querySelector(
				'.wp-block-jetpack-map__loading .components-spinner'
			)
		).not.toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Set Token' } )
		).toBeNull();
		expect( api ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/service-api-keys/mapbox',
		} );
	} );

	it( 'asks for a token; Set Token waits for a value and for the request', async () => {
		let answerPost: ( value: unknown ) => void = () => {};
		api.mockImplementation( ( { method = 'GET' }: { method?: string } ) =>
			method === 'GET'
				? Promise.resolve( keyAnswer( '' ) )
				: new Promise( ( resolve ) => ( answerPost = resolve ) )
		);
		render( <Harness initial={ {} } /> );
		const set = await screen.findByRole( 'button', { name: 'Set Token' } );
		expect( set ).toBeDisabled();
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Mapbox Access Token' } ),
			{
				target: { value: TOKEN },
			}
		);
		expect( set ).toBeEnabled();
		fireEvent.click( set );
		expect( api ).toHaveBeenLastCalledWith( {
			path: '/wpcom/v2/service-api-keys/mapbox',
			method: 'POST',
			data: { service_api_key: TOKEN },
		} );
		expect( set ).toBeDisabled();
		await act( async () => answerPost( keyAnswer( TOKEN ) ) );
		// Ready: the map draws with the key, the search is open.
		await waitFor( () => expect( mockView.options?.token ).toBe( TOKEN ) );
		expect(
			screen.getByRole( 'textbox', { name: 'Add a marker' } )
		).toBeInTheDocument();
	} );

	it( 'tells an administrator where the token is set, with a link to the settings screen', async () => {
		api.mockResolvedValue( keyAnswer( '' ) );
		render( <Harness initial={ {} } /> );
		await screen.findByRole( 'button', { name: 'Set Token' } );
		expect(
			screen.getByText( /^Add a Mapbox public token in/ )
		).toHaveTextContent(
			'Add a Mapbox public token in Settings → Orbit Blocks, or paste it below, to show maps.'
		);
		expect(
			screen.getByRole( 'link', { name: 'Settings → Orbit Blocks' } )
		).toHaveAttribute(
			'href',
			'http://localhost/wp-admin/options-general.php?page=orbit-blocks'
		);
	} );

	it( "keeps the typed token and says the server's message when Set Token fails", async () => {
		api.mockImplementation(
			async ( { method = 'GET' }: { method?: string } ) => {
				if ( method === 'GET' ) {
					return keyAnswer( '' );
				}
				throw { code: 'invalid_key', message: 'That key was refused.' };
			}
		);
		render( <Harness initial={ {} } /> );
		const field = await screen.findByRole( 'textbox', {
			name: 'Mapbox Access Token',
		} );
		fireEvent.change( field, { target: { value: TOKEN } } );
		clickRole( 'button', 'Set Token' );
		expect(
			await findNotice( 'That key was refused.' )
		).toBeInTheDocument();
		expect( field ).toHaveValue( TOKEN );
	} );

	it( 'refuses a token that is not public before asking the server', async () => {
		answerKey( '' );
		render( <Harness initial={ {} } /> );
		fireEvent.change(
			await screen.findByRole( 'textbox', {
				name: 'Mapbox Access Token',
			} ),
			{
				target: { value: 'sk.secret.key' },
			}
		);
		clickRole( 'button', 'Set Token' );
		expect(
			await findNotice( /not a public Mapbox access token/ )
		).toBeInTheDocument();
		expect( api ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a key the map service refuses shows its message and asks for a token again', async () => {
		answerKey( TOKEN );
		render( <Harness initial={ {} } /> );
		await waitFor( () => expect( mockView.options ).not.toBeNull() );
		act( () =>
			mockView.options!.onError!(
				'mapbox_error',
				'Not Authorized - Invalid Token',
				401
			)
		);
		expect(
			await findNotice( 'Not Authorized - Invalid Token' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Set Token' } )
		).toBeDisabled();
	} );

	it( 'the sidebar panel updates and removes the key', async () => {
		answerKey( TOKEN );
		render( <Harness initial={ {} } /> );
		await openTokenPanel();
		const update = await screen.findByRole( 'button', {
			name: 'Update Token',
		} );
		// Same key as saved: nothing to update.
		expect( update ).toBeDisabled();
		const sidebarField = screen
			.getAllByRole( 'textbox', { name: 'Mapbox Access Token' } )
			.pop()!;
		fireEvent.change( sidebarField, { target: { value: '' } } );
		expect( update ).toBeDisabled();
		fireEvent.change( sidebarField, { target: { value: 'pk.other.key' } } );
		api.mockResolvedValueOnce( keyAnswer( 'pk.other.key' ) );
		fireEvent.click( update );
		await waitFor( () =>
			expect( mockView.options?.token ).toBe( 'pk.other.key' )
		);
		clickRole( 'button', 'Remove Token' );
		expect( api ).toHaveBeenLastCalledWith( {
			path: '/wpcom/v2/service-api-keys/mapbox',
			method: 'DELETE',
		} );
		expect(
			await screen.findByRole( 'button', { name: 'Set Token' } )
		).toBeInTheDocument();
	} );

	it( 'a user who is not an administrator is asked to get one to add the key, with no form, panel or link', async () => {
		window.orbitBlocksEditorState = { user: { canManageOptions: false } };
		answerKey( '' );
		render( <Harness initial={ {} } /> );
		expect(
			await screen.findByText(
				'Ask an administrator to add a Mapbox public token in Settings → Orbit Blocks to show maps.',
				// Not the copy a11y-speak repeats.
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Set Token' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'textbox', { name: 'Mapbox Access Token' } )
		).toBeNull();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'with a key, a user who is not an administrator gets no Mapbox Access Token panel', async () => {
		window.orbitBlocksEditorState = { user: { canManageOptions: false } };
		answerKey( TOKEN );
		render( <Harness initial={ {} } /> );
		await waitFor( () => expect( mockView.options?.token ).toBe( TOKEN ) );
		expect(
			screen.queryByRole( 'button', { name: 'Mapbox Access Token' } )
		).toBeNull();
	} );

	it( 'a shared key ("wpcom") can be replaced but not removed', async () => {
		answerKey( TOKEN, 'wpcom' );
		render( <Harness initial={ {} } /> );
		await openTokenPanel();
		expect(
			await screen.findByText( /shared Mapbox token/ )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Remove Token' } )
		).toBeNull();
	} );
} );

describe( 'markers', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	const place = (
		id: string,
		text: string,
		name = `${ text }, San Francisco`
	) => ( {
		id,
		text,
		place_name: name,
		center: [ -122.39, 37.79 ],
	} );

	it( 'searches places after 250 ms, offers each once, adds the chosen one and closes', async () => {
		answerKey( TOKEN );
		fetchMock.mockImplementation( () =>
			jsonResponse( {
				features: [
					place( 'poi.2', 'Ferry Building' ),
					place( 'poi.2', 'Ferry Building' ),
					place( 'poi.9', 'Ferry Park' ),
				],
			} )
		);
		render( <Harness initial={ {} } /> );
		const search = await screen.findByRole( 'textbox', {
			name: 'Add a marker',
		} );
		fireEvent.change( search, { target: { value: 'fer' } } );
		fireEvent.change( search, { target: { value: 'ferry' } } );
		act( () => jest.advanceTimersByTime( 249 ) );
		expect( fetchMock ).not.toHaveBeenCalled();
		await act( async () => jest.advanceTimersByTime( 1 ) );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const url = new URL( fetchMock.mock.calls[ 0 ][ 0 ] );
		expect( addressAndQuery( url ) ).toEqual( {
			address:
				'https://api.mapbox.com/geocoding/v5/mapbox.places/ferry.json',
			query: {
				access_token: TOKEN,
				autocomplete: 'true',
				limit: '10',
			},
		} );
		const options = within(
			await screen.findByRole( 'listbox', { name: 'Places' } )
		).getAllByRole( 'option' );
		expect( options ).toHaveLength( 2 );
		clickRole( 'button', 'Ferry Building, San Francisco' );
		expect( latest.points ).toEqual( [
			{
				id: 'poi.2',
				title: 'Ferry Building',
				placeTitle: 'Ferry Building',
				caption: 'Ferry Building, San Francisco',
				coordinates: { longitude: -122.39, latitude: 37.79 },
			},
		] );
		// The first marker fits the view at zoom 12.
		expect( latest.zoom ).toBe( 12 );
		expect(
			screen.queryByRole( 'textbox', { name: 'Add a marker' } )
		).toBeNull();
		// The toolbar opens it again; the same place is not added twice.
		clickRole( 'button', 'Add a marker' );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Add a marker' } ),
			{ target: { value: 'ferry' } }
		);
		await act( async () => jest.advanceTimersByTime( 250 ) );
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Ferry Building, San Francisco',
			} )
		);
		expect( latest.points ).toHaveLength( 1 );
	} );

	it( "says the search service's message when it fails", async () => {
		answerKey( TOKEN );
		fetchMock.mockImplementation( () =>
			jsonResponse( { message: 'Rate limit exceeded' }, false )
		);
		render( <Harness initial={ {} } /> );
		fireEvent.change(
			await screen.findByRole( 'textbox', { name: 'Add a marker' } ),
			{
				target: { value: 'x' },
			}
		);
		await act( async () => jest.advanceTimersByTime( 250 ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Rate limit exceeded'
		);
	} );
} );

describe( 'ready', () => {
	it( 'edits a marker in its popup and deletes it', async () => {
		answerKey( TOKEN );
		render( <Harness initial={ { points: [ PARK, FERRY ] } } /> );
		await waitFor( () => expect( mockView.options ).not.toBeNull() );
		// Markers exist: the search starts closed.
		expect(
			screen.queryByRole( 'textbox', { name: 'Add a marker' } )
		).toBeNull();
		act( () => mockView.options!.onMarkerClick!( 'poi.2' ) );
		const popup = screen.getByRole( 'dialog', { name: 'Ferry Building' } );
		await waitFor( () =>
			expect( mockView.options?.activeMarker ).toBe( 'poi.2' )
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Marker Caption' } ),
			{
				target: { value: 'Saturday market' },
			}
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Marker Title' } ),
			{
				target: { value: 'The Ferry Building' },
			}
		);
		expect( latest.points[ 1 ] ).toMatchObject( {
			title: 'The Ferry Building',
			caption: 'Saturday market',
		} );
		expect( popup ).toBeInTheDocument();
		clickRole( 'button', 'Delete Marker' );
		expect( latest.points ).toEqual( [ PARK ] );
		expect( screen.queryByRole( 'dialog', { name: /Ferry/ } ) ).toBeNull();
	} );

	it( 'settings: height raised to 400, zoom locked with two markers, toggles, colour, style, markers list', async () => {
		answerKey( TOKEN );
		render( <Harness initial={ { points: [ PARK, FERRY ] } } /> );
		const height = await screen.findByRole( 'spinbutton', {
			name: 'Height in pixels',
		} );
		fireEvent.change( height, { target: { value: '120' } } );
		fireEvent.blur( height );
		expect( latest.mapHeight ).toBe( 400 );
		expect( height ).toHaveValue( 400 );
		fireEvent.change( height, { target: { value: '523' } } );
		fireEvent.blur( height );
		expect( latest.mapHeight ).toBe( 520 );
		expect(
			screen.getByText(
				'The zoom level is set automatically to show all markers.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'slider', { name: 'Zoom level' } )
		).toBeDisabled();
		clickRole( 'checkbox', 'Show street names' );
		clickRole( 'checkbox', 'Scroll to zoom' );
		clickRole( 'checkbox', 'Show Fullscreen Button' );
		expect( latest ).toMatchObject( {
			mapDetails: false,
			scrollToZoom: true,
			showFullscreenButton: false,
		} );
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Style' } ), {
			target: { value: 'satellite' },
		} );
		expect( latest.mapStyle ).toBe( 'satellite' );
		clickRole( 'option', /Blue/ );
		expect( latest.markerColor ).toBe( '#3858e9' );
		await waitFor( () =>
			expect( mockView.options?.attributes.markerColor ).toBe( '#3858e9' )
		);
		clickRole( 'button', 'Remove Golden Gate Park' );
		expect( latest.points ).toEqual( [ FERRY ] );
		// One marker: the zoom is the author's again.
		expect(
			screen.getByRole( 'slider', { name: 'Zoom level' } )
		).toBeEnabled();
	} );

	it( 'stays usable when the map cannot draw (tiles or library failing)', async () => {
		answerKey( TOKEN );
		mockView.fail = true;
		render( <Harness initial={ { points: [ PARK, FERRY ] } } /> );
		expect(
			await findNotice( /The map cannot be shown in this browser/ )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Golden Gate Park' } )
		).toBeInTheDocument();
		// Markers list and settings still work.
		clickRole( 'button', 'Ferry Building' );
		clickRole( 'button', 'Delete Marker' );
		expect( latest.points ).toEqual( [ PARK ] );
		clickRole( 'checkbox', 'Scroll to zoom' );
		expect( latest.scrollToZoom ).toBe( true );
	} );

	it( 'without WebGL, says so and lists the markers', async () => {
		answerKey( TOKEN );
		mockView.webgl = false;
		render( <Harness initial={ { points: [ PARK ] } } /> );
		expect(
			await findNotice( /The map cannot be shown in this browser/ )
		).toBeInTheDocument();
		expect( mockView.options ).toBeNull();
	} );

	it( 'an address that cannot be found keeps the default location and says so', async () => {
		answerKey( TOKEN );
		fetchMock.mockImplementation( () => jsonResponse( { features: [] } ) );
		render( <Harness initial={ { address: 'Nowhere at all' } } /> );
		expect(
			await findNotice(
				'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.'
			)
		).toBeInTheDocument();
		expect( latest.points ).toEqual( [] );
	} );
} );

describe( 'alternate provider', () => {
	it( 'goes straight to ready without a Mapbox key, and says when its token fails', async () => {
		document.cookie = 'map_provider=mapkit';
		fetchMock.mockImplementation( () =>
			jsonResponse( { code: 'no_token' }, false )
		);
		render( <Harness initial={ {} } /> );
		expect(
			await findNotice(
				'Failed to retrieve a Mapkit API token. Please try refreshing.'
			)
		).toBeInTheDocument();
		expect( String( fetchMock.mock.calls[ 0 ][ 0 ] ) ).toMatch(
			/wpcom\/v2\/mapkit$/
		);
		expect( api ).not.toHaveBeenCalled();
		expect(
			screen.queryByRole( 'button', { name: 'Set Token' } )
		).toBeNull();
	} );
} );

describe( 'alternate provider: search and address with MapKit JS', () => {
	const MAPKIT_TOKEN = 'eyJhbGciOiJFUzI1NiJ9.mapkit.token';
	const FERRY_PLACE = {
		id: 'I6FD7682FD36BB3BE',
		name: 'Ferry Building',
		formattedAddress: '1 Ferry Building, San Francisco, CA 94111',
		coordinate: { latitude: 37.7955, longitude: -122.3937 },
	};
	beforeEach( () => {
		document.cookie = 'map_provider=mapkit';
		// The site's MapKit route; any other address is a test failure.
		fetchMock.mockImplementation( ( url: string ) =>
			/wpcom\/v2\/mapkit$/.test( String( url ) )
				? jsonResponse( { wpcom_mapkit_access_token: MAPKIT_TOKEN } )
				: Promise.reject( new Error( `unexpected fetch ${ url }` ) )
		);
	} );
	afterEach( () => {
		document.cookie =
			'map_provider=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
	} );

	it( "searches places with MapKit's search and its token, never Mapbox, and adds the chosen one", async () => {
		jest.useFakeTimers();
		try {
			mockMapkit.places = [
				FERRY_PLACE,
				FERRY_PLACE,
				// A place without a position cannot be a marker.
				{ name: 'Somewhere', coordinate: null },
				{
					name: 'Ferry Plaza Farmers Market',
					formattedAddress: 'Ferry Plaza, San Francisco, CA',
					coordinate: { latitude: 37.7952, longitude: -122.3932 },
				},
			];
			render( <Harness initial={ {} } /> );
			const search = await screen.findByRole( 'textbox', {
				name: 'Add a marker',
			} );
			fireEvent.change( search, { target: { value: 'ferry' } } );
			await act( async () => jest.advanceTimersByTime( 250 ) );
			const options = within(
				await screen.findByRole( 'listbox', { name: 'Places' } )
			).getAllByRole( 'option' );
			expect( options ).toHaveLength( 2 );
			expect( mockMapkit.searches ).toEqual( [ 'ferry' ] );
			expect( mockMapkit.libraries ).toEqual( [ 'services' ] );
			expect( mockMapkit.token ).toBe( MAPKIT_TOKEN );
			// Only the token route was fetched: no Mapbox geocoding.
			expect( fetchMock ).toHaveBeenCalledTimes( 1 );
			expect( api ).not.toHaveBeenCalled();

			clickRole(
				'button',
				'Ferry Building, 1 Ferry Building, San Francisco, CA 94111'
			);
			expect( latest.points ).toEqual( [
				{
					id: 'I6FD7682FD36BB3BE',
					title: 'Ferry Building',
					placeTitle: 'Ferry Building',
					caption:
						'Ferry Building, 1 Ferry Building, San Francisco, CA 94111',
					coordinates: { longitude: -122.3937, latitude: 37.7955 },
				},
			] );
			expect( latest.zoom ).toBe( 12 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( "says MapKit's message when its search fails", async () => {
		jest.useFakeTimers();
		try {
			mockMapkit.error = { message: 'Search is not available here.' };
			render( <Harness initial={ {} } /> );
			fireEvent.change(
				await screen.findByRole( 'textbox', { name: 'Add a marker' } ),
				{ target: { value: 'x' } }
			);
			await act( async () => jest.advanceTimersByTime( 250 ) );
			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				'Search is not available here.'
			);
			expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( "looks a saved address up with MapKit's geocoder", async () => {
		mockMapkit.places = [
			{
				name: '1 Ferry Building',
				formattedAddress: '1 Ferry Building, San Francisco, CA 94111',
				coordinate: { latitude: 37.7955, longitude: -122.3937 },
			},
		];
		render( <Harness initial={ { address: '1 Ferry Building, SF' } } /> );
		await waitFor( () => expect( latest.points ).toHaveLength( 1 ) );
		expect( mockMapkit.lookups ).toEqual( [ '1 Ferry Building, SF' ] );
		expect( latest.points[ 0 ] ).toMatchObject( {
			title: '1 Ferry Building',
			caption: '1 Ferry Building, San Francisco, CA 94111',
			coordinates: { longitude: -122.3937, latitude: 37.7955 },
		} );
		expect( latest.mapCenter ).toEqual( {
			longitude: -122.3937,
			latitude: 37.7955,
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'an address MapKit cannot find keeps the default location and says so', async () => {
		render( <Harness initial={ { address: 'Nowhere at all' } } /> );
		expect(
			await findNotice(
				'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.'
			)
		).toBeInTheDocument();
		expect( mockMapkit.lookups ).toEqual( [ 'Nowhere at all' ] );
		expect( latest.points ).toEqual( [] );
	} );
} );

describe( 'inserter example', () => {
	it( 'draws a preview without asking for anything', () => {
		const { container } = render(
			<Harness initial={ { preview: true } } />
		);
		expect(
			container.querySelector( '.wp-block-jetpack-map__preview' )
		).not.toBeNull();
		expect( api ).not.toHaveBeenCalled();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );

describe( 'moving the map', () => {
	it( "keeps the author's view: centre and zoom without markers, zoom with one", async () => {
		answerKey( TOKEN );
		render( <Harness initial={ {} } /> );
		await waitFor( () => expect( mockView.options ).not.toBeNull() );
		act( () =>
			mockView.options!.onMoveEnd!(
				{ longitude: 2.35, latitude: 48.85 },
				9
			)
		);
		expect( latest ).toMatchObject( {
			mapCenter: { longitude: 2.35, latitude: 48.85 },
			zoom: 9,
		} );
	} );

	it( 'with one marker only the zoom follows', async () => {
		answerKey( TOKEN );
		render( <Harness initial={ { points: [ PARK ], zoom: 12 } } /> );
		await waitFor( () => expect( mockView.options ).not.toBeNull() );
		act( () =>
			mockView.options!.onMoveEnd!( { longitude: 0, latitude: 0 }, 15 )
		);
		expect( latest.zoom ).toBe( 15 );
		expect( latest.mapCenter ).toEqual( DEFAULTS.mapCenter );
	} );
} );
