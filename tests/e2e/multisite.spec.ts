/**
 * A network as the provider for many sites, on a real subdirectory network
 * (the e2e site turned into one by fakes/network.ts, and back after):
 * Orbit Blocks activated for the whole network without a PHP message; the
 * network's plugins list links to Network Admin → Settings → Orbit Blocks,
 * where the network administrator sets the AI server and a limit for every
 * site and sees each site's AI requests; a site's own screen shows those
 * fields read-only ("Set by the network", "Only the network administrator
 * can set this"), and its settings route refuses an AI server address.
 */
import type { Page } from '@playwright/test';
import { makeNetwork, runOnNetwork } from './fakes/network';
import { expect, test, watchPhpLog } from './orbit-blocks';

const SITE_DIR = process.env.WP_SITE_DIR ?? '';
const BASE = process.env.WP_BASE_URL ?? '';

// One network for the spec's tests, in order.
test.describe.configure( { mode: 'serial' } );
// A fresh login: the network's cookies are not the single site's.
test.use( { storageState: { cookies: [], origins: [] } } );

let network: ReturnType< typeof makeNetwork >;
let php: ReturnType< typeof watchPhpLog >;

test.beforeAll( () => {
	php = watchPhpLog();
	network = makeNetwork( SITE_DIR, BASE );
	// The second site used AI three times this month.
	runOnNetwork(
		SITE_DIR,
		BASE,
		`switch_to_blog( ${ network.secondSiteId } );
update_option( 'orbit_blocks_ai_usage_log', array( 'months' => array( wp_date( 'Y-m' ) => array( 1 => 3 ) ) ), false );
restore_current_blog();`
	);
} );

test.afterAll( () => network?.revert() );

async function logIn( page: Page ) {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin/ );
}

test( 'is activated for the network and set up there, with AI usage by site', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/wp-admin/network/plugins.php' );
	const row = page.locator( 'tr[data-slug="orbit-blocks"]' );
	await expect(
		row.getByRole( 'link', { name: 'Network Deactivate' } )
	).toBeVisible();
	const settings = row.getByRole( 'link', { name: 'Settings' } );
	await expect( settings ).toHaveAttribute(
		'href',
		`${ BASE }/wp-admin/network/settings.php?page=orbit-blocks-network`
	);
	await settings.click();
	await expect(
		page.getByRole( 'heading', {
			name: 'Orbit Blocks for the network',
			level: 1,
		} )
	).toBeVisible();
	const ai = page.locator( '.orbit-blocks-settings__section' );
	await expect( ai ).toHaveCount( 1 );
	await ai.getByLabel( 'Text API base URL' ).fill( 'http://127.0.0.1:9/v1' );
	await ai.getByLabel( 'Text model' ).fill( 'network-model' );
	await ai.getByLabel( 'Requests of the whole site per month' ).fill( '50' );
	await ai.getByRole( 'button', { name: 'Save' } ).click();
	await expect( ai.getByText( 'Settings saved.' ) ).toBeVisible();

	const usage = ai.getByRole( 'table', { name: 'AI usage by site' } );
	await expect(
		usage.getByRole( 'row', { name: /^Orbit Blocks / } ).locator( 'td' )
	).toHaveText( [ BASE, '0', '0' ] );
	await expect(
		usage.getByRole( 'row', { name: /^Second site / } ).locator( 'td' )
	).toHaveText( [ `${ BASE }/second`, '3', '0' ] );
	await expect(
		usage.getByRole( 'row', { name: /^The whole network/ } ).locator( 'td' )
	).toHaveText( [ '3', '0' ] );
} );

test( 'a site’s screen shows what the network set, read-only, and its route refuses a server', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/wp-admin/options-general.php?page=orbit-blocks' );
	const ai = page
		.getByRole( 'heading', { name: 'AI', level: 2 } )
		.locator(
			'xpath=ancestor::*[contains(@class,"orbit-blocks-settings__section")]'
		);
	const url = ai.getByLabel( 'Text API base URL' );
	await expect( url ).toHaveValue( 'http://127.0.0.1:9/v1' );
	await expect( url ).toHaveAttribute( 'readonly', '' );
	await expect(
		ai.getByText(
			'Set by the network: only the network administrator can change this.'
		)
	).toHaveCount( 3 );
	await expect(
		ai.getByText( 'Only the network administrator can set this.' )
	).toHaveCount( 4 );
	await expect(
		ai.getByLabel( 'Requests of the whole site per month' )
	).toHaveValue( '50' );
	// Not set by the network: the site's own to set.
	await expect(
		ai.getByLabel( 'Requests per user per month' )
	).not.toHaveAttribute( 'readonly', '' );

	const refused = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					apiFetch: ( options: object ) => Promise< unknown >;
				};
			}
		 ).wp
			.apiFetch( {
				path: '/orbit-blocks/v1/settings',
				method: 'POST',
				data: { ai_base_url: 'http://elsewhere.test/v1' },
			} )
			.catch( ( error: unknown ) => error )
	);
	expect( refused ).toMatchObject( {
		code: 'rest_invalid_param',
		message:
			'ai_base_url is set by the network administrator for every site of the network and cannot be changed here.',
		data: { status: 400, field: 'ai_base_url' },
	} );
	// Nothing of the plugin's in PHP's log, from the network's making and
	// activation on (WordPress's own multisite code logs deprecations on
	// this PHP, and a network-wide update check that finds no network).
	expect(
		php.read().filter( ( line ) => line.includes( '/orbit-blocks/' ) )
	).toEqual( [] );
} );
