import { createConnectionClient, type ConnectionClient } from '../client';
import { fakeFetch } from './fake-fetch';
import { installPageApiFetch } from './page-api-fetch';

const ROOT = 'https://site.test/wp-json/';
const NOW = 1700000000000;

function clientWith( root = ROOT ) {
	const fake = fakeFetch();
	window.fetch = fake.fetch;
	const client = createConnectionClient( {
		apiFetch: installPageApiFetch( root, 'n0nce' ),
		now: () => NOW,
	} );
	return { client, calls: fake.calls };
}

type Row = [
	keyof ConnectionClient,
	unknown[],
	'GET' | 'POST',
	string,
	( Record< string, unknown > | null )?,
];

// Every call of spec 1 section 7 "Connection client under /{ns4}/": method,
// arguments, HTTP method, route (with its query for GETs), body for POSTs.
const CALLS: Row[] = [
	[
		'registerSite',
		[ { registrationNonce: 'rn', redirectUri: 'https://site.test/back' } ],
		'POST',
		'connection/register',
		{
			registration_nonce: 'rn',
			no_iframe: true,
			plugin_slug: 'orbit-blocks',
			redirect_uri: 'https://site.test/back',
		},
	],
	[
		'fetchAuthorizationUrl',
		[ 'https://site.test/back' ],
		'GET',
		'connection/authorize_url?no_iframe=1&redirect_uri=https%3A%2F%2Fsite.test%2Fback',
	],
	[ 'fetchSiteConnectionStatus', [], 'GET', 'connection' ],
	[ 'fetchSiteConnectionData', [], 'GET', 'connection/data' ],
	[ 'fetchSiteConnectionTest', [], 'GET', 'connection/test' ],
	[ 'fetchConnectUrl', [], 'GET', 'connection/url' ],
	[ 'fetchConnectedPlugins', [], 'GET', 'connection/plugins' ],
	[ 'disconnectSite', [], 'POST', 'connection', { isActive: false } ],
	[ 'unlinkUser', [], 'POST', 'connection/user', { linked: false } ],
	[ 'reconnect', [], 'POST', 'connection/reconnect', {} ],
	[ 'fetchTrackingSettings', [], 'GET', 'tracking/settings' ],
	[
		'updateTrackingSettings',
		[ { tracks_opt_out: true } ],
		'POST',
		'tracking/settings',
		{ tracks_opt_out: true },
	],
	[ 'fetchModules', [], 'GET', 'module/all' ],
	[ 'fetchModule', [ 'markdown' ], 'GET', 'module/markdown' ],
	[
		'updateModuleOptions',
		[ 'stats', { admin_bar: false } ],
		'POST',
		'module/stats',
		{ admin_bar: false },
	],
	[
		'setModuleActive',
		[ 'markdown', true ],
		'POST',
		'module/markdown/active',
		{ active: true },
	],
	[ 'fetchProtectData', [], 'GET', 'module/protect/data' ],
	[ 'fetchVaultPressData', [], 'GET', 'vaultpress/data' ],
	[ 'fetchAkismetData', [], 'GET', 'akismet/data' ],
	[ 'checkAkismetKey', [], 'GET', 'akismet/key/check' ],
	[
		'checkAkismetKey',
		[ 'abc123' ],
		'POST',
		'akismet/key/check',
		{ api_key: 'abc123' },
	],
	[ 'fetchStatsData', [ 'week' ], 'GET', 'stats/data?range=week' ],
	[ 'fetchSettings', [], 'GET', 'settings' ],
	[
		'updateSettings',
		[ { carousel: true } ],
		'POST',
		'settings',
		{ carousel: true },
	],
	[
		'resetOptions',
		[ 'options' ],
		'POST',
		'options/options',
		{ reset: true },
	],
	[ 'fetchPlugins', [], 'GET', 'plugins' ],
	[
		'updatePlugin',
		[ { slug: 'akismet', status: 'active', source: 'editor' } ],
		'POST',
		'plugins',
		{ slug: 'akismet', status: 'active', source: 'editor' },
	],
	[ 'fetchPluginUpdates', [], 'GET', 'updates/plugins' ],
	[ 'fetchPlans', [], 'GET', 'plans' ],
	[ 'fetchSiteData', [], 'GET', 'site' ],
	[ 'fetchSiteFeatures', [], 'GET', 'site/features' ],
	[ 'fetchSiteProducts', [], 'GET', 'site/products' ],
	[ 'fetchSitePurchases', [], 'GET', 'site/purchases' ],
	[ 'fetchSiteBenefits', [], 'GET', 'site/benefits' ],
	[ 'fetchSiteDiscount', [], 'GET', 'site/discount' ],
	[ 'fetchBackupUndoEvent', [], 'GET', 'site/backup/undo-event' ],
	[ 'fetchSetupQuestionnaire', [], 'GET', 'setup/questionnaire' ],
	[
		'saveSetupQuestionnaire',
		[ { goal: 'shop' } ],
		'POST',
		'setup/questionnaire',
		{ goal: 'shop' },
	],
	[ 'fetchRecommendationsData', [], 'GET', 'recommendations/data' ],
	[
		'saveRecommendationsData',
		[ { site_type: 'blog' } ],
		'POST',
		'recommendations/data',
		{ data: { site_type: 'blog' } },
	],
	[
		'saveRecommendationsStep',
		[ 'summary' ],
		'POST',
		'recommendations/step',
		{ step: 'summary' },
	],
	[
		'fetchRecommendationsProductSuggestions',
		[],
		'GET',
		'recommendations/product-suggestions',
	],
	[ 'fetchRecommendationsUpsell', [], 'GET', 'recommendations/upsell' ],
	[
		'fetchRecommendationsConditional',
		[],
		'GET',
		'recommendations/conditional',
	],
	[ 'fetchProducts', [], 'GET', 'products' ],
	[ 'fetchRewindStatus', [], 'GET', 'rewind' ],
	[ 'fetchScanStatus', [], 'GET', 'scan' ],
	[
		'dismissNotice',
		[ 'welcome' ],
		'POST',
		'notice/welcome',
		{ dismissed: true },
	],
	[ 'fetchIntroOffers', [], 'GET', 'intro-offers' ],
	[ 'fetchVerifySiteGoogleStatus', [], 'GET', 'verify-site/google' ],
	[ 'fetchVerifySiteGoogleStatus', [ 42 ], 'GET', 'verify-site/google/42' ],
	[
		'verifySiteGoogle',
		[ 42 ],
		'POST',
		'verify-site/google',
		{ keyring_id: 42 },
	],
	[
		'submitSurvey',
		[ { reason: 'other' } ],
		'POST',
		'marketing/survey',
		{ reason: 'other' },
	],
	[
		'updateLicensingError',
		[ { error: 'x' } ],
		'POST',
		'licensing/error',
		{ error: 'x' },
	],
	[
		'updateLicenseKey',
		[ 'KEY-1' ],
		'POST',
		'licensing/set-license',
		{ license: 'KEY-1' },
	],
	[ 'fetchUserLicensesCounts', [], 'GET', 'licensing/user/counts' ],
	[ 'fetchUserLicenses', [], 'GET', 'licensing/user/licenses' ],
	[
		'dismissLicenseActivationNotice',
		[ 3 ],
		'POST',
		'licensing/user/activation-notice-dismiss',
		{ last_detached_count: 3 },
	],
	[
		'attachLicenses',
		[ [ 'A', 'B' ] ],
		'POST',
		'licensing/attach-licenses',
		{ licenses: [ 'A', 'B' ] },
	],
	[
		'confirmIdentityCrisisSafeMode',
		[],
		'POST',
		'identity-crisis/confirm-safe-mode',
		{},
	],
	[
		'startIdentityCrisisFresh',
		[ 'https://site.test/back' ],
		'POST',
		'identity-crisis/start-fresh',
		{ redirect_uri: 'https://site.test/back' },
	],
	[ 'migrateIdentityCrisis', [], 'POST', 'identity-crisis/migrate', {} ],
	[ 'fetchSearchPlanInfo', [], 'GET', 'search/plan' ],
	[ 'fetchSearchSettings', [], 'GET', 'search/settings' ],
	[
		'updateSearchSettings',
		[ { instant: true } ],
		'POST',
		'search/settings',
		{ instant: true },
	],
	[ 'fetchSearchStats', [], 'GET', 'search/stats' ],
	[ 'fetchSearchPricing', [], 'GET', 'search/pricing' ],
	[ 'fetchWafSettings', [], 'GET', 'waf' ],
	[
		'updateWafSettings',
		[ { jetpack_waf_ip_list: true } ],
		'POST',
		'waf',
		{ jetpack_waf_ip_list: true },
	],
	[ 'fetchWordAdsSettings', [], 'GET', 'wordads/settings' ],
	[
		'updateWordAdsSettings',
		[ { ccpa: true } ],
		'POST',
		'wordads/settings',
		{ ccpa: true },
	],
	[ 'fetchMigrationStatus', [], 'GET', 'migration/status' ],
	[
		'setHasSeenWcConnectionModal',
		[],
		'POST',
		'seen-wc-connection-modal',
		{},
	],
];

