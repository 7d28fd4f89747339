/**
 * Whether the site has set up a service (Settings → Orbit Blocks), as the
 * host tells the editor (booleans only, never a key), and where that screen
 * is. A block whose service is missing says so (missing-setting-notice.tsx).
 */
import { getEditorState } from './editor-state';

export function isServiceConfigured( name: string ): boolean {
	return getEditorState().configured?.[ name ] === true;
}

/** The settings screen's address; '' when the host did not give one. */
export function settingsUrl(): string {
	return getEditorState().settingsUrl ?? '';
}

/** Whether the current user may change the site's settings. */
export function canManageSettings(): boolean {
	return getEditorState().user?.canManageOptions === true;
}
