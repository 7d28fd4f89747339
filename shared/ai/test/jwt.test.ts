/**
 * The token: which route, the cache in local storage and its 120000 ms
 * lifetime (fake timers move the clock).
 */
import {
	clearCachedJwt,
	getCachedJwt,
	requestJwt,
	tokenStorageKey,
} from '../jwt';
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

let issued = 0;
beforeEach( () => {
	jest.useFakeTimers( { now: new Date( '2026-01-01T00:00:00Z' ) } );
	issued = 0;
	apiFetchDouble.mockReset();
	apiFetchDouble.mockImplementation( async () => ( {
		token: `token-${ ++issued }`,
		blog_id: 42,
	} ) );
	window.localStorage.clear();
	delete window.orbitBlocksEditorState;
} );
afterEach( () => {
	jest.useRealTimers();
} );

describe( 'requestJwt', () => {
	it( 'asks POST jetpack/v4/ai-jwt with a cache-buster outside simple sites', async () => {
		const token = await requestJwt();
		expect( token ).toEqual( {
			token: 'token-1',
			blogId: '42',
			expire: Date.now() + 120000,
		} );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 1 );
		const { path, method } = apiFetchDouble.mock.calls[ 0 ][ 0 ];
		expect( method ).toBe( 'POST' );
		expect( path ).toMatch( /^\/jetpack\/v4\/ai-jwt\?_cacheBuster=\d+$/ );
	} );

	it( 'asks POST wpcom/v2/sites/{siteId}/openai-query/jwt on simple sites', async () => {
		window.orbitBlocksEditorState = { siteType: 'simple' };
		await requestJwt( { siteId: 123 } );
		expect( apiFetchDouble.mock.calls[ 0 ][ 0 ] ).toEqual( {
			path: '/wpcom/v2/sites/123/openai-query/jwt',
			method: 'POST',
		} );
	} );

	it( 'keeps the token in local storage for 120000 ms, then asks again', async () => {
		expect( ( await requestJwt() ).token ).toBe( 'token-1' );
		expect(
			JSON.parse( window.localStorage.getItem( tokenStorageKey() ) ?? '' )
				.token
		).toBe( 'token-1' );

		jest.advanceTimersByTime( 119999 );
		expect( ( await requestJwt() ).token ).toBe( 'token-1' );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 1 );

		jest.advanceTimersByTime( 1 );
		expect( getCachedJwt() ).toBeNull();
		expect( ( await requestJwt() ).token ).toBe( 'token-2' );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shares one request between concurrent callers', async () => {
		const [ a, b ] = await Promise.all( [ requestJwt(), requestJwt() ] );
		expect( a ).toEqual( b );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks again when forced, cleared, or the cache is damaged', async () => {
		await requestJwt();
		await requestJwt( { force: true } );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 2 );
		clearCachedJwt();
		await requestJwt();
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 3 );
		window.localStorage.setItem( tokenStorageKey(), '{not json' );
		expect( getCachedJwt() ).toBeNull();
		await requestJwt();
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'fails, caching nothing, when the answer holds no token', async () => {
		apiFetchDouble.mockResolvedValueOnce( { blog_id: 1 } );
		await expect( requestJwt() ).rejects.toThrow( 'no token' );
		expect( getCachedJwt() ).toBeNull();
	} );
} );

describe( 'the token cache key', () => {
	const as = ( id: number, homeUrl = 'http://site.test/', blogId = 1 ) => {
		window.orbitBlocksEditorState = {
			user: { id, canManageOptions: false },
			site: { homeUrl, blogId },
		};
	};

	it( 'differs per user and per site of one origin', () => {
		as( 1 );
		const alice = tokenStorageKey();
		as( 2 );
		const bob = tokenStorageKey();
		as( 1, 'http://site.test/second/', 2 );
		const aliceOnSecond = tokenStorageKey();
		expect( new Set( [ alice, bob, aliceOnSecond ] ).size ).toBe( 3 );
		expect( alice ).toMatch( /^orbit-blocks-ai-jwt:/ );
	} );

	it( 'never hands a token cached for one user to another', async () => {
		as( 1 );
		expect( ( await requestJwt() ).token ).toBe( 'token-1' );
		as( 2 );
		expect( getCachedJwt() ).toBeNull();
		expect( ( await requestJwt() ).token ).toBe( 'token-2' );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 2 );
		as( 1 );
		expect( ( await requestJwt() ).token ).toBe( 'token-1' );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'never hands a token cached on one site to another site of the origin', async () => {
		as( 1, 'http://site.test/', 1 );
		await requestJwt();
		as( 1, 'http://site.test/second/', 2 );
		expect( ( await requestJwt() ).token ).toBe( 'token-2' );
	} );

	it( 'does not share a request in flight between users', async () => {
		as( 1 );
		const first = requestJwt();
		as( 2 );
		const second = requestJwt();
		expect( ( await first ).token ).not.toBe( ( await second ).token );
	} );

	it( 'drops an entry of the unkeyed form', async () => {
		window.localStorage.setItem(
			'orbit-blocks-ai-jwt',
			JSON.stringify( {
				token: 'someone-else',
				blogId: '1',
				expire: Date.now() + 60000,
			} )
		);
		as( 2 );
		expect( ( await requestJwt() ).token ).toBe( 'token-1' );
		expect(
			window.localStorage.getItem( 'orbit-blocks-ai-jwt' )
		).toBeNull();
	} );
} );
