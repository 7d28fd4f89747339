/**
 * The site's state that specs set up and clean up through the plugin's own
 * REST routes (as an administrator, with WordPress's RequestUtils).
 */
import type { Page } from '@playwright/test';
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

/**
 * Publishes a post holding `content` as it was saved (by the incumbent
 * plugin, say) without passing through the editor, dated now, and opens it
 * as a visitor would on `page`. Gives the post.
 */
export async function visitSavedPost(
	requestUtils: RequestUtils,
	page: Page,
	title: string,
	content: string
): Promise< { id: number } > {
	const post = await requestUtils.createPost( {
		title,
		content,
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	await page.goto( `/?p=${ post.id }` );
	return post;
}
