/**
 * Signing a user in as a visitor does: through wp-login.php's form, then
 * asking WordPress for the REST nonce of that session. Used by the suites
 * that run on a real site without the test's stored admin state (the zip,
 * hostile and findings suites).
 */
import type { APIRequestContext, Page } from '@playwright/test';

/** Fills and sends wp-login.php's form in `page`, and waits for wp-admin. */
export async function logInThroughForm(
	page: Page,
	user: { username: string; password: string }
): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user.username );
	await page.locator( '#user_pass' ).fill( user.password );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /wp-admin/ );
}

/** The REST nonce WordPress gives the user signed in on `request`. */
export async function restNonce(
	request: APIRequestContext
): Promise< string > {
	const answer = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	return ( await answer.text() ).trim();
}
