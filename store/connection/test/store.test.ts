import {
	fakeFetch,
	type ScriptedResponse,
} from '../../../shared/connection-api/test/fake-fetch';
import { installPageApiFetch } from '../../../shared/connection-api/test/page-api-fetch';
import { navigateTo } from '../../../shared/navigate';
import { store } from '..';
import { initialState, reducer } from '../reducer';
import { freshRegistry } from '../../../tests/setup/registry';

jest.mock( '../../../shared/navigate', () => ( { navigateTo: jest.fn() } ) );

const ROOT = 'https://site.test/wp-json/';

beforeAll( () => {
	installPageApiFetch();
	window.orbitBlocksEditorState = {
		api: { root: ROOT, nonce: 'n0nce' },
		registrationNonce: 'reg-nonce',
		connection: {
			isRegistered: false,
			isUserConnected: false,
			hasConnectedOwner: false,
		},
	};
} );

function setup( responses: ScriptedResponse[] = [] ) {
	const fake = fakeFetch( responses );
	window.fetch = fake.fetch;
	const registry = freshRegistry( store );
	return { registry, calls: fake.calls };
}

const json = ( value: unknown ): ScriptedResponse => ( {
	body: JSON.stringify( value ),
} );

const STATUS = {
	isActive: true,
	isRegistered: true,
	isUserConnected: true,
	hasConnectedOwner: true,
	offlineMode: { isActive: false },
	connectionErrors: [],
};

