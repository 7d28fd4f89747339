/**
 * Logs in as admin/password through wp-login.php (not Playground's
 * auto-login redirect, which disturbs a test browser's cookies), stores the
 * session for every test, and starts from a site with no posts and no
 * welcome guide; makes the screenshot folder.
 */
import fs from 'fs';
import { request } from '@playwright/test';
import type { FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { SHOTS } from './orbit-blocks';

export default async function globalSetup( config: FullConfig ) {
	fs.mkdirSync( SHOTS, { recursive: true } );
	const { baseURL, storageState } = config.projects[ 0 ].use;
	const storageStatePath =
		typeof storageState === 'string' ? storageState : undefined;
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath,
	} );
	await requestUtils.setupRest();
	await requestUtils.deleteAllPosts();
	// The welcome guide would cover the editor; turn it off on the server so
	// that no page load can race it.
	await requestUtils.rest( {
		method: 'PUT',
		path: '/wp/v2/users/me',
		data: {
			meta: {
				persisted_preferences: {
					'core/edit-post': {
						welcomeGuide: false,
						fullscreenMode: false,
					},
					_modified: new Date().toISOString(),
				},
			},
		},
	} );
	await requestContext.dispose();
}