describe( 'connection client requests', () => {
	it( 'covers every method of the client', () => {
		const { client } = clientWith();
		const tested = new Set( CALLS.map( ( [ name ] ) => name ) );
		expect(
			Object.keys( client ).filter(
				( n ) => ! tested.has( n as keyof ConnectionClient )
			)
		).toEqual( [] );
	} );

	it.each( CALLS )(
		'%s(%j) sends %s jetpack/v4/%s',
		async ( name, args, method, route, body = null ) => {
			const { client, calls } = clientWith();
			await (
				client[ name ] as ( ...a: unknown[] ) => Promise< unknown >
			 )( ...args );
			expect( calls ).toHaveLength( 1 );
			const [ call ] = calls;
			expect( call.method ).toBe( method );
			expect( call.headers[ 'X-WP-Nonce' ] ).toBe( 'n0nce' );
			expect( call.headers[ 'X-WP-API-Fetch-From-Editor' ] ).toBe(
				'true'
			);
			const isGet = method === 'GET';
			const separator = route.includes( '?' ) ? '&' : '?';
			// _locale=user comes from apiFetch's own middleware.
			expect( call.url ).toBe(
				isGet
					? `${ ROOT }jetpack/v4/${ route }${ separator }_cacheBuster=${ NOW }&_locale=user`
					: `${ ROOT }jetpack/v4/${ route }?_locale=user`
			);
			expect( call.headers[ 'Content-Type' ] ).toBe(
				isGet ? undefined : 'application/json'
			);
			expect( call.body ).toEqual( isGet ? undefined : body );
		}
	);

	it( 'puts the route inside rest_route when the site has plain permalinks', async () => {
		const { client, calls } = clientWith(
			'https://site.test/index.php?rest_route=/'
		);
		await client.fetchSiteConnectionStatus();
		const url = new URL( calls[ 0 ].url );
		expect( url.searchParams.get( 'rest_route' ) ).toBe(
			'/jetpack/v4/connection'
		);
		expect( url.searchParams.get( '_cacheBuster' ) ).toBe( String( NOW ) );
	} );

	it( 'returns the parsed JSON body', async () => {
		window.fetch = fakeFetch( [
			{ body: '{"authorizeUrl":"https://site.test/approve"}' },
		] ).fetch;
		const client = createConnectionClient( {
			apiFetch: installPageApiFetch( ROOT ),
		} );
		await expect(
			client.fetchAuthorizationUrl( 'https://site.test/' )
		).resolves.toEqual( { authorizeUrl: 'https://site.test/approve' } );
	} );
} );
