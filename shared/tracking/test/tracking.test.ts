import apiFetch from '@wordpress/api-fetch';
import {
	flushEvents,
	isValidEventName,
	pixelUrl,
	queuedEvents,
	recordEvent,
} from '..';

const PIXEL =
	'https://site.test/wp-admin/admin-ajax.php?action=orbit_blocks_pixel';

describe( 'tracking', () => {
	let sent: string[];
	let calls: [ string, RequestInit | undefined ][];
	const realFetch = window.fetch;
	beforeEach( () => {
		jest.useFakeTimers();
		sent = [];
		calls = [];
		window.orbitBlocksEditorState = {
			tracking: { pixelUrl: PIXEL, optOut: false },
			api: { root: 'https://site.test/wp-json/', nonce: 'rest-nonce-1' },
		};
		// Capture the pixel requests instead of making them.
		window.fetch = jest.fn(
			( url: RequestInfo | URL, init?: RequestInit ) => {
				sent.push( String( url ) );
				calls.push( [ String( url ), init ] );
				return Promise.resolve( { ok: true, status: 200 } as Response );
			}
		) as typeof window.fetch;
	} );
	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
		window.fetch = realFetch;
	} );

	it( 'sends each pixel with the REST nonce in the X-WP-Nonce header and the cookies of the site', () => {
		recordEvent( 'jetpack_banner_impression' );
		jest.runOnlyPendingTimers();
		expect( calls ).toHaveLength( 1 );
		const [ , init ] = calls[ 0 ];
		expect( init?.headers ).toEqual( { 'X-WP-Nonce': 'rest-nonce-1' } );
		expect( init?.credentials ).toBe( 'same-origin' );
		expect( init?.method ?? 'GET' ).toBe( 'GET' );
	} );

	it( 'accepts only the two product prefixes', () => {
		expect( isValidEventName( 'jetpack_block_upgrade_click' ) ).toBe(
			true
		);
		expect( isValidEventName( 'wpcom_banner_impression' ) ).toBe( true );
		expect( isValidEventName( 'orbit_click' ) ).toBe( false );
		expect( isValidEventName( 'jetpack_' ) ).toBe( false );
		expect( isValidEventName( 'jetpack_Upper' ) ).toBe( false );
		expect( isValidEventName( 42 ) ).toBe( false );
	} );

	it( 'throws on an invalid name in development, queueing nothing', () => {
		expect( () => recordEvent( 'click_button' ) ).toThrow(
			/start with jetpack_ or wpcom_/
		);
		expect( queuedEvents() ).toHaveLength( 0 );
	} );

	it( "prefers apiFetch's current nonce, which WordPress renews, to the printed one", () => {
		const middleware = apiFetch as unknown as {
			nonceMiddleware?: { nonce: string };
		};
		middleware.nonceMiddleware = { nonce: 'renewed-nonce' };
		try {
			recordEvent( 'jetpack_banner_impression' );
			jest.runOnlyPendingTimers();
		} finally {
			delete middleware.nonceMiddleware;
		}
		expect( calls[ 0 ][ 1 ]?.headers ).toEqual( {
			'X-WP-Nonce': 'renewed-nonce',
		} );
	} );

	it( 'only queues while recording, then sends every event as a pixel on the next tick', () => {
		recordEvent( 'jetpack_banner_impression', { plan: 'personal' } );
		recordEvent( 'wpcom_upgrade_click', { block: 'donations', count: 2 } );
		expect( sent ).toEqual( [] );
		expect( queuedEvents() ).toHaveLength( 2 );
		jest.runOnlyPendingTimers();
		expect( sent ).toHaveLength( 2 );
		const first = new URL( sent[ 0 ] );
		expect( first.searchParams.get( 'action' ) ).toBe(
			'orbit_blocks_pixel'
		);
		expect( first.searchParams.get( '_en' ) ).toBe(
			'jetpack_banner_impression'
		);
		expect( first.searchParams.get( 'plan' ) ).toBe( 'personal' );
		expect( Number( first.searchParams.get( '_ts' ) ) ).toBeGreaterThan(
			0
		);
		expect( new URL( sent[ 1 ] ).searchParams.get( 'count' ) ).toBe( '2' );
		expect( queuedEvents() ).toHaveLength( 0 );
	} );

	it( 'sends nothing for a user who opted out', () => {
		window.orbitBlocksEditorState = {
			tracking: { pixelUrl: PIXEL, optOut: true },
		};
		recordEvent( 'jetpack_banner_impression' );
		jest.runOnlyPendingTimers();
		expect( sent ).toEqual( [] );
	} );

	it( 'leaves out empty properties and never lets a property replace the name', () => {
		const url = pixelUrl( PIXEL, {
			name: 'jetpack_x',
			time: 5,
			props: { a: undefined, b: null, _en: 'wpcom_forged' },
		} );
		const params = new URL( url ).searchParams;
		expect( params.has( 'a' ) ).toBe( false );
		expect( params.has( 'b' ) ).toBe( false );
		expect( params.get( '_en' ) ).toBe( 'jetpack_x' );
	} );

	it( 'flushes safely with nothing queued', () => {
		flushEvents();
		expect( sent ).toEqual( [] );
	} );
} );
