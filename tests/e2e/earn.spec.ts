/**
 * Earn blocks against the local provider (issue 8).
 *
 * (a) Donations: in a site without a payment account the block shows the
 *     payments nudge and saves -1 plans (visitors see nothing); connecting
 *     through the nudge returns with the Stripe notice, the donation
 *     products are created, and visitors switch tabs, choose amounts, are
 *     refused a custom amount under the minimum and get a checkout link
 *     with the plan and amount.
 * (b) Simple payments and the newsletter signup in one post: the product is
 *     saved as a jp_pay_product (found through REST, published with the
 *     post); visitors see its formatted price and purchase link, and sign
 *     up to the newsletter, whose subscriber is found stored with its group
 *     and location tag.
 * (c) The Payment Button, a paid block on this Free site: selecting it shows
 *     the paid-block banner (one impression); a payment plan is added
 *     inline and chosen; Upgrade → Redirecting… → the local plan checkout →
 *     back with the plan_upgraded notice and no banner; an anonymous visitor
 *     gets the button linking to the plan's local checkout. The site goes
 *     back to Free at the end.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import type { Editor } from '@wordpress/e2e-test-utils-playwright';
import {
	editorBlocks,
	expect,
	insertBlockFromInserter,
	test,
	newPostFromInserter,
} from './orbit-blocks';
import { saveSettings } from './site-state';

const SHOTS = 'artifacts/screenshots';
const PAYMENT_ACCOUNT_PAGE =
	'/wp-admin/admin-post.php?action=orbit_blocks_payment_account';
/** A host's plans checkout (answered in the browser: never reached). */
const HOST_CHECKOUT = 'https://plans.host.test/checkout';
const PLAN_CHECKOUT_PAGE =
	'/wp-admin/admin-post.php?action=orbit_blocks_plan_checkout&plan=jetpack_personal';

async function disconnectPaymentAccount( page: Page ) {
	await page.goto( PAYMENT_ACCOUNT_PAGE );
	const disconnect = page.getByRole( 'button', { name: 'Disconnect' } );
	if ( await disconnect.isVisible() ) {
		await disconnect.click();
	}
	await page.goto( PAYMENT_ACCOUNT_PAGE );
	await expect(
		page.getByRole( 'button', { name: 'Connect' } )
	).toBeVisible();
}

/** Publishes the post (first time) or saves the published post. */
async function publish( page: Page, editor: Editor ): Promise< number > {
	const status = await page.evaluate( () =>
		window.wp.data
			.select( 'core/editor' )
			.getEditedPostAttribute( 'status' )
	);
	// eslint-disable-next-line playwright/no-conditional-in-test
	if ( status !== 'publish' ) {
		return ( await editor.publishPost() ) ?? 0;
	}
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /^(Save|Update)$/ } )
		.click();
	await expect(
		page
			.locator( '.components-snackbar', { hasText: 'Post updated.' } )
			.first()
	).toBeVisible();
	return page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getCurrentPostId()
	);
}

