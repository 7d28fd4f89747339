/**
 * Earn blocks against the local provider (issue 8).
 *
 * (a) Donations: in a site without a payment account the block shows the
 *     payments nudge and saves -1 plans (visitors see nothing); connecting
 *     through the nudge returns with the Stripe notice, the donation
 *     products are created, and visitors switch tabs, choose amounts, are
 *     refused a custom amount under the minimum and get a checkout link
 *     with the plan and amount.
 */
import type { Page } from '@playwright/test';
import {
	editorBlocks,
	expect,
	insertFromInserter,
	test,
	watchPageErrors,
	watchPhpLog,
} from './orbit-blocks';

const SHOTS = 'artifacts/screenshots';
const PAYMENT_ACCOUNT_PAGE =
	'/wp-admin/admin-post.php?action=orbit_blocks_payment_account';

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

async function publish( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /^(Publish|Save|Update)$/ } )
		.first()
		.click();
	const panel = page.getByRole( 'region', { name: 'Editor publish' } );
	if ( await panel.isVisible().catch( () => false ) ) {
		await panel
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
	}
	await expect(
		page
			.locator( '.components-snackbar', {
				hasText: /published|updated/i,
			} )
			.first()
	).toBeVisible();
}

test( 'donations: not connected, then connected, and a visitor donates', async ( {
	admin,
	editor,
	page,
	requestUtils,
} ) => {
	test.slow();
	const php = watchPhpLog();
	const errors = watchPageErrors( page );
	await disconnectPaymentAccount( page );

	await admin.createNewPost( { title: 'Support us' } );
	await insertFromInserter( page, 'Donations', /^Donations Form/ );
	const block = editor.canvas.locator( '[data-type="jetpack/donations"]' );

	// Not connected: the nudge, and -1 plans.
	const nudge = block.getByText(
		'Connect to Stripe to use this block on your site'
	);
	await expect( nudge ).toBeVisible( { timeout: 60_000 } );
	const [ [ , , notConnected ] ] = await editorBlocks( page );
	expect(
		( notConnected.oneTimeDonation as { planId: number } ).planId
	).toBe( -1 );
	await publish( page );
	const postId = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getCurrentPostId()
	);
	const link = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getPermalink()
	);
	// Visitors see nothing while the plan is -1.
	const hidden = await page.request.get( link );
	expect( await hidden.text() ).not.toContain( 'donations__container' );

	// Connect through the nudge: the local account page, then back.
	await block.getByRole( 'link', { name: 'Connect' } ).click();
	await page.waitForURL(
		/admin-post\.php\?action=orbit_blocks_payment_account/
	);
	await page.getByRole( 'button', { name: 'Connect' } ).click();
	await page.waitForURL( /stripe_connect_success=1/ );
	await expect(
		page.getByText(
			'Congrats! Your site is now connected to Stripe. You can now start accepting funds!'
		)
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
	await publish( page );

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
