/**
 * The AI store in a fresh registry, with @wordpress/api-fetch answered by a
 * test double: the feature status it loads, request counting and the
 * upgrade flag.
 */
import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import { freshRegistry } from '../../../tests/setup/registry';
import { AI_STORE, DEFAULT_FEATURE, readFeature, store } from '..';
import { reducer, INITIAL_STATE } from '../reducer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const SERVER_FEATURE = {
	'has-feature': false,
	'is-over-limit': false,
	'requests-count': 18,
	'requests-limit': 20,
	'site-require-upgrade': false,
	'error-message': '',
	'error-code': '',
	'upgrade-type': 'default',
	'checkout-url':
		'http://site.test/wp-admin/options-general.php?page=orbit-blocks#orbit-blocks-settings-ai',
	'limit-scope': 'user',
	'next-reset': '2026-12-01',
	'user-allowed': true,
	'not-allowed-message': '',
	'is-playground-visible': true,
	responder: 'server',
};

beforeEach( () => {
	mockFetch.mockReset();
} );

describe( 'readFeature', () => {
	it( 'reads the kebab-case fields into camelCase', () => {
		expect( readFeature( SERVER_FEATURE ) ).toEqual( {
			hasFeature: false,
			isOverLimit: false,
			requestsCount: 18,
			requestsLimit: 20,
			siteRequireUpgrade: false,
			errorMessage: '',
			errorCode: '',
			upgradeType: 'default',
			checkoutUrl:
				'http://site.test/wp-admin/options-general.php?page=orbit-blocks#orbit-blocks-settings-ai',
			limitScope: 'user',
			nextReset: '2026-12-01',
			userAllowed: true,
			notAllowedMessage: '',
			isPlaygroundVisible: true,
			responder: 'server',
		} );
	} );

	it( 'defaults what is missing or wrong: limit 20, upgrade type default', () => {
		expect( readFeature( null ) ).toEqual( DEFAULT_FEATURE );
		expect( readFeature( {} ).requestsLimit ).toBe( 20 );
		expect(
			readFeature( {
				'requests-limit': 'x',
				'requests-count': -1,
				'upgrade-type': '',
				'has-feature': 'yes',
			} )
		).toMatchObject( {
			requestsLimit: 20,
			requestsCount: 0,
			upgradeType: 'default',
			hasFeature: false,
		} );
		expect( readFeature( { 'upgrade-type': 'vip' } ).upgradeType ).toBe(
			'vip'
		);
	} );
} );

/** The feature state once `feature` is stored and five requests are counted. */
const afterFiveRequests = ( feature: Record< string, unknown > ) =>
	reducer(
		reducer( INITIAL_STATE, {
			type: 'STORE_AI_ASSISTANT_FEATURE',
			feature,
		} ),
		{ type: 'INCREASE_AI_ASSISTANT_REQUESTS_COUNT', count: 5 }
	);

