/**
 * Editor state that the host plugin prints before the editor script
 * (window.orbitBlocksEditorState, see php-stubs/includes/editor-assets.php).
 */
import type { ConnectionStatus } from './connection-api/types';

export interface AvailableBlock {
	available: boolean;
	unavailable_reason?: string;
	details?: Record< string, unknown >;
}

export interface EditorState {
	siteType: 'simple' | 'atomic' | 'jetpack';
	plan: { product_slug: string; product_name_short: string } | null;
	/** The connection status as GET jetpack/v4/connection answers it. */
	connection: Partial< ConnectionStatus >;
	availableBlocks: Record< string, AvailableBlock >;
	betaBlocks: boolean;
	/** REST root (pretty or ?rest_route= form) and the wp_rest nonce. */
	api: { root: string; nonce: string };
	/** Nonce the connection/register route checks (registration_nonce). */
	registrationNonce: string;
	/** The current user: their id, and the capabilities that change what the UI offers. */
	user: { id?: number; canManageOptions: boolean };
	/**
	 * This site: its home address and blog id (several sites share an origin
	 * on a subdirectory multisite), and its locale (get_locale(), e.g.
	 * `fr_FR`; in wp-admin `<html lang>` is the user's, not the site's).
	 */
	site: { homeUrl: string; blogId: number; locale?: string };
	/** Where tracking pixels go, and whether the user opted out. */
	tracking: { pixelUrl: string; optOut: boolean };
	/** Third-party services by name (shared/services.ts). */
	services: Record< string, ServiceConfig >;
	/**
	 * Which services the site has set up, by name (gif, maps, ai, …):
	 * booleans only (shared/service-settings.ts).
	 */
	configured: Record< string, boolean >;
	/** Settings → Orbit Blocks, where an administrator sets them up. */
	settingsUrl: string;
	/** Tools → Payments (Stripe), the site's payment records: administrators only, else ''. */
	paymentsUrl?: string;
	/**
	 * The video block's resumable uploads: the tus endpoint and the chunk
	 * size in bytes (php-stubs/includes/video-uploads/settings.php).
	 */
	videoUploads?: { endpoint: string; chunkSize: number };
	/**
	 * The AI feature status for this user as the page was built, in the
	 * shape of GET wpcom/v2/ai/ai-assistant-feature (store/ai/feature.ts).
	 */
	aiFeature?: Record< string, unknown >;
}

/** Where a third-party service is reached: base URL and public key. */
export interface ServiceConfig {
	url: string;
	key?: string;
}

declare global {
	interface Window {
		orbitBlocksEditorState?: Partial< EditorState >;
	}
}

const DEFAULT_STATE: EditorState = {
	siteType: 'jetpack',
	plan: null,
	connection: {
		isRegistered: false,
		isUserConnected: false,
		hasConnectedOwner: false,
	},
	availableBlocks: {},
	betaBlocks: false,
	api: { root: '/wp-json/', nonce: '' },
	registrationNonce: '',
	user: { canManageOptions: false },
	site: { homeUrl: '', blogId: 0, locale: '' },
	tracking: { pixelUrl: '', optOut: true },
	services: {},
	configured: {},
	settingsUrl: '',
};

export function getEditorState(): EditorState {
	const fromHost =
		typeof window !== 'undefined'
			? window.orbitBlocksEditorState
			: undefined;
	return { ...DEFAULT_STATE, ...( fromHost ?? {} ) };
}
