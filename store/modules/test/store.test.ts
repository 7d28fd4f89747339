import {
	fakeFetch,
	type ScriptedResponse,
} from '../../../shared/connection-api/test/fake-fetch';
import { installPageApiFetch } from '../../../shared/connection-api/test/page-api-fetch';
import { freshRegistry } from '../../../tests/setup/registry';
import { store } from '..';
import { moduleEntry } from './module-entry';

const ROOT = 'https://site.test/wp-json/';

const MODULES = {
	markdown: moduleEntry(
		'markdown',
		'Markdown',
		'Write posts or pages in plain-text Markdown syntax',
		{
			activated: false,
			requires_connection: false,
		}
	),
	stats: moduleEntry( 'stats', 'Stats', 'Collect visitor statistics.', {
		activated: true,
		requires_connection: true,
	} ),
};

beforeAll( () => {
	installPageApiFetch();
	window.orbitBlocksEditorState = { api: { root: ROOT, nonce: 'n' } };
} );

function setup( responses: ScriptedResponse[] ) {
	const fake = fakeFetch( responses );
	window.fetch = fake.fetch;
	return { registry: freshRegistry( store ), calls: fake.calls };
}

const json = ( value: unknown ): ScriptedResponse => ( {
	body: JSON.stringify( value ),
} );

describe( 'modules store', () => {
	it( 'is loading until GET module/all answers, then active or not per module', async () => {
		const { registry, calls } = setup( [ json( MODULES ) ] );
		expect( registry.select( store ).getModuleToggleState( 'stats' ) ).toBe(
			'loading'
		);
		await registry.resolveSelect( store ).getModules();
		expect( calls[ 0 ].url ).toMatch(
			/jetpack\/v4\/module\/all\?_cacheBuster=\d+&_locale=user$/
		);
		expect( registry.select( store ).getModuleToggleState( 'stats' ) ).toBe(
			'active'
		);
		expect(
			registry.select( store ).getModuleToggleState( 'markdown' )
		).toBe( 'inactive' );
	} );

	it( 'is changing while POST module/{slug}/active is under way, then active', async () => {
		let answer: ( value: Response ) => void = () => undefined;
		const { registry, calls } = setup( [ json( MODULES ) ] );
		await registry.resolveSelect( store ).getModules();
		const pending = new Promise< Response >( ( resolve ) => {
			answer = resolve;
		} );
		window.fetch = jest.fn( ( url: string, init: RequestInit ) => {
			calls.push( {
				url,
				method: init.method ?? 'GET',
				headers: init.headers as Record< string, string >,
				body: JSON.parse( String( init.body ) ),
			} );
			return pending;
		} ) as unknown as typeof window.fetch;

		const done = registry
			.dispatch( store )
			.setModuleActive( 'markdown', true );
		expect(
			registry.select( store ).getModuleToggleState( 'markdown' )
		).toBe( 'changing' );
		expect( calls[ 1 ] ).toMatchObject( {
			method: 'POST',
			url: `${ ROOT }jetpack/v4/module/markdown/active?_locale=user`,
			body: { active: true },
		} );
		answer( {
			ok: true,
			status: 200,
			text: async () => '{"code":"success","message":"Activated."}',
		} as unknown as Response );
		await done;
		expect(
			registry.select( store ).getModuleToggleState( 'markdown' )
		).toBe( 'active' );
	} );

	it( 'keeps the previous state and records the message when activation is refused', async () => {
		const { registry } = setup( [
			json( MODULES ),
			{
				status: 400,
				body: '{"code":"not_connected","message":"Connect the site to activate Stats."}',
			},
		] );
		await registry.resolveSelect( store ).getModules();
		await registry.dispatch( store ).setModuleActive( 'stats', false );
		expect( registry.select( store ).isModuleActive( 'stats' ) ).toBe(
			true
		);
		expect( registry.select( store ).isModuleChanging( 'stats' ) ).toBe(
			false
		);
		expect( registry.select( store ).getModulesError() ).toBe(
			'Connect the site to activate Stats.'
		);
	} );

	it( 'records the message when the list cannot be loaded', async () => {
		const { registry } = setup( [
			{ status: 403, body: '{"message":"Forbidden."}' },
		] );
		await registry.resolveSelect( store ).getModules();
		expect( registry.select( store ).getModules() ).toBeNull();
		expect( registry.select( store ).getModulesError() ).toBe(
			'Forbidden.'
		);
	} );
} );
