// @ts-check
/**
 * What the bench's parts share about the browser: Debian's Chromium with the
 * flags that keep it quiet (no sandbox, which root needs here; no first-run
 * pages, background requests or component updates), and logging in to a
 * site through wp-login.php.
 */
import { chromium } from '@playwright/test';

/**
 * @param {string[]} [extraArgs] more flags; without them, no GPU
 * @return {Promise<import('@playwright/test').Browser>} the browser
 */
export function launchBenchBrowser( extraArgs = [ '--disable-gpu' ] ) {
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			...extraArgs,
		],
	} );
}

/**
 * Logs the context in through wp-login.php (nothing to do when the site has
 * logged it in already). A busy machine's WordPress may take longer than
 * Playwright's 30 s, so it waits up to 3 minutes.
 *
 * @param {import('@playwright/test').BrowserContext}         context
 * @param {{ url: string, user?: string, password?: string }} site
 */
export async function logIn(
	context,
	{ url, user = 'admin', password = 'password' }
) {
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php`, { timeout: 180_000 } );
	if ( await page.locator( '#user_login' ).count() ) {
		await page.fill( '#user_login', user );
		await page.fill( '#user_pass', password );
		await Promise.all( [
			page.waitForURL( '**/wp-admin/**', { timeout: 180_000 } ),
			page.click( '#wp-submit' ),
		] );
	}
	await page.close();
}
