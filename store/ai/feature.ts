/**
 * The AI assistant's feature status (spec 1 section 3) as GET
 * wpcom/v2/ai/ai-assistant-feature answers it (kebab-case keys), read into
 * camelCase with defaults (spec 1 section 9: limit 20, upgrade type default).
 * The limits are the site owner's (Settings → Orbit Blocks,
 * php-stubs/includes/ai/policy.php); the editor state carries the status
 * the page was built with (aiFeature), so an over-limit banner shows at once.
 */
import { addQueryArgs } from '@wordpress/url';
import { DEFAULT_REQUESTS_LIMIT } from '../../shared/ai/constants';

export const FEATURE_PATH = '/wpcom/v2/ai/ai-assistant-feature';

/** GET ai-assistant-feature with the cache-buster every GET carries (spec 1 section 7). */
export function featurePath(): string {
	return addQueryArgs( FEATURE_PATH, { _cacheBuster: Date.now() } );
}

export type UpgradeType = 'default' | 'vip' | ( string & {} );

export interface AiFeature {
	/** No monthly limit applies to this user: nothing nudges about quotas. */
	hasFeature: boolean;
	isOverLimit: boolean;
	requestsCount: number;
	requestsLimit: number;
	siteRequireUpgrade: boolean;
	errorMessage: string;
	errorCode: string;
	upgradeType: UpgradeType;
	/**
	 * Where the over-limit banner's button leads an administrator: the AI
	 * card of Settings → Orbit Blocks ('' for everyone else).
	 */
	checkoutUrl: string;
	/** Which limit the count is against: 'user', 'site', or '' (none set). */
	limitScope: 'user' | 'site' | '';
	/** When the monthly counts start again (Y-m-d, the site's time zone). */
	nextReset: string;
	/** The site's policy lets this user use AI (not turned off for them or their role). */
	userAllowed: boolean;
	/** Why not, in words, when userAllowed is false. */
	notAllowedMessage: string;
	/** The server flag behind the AI Playground panel. */
	isPlaygroundVisible: boolean;
	/** 'offline' when the local offline responder answers queries, else 'server'. */
	responder: 'offline' | 'server';
}

export const DEFAULT_FEATURE: AiFeature = {
	hasFeature: false,
	isOverLimit: false,
	requestsCount: 0,
	requestsLimit: DEFAULT_REQUESTS_LIMIT,
	siteRequireUpgrade: false,
	errorMessage: '',
	errorCode: '',
	upgradeType: 'default',
	checkoutUrl: '',
	limitScope: '',
	nextReset: '',
	userAllowed: true,
	notAllowedMessage: '',
	isPlaygroundVisible: false,
	responder: 'server',
};

const bool = ( value: unknown, fallback: boolean ) =>
	typeof value === 'boolean' ? value : fallback;
const num = ( value: unknown, fallback: number ) => {
	const n = typeof value === 'string' ? Number( value ) : value;
	return typeof n === 'number' && Number.isFinite( n ) && n >= 0
		? n
		: fallback;
};
const str = ( value: unknown, fallback: string ) =>
	typeof value === 'string' ? value : fallback;

/** The response's fields, each checked, missing ones at their default. */
export function readFeature( response: unknown ): AiFeature {
	const raw = (
		response && typeof response === 'object' ? response : {}
	) as Record< string, unknown >;
	const d = DEFAULT_FEATURE;
	return {
		hasFeature: bool( raw[ 'has-feature' ], d.hasFeature ),
		isOverLimit: bool( raw[ 'is-over-limit' ], d.isOverLimit ),
		requestsCount: num( raw[ 'requests-count' ], d.requestsCount ),
		requestsLimit: num( raw[ 'requests-limit' ], d.requestsLimit ),
		siteRequireUpgrade: bool(
			raw[ 'site-require-upgrade' ],
			d.siteRequireUpgrade
		),
		errorMessage: str( raw[ 'error-message' ], d.errorMessage ),
		errorCode: str( raw[ 'error-code' ], d.errorCode ),
		upgradeType: str( raw[ 'upgrade-type' ], d.upgradeType ) || 'default',
		checkoutUrl: str( raw[ 'checkout-url' ], d.checkoutUrl ),
		limitScope:
			raw[ 'limit-scope' ] === 'user' || raw[ 'limit-scope' ] === 'site'
				? raw[ 'limit-scope' ]
				: d.limitScope,
		nextReset: str( raw[ 'next-reset' ], d.nextReset ),
		userAllowed: bool( raw[ 'user-allowed' ], d.userAllowed ),
		notAllowedMessage: str(
			raw[ 'not-allowed-message' ],
			d.notAllowedMessage
		),
		isPlaygroundVisible: bool(
			raw[ 'is-playground-visible' ],
			d.isPlaygroundVisible
		),
		responder: raw.responder === 'offline' ? 'offline' : 'server',
	};
}