describe( 'the orbit-blocks/ai store', () => {
	it( 'is named orbit-blocks/ai', () => {
		expect( AI_STORE ).toBe( 'orbit-blocks/ai' );
		expect( store.name ).toBe( 'orbit-blocks/ai' );
	} );

	it( 'loads the feature status once, with a cache-buster, when first read', async () => {
		mockFetch.mockResolvedValue( SERVER_FEATURE );
		const registry = freshRegistry( store );
		expect(
			registry.select( store ).getAiAssistantFeature().requestsLimit
		).toBe( 20 );
		const feature = await registry
			.resolveSelect( store )
			.getAiAssistantFeature();
		expect( feature.requestsCount ).toBe( 18 );
		expect( registry.select( store ).isAiAssistantFeatureLoaded() ).toBe(
			true
		);
		registry.select( store ).getAiAssistantFeature();
		expect( mockFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockFetch.mock.calls[ 0 ][ 0 ].path ).toMatch(
			/^\/wpcom\/v2\/ai\/ai-assistant-feature\?_cacheBuster=\d+$/
		);
	} );

	it( 'keeps the defaults and records the message when the load fails', async () => {
		mockFetch.mockRejectedValue( { message: 'Nope', code: 'x' } );
		const registry = freshRegistry( store );
		await registry.resolveSelect( store ).getAiAssistantFeature();
		expect(
			registry.select( store ).getAiAssistantFeatureFetchError()
		).toBe( 'Nope' );
		expect( registry.select( store ).getAiAssistantFeature() ).toEqual(
			DEFAULT_FEATURE
		);
		expect( registry.select( store ).isAiAssistantFeatureLoaded() ).toBe(
			false
		);
	} );

	it( 'fetchAiAssistantFeature loads again', async () => {
		mockFetch.mockResolvedValueOnce( SERVER_FEATURE );
		mockFetch.mockResolvedValueOnce( {
			...SERVER_FEATURE,
			'requests-count': 20,
			'is-over-limit': true,
		} );
		const registry = freshRegistry( store );
		await registry.resolveSelect( store ).getAiAssistantFeature();
		await registry.dispatch( store ).fetchAiAssistantFeature();
		expect(
			registry.select( store ).getAiAssistantFeature()
		).toMatchObject( { requestsCount: 20, isOverLimit: true } );
		expect( registry.select( store ).requiresAiUpgrade() ).toBe( true );
	} );

	it( 'counts requests and flips over-limit and require-upgrade at the limit', async () => {
		mockFetch.mockResolvedValue( SERVER_FEATURE );
		const registry = freshRegistry( store );
		await registry.resolveSelect( store ).getAiAssistantFeature();
		registry.dispatch( store ).increaseAiAssistantRequestsCount();
		expect(
			registry.select( store ).getAiAssistantFeature()
		).toMatchObject( {
			requestsCount: 19,
			isOverLimit: false,
			siteRequireUpgrade: false,
		} );
		registry.dispatch( store ).increaseAiAssistantRequestsCount();
		expect(
			registry.select( store ).getAiAssistantFeature()
		).toMatchObject( {
			requestsCount: 20,
			isOverLimit: true,
			siteRequireUpgrade: true,
		} );
		expect( registry.select( store ).requiresAiUpgrade() ).toBe( true );
	} );

	it( 'the offline responder’s answers never count', () => {
		const state = afterFiveRequests( {
			responder: 'offline',
			requestsCount: 19,
			requestsLimit: 20,
		} );
		expect( state.feature ).toMatchObject( {
			requestsCount: 19,
			isOverLimit: false,
		} );
	} );

	it( 'starts from the status the editor state carries, with no request', () => {
		window.orbitBlocksEditorState = {
			aiFeature: { 'is-over-limit': true, 'limit-scope': 'site' },
		};
		try {
			const state = reducer( undefined, {
				type: 'FETCH_AI_ASSISTANT_FEATURE_START',
			} );
			expect( state.feature ).toMatchObject( {
				isOverLimit: true,
				limitScope: 'site',
			} );
			expect( mockFetch ).not.toHaveBeenCalled();
		} finally {
			delete window.orbitBlocksEditorState;
		}
	} );

	it( 'a site with the feature has no limit', () => {
		const state = afterFiveRequests( {
			hasFeature: true,
			requestsCount: 19,
			requestsLimit: 20,
		} );
		expect( state.feature ).toMatchObject( {
			requestsCount: 24,
			isOverLimit: false,
			siteRequireUpgrade: false,
		} );
	} );

	it( 'setAiAssistantFeatureRequireUpgrade sets and lifts the upgrade flag', () => {
		mockFetch.mockResolvedValue( {} );
		const registry = freshRegistry( store );
		registry.dispatch( store ).setAiAssistantFeatureRequireUpgrade( true );
		expect(
			registry.select( store ).getAiAssistantFeature()
		).toMatchObject( { siteRequireUpgrade: true, isOverLimit: true } );
		registry.dispatch( store ).setAiAssistantFeatureRequireUpgrade( false );
		expect( registry.select( store ).requiresAiUpgrade() ).toBe( false );
	} );
} );