describe( 'connection store', () => {
	beforeEach( () => jest.mocked( navigateTo ).mockClear() );

	it( 'starts from the status the host printed', () => {
		const { registry, calls } = setup();
		expect( registry.select( store ).isRegistered() ).toBe( false );
		expect( registry.select( store ).isOfflineMode() ).toBe( false );
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'resolves the status from GET connection', async () => {
		const { registry, calls } = setup( [ json( STATUS ) ] );
		const status = await registry
			.resolveSelect( store )
			.getConnectionStatus();
		expect( status.isUserConnected ).toBe( true );
		expect( calls[ 0 ].url ).toMatch(
			/^https:\/\/site\.test\/wp-json\/jetpack\/v4\/connection\?_cacheBuster=\d+&_locale=user$/
		);
	} );

	it( 'resolves the provider user, blog id and permissions from connection/data', async () => {
		const { registry } = setup( [
			json( {
				blogId: 1234,
				currentUser: {
					isConnected: true,
					isOwner: true,
					wpcomUser: { ID: 99, login: 'admin-orbit' },
					permissions: { manage_options: true },
				},
				connectionOwner: 'admin',
			} ),
		] );
		await registry.resolveSelect( store ).getConnectionData();
		expect( registry.select( store ).getProviderUser() ).toEqual( {
			ID: 99,
			login: 'admin-orbit',
		} );
		expect( registry.select( store ).getBlogId() ).toBe( 1234 );
		expect( registry.select( store ).getUserPermissions() ).toEqual( {
			manage_options: true,
		} );
	} );

	it( 'keeps the printed status and records the message when the status load fails', async () => {
		const { registry } = setup( [
			{ status: 500, body: '{"code":"x","message":"Database gone."}' },
		] );
		await registry.resolveSelect( store ).getConnectionStatus();
		expect( registry.select( store ).isRegistered() ).toBe( false );
		expect( registry.select( store ).getConnectionRequestError() ).toBe(
			'Database gone.'
		);
	} );

	it( 'registers the site, then redirects to the authorization URL with "from" added', async () => {
		const { registry, calls } = setup( [
			json( { authorizeUrl: 'https://site.test/approve?x=1' } ),
			json( { authorizeUrl: 'https://site.test/approve?x=2' } ),
		] );
		await registry.dispatch( store ).registerSite( {
			redirectUri:
				'https://site.test/wp-admin/post.php?post=1&action=edit',
			from: 'editor-sidebar',
		} );
		expect(
			calls.map( ( c ) => `${ c.method } ${ c.url.split( '?' )[ 0 ] }` )
		).toEqual( [
			`POST ${ ROOT }jetpack/v4/connection/register`,
			`GET ${ ROOT }jetpack/v4/connection/authorize_url`,
		] );
		expect( calls[ 0 ].body ).toEqual( {
			registration_nonce: 'reg-nonce',
			no_iframe: true,
			plugin_slug: 'orbit-blocks',
			redirect_uri:
				'https://site.test/wp-admin/post.php?post=1&action=edit',
		} );
		expect( registry.select( store ).isRegistered() ).toBe( true );
		expect( navigateTo ).toHaveBeenCalledWith(
			'https://site.test/approve?x=2&from=editor-sidebar'
		);
		expect( registry.select( store ).getPendingRequest() ).toBe(
			'connecting-user'
		);
	} );

	it( 'stops and shows the message when registration fails, without redirecting', async () => {
		const { registry } = setup( [
			{
				status: 400,
				body: '{"code":"offline_mode","message":"The site is in offline mode."}',
			},
		] );
		await registry.dispatch( store ).registerSite( {
			redirectUri: 'https://site.test/',
			from: 'editor-sidebar',
		} );
		expect( navigateTo ).not.toHaveBeenCalled();
		expect( registry.select( store ).isRegistered() ).toBe( false );
		expect( registry.select( store ).getPendingRequest() ).toBeNull();
		expect( registry.select( store ).getConnectionRequestError() ).toBe(
			'The site is in offline mode.'
		);
	} );

	it( 'sets isUserConnected false after a user disconnect', async () => {
		const { registry, calls } = setup( [
			json( STATUS ),
			json( { code: 'success' } ),
			json( {
				...STATUS,
				isUserConnected: false,
				hasConnectedOwner: false,
			} ),
		] );
		await registry.resolveSelect( store ).getConnectionStatus();
		expect( registry.select( store ).isUserConnected() ).toBe( true );
		await registry.dispatch( store ).disconnectUser();
		expect( calls[ 1 ] ).toMatchObject( {
			method: 'POST',
			body: { linked: false },
		} );
		expect( registry.select( store ).isUserConnected() ).toBe( false );
		expect( registry.select( store ).hasConnectedOwner() ).toBe( false );
		expect( registry.select( store ).isRegistered() ).toBe( true );
	} );

	it( 'stays pending after a user disconnect until the status refresh answers', async () => {
		const { registry } = setup( [
			json( STATUS ),
			json( { code: 'success' } ),
		] );
		await registry.resolveSelect( store ).getConnectionStatus();
		let answerStatus: ( value: Response ) => void = () => undefined;
		const realFetch = window.fetch;
		window.fetch = jest.fn( ( url: string, init: RequestInit ) =>
			init?.method === 'POST'
				? realFetch( url, init )
				: new Promise< Response >( ( resolve ) => {
						answerStatus = resolve;
				  } )
		) as unknown as typeof window.fetch;

		const done = registry.dispatch( store ).disconnectUser();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( registry.select( store ).isUserConnected() ).toBe( false );
		expect( registry.select( store ).getPendingRequest() ).toBe(
			'disconnecting-user'
		);
		answerStatus( {
			ok: true,
			status: 200,
			text: async () =>
				JSON.stringify( { ...STATUS, isUserConnected: false } ),
		} as unknown as Response );
		await done;
		expect( registry.select( store ).getPendingRequest() ).toBeNull();
	} );

	it( 'clears every status field after a site disconnect', async () => {
		const { registry, calls } = setup( [ json( STATUS ), json( true ) ] );
		await registry.resolveSelect( store ).getConnectionStatus();
		await registry.dispatch( store ).disconnectSite();
		expect( calls[ 1 ] ).toMatchObject( {
			method: 'POST',
			body: { isActive: false },
		} );
		expect( registry.select( store ).getConnectionStatus() ).toMatchObject(
			{
				isActive: false,
				isRegistered: false,
				isUserConnected: false,
				hasConnectedOwner: false,
			}
		);
	} );
} );

describe( 'connection reducer', () => {
	it( 'keeps offline mode through a site disconnect', () => {
		const offline = reducer( initialState(), {
			type: 'RECEIVE_STATUS',
			status: { isRegistered: true, offlineMode: { isActive: true } },
		} );
		const after = reducer( offline, { type: 'SITE_DISCONNECTED' } );
		expect( after.status.offlineMode.isActive ).toBe( true );
		expect( after.status.isRegistered ).toBe( false );
	} );

	it( 'clears the previous error when a new request starts', () => {
		const failed = reducer( initialState(), {
			type: 'SET_ERROR',
			error: 'Nope',
		} );
		expect(
			reducer( failed, { type: 'SET_PENDING', pending: 'registering' } )
				.error
		).toBeNull();
	} );
} );
