// @ts-check
/**
 * Connects the logged-in user's account (AI needs it, spec 1 section 6),
 * as the reconnect banner does: registers the site if needed (from an
 * editor page, which holds the registration nonce), then approves on the
 * authorization page. Leaves the page on wp-admin. Plain JavaScript so that
 * the bench (tests/bench/, Node without TypeScript) shares it with the e2e
 * tests.
 *
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<void>}             openEditor opens a new post in the editor
 */
export async function connectAccountFromEditor( page, openEditor ) {
	await openEditor();
	const authorizeUrl = await page.evaluate( async () => {
		const w = /** @type {any} */ ( window );
		const answer = await w.wp.apiFetch( {
			path: '/jetpack/v4/connection/register',
			method: 'POST',
			data: {
				registration_nonce: w.orbitBlocksEditorState.registrationNonce,
				redirect_uri: `${ w.location.origin }/wp-admin/`,
			},
		} );
		return /** @type {string} */ ( answer.authorizeUrl );
	} );
	await page.goto( authorizeUrl );
	await page.getByRole( 'button', { name: 'Approve', exact: true } ).click();
	await page.waitForURL( /\/wp-admin\/$/, { waitUntil: 'domcontentloaded' } );
}
