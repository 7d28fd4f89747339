/**
 * The site's state that specs set up and clean up through the plugin's own
 * REST routes (as an administrator, with WordPress's RequestUtils).
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/** Settings → Orbit Blocks: saves `fields` (an empty secret is kept). */
export function saveSettings(
	requestUtils: RequestUtils,
	fields: Record< string, unknown >
): Promise< unknown > {
	return requestUtils.rest( {
		method: 'POST',
		path: '/orbit-blocks/v1/settings',
		data: fields,
	} );
}

/** Disconnects the administrator's account (the connection route). */
export function disconnectAccount(
	requestUtils: RequestUtils
): Promise< unknown > {
	return requestUtils.rest( {
		method: 'POST',
		path: '/jetpack/v4/connection',
		data: { isActive: false },
	} );
}

/** Starts the AI request count afresh, whatever other tests spent. */
export function resetAiRequests(
	requestUtils: RequestUtils
): Promise< unknown > {
	return requestUtils.rest( {
		method: 'DELETE',
		path: '/wpcom/v2/ai/ai-assistant-feature',
	} );
}
