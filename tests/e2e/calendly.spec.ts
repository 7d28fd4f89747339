/**
 * The scheduling embed (spec 2 "Scheduling embed") as an author uses it: a
 * Calendly address pasted into the post becomes the block with the calendar
 * inline; a second block from the inserter refuses a foreign address with
 * the exact error, then takes a pop-up embed code and becomes the link
 * style with its inner button. Published and reopened without an invalid
 * block (the inline address is re-checked through resolve-redirect);
 * visitors get the calendar's iframe (embed_domain = the site's host, the
 * colours) and a button that opens Calendly's pop-up.
 *
 * Calendly's hosts are answered by fixtures (tests/e2e/fixtures/calendly):
 * a stand-in event page and a stand-in widget.js with the one call the
 * block makes.
 */
import {
	expect,
	insertBlockFromInserter,
	test,
	SHOTS,
	pasteIntoEmptyParagraph,
} from './orbit-blocks';
import { answerCalendlyWidget, fulfillWithRecorded } from './recorded-services';

const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or code.";
const POPUP_CODE =
	'<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">\n' +
	'<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>\n' +
	'<a href="" onclick="Calendly.initPopupWidget({url: \'https://calendly.com/jane-doe/intro\'});return false;">Book a call</a>';

test( 'an author embeds a calendar inline and as a pop-up link; visitors get both', async ( {
	admin,
	editor,
	page,
	pageUtils,
	context,
	problems: { php, errors },
} ) => {
	const calendly: string[] = [];
	await context.route( /^https:\/\/calendly\.com\//, ( route ) => {
		calendly.push( route.request().url() );
		return fulfillWithRecorded(
			route,
			'calendly/booking-page.html',
			'text/html'
		);
	} );
	await answerCalendlyWidget( context );

	await admin.createNewPost( { title: 'Book a call' } );

	// 1. Paste an address into an empty paragraph: it becomes the block.
	await pasteIntoEmptyParagraph(
		editor,
		pageUtils,
		'https://calendly.com/jane-doe/30min?primary_color=ff5500'
	);
	const blocks = editor.canvas.locator( '[data-type="jetpack/calendly"]' );
	const inline = blocks.first();
	const preview = inline.locator( 'iframe' );
	await expect( preview ).toBeVisible( { timeout: 60_000 } );
	await expect( preview ).toHaveAttribute(
		'src',
		'https://calendly.com/jane-doe/30min?embed_domain=127.0.0.1&embed_type=Inline&background_color=ffffff&primary_color=ff5500&text_color=4D5055'
	);
	await expect(
		inline.frameLocator( 'iframe' ).getByText( '30 Minute Meeting' )
	).toBeVisible();

	// 2. From the inserter: a foreign address is refused, a pop-up code
	// gives the link style and its button.
	await insertBlockFromInserter( page, 'jetpack/calendly' );
	const link = blocks.nth( 1 );
	const field = link.getByRole( 'textbox', {
		name: 'Calendly web address or embed code',
	} );
	await field.fill( 'https://example.com/jane-doe' );
	await link.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( link.getByText( ERROR ) ).toBeVisible();
	await expect( field ).toHaveValue( 'https://example.com/jane-doe' );
	await field.fill( POPUP_CODE );
	await link.getByRole( 'button', { name: 'Embed' } ).click();
	const button = link.locator( '[data-type="jetpack/button"]' );
	await expect( button ).toContainText( 'Book a call' );
	await expect( link.getByText( ERROR ) ).toHaveCount( 0 );
	await page.screenshot( { path: `${ SHOTS }/calendly-editor.png` } );

	// 3. Publish and reopen: both blocks valid, the inline one re-checked.
	const postId = await editor.publishPost();
	const recheck = page.waitForResponse( /resolve-redirect/, {
		timeout: 90_000,
	} );
	await page.reload();
	await recheck;
	await expect( blocks ).toHaveCount( 2, { timeout: 60_000 } );
	await expect( blocks.first().locator( 'iframe' ) ).toBeVisible( {
		timeout: 60_000,
	} );
	await expect(
		editor.canvas.getByText( /unexpected or invalid content/ )
	).toHaveCount( 0 );
	await expect( blocks.nth( 1 ) ).toContainText( 'Book a call' );

	// 4. Visitors.
	await page.goto( `/?p=${ postId }` );
	const calendar = page.locator(
		'.wp-block-jetpack-calendly.is-style-inline iframe'
	);
	await expect( calendar ).toHaveAttribute(
		'src',
		'https://calendly.com/jane-doe/30min?embed_domain=127.0.0.1&embed_type=Inline&background_color=ffffff&primary_color=ff5500&text_color=4D5055'
	);
	await calendar.scrollIntoViewIfNeeded();
	await expect(
		page
			.frameLocator( '.wp-block-jetpack-calendly iframe' )
			.getByText( '30 Minute Meeting' )
	).toBeVisible();
	const popupLink = page.locator(
		'.wp-block-jetpack-calendly.is-style-link a.wp-block-button__link'
	);
	await expect( popupLink ).toHaveText( 'Book a call' );
	await expect( popupLink ).toHaveAttribute(
		'href',
		'https://calendly.com/jane-doe/intro'
	);
	await page.screenshot( { path: `${ SHOTS }/calendly-front.png` } );
	const before = page.url();
	// A real click, once the button is in view: the theme scrolls smoothly,
	// and a click aimed while the page still moves lands beside the button.
	await popupLink.scrollIntoViewIfNeeded();
	await popupLink.click();
	const popup = page.locator( '.calendly-overlay iframe' );
	await expect( popup ).toHaveAttribute(
		'src',
		/^https:\/\/calendly\.com\/jane-doe\/intro\?.*embed_domain=127\.0\.0\.1/
	);
	expect( page.url() ).toBe( before );
	await page.screenshot( { path: `${ SHOTS }/calendly-front-popup.png` } );

	expect( calendly.length ).toBeGreaterThan( 0 );
	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
