/**
 * The event checkout embed (spec 2 "Event checkout embed") as an author uses
 * it: an event address pasted into the post becomes the block (In-page
 * Embed); a second block from the inserter refuses the bare site address
 * with "Sorry, this content could not be embedded." and Convert block to
 * link, then embeds an event (Embedding… while the host resolves it) and
 * switches to Button & Modal; a third converts the site address to a
 * paragraph link. Published and reopened without an invalid block; visitors
 * get the checkout in the page and a button that opens it in a modal.
 *
 * Eventbrite's hosts are answered by fixtures (tests/e2e/fixtures/
 * eventbrite): a stand-in eb_widgets.js with the one call the block makes,
 * and a stand-in checkout page.
 */
import {
	expect,
	insertBlockFromInserter,
	test,
	SHOTS,
	pasteIntoEmptyParagraph,
	openBlockSettings,
} from './orbit-blocks';
import { answerEventbrite } from './recorded-services';

const ERROR = 'Sorry, this content could not be embedded.';
const JAZZ = 'https://www.eventbrite.com/e/jazz-night-tickets-123456789012';
const QUIZ = 'https://www.eventbrite.co.uk/e/quiz-night-tickets-42';

test( 'an author embeds event checkouts in the page and as a modal; visitors get both', async ( {
	admin,
	editor,
	page,
	pageUtils,
	context,
	problems: { php, errors },
} ) => {
	await answerEventbrite( context );

	await admin.createNewPost( { title: 'Jazz and quiz nights' } );

	// 1. Paste an event address: the block, In-page Embed.
	await pasteIntoEmptyParagraph( editor, pageUtils, `${ JAZZ }?aff=mail` );
	const blocks = editor.canvas.locator( '[data-type="jetpack/eventbrite"]' );
	await expect( blocks.first() ).toContainText( 'Event 123456789012.', {
		timeout: 60_000,
	} );

	// 2. From the inserter: the bare site address cannot be embedded; then
	// an event, Embedding…, and Button & Modal.
	await insertBlockFromInserter( page, 'jetpack/eventbrite' );
	const modal = blocks.nth( 1 );
	const field = modal.getByRole( 'textbox', { name: 'Event URL' } );
	await field.fill( 'https://www.eventbrite.com' );
	await modal.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( modal.getByText( ERROR ) ).toBeVisible();
	await expect(
		modal.getByRole( 'button', { name: 'Convert block to link' } )
	).toBeVisible();
	// Hold the resolution so that Embedding… can be seen.
	let release: () => void = () => undefined;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( /resolve-redirect/, async ( route ) => {
		await held;
		await route.continue();
	} );
	await field.fill( QUIZ );
	await modal.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( modal.getByText( 'Embedding…' ) ).toBeVisible();
	release();
	await expect( modal ).toContainText( 'Event 42.' );
	await page.unroute( /resolve-redirect/ );
	const settings = await openBlockSettings( page, editor );
	await settings.getByRole( 'radio', { name: 'Button & Modal' } ).click();
	await expect(
		modal.locator( '[data-type="jetpack/button"]' )
	).toContainText( 'Register' );

	// 3. Another block converts the site address to a paragraph link.
	await insertBlockFromInserter( page, 'jetpack/eventbrite' );
	const third = blocks.nth( 2 );
	await third
		.getByRole( 'textbox', { name: 'Event URL' } )
		.fill( 'https://www.eventbrite.com/' );
	await third.getByRole( 'button', { name: 'Embed' } ).click();
	await third
		.getByRole( 'button', { name: 'Convert block to link' } )
		.click();
	await expect( blocks ).toHaveCount( 2 );
	await expect(
		editor.canvas.locator( 'p a[href="https://www.eventbrite.com/"]' )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/eventbrite-editor.png` } );

	// 4. Publish and reopen.
	const postId = await editor.publishPost();
	await page.reload();
	await expect( blocks ).toHaveCount( 2, { timeout: 60_000 } );
	await expect( blocks.first() ).toContainText( 'Event 123456789012.', {
		timeout: 60_000,
	} );
	await expect( blocks.nth( 1 ) ).toContainText( 'Register' );
	await expect(
		editor.canvas.getByText( /unexpected or invalid content/ )
	).toHaveCount( 0 );

	// 5. Visitors.
	await page.goto( `/?p=${ postId }` );
	const inline = page.locator(
		'.wp-block-jetpack-eventbrite.is-style-inline'
	);
	await expect( inline ).toHaveAttribute(
		'data-eventbrite-event',
		'123456789012'
	);
	await expect(
		page
			.frameLocator(
				'.wp-block-jetpack-eventbrite.is-style-inline iframe'
			)
			.getByText( 'General Admission' )
	).toBeVisible();
	// The fallback link is hidden once the checkout is there.
	await expect( inline.locator( '.eventbrite__direct-link' ) ).toBeHidden();
	const register = page.locator(
		'.wp-block-jetpack-eventbrite.is-style-modal a.wp-block-button__link'
	);
	await expect( register ).toHaveText( 'Register' );
	await expect( register ).toHaveAttribute( 'href', QUIZ );
	await expect(
		page.locator( 'a[href="https://www.eventbrite.com/"]' )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/eventbrite-front.png` } );
	const before = page.url();
	await register.click();
	await expect(
		page
			.frameLocator( '.eventbrite-widget-modal iframe' )
			.getByText( 'General Admission' )
	).toBeVisible();
	expect( page.url() ).toBe( before );
	await page.screenshot( { path: `${ SHOTS }/eventbrite-front-modal.png` } );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
