/**
 * The front end (blocks/map/view.ts): the saved data attributes are read
 * back; a map whose library draws becomes interactive (the list of markers
 * hidden); without a key, without WebGL, or when the library cannot load,
 * the block keeps its saved list of markers as the static fallback. The key,
 * the provider and the services' addresses come from the server
 * (window.orbitBlocksMapView), and only the wrappers it rendered become
 * maps: a wrapper typed into a post (a contributor's Custom HTML with the
 * block's class and data-* addresses) loads no script and asks no host.
 */
import type { MapViewOptions } from '../map-mapbox';
import { attributeDefaults } from '../../../tests/setup/attribute-defaults';

const mockMap = {
	webgl: true,
	fail: false,
	options: null as MapViewOptions | null,
};
jest.mock( '../map-mapbox', () => ( {
	hasWebGL: () => mockMap.webgl,
	createMapboxView: jest.fn(
		async ( _c: HTMLElement, options: MapViewOptions ) => {
			if ( mockMap.fail ) {
				throw new Error( 'Loading chunk mapbox-gl failed.' );
			}
			mockMap.options = options;
			return { update() {}, resize() {}, destroy() {} };
		}
	),
} ) );

const SAVED = `<div class="wp-block-jetpack-map" data-map-style="satellite" data-map-details="false" data-points="[{&quot;id&quot;:&quot;a&quot;,&quot;title&quot;:&quot;Ferry Building&quot;,&quot;placeTitle&quot;:&quot;Ferry Building&quot;,&quot;caption&quot;:&quot;Market&quot;,&quot;coordinates&quot;:{&quot;longitude&quot;:-122.39,&quot;latitude&quot;:37.79}}]" data-zoom="12" data-map-center="{&quot;longitude&quot;:-122.4,&quot;latitude&quot;:37.7}" data-marker-color="red" data-map-height="500" data-orbit-render="m1"><ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=37.79,-122.39">Ferry Building</a></li></ul></div>`;

const EVIL = 'http://127.0.0.1:9/evil';
const MAPKIT = 'https://cdn.apple-mapkit.com/mk/5.x.x';

declare global {
	interface Window {
		orbitBlocksMapView?: unknown;
	}
}

function serverData( values: Record< string, string > = {} ) {
	window.orbitBlocksMapView = {
		values: {
			apiKey: 'pk.a.b',
			provider: 'mapbox',
			mapbox: 'https://maps.example',
			mapkit: MAPKIT,
			restRoot: 'https://site.example/wp-json/',
			...values,
		},
		renders: [ 'm1' ],
	};
}

async function showPage( html: string ) {
	document.body.innerHTML = html;
	// jsdom has no IntersectionObserver: every map shows at once.
	const { init } = await import( '../view' );
	init();
	const block = document.querySelector(
		'.wp-block-jetpack-map'
	) as HTMLElement;
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	return block;
}

beforeEach( () => {
	serverData();
	mockMap.webgl = true;
	mockMap.fail = false;
	mockMap.options = null;
} );

it( 'reads the saved settings back (an older map gets the fullscreen button)', async () => {
	const { readAttributes } = await import( '../view' );
	document.body.innerHTML = SAVED;
	expect(
		readAttributes(
			document.querySelector( '.wp-block-jetpack-map' ) as HTMLElement
		)
	).toEqual( {
		points: [
			{
				id: 'a',
				title: 'Ferry Building',
				placeTitle: 'Ferry Building',
				caption: 'Market',
				coordinates: { longitude: -122.39, latitude: 37.79 },
			},
		],
		zoom: 12,
		mapCenter: { longitude: -122.4, latitude: 37.7 },
		mapStyle: 'satellite',
		mapDetails: false,
		markerColor: 'red',
		scrollToZoom: false,
		showFullscreenButton: true,
		mapHeight: 500,
	} );
} );

