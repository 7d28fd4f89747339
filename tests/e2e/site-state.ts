/**
 * The site's state that specs set up and clean up through the plugin's own
 * REST routes (as an administrator, with WordPress's RequestUtils).
 */
import type { Page } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

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

/**
 * Saves a new post as `user` through the REST API, as that user's editor
 * would (WordPress's kses cleans the content of a user without
 * unfiltered_html), and gives the post as stored (context edit: its status
 * and raw content).
 */
export async function savePostAs(
	user: { username: string; password: string },
	data: Record< string, unknown >
): Promise< { id: number; status: string; content: { raw: string } } > {
	const asUser = await RequestUtils.setup( {
		user: { username: user.username, password: user.password },
	} );
	const post = await asUser.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data,
	} );
	const saved = await asUser.rest( {
		path: `/wp/v2/posts/${ post.id }`,
		params: { context: 'edit' },
	} );
	await asUser.request.dispose();
	return saved;
}
