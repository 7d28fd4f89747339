/**
 * The connection sidebar against the local provider (issue 3, items 1, 2,
 * 10 and 11): an administrator connects the site and their account through
 * the authorization page, switches a module, and disconnects again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './orbit-blocks';
import { disconnectAccount } from './site-state';

const SCREENSHOTS = 'artifacts/screenshots';

async function openConnectionSidebar( page: Page ) {
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	// The editor remembers an open sidebar: wait until it has rendered
	// before deciding whether to open it (the menu item toggles).
	await expect(
		page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Options' } )
	).toBeVisible();
	if (
		await sidebar
			.getByRole( 'heading', { name: 'Orbit Blocks connection' } )
			.isVisible()
	) {
		return sidebar;
	}
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Options' } )
		.click();
	await page
		.getByRole( 'menuitemcheckbox', { name: 'Orbit Blocks connection' } )
		.click();
	await expect(
		sidebar.getByRole( 'heading', { name: 'Orbit Blocks connection' } )
	).toBeVisible();
	return sidebar;
}

const row = ( sidebar: ReturnType< Page[ 'getByRole' ] >, label: string ) =>
	sidebar.locator( '.orbit-connection-status__row', {
		has: sidebar
			.page()
			.locator( 'dt', { hasText: new RegExp( `^${ label }$` ) } ),
	} );

test.describe( 'connection sidebar', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		// Start from a disconnected site with the default modules.
		await disconnectAccount( requestUtils );
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/stats/active',
			data: { active: false },
		} );
	} );

	test( 'an administrator connects the site and their account, switches a module and disconnects', async ( {
		admin,
		page,
		requestUtils,
		problems: { php, errors },
	} ) => {
		await admin.createNewPost( { title: 'Connection' } );

		// Every editor request to the site is marked as coming from the editor.
		const statusRequest = page.waitForRequest(
			/jetpack(\/|%2F)v4(\/|%2F)connection(&|\?|$)/
		);
		let sidebar = await openConnectionSidebar( page );
		expect(
			( await statusRequest ).headers()[ 'x-wp-api-fetch-from-editor' ]
		).toBe( 'true' );

		await expect( row( sidebar, 'Site' ).locator( 'dd' ) ).toHaveText(
			'Not connected'
		);
		await expect(
			row( sidebar, 'Your account' ).locator( 'dd' )
		).toHaveText( 'Not connected' );

		// Stats needs a connected site: its switch waits for the connection.
		const stats = sidebar.getByRole( 'checkbox', { name: 'Stats' } );
		await expect( stats ).toBeDisabled();
		await expect( stats ).toHaveAccessibleDescription(
			'Needs a connected site.'
		);
		await page.screenshot( {
			path: `${ SCREENSHOTS }/connection-disconnected.png`,
		} );

		// Connect: register, then approve on the authorization page, which
		// carries the "from" value and sends us back to this post.
		const pixel = page.waitForRequest(
			/action=orbit_blocks_pixel.*_en=jetpack_connection_sidebar_connect_click/
		);
		await sidebar.getByRole( 'button', { name: 'Connect site' } ).click();
		// The click is tracked (a pixel to the local provider), which records
		// it: the editor sent the REST nonce the pixel requires.
		expect(
			new URL( ( await pixel ).url() ).searchParams.get( 'registered' )
		).toBe( 'false' );
		expect( ( await pixel ).headers()[ 'x-wp-nonce' ] ).toMatch(
			/^[a-f0-9]{10}$/
		);
		expect( ( await ( await pixel ).response() )?.status() ).toBe( 200 );
		await page.waitForURL(
			/admin-post\.php\?action=orbit_blocks_authorize/
		);
		expect( new URL( page.url() ).searchParams.get( 'from' ) ).toBe(
			'orbit-blocks-editor-sidebar'
		);
		await expect(
			page.getByRole( 'heading', { name: 'Approve the connection' } )
		).toBeVisible();
		await page.screenshot( {
			path: `${ SCREENSHOTS }/connection-authorize.png`,
		} );
		await page.getByRole( 'button', { name: 'Approve' } ).click();
		await page.waitForURL( /post\.php\?post=\d+&action=edit/ );

		sidebar = await openConnectionSidebar( page );
		await expect( row( sidebar, 'Site' ).locator( 'dd' ) ).toHaveText(
			'Connected'
		);
		await expect(
			row( sidebar, 'Your account' ).locator( 'dd' )
		).toHaveText( 'Connected as admin' );
		await expect( row( sidebar, 'Site owner' ).locator( 'dd' ) ).toHaveText(
			'admin'
		);

		// Switch Stats on: it is saved on the server and survives a reload.
		await expect( stats ).toBeEnabled();
		await stats.click();
		await expect( stats ).toBeChecked();
		await expect( stats ).toHaveAccessibleDescription(
			'Collect visitor statistics.'
		);
		const modules = await requestUtils.rest<
			Record< string, { activated: boolean } >
		>( {
			path: '/jetpack/v4/module/all',
		} );
		expect( modules.stats.activated ).toBe( true );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/connection-connected.png`,
		} );
		await page.reload();
		sidebar = await openConnectionSidebar( page );
		// The panel's chunk and the module list load behind the editor's
		// own requests, which Playground's one PHP worker serves in turn.
		await expect(
			sidebar.getByRole( 'checkbox', { name: 'Stats' } )
		).toBeChecked( { timeout: 60_000 } );

		// Disconnect the account: the site stays registered, without an owner.
		await sidebar
			.getByRole( 'button', { name: 'Disconnect your account' } )
			.click();
		await expect(
			row( sidebar, 'Your account' ).locator( 'dd' )
		).toHaveText( 'Not connected' );
		await expect( row( sidebar, 'Site' ).locator( 'dd' ) ).toHaveText(
			'Connected'
		);
		await expect(
			sidebar.getByRole( 'button', { name: 'Connect your account' } )
		).toBeVisible();

		// Disconnect the site, after confirming.
		await sidebar
			.getByRole( 'button', { name: 'Disconnect site' } )
			.click();
		await page
			.getByRole( 'dialog', { name: 'Disconnect the site?' } )
			.getByRole( 'button', { name: 'Disconnect site' } )
			.click();
		await expect( row( sidebar, 'Site' ).locator( 'dd' ) ).toHaveText(
			'Not connected'
		);
		await expect(
			sidebar.getByRole( 'button', { name: 'Connect site' } )
		).toBeVisible();

		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'the routes refuse a forged registration and unknown modules', async ( {
		requestUtils,
	} ) => {
		await expect(
			requestUtils.rest( {
				method: 'POST',
				path: '/jetpack/v4/connection/register',
				data: {
					registration_nonce: 'forged',
					redirect_uri: 'http://localhost/',
				},
			} )
		).rejects.toMatchObject( {
			code: 'invalid_nonce',
			message:
				'The registration form has expired. Reload the page and try again.',
		} );
		await expect(
			requestUtils.rest( {
				method: 'POST',
				path: '/jetpack/v4/module/nope/active',
				data: { active: true },
			} )
		).rejects.toMatchObject( {
			code: 'not_found',
			message: 'The requested module was not found.',
		} );
		await expect(
			requestUtils.rest( {
				method: 'POST',
				path: '/jetpack/v4/module/stats/active',
				data: { active: true },
			} )
		).rejects.toMatchObject( {
			code: 'not_connected',
			message: 'Connect the site before you turn on Stats.',
		} );
	} );
} );
