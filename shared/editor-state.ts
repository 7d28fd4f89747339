/**
 * Editor state that the host plugin prints before the editor script
 * (window.orbitBlocksEditorState, see php-stubs/includes/editor-assets.php).
 */
export interface AvailableBlock {
	available: boolean;
	unavailable_reason?: string;
	details?: Record< string, unknown >;
}

export interface EditorState {
	siteType: 'simple' | 'atomic' | 'jetpack';
	plan: { product_slug: string; product_name_short: string } | null;
	connection: {
		isRegistered: boolean;
		isUserConnected: boolean;
		hasConnectedOwner: boolean;
	};
	availableBlocks: Record< string, AvailableBlock >;
	betaBlocks: boolean;
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
};

export function getEditorState(): EditorState {
	const fromHost =
		typeof window !== 'undefined'
			? window.orbitBlocksEditorState
			: undefined;
	return { ...DEFAULT_STATE, ...( fromHost ?? {} ) };
}