test( 'donations: not connected, then connected, and a visitor donates', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	await disconnectPaymentAccount( page );

	const block = await newPostFromInserter(
		{ admin, editor, page },
		'Support us',
		'jetpack/donations'
	);

	// Not connected: the nudge, and -1 plans.
	const nudge = block.getByText(
		'Connect to Stripe to use this block on your site'
	);
	// The edit chunk and the status call can be slow on a busy machine.
	await expect( nudge ).toBeVisible( { timeout: 120_000 } );
	const [ [ , , notConnected ] ] = await editorBlocks( page );
	expect(
		( notConnected.oneTimeDonation as { planId: number } ).planId
	).toBe( -1 );
	const postId = await publish( page, editor );
	const link = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getPermalink()
	);
	// Visitors see nothing while the plan is -1.
	const hidden = await page.request.get( link );
	expect( await hidden.text() ).not.toContain(
		'class="donations__container"'
	);

	// Connect through the nudge: the local account page, then back.
	await block.getByRole( 'link', { name: 'Connect' } ).click();
	await page.waitForURL(
		/admin-post\.php\?action=orbit_blocks_payment_account/
	);
	await page.getByRole( 'button', { name: 'Connect' } ).click();
	await page.waitForURL( /stripe_connect_success=1/ );
	await expect(
		page.locator( '.components-notice__content', {
			hasText:
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
		} )
	).toBeVisible();

	// Connected: donation products created, plan ids written.
	await expect(
		block.getByRole( 'textbox', { name: 'Tier 1' } )
	).toBeVisible( {
		timeout: 60_000,
	} );
	await expect( block.getByText( 'Connect to Stripe' ) ).toHaveCount( 0 );
	const products = await requestUtils.rest( {
		path: '/wpcom/v2/memberships/status',
		params: { type: 'donation' },
	} );
	const byInterval = Object.fromEntries(
		( products.products as Array< { id: number; interval: string } > ).map(
			( product ) => [ product.interval, product.id ]
		)
	);
	expect( Object.keys( byInterval ).sort() ).toEqual( [
		'1 month',
		'1 year',
		'one-time',
	] );
	await expect
		.poll(
			async () => ( await editorBlocks( page ) )[ 0 ][ 2 ].monthlyDonation
		)
		.toMatchObject( { planId: byInterval[ '1 month' ] } );

	// An amount under the minimum is refused in the editor.
	const tier = block.getByRole( 'textbox', { name: 'Tier 2' } );
	await tier.fill( '0.2' );
	await expect( tier ).toHaveAttribute( 'aria-invalid', 'true' );
	await tier.fill( '20' );
	await expect( tier ).toHaveAttribute( 'aria-invalid', 'false' );
	await page.screenshot( { path: `${ SHOTS }/earn-donations-editor.png` } );
	await publish( page, editor );

	// Reopened: valid.
	await page.reload();
	await expect
		.poll( async () =>
			( await editorBlocks( page ) ).map( ( [ n, v ] ) => [ n, v ] )
		)
		.toEqual( [ [ 'jetpack/donations', true ] ] );
	await expect(
		page.getByText( /unexpected or invalid content/ )
	).toHaveCount( 0 );

	// The visitor's form.
	await page.goto( link );
	const form = page.locator( '.wp-block-jetpack-donations' );
	await expect( form.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Monthly',
		'Yearly',
	] );
	await form.getByRole( 'tab', { name: 'Monthly' } ).click();
	const monthly = form.locator( '.donations__tab[data-interval="1 month"]' );
	await expect( monthly ).toBeVisible();
	await monthly.getByRole( 'button', { name: '$15.00' } ).click();
	const donate = monthly.getByRole( 'link', { name: 'Donate monthly' } );
	const href = new URL( ( await donate.getAttribute( 'href' ) ) ?? '' );
	expect( href.searchParams.get( 'plan' ) ).toBe(
		String( byInterval[ '1 month' ] )
	);
	expect( href.searchParams.get( 'amount' ) ).toBe( '15.00' );
	expect( href.searchParams.get( 'currency' ) ).toBe( 'USD' );
	const oneTime = form.locator( '.donations__tab[data-interval="one-time"]' );
	await expect( oneTime ).toBeHidden();
	await form.getByRole( 'tab', { name: 'One-Time' } ).click();
	await expect(
		oneTime.getByRole( 'button', { name: '$20.00' } )
	).toBeVisible();
	const custom = oneTime.getByRole( 'textbox', { name: 'Custom amount' } );
	await custom.fill( '0.10' );
	await expect( custom ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect(
		oneTime.getByRole( 'link', { name: 'Donate' } )
	).toHaveAttribute( 'aria-disabled', 'true' );
	await custom.fill( '42' );
	await expect(
		oneTime.getByRole( 'link', { name: 'Donate' } )
	).toHaveAttribute( 'href', /amount=42\.00/ );
	await page.screenshot( { path: `${ SHOTS }/earn-donations-front.png` } );
	expect( postId ).toBeGreaterThan( 0 );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );

test( 'simple payments product and newsletter signup', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	// The local newsletter connection (its page, as an administrator).
	await page.goto( '/wp-admin/admin-post.php?action=orbit_blocks_mailchimp' );
	const connectMailchimp = page.getByRole( 'button', { name: 'Connect' } );
	// eslint-disable-next-line playwright/no-conditional-in-test
	if ( await connectMailchimp.isVisible() ) {
		await connectMailchimp.click();
	}
	await expect(
		page.getByRole( 'button', { name: 'Disconnect' } )
	).toBeVisible();

	const product = await newPostFromInserter(
		{ admin, editor, page },
		'Shop',
		'jetpack/simple-payments'
	);
	const itemName = product.getByRole( 'textbox', { name: 'Item name' } );
	await expect( itemName ).toBeVisible( { timeout: 120_000 } );
	await itemName.fill( 'Blue mug' );
	await product
		.getByRole( 'textbox', { name: 'Describe your item in a few words' } )
		.fill( 'A mug for tea.' );
	await product.getByRole( 'textbox', { name: 'Price' } ).fill( '12.5' );
	await product
		.getByRole( 'textbox', { name: 'Email' } )
		.fill( 'shop@example.com' );
	await product
		.getByRole( 'checkbox', {
			name: 'Allow people to buy more than one item at a time.',
		} )
		.check();

	// Inserting the next block deselects the product: saved as a draft.
	await insertBlockFromInserter( page, 'jetpack/mailchimp' );
	await expect
		.poll( async () => ( await editorBlocks( page ) )[ 0 ][ 2 ].productId, {
			timeout: 30_000,
		} )
		.toBeGreaterThan( 0 );
	const signup = editor.canvas.locator( '[data-type="jetpack/mailchimp"]' );
	await expect(
		signup.getByRole( 'textbox', { name: 'Enter your email' } )
	).toBeDisabled( {
		timeout: 120_000,
	} );
	await page.getByRole( 'checkbox', { name: 'Events' } ).check();
	await page
		.getByRole( 'textbox', { name: 'Signup Field Tag' } )
		.fill( 'SIGNUP' );
	await page
		.getByRole( 'textbox', { name: 'Signup Field Value' } )
		.fill( 'shop' );
	await page
		.getByRole( 'textbox', { name: 'Success text' } )
		.fill( 'Thanks for joining!' );
	await expect( signup.getByRole( 'status' ) ).toHaveText(
		'Thanks for joining!'
	);
	await page.screenshot( {
		path: `${ SHOTS }/earn-payments-signup-editor.png`,
	} );
	await publish( page, editor );

	// The product, through REST: published with the post.
	const [ [ , , attributes ] ] = await editorBlocks( page );
	const saved = await requestUtils.rest( {
		path: `/wp/v2/jp_pay_product/${ attributes.productId }`,
		params: { context: 'edit' },
	} );
	await expect
		.poll(
			async () =>
				(
					await requestUtils.rest( {
						path: `/wp/v2/jp_pay_product/${ attributes.productId }`,
						params: { context: 'edit' },
					} )
				).status
		)
		.toBe( 'publish' );
	expect( saved.title.raw ).toBe( 'Blue mug' );
	expect( saved.meta ).toEqual( {
		spay_currency: 'USD',
		spay_email: 'shop@example.com',
		spay_multiple: 1,
		spay_price: 12.5,
	} );

	await page.reload();
	await expect
		.poll( async () =>
			( await editorBlocks( page ) ).map( ( [ n, v ] ) => [ n, v ] )
		)
		.toEqual( [
			[ 'jetpack/simple-payments', true ],
			[ 'jetpack/mailchimp', true ],
		] );
	const link = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getPermalink()
	);

	// The visitor's page.
	await page.goto( link );
	const shown = page.locator( '.wp-block-jetpack-simple-payments' );
	await expect( shown.getByText( 'Blue mug' ) ).toBeVisible();
	await expect( shown.getByText( '$12.50' ) ).toBeVisible();
	const buy = shown.getByRole( 'link', { name: 'Pay with PayPal' } );
	const buyUrl = new URL( ( await buy.getAttribute( 'href' ) ) ?? '' );
	expect( buyUrl.searchParams.get( 'amount' ) ).toBe( '12.50' );
	expect( buyUrl.searchParams.get( 'business' ) ).toBe( 'shop@example.com' );
	await shown.getByRole( 'spinbutton', { name: 'Quantity' } ).fill( '3' );
	await expect( buy ).toHaveAttribute( 'href', /quantity=3/ );

	const email = `reader-${ Date.now() }@example.com`;
	const form = page.locator( '.wp-block-jetpack-mailchimp' );
	await form
		.getByRole( 'textbox', { name: 'Enter your email' } )
		.fill( email );
	await form.getByRole( 'button', { name: 'Join my email list' } ).click();
	await expect(
		form.getByRole( 'status' ).filter( { hasText: 'Thanks for joining!' } )
	).toBeVisible();
	await page.screenshot( {
		path: `${ SHOTS }/earn-payments-signup-front.png`,
		fullPage: true,
	} );

	const subscribers = await requestUtils.rest( {
		path: '/wpcom/v2/mailchimp/subscribers',
	} );
	expect( subscribers ).toContainEqual(
		expect.objectContaining( {
			email,
			interests: [ 'events' ],
			signup_field_tag: 'SIGNUP',
			signup_field_value: 'shop',
		} )
	);

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );

test( 'payment button: premium banner, a plan added inline, upgrade, the visitor checkout', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	// The plans service a host configures (Settings → Orbit Blocks, Plans):
	// its checkout, which this test answers in the browser.
	await saveSettings( requestUtils, { plans_checkout_url: HOST_CHECKOUT } );
	// Tracking pixels the editor sends (the local provider's pixel).
	const events: string[] = [];
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if ( url.searchParams.get( 'action' ) === 'orbit_blocks_pixel' ) {
			events.push( url.searchParams.get( '_en' ) ?? '' );
		}
	} );

	// A payment account (donations' test may have connected one already).
	await page.goto( PAYMENT_ACCOUNT_PAGE );
	const connect = page.getByRole( 'button', {
		name: 'Connect',
		exact: true,
	} );
	// eslint-disable-next-line playwright/no-conditional-in-test
	if ( await connect.isVisible() ) {
		await connect.click();
		await page.waitForURL( /stripe_connect_success=1/ );
	}

	const block = await newPostFromInserter(
		{ admin, editor, page },
		'Members',
		'jetpack/recurring-payments'
	);
	// The site is on Free: the banner (drawn before the block's own
	// wrapper), once for this showing.
	const banner = editor.canvas.getByRole( 'region', {
		name: 'Premium Block',
	} );
	const buttonText = block.getByRole( 'textbox', { name: 'Button text' } );
	await expect(
		banner.getByText( 'Upgrade to Personal to use this premium block' )
	).toBeVisible( { timeout: 120_000 } );
	await expect( buttonText ).toHaveText( 'Contribute' );
	await expect(
		block.getByText(
			'This button is hidden from visitors until a valid payment plan is selected.'
		)
	).toBeVisible( { timeout: 60_000 } );

	// A plan added inline, in the currency's format, and chosen.
	await editor.selectBlocks( block );
	await editor.openDocumentSettingsSidebar();
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	const form = settings.getByRole( 'form', {
		name: 'Add a new payment plan',
	} );
	await form.getByRole( 'textbox', { name: 'Name' } ).fill( '' );
	await form.getByRole( 'button', { name: 'Add' } ).click();
	await expect(
		page.locator( '.components-snackbar', {
			hasText: 'Payment plan requires a name',
		} )
	).toBeVisible();
	await form.getByRole( 'textbox', { name: 'Name' } ).fill( 'Gold members' );
	await form.getByRole( 'textbox', { name: 'Price' } ).fill( '1,250.50' );
	await form
		.getByRole( 'combobox', { name: 'Interval' } )
		.selectOption( '1 year' );
	await form.getByRole( 'button', { name: 'Add' } ).click();
	await expect(
		page.locator( '.components-snackbar', {
			hasText: 'Successfully created payment plan',
		} )
	).toBeVisible();
	await expect
		.poll( async () => ( await editorBlocks( page ) )[ 0 ][ 2 ].planId )
		.toBeGreaterThan( 0 );
	const [ [ , , { planId } ] ] = await editorBlocks( page );
	await expect(
		settings.getByRole( 'combobox', { name: 'Payment plan' } )
	).toHaveValue( String( planId ) );
	await expect( block.getByText( /hidden from visitors/ ) ).toHaveCount( 0 );
	await page.screenshot( {
		path: `${ SHOTS }/earn-payment-button-editor.png`,
	} );
	expect(
		events.filter(
			( name ) => name === 'jetpack_editor_block_banner_impression'
		)
	).toHaveLength( 1 );
	await publish( page, editor );
	const link = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getPermalink()
	);

	// Upgrade → Redirecting… → the host's plans checkout, which this test
	// answers by sending the browser on to the local checkout page (the one
	// npm start's plans-checkout stand-in leads to) → back, upgraded. The
	// checkout is held until Redirecting… has been seen.
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	const checkoutUrls: string[] = [];
	await page.route(
		/^https:\/\/plans\.host\.test\/checkout\//,
		async ( route ) => {
			await held;
			const url = new URL( route.request().url() );
			checkoutUrls.push( url.pathname );
			const local = new URL( PLAN_CHECKOUT_PAGE, link );
			local.searchParams.set(
				'plan',
				url.pathname.split( '/' ).pop() ?? ''
			);
			local.searchParams.set(
				'redirect_to',
				url.searchParams.get( 'redirect_to' ) ?? ''
			);
			await route.fulfill( {
				status: 302,
				headers: { Location: local.toString() },
			} );
		}
	);
	await buttonText.click();
	// Clicked, and its label read, from the page itself: Playwright's own
	// click and locators wait for the navigation that is being held.
	const upgradeLabel = await banner
		.getByRole( 'button', { name: 'Upgrade' } )
		.evaluate( async ( upgrade: HTMLElement ) => {
			upgrade.click();
			for ( let tries = 0; tries < 100; tries++ ) {
				if ( upgrade.textContent?.includes( 'Redirecting…' ) ) {
					break;
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
			}
			return upgrade.textContent;
		} );
	expect( upgradeLabel ).toBe( 'Redirecting…' );
	release();
	await page.waitForURL( /action=orbit_blocks_plan_checkout/ );
	expect( checkoutUrls ).toEqual( [
		`/checkout/${ encodeURIComponent(
			new URL( link ).host
		) }/jetpack_personal`,
	] );
	await expect( page.getByText( 'Orbit Personal' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Upgrade' } ).click();
	await page.waitForURL( /post\.php\?post=\d+.*plan_upgraded=1/ );
	await expect(
		page.locator( '.components-notice__content', {
			hasText: 'Congratulations! Your site is now on a paid plan.',
		} )
	).toBeVisible();
	await expect( buttonText ).toBeVisible( { timeout: 60_000 } );
	await buttonText.click();
	await expect( banner ).toHaveCount( 0 );
	// The editor just opened the saved post: valid.
	await expect
		.poll( async () =>
			( await editorBlocks( page ) ).map( ( [ n, v ] ) => [ n, v ] )
		)
		.toEqual( [ [ 'jetpack/recurring-payments', true ] ] );
	await expect(
		page.getByText( /unexpected or invalid content/ )
	).toHaveCount( 0 );

	// An anonymous visitor: the button, linking to the plan's checkout.
	const visitor = await playwrightRequest.newContext();
	const html = await ( await visitor.get( link ) ).text();
	await visitor.dispose();
	expect( html ).toContain( 'wp-block-jetpack-recurring-payments' );
	expect( html ).not.toContain( 'Premium Block' );
	await page.goto( link );
	const button = page
		.locator( '.wp-block-jetpack-recurring-payments' )
		.getByRole( 'link', { name: 'Contribute' } );
	const href = new URL( ( await button.getAttribute( 'href' ) ) ?? '' );
	// The site's payment service: in development the local test checkout
	// (a site without one shows visitors no button, tests/e2e-zip).
	expect( href.origin + href.pathname ).toBe( new URL( link ).origin + '/' );
	expect( href.searchParams.get( 'orbit_blocks_checkout' ) ).toBe( '1' );
	expect( href.searchParams.get( 'plan' ) ).toBe( String( planId ) );
	expect( html ).toContain( `plan=${ planId }` );
	await page.screenshot( {
		path: `${ SHOTS }/earn-payment-button-front.png`,
	} );
	// What npm start's local checkout says about that plan.
	const checkout = await (
		await page.request.get( `/?orbit_blocks_checkout=1&plan=${ planId }` )
	).text();
	expect( checkout ).toContain(
		'<p class="checkout-product">Gold members</p>'
	);
	expect( checkout ).toContain(
		'<p class="checkout-amount">$1,250.50 / 1 year</p>'
	);

	// Back to Free, and without this plan, for the other tests.
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wpcom/v2/memberships/product/${ planId }`,
	} );
	await page.goto( PLAN_CHECKOUT_PAGE );
	await page.getByRole( 'button', { name: 'Switch back to Free' } ).click();
	await expect(
		page.getByText( 'This site is on the Free plan.' )
	).toBeVisible();
	await saveSettings( requestUtils, { plans_checkout_url: '' } );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
