/**
 * The connection client (spec 1 section 7, "Connection client under
 * /{ns4}/"): every call as a typed method over the transport of request.ts.
 * Paths are relative to the plugin's namespace, jetpack/v4.
 */
import { createTransport, type RequestOptions } from './request';
import type {
	AuthorizeUrlResponse,
	ConnectedPlugin,
	ConnectionData,
	ConnectionStatus,
	ModuleActivationResponse,
	ModuleList,
} from './types';

export const CONNECTION_NAMESPACE = 'jetpack/v4';

export interface RegisterSiteArgs {
	registrationNonce: string;
	redirectUri: string;
	pluginSlug?: string;
}

export interface PluginStatusArgs {
	slug: string;
	status: 'active' | 'inactive';
	source?: string;
}

export function createConnectionClient( options: RequestOptions = {} ) {
	const transport = createTransport( options );
	const get = < T = unknown >(
		path: string,
		query?: Parameters< typeof transport.get >[ 1 ]
	) => transport.get< T >( `${ CONNECTION_NAMESPACE }/${ path }`, query );
	const post = < T = unknown >( path: string, body?: unknown ) =>
		transport.post< T >( `${ CONNECTION_NAMESPACE }/${ path }`, body );

	return {
		// Connection and registration.
		registerSite: ( {
			registrationNonce,
			redirectUri,
			pluginSlug = 'orbit-blocks',
		}: RegisterSiteArgs ) =>
			post< AuthorizeUrlResponse >( 'connection/register', {
				registration_nonce: registrationNonce,
				no_iframe: true,
				plugin_slug: pluginSlug,
				redirect_uri: redirectUri,
			} ),
		fetchAuthorizationUrl: ( redirectUri: string ) =>
			get< AuthorizeUrlResponse >( 'connection/authorize_url', {
				no_iframe: '1',
				redirect_uri: redirectUri,
			} ),
		fetchSiteConnectionStatus: () =>
			get< ConnectionStatus >( 'connection' ),
		fetchSiteConnectionData: () =>
			get< ConnectionData >( 'connection/data' ),
		fetchSiteConnectionTest: () => get( 'connection/test' ),
		fetchConnectUrl: () => get< string >( 'connection/url' ),
		fetchConnectedPlugins: () =>
			get< ConnectedPlugin[] >( 'connection/plugins' ),
		disconnectSite: () => post( 'connection', { isActive: false } ),
		unlinkUser: () => post( 'connection/user', { linked: false } ),
		reconnect: () => post( 'connection/reconnect' ),

		// Tracking.
		fetchTrackingSettings: () => get( 'tracking/settings' ),
		updateTrackingSettings: ( settings: Record< string, unknown > ) =>
			post( 'tracking/settings', settings ),

		// Modules.
		fetchModules: () => get< ModuleList >( 'module/all' ),
		fetchModule: ( slug: string ) => get( `module/${ slug }` ),
		updateModuleOptions: (
			slug: string,
			moduleOptions: Record< string, unknown >
		) => post( `module/${ slug }`, moduleOptions ),
		setModuleActive: ( slug: string, active: boolean ) =>
			post< ModuleActivationResponse >( `module/${ slug }/active`, {
				active,
			} ),
		fetchProtectData: () => get( 'module/protect/data' ),
		fetchVaultPressData: () => get( 'vaultpress/data' ),
		fetchAkismetData: () => get( 'akismet/data' ),
		/** The saved key (GET), or a typed one (POST api_key). */
		checkAkismetKey: ( apiKey?: string ) =>
			apiKey === undefined
				? get( 'akismet/key/check' )
				: post( 'akismet/key/check', { api_key: apiKey } ),
		fetchStatsData: ( range: string ) => get( 'stats/data', { range } ),

		// Settings and options.
		fetchSettings: () => get( 'settings' ),
		updateSettings: ( settings: Record< string, unknown > ) =>
			post( 'settings', settings ),
		resetOptions: ( name: string ) =>
			post( `options/${ name }`, { reset: true } ),

		// Plugins.
		fetchPlugins: () => get( 'plugins' ),
		updatePlugin: ( { slug, status, source }: PluginStatusArgs ) =>
			post( 'plugins', { slug, status, source } ),
		fetchPluginUpdates: () => get( 'updates/plugins' ),

		// Plans, site and purchases.
		fetchPlans: () => get( 'plans' ),
		fetchSiteData: () => get( 'site' ),
		fetchSiteFeatures: () => get( 'site/features' ),
		fetchSiteProducts: () => get( 'site/products' ),
		fetchSitePurchases: () => get( 'site/purchases' ),
		fetchSiteBenefits: () => get( 'site/benefits' ),
		fetchSiteDiscount: () => get( 'site/discount' ),
		fetchBackupUndoEvent: () => get( 'site/backup/undo-event' ),

		// Setup and recommendations.
		fetchSetupQuestionnaire: () => get( 'setup/questionnaire' ),
		saveSetupQuestionnaire: ( answers: Record< string, unknown > ) =>
			post( 'setup/questionnaire', answers ),
		fetchRecommendationsData: () => get( 'recommendations/data' ),
		saveRecommendationsData: ( data: Record< string, unknown > ) =>
			post( 'recommendations/data', { data } ),
		saveRecommendationsStep: ( step: string ) =>
			post( 'recommendations/step', { step } ),
		fetchRecommendationsProductSuggestions: () =>
			get( 'recommendations/product-suggestions' ),
		fetchRecommendationsUpsell: () => get( 'recommendations/upsell' ),
		fetchRecommendationsConditional: () =>
			get( 'recommendations/conditional' ),

		// Products, backups and security.
		fetchProducts: () => get( 'products' ),
		fetchRewindStatus: () => get( 'rewind' ),
		fetchScanStatus: () => get( 'scan' ),

		// Notices, offers, verification, survey.
		dismissNotice: ( id: string ) =>
			post( `notice/${ id }`, { dismissed: true } ),
		fetchIntroOffers: () => get( 'intro-offers' ),
		fetchVerifySiteGoogleStatus: ( keyringId?: number ) =>
			get(
				keyringId === undefined
					? 'verify-site/google'
					: `verify-site/google/${ keyringId }`
			),
		verifySiteGoogle: ( keyringId: number ) =>
			post( 'verify-site/google', { keyring_id: keyringId } ),
		submitSurvey: ( answers: Record< string, unknown > ) =>
			post( 'marketing/survey', answers ),

		// Licensing.
		updateLicensingError: ( error: Record< string, unknown > ) =>
			post( 'licensing/error', error ),
		updateLicenseKey: ( license: string ) =>
			post( 'licensing/set-license', { license } ),
		fetchUserLicensesCounts: () => get( 'licensing/user/counts' ),
		fetchUserLicenses: () => get( 'licensing/user/licenses' ),
		dismissLicenseActivationNotice: ( lastDetachedCount: number ) =>
			post( 'licensing/user/activation-notice-dismiss', {
				last_detached_count: lastDetachedCount,
			} ),
		attachLicenses: ( licenses: string[] ) =>
			post( 'licensing/attach-licenses', { licenses } ),

		// Identity crisis (the site's URL changed).
		confirmIdentityCrisisSafeMode: () =>
			post( 'identity-crisis/confirm-safe-mode' ),
		startIdentityCrisisFresh: ( redirectUri: string ) =>
			post( 'identity-crisis/start-fresh', {
				redirect_uri: redirectUri,
			} ),
		migrateIdentityCrisis: () => post( 'identity-crisis/migrate' ),

		// Search.
		fetchSearchPlanInfo: () => get( 'search/plan' ),
		fetchSearchSettings: () => get( 'search/settings' ),
		updateSearchSettings: ( settings: Record< string, unknown > ) =>
			post( 'search/settings', settings ),
		fetchSearchStats: () => get( 'search/stats' ),
		fetchSearchPricing: () => get( 'search/pricing' ),

		// Firewall, ads, migration, WooCommerce modal.
		fetchWafSettings: () => get( 'waf' ),
		updateWafSettings: ( settings: Record< string, unknown > ) =>
			post( 'waf', settings ),
		fetchWordAdsSettings: () => get( 'wordads/settings' ),
		updateWordAdsSettings: ( settings: Record< string, unknown > ) =>
			post( 'wordads/settings', settings ),
		fetchMigrationStatus: () => get( 'migration/status' ),
		setHasSeenWcConnectionModal: () => post( 'seen-wc-connection-modal' ),
	};
}

export type ConnectionClient = ReturnType< typeof createConnectionClient >;
