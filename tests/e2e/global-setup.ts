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
import { quietEditorFor } from './quiet-editor.mjs';

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
	await quietEditorFor( requestUtils );
	await requestContext.dispose();
}