it.each( [ true, false ] )(
	'reads back the Show Fullscreen Button setting the server render writes (%s)',
	async ( showFullscreenButton ) => {
		const { readAttributes } = await import( '../view' );
		const { getSaveContent } = await import( '@wordpress/blocks' );
		const { default: save } = await import( '../save' );
		const metadata = ( await import( '../block.json' ) ).default;
		const defaults = attributeDefaults( metadata );
		const saved = getSaveContent( { ...metadata, save } as never, {
			...defaults,
			showFullscreenButton,
		} );
		// As the incumbent's markup: "true", or nothing when off. The render
		// (render.php, tests/unit/map-render-php.test.ts) puts the setting
		// first on the wrapper, and the browser keeps the first of two.
		expect( saved.includes( 'data-show-fullscreen-button="false"' ) ).toBe(
			false
		);
		document.body.innerHTML = saved.replace(
			'<div',
			`<div data-show-fullscreen-button="${ showFullscreenButton }"`
		);
		expect(
			readAttributes(
				document.querySelector( '.wp-block-jetpack-map' ) as HTMLElement
			).showFullscreenButton
		).toBe( showFullscreenButton );
	}
);

it( 'draws an interactive map with the key and the service', async () => {
	const block = await showPage( SAVED );
	expect( block.classList.contains( 'is-interactive' ) ).toBe( true );
	expect( mockMap.options ).toMatchObject( {
		token: 'pk.a.b',
		service: { url: 'https://maps.example' },
		isEditor: false,
	} );
	expect(
		( block.querySelector( '.wp-block-jetpack-map__map' ) as HTMLElement )
			.style.height
	).toBe( '500px' );
} );

it.each( [
	[ 'the library cannot load', () => ( mockMap.fail = true ) ],
	[ 'there is no WebGL', () => ( mockMap.webgl = false ) ],
] )( 'keeps the list of markers when %s', async ( _case, arrange ) => {
	arrange();
	const block = await showPage( SAVED );
	expect( block.classList.contains( 'is-static' ) ).toBe( true );
	expect( block.querySelector( '.wp-block-jetpack-map__map' ) ).toBeNull();
	expect( block.querySelector( 'li a' )?.textContent ).toBe(
		'Ferry Building'
	);
} );

it( 'keeps the list without a key', async () => {
	serverData( { apiKey: '' } );
	const block = await showPage( SAVED );
	expect( block.classList.contains( 'is-static' ) ).toBe( true );
	expect( mockMap.options ).toBeNull();
} );

it( 'leaves a typed wrapper alone: no script or request to its addresses', async () => {
	const fetchMock = jest.fn( async () => ( {
		ok: true,
		json: async () => ( { wpcom_mapkit_access_token: 'token' } ),
	} ) );
	global.fetch = fetchMock as unknown as typeof fetch;
	serverData( { provider: 'mapkit' } );
	const hostile = `<div class="wp-block-jetpack-map" data-map-provider="mapkit" data-mapkit-service="${ EVIL }" data-rest-root="${ EVIL }/" data-map-service="${ EVIL }" data-api-key="pk.evil.key" data-orbit-render="guessed"><ul><li>Typed</li></ul></div>`;
	document.head.innerHTML = '';
	const block = await showPage( hostile + SAVED );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	const real = document.querySelectorAll( '.wp-block-jetpack-map' )[ 1 ];

	const sources = Array.from( document.querySelectorAll( 'script' ) ).map(
		( script ) => script.src
	);
	expect( sources.join( ' ' ) ).not.toContain( '127.0.0.1' );
	expect( JSON.stringify( fetchMock.mock.calls ) ).not.toContain(
		'127.0.0.1'
	);
	expect( block.className ).toBe( 'wp-block-jetpack-map' );
	expect( block.querySelector( '.wp-block-jetpack-map__map' ) ).toBeNull();
	// The server's map asks the server's REST root for the token and loads
	// MapKit from the server's address.
	expect( fetchMock ).toHaveBeenCalledWith(
		'https://site.example/wp-json/wpcom/v2/mapkit',
		expect.anything()
	);
	expect( sources ).toEqual( [
		expect.stringMatching(
			/^https:\/\/cdn\.apple-mapkit\.com\/mk\/5\.x\.x\/mapkit\.core\.js\?/
		),
	] );
	expect( real.querySelector( '.wp-block-jetpack-map__map' ) ).not.toBeNull();
} );
