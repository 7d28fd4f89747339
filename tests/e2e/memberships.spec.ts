/**
 * Membership products against the local provider (issue 3, items 3, 4 and
 * 11): an author sees the payment account is not connected, connects it on
 * the local payment account page, comes back to the post, is refused a
 * product below the minimum price, creates a valid one, and finds it again
 * after a reload.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test, watchPhpLog } from './orbit-blocks';

const SCREENSHOTS = 'artifacts/screenshots';
const PAYMENT_ACCOUNT_PAGE =
	'/wp-admin/admin-post.php?action=orbit_blocks_payment_account';

/** Disconnects the payment account on its local page, if it is connected. */
async function disconnectPaymentAccount( page: Page ) {
	await page.goto( PAYMENT_ACCOUNT_PAGE );
	await expect(
		page.getByRole( 'heading', { name: 'Payment account' } )
	).toBeVisible();
	const disconnect = page.getByRole( 'button', { name: 'Disconnect' } );
	if ( await disconnect.isVisible() ) {
		await disconnect.click();
	}
	await expect(
		page.getByRole( 'button', { name: 'Connect' } )
	).toBeVisible();
}

/** The "Membership products" panel of the Post settings, opened. */
async function openMembershipPanel( page: Page ) {
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const settings = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );
	if ( ( await settings.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await settings.click();
	}
	await sidebar.getByRole( 'tab', { name: 'Post' } ).click();
	const toggle = sidebar.getByRole( 'button', {
		name: 'Membership products',
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return sidebar.locator( '.orbit-membership-products' );
}

const snackbar = ( page: Page, text: string ) =>
	page.locator( '.components-snackbar', { hasText: text } );

test.describe( 'membership products', () => {
	let subscriberId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		// One reader with the Subscriber role: the email subscriber count.
		const user = await requestUtils.createUser( {
			username: 'orbit-reader',
			email: 'orbit-reader@example.com',
			password: 'orbit-reader-password',
			roles: [ 'subscriber' ],
		} );
		subscriberId = user.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( subscriberId ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ subscriberId }`,
				params: { force: true, reassign: 1 },
			} );
		}
	} );

	test.beforeEach( async ( { page } ) => {
		await disconnectPaymentAccount( page );
	} );

	test( 'an author connects the payment account and creates a product', async ( {
		admin,
		page,
		problems: { php, errors },
	} ) => {
		const productPosts: Request[] = [];
		page.on( 'request', ( request ) => {
			if (
				request.method() === 'POST' &&
				/memberships(\/|%2F)product(\?|&|$)/.test( request.url() )
			) {
				productPosts.push( request );
			}
		} );

		await admin.createNewPost( { title: 'Members only' } );
		const statusRequest = page.waitForRequest(
			/memberships(\/|%2F)status/
		);
		let panel = await openMembershipPanel( page );
		// Pretty or plain permalinks: the query arguments are in the URL's query.
		const query = new URL( ( await statusRequest ).url() ).searchParams;
		expect( query.get( 'source' ) ).toBe( 'gutenberg' );
		expect( query.get( 'type' ) ).toBe( 'all' );
		expect( query.get( 'is_editable' ) ).toBe( 'true' );

		// Not connected: the Connect Stripe button leads to the local page.
		const connect = panel.getByRole( 'link', { name: 'Connect Stripe' } );
		await expect( connect ).toBeVisible();
		await expect( connect ).toHaveAttribute(
			'href',
			/admin-post\.php\?action=orbit_blocks_payment_account/
		);
		await page.screenshot( {
			path: `${ SCREENSHOTS }/memberships-not-connected.png`,
		} );

		// The post is saved first, and the page sends us back to it.
		await connect.click();
		await page.waitForURL(
			/admin-post\.php\?action=orbit_blocks_payment_account/
		);
		expect(
			new URL( page.url() ).searchParams.get( 'redirect_uri' )
		).toMatch( /\/wp-admin\/post\.php\?post=\d+&action=edit$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Payment account' } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Connect' } ).click();
		await page.waitForURL(
			/post\.php\?post=\d+&action=edit&stripe_connect_success=1/
		);

		// Connected, with no products: the default first product is offered.
		panel = await openMembershipPanel( page );
		await expect(
			panel.getByText( 'Your Stripe account is connected.' )
		).toBeVisible();
		await expect(
			panel.getByText( 'No products yet. Add your first one below.' )
		).toBeVisible();
		const title = panel.getByRole( 'textbox', { name: 'Title' } );
		const price = panel.getByRole( 'textbox', { name: 'Price' } );
		await expect( title ).toHaveValue( 'Monthly Subscription' );
		await expect( price ).toHaveValue( '5' );
		const count = ( label: string ) =>
			panel
				.locator( '.orbit-membership-products__count', {
					has: page.locator( 'dt', { hasText: label } ),
				} )
				.locator( 'dd' );
		await expect( count( 'Email subscribers' ) ).toHaveText( '1' );
		await expect( count( 'Paid subscribers' ) ).toHaveText( '0' );
		await expect( count( 'Social followers' ) ).toHaveText( '0' );

		// Below the minimum: refused in the editor, nothing is sent.
		await title.fill( 'Gold membership' );
		await price.fill( '0.30' );
		await panel.getByRole( 'button', { name: 'Add' } ).click();
		await expect(
			snackbar( page, 'Minimum allowed price is $0.50.' )
		).toBeVisible();
		expect( productPosts ).toHaveLength( 0 );
		await expect( title ).toHaveValue( 'Gold membership' );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/memberships-minimum-price.png`,
		} );

		// A valid price: created on the server and listed.
		await price.fill( '12' );
		await panel
			.getByRole( 'combobox', { name: 'Interval' } )
			.selectOption( '1 year' );
		await panel.getByRole( 'button', { name: 'Add' } ).click();
		await expect(
			snackbar( page, 'successfully created product' )
		).toBeVisible();
		expect( productPosts ).toHaveLength( 1 );
		expect( productPosts[ 0 ].postDataJSON() ).toEqual( {
			title: 'Gold membership',
			price: 12,
			currency: 'USD',
			interval: '1 year',
		} );
		const products = panel.getByRole( 'list', { name: 'Products' } );
		await expect( products.getByRole( 'listitem' ) ).toHaveText( [
			'Gold membership$12.00 / year',
		] );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/memberships-product-created.png`,
		} );

		// Saved on the server: still there after a reload.
		await page.reload();
		panel = await openMembershipPanel( page );
		await expect(
			panel
				.getByRole( 'list', { name: 'Products' } )
				.getByRole( 'listitem' )
		).toHaveText( [ 'Gold membership$12.00 / year' ] );

		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'the routes validate products and answer the spec’s shapes', async ( {
		page,
		requestUtils,
	} ) => {
		const php = watchPhpLog();

		// Not connected: no account id, a connect URL, no products allowed.
		const before = await requestUtils.rest< Record< string, unknown > >( {
			path: '/wpcom/v2/memberships/status',
			params: { source: 'gutenberg', type: 'all', is_editable: true },
		} );
		expect( before ).not.toHaveProperty( 'connected_account_id' );
		expect( before.connect_url ).toMatch(
			/admin-post\.php\?action=orbit_blocks_payment_account/
		);
		await expect(
			requestUtils.rest( {
				method: 'POST',
				path: '/wpcom/v2/memberships/product',
				data: { title: 'Gold', price: 5, currency: 'USD' },
			} )
		).rejects.toMatchObject( { code: 'payment_account_not_connected' } );

		// Connect on the local page (no redirect_uri: back to the dashboard).
		await page.goto( PAYMENT_ACCOUNT_PAGE );
		await page.getByRole( 'button', { name: 'Connect' } ).click();
		await page.waitForURL( /\/wp-admin\/\?stripe_connect_success=1$/ );

		const create = ( data: Record< string, unknown > ) =>
			requestUtils.rest( {
				method: 'POST',
				path: '/wpcom/v2/memberships/product',
				data: { currency: 'USD', interval: '1 month', ...data },
			} );
		await expect(
			create( { title: 'Gold', price: 0.3 } )
		).rejects.toMatchObject( {
			code: 'invalid_price',
			message: 'Minimum allowed price is $0.50.',
		} );
		await expect(
			create( { title: 'Gold', price: 0.3, currency: 'EUR' } )
		).rejects.toMatchObject( {
			message: 'Minimum allowed price is €0,50.',
		} );
		await expect(
			create( { title: 'Gold', price: 5.555 } )
		).rejects.toMatchObject( {
			message: 'product requires a valid price',
		} );
		await expect(
			create( { title: '  ', price: 5 } )
		).rejects.toMatchObject( {
			message: 'product requires a name',
		} );
		await expect(
			create( { title: 'Gold', price: 5, currency: 'XYZ' } )
		).rejects.toMatchObject( { code: 'invalid_currency' } );

		const created = await create( {
			title: 'Silver',
			price: 1500,
			currency: 'JPY',
			interval: 'one-time',
		} );
		expect( created ).toEqual( {
			id: expect.any( Number ),
			title: 'Silver',
			interval: 'one-time',
			price: 1500,
			currency: 'JPY',
		} );

		// Donation products: three, made once per currency, not editable.
		const donations = await requestUtils.rest< Array< { id: number } > >( {
			method: 'POST',
			path: '/wpcom/v2/memberships/products',
			data: { type: 'donation', currency: 'EUR', is_editable: false },
		} );
		expect( donations ).toEqual( [
			expect.objectContaining( {
				interval: 'one-time',
				currency: 'EUR',
				type: 'donation',
			} ),
			expect.objectContaining( {
				interval: '1 month',
				type: 'donation',
			} ),
			expect.objectContaining( { interval: '1 year', type: 'donation' } ),
		] );
		const again = await requestUtils.rest< Array< { id: number } > >( {
			method: 'POST',
			path: '/wpcom/v2/memberships/products',
			data: { type: 'donation', currency: 'EUR', is_editable: false },
		} );
		expect( again.map( ( product ) => product.id ) ).toEqual(
			donations.map( ( product ) => product.id )
		);

		// The status: connected, editable products only with is_editable.
		const after = await requestUtils.rest< {
			connected_account_id: string;
			connected_account_default_currency: string;
			connect_url: string | null;
			products: Array< { id: number; type: string } >;
		} >( {
			path: '/wpcom/v2/memberships/status',
			params: { source: 'gutenberg', type: 'all', is_editable: true },
		} );
		expect( after.connected_account_id ).toMatch( /^acct_local_/ );
		expect( after.connected_account_default_currency ).toBe( 'USD' );
		expect( after.connect_url ).toBeNull();
		expect( after.products.map( ( product ) => product.id ) ).toContain(
			( created as { id: number } ).id
		);
		expect(
			after.products.some( ( product ) => product.type === 'donation' )
		).toBe( false );
		const donationStatus = await requestUtils.rest< {
			products: Array< { id: number } >;
		} >( {
			path: '/wpcom/v2/memberships/status',
			params: { type: 'donation', is_editable: false },
		} );
		// The donations block's e2e may have made USD donation products in
		// this site before: the EUR ones are there, and nothing else is new.
		expect(
			donationStatus.products.map( ( product ) => product.id )
		).toEqual(
			expect.arrayContaining( donations.map( ( product ) => product.id ) )
		);
		expect(
			donationStatus.products.map( ( product ) => product.id )
		).not.toContain( ( created as { id: number } ).id );

		expect(
			await requestUtils.rest( { path: '/wpcom/v2/subscribers/counts' } )
		).toEqual( {
			counts: {
				social_followers: 0,
				email_subscribers: 1,
				paid_subscribers: 0,
			},
		} );

		expect( php.read() ).toEqual( [] );
	} );
} );
