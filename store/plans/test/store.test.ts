import {
	fakeFetch,
	type ScriptedResponse,
} from '../../../shared/connection-api/test/fake-fetch';
import { installPageApiFetch } from '../../../shared/connection-api/test/page-api-fetch';
import { freshRegistry } from '../../../tests/setup/registry';
import { store } from '..';

const PLANS = [
	{ product_slug: 'jetpack_free', product_name_short: 'Free' },
	{ product_slug: 'jetpack_personal', product_name_short: 'Personal' },
];

beforeEach( () => {
	window.orbitBlocksEditorState = {
		api: { root: 'https://site.test/wp-json/', nonce: 'n' },
		plan: { product_slug: 'jetpack_free', product_name_short: 'Free' },
		availableBlocks: {
			'business-hours': { available: true },
			donations: {
				available: false,
				unavailable_reason: 'missing_plan',
				details: { required_plan: 'jetpack_personal' },
			},
		},
	};
} );

beforeAll( () => installPageApiFetch() );

function setup( responses: ScriptedResponse[] ) {
	const fake = fakeFetch( responses );
	window.fetch = fake.fetch;
	return { registry: freshRegistry( store ), calls: fake.calls };
}

describe( 'plans store', () => {
	it( 'loads the public plans list from GET jetpack/v4/plans', async () => {
		const { registry, calls } = setup( [
			{ body: JSON.stringify( PLANS ) },
		] );
		await registry.resolveSelect( store ).getPlans();
		expect( calls[ 0 ].url ).toMatch( /jetpack\/v4\/plans\?_cacheBuster=/ );
		expect(
			registry.select( store ).getPlanShortName( 'jetpack_personal' )
		).toBe( 'Personal' );
		expect( registry.select( store ).getPlan( 'jetpack_nope' ) ).toBeNull();
	} );

	it( 'rejects a plans list without product_slug and product_name_short', async () => {
		const { registry } = setup( [ { body: '[{"slug":"x"}]' } ] );
		await registry.resolveSelect( store ).getPlans();
		expect( registry.select( store ).getPlans() ).toBeNull();
		expect( registry.select( store ).getPlansError() ).toBe(
			'Unexpected API response'
		);
	} );

	it( 'starts from the plan the host printed and refreshes it from GET jetpack/v4/site', async () => {
		const { registry } = setup( [
			{
				body: JSON.stringify( {
					ID: 1,
					plan: {
						product_slug: 'jetpack_premium',
						product_name_short: 'Premium',
						product_name: 'Orbit Premium',
					},
				} ),
			},
		] );
		expect( registry.select( store ).getSitePlan()?.product_slug ).toBe(
			'jetpack_free'
		);
		await registry.resolveSelect( store ).getSitePlan();
		expect( registry.select( store ).getSitePlan()?.product_name ).toBe(
			'Orbit Premium'
		);
	} );

	it( 'says which blocks need a plan, and which plan', () => {
		const { registry } = setup( [] );
		const select = registry.select( store );
		expect( select.blockNeedsPlan( 'jetpack/donations' ) ).toBe( true );
		expect( select.getRequiredPlan( 'jetpack/donations' ) ).toBe(
			'jetpack_personal'
		);
		expect( select.isBlockAvailable( 'jetpack/donations' ) ).toBe( false );
		expect( select.blockNeedsPlan( 'jetpack/business-hours' ) ).toBe(
			false
		);
		expect( select.isBlockAvailable( 'jetpack/business-hours' ) ).toBe(
			true
		);
	} );
} );
