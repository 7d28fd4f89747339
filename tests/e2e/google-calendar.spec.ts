/**
 * The calendar embed (spec 2 "Calendar embed", sections 2, 5, 8 and 9) as an
 * author uses it: a Public URL pasted into the editor becomes the block; the
 * preview sits under an overlay that a click removes and deselection
 * restores; Edit takes a Shareable Link (the exact error, nothing lost) and
 * then the Embed Code (its height read); published and reopened without an
 * invalid-block warning; visitors get the iframe at the chosen height, 300 px
 * at most on a phone. calendar.google.com is answered by a fixture page.
 */
import fs from 'fs';
import path from 'path';
import { editorBlocks, expect, test, SHOTS } from './orbit-blocks';

const PUBLIC =
	'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com&ctz=Europe%2FLisbon';
const TEAM =
	'https://calendar.google.com/calendar/embed?src=team%40group.calendar.google.com&ctz=Europe%2FLisbon';
const CALENDAR_ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.";
const EMBED_PAGE = fs.readFileSync(
	path.join( __dirname, 'fixtures/google-calendar/embed.html' ),
	'utf8'
);

test( 'an author pastes a calendar, edits it with Embed Code, and visitors see it', async ( {
	admin,
	editor,
	page,
	pageUtils,
	problems: { php, errors },
} ) => {
	const calendarRequests: string[] = [];
	await page.route( 'https://calendar.google.com/**', ( route ) => {
		calendarRequests.push( route.request().url() );
		return route.fulfill( {
			status: 200,
			contentType: 'text/html; charset=utf-8',
			body: EMBED_PAGE,
		} );
	} );

	await admin.createNewPost( { title: 'Holidays' } );
	await editor.insertBlock( { name: 'core/paragraph' } );
	await pageUtils.setClipboardData( { plainText: PUBLIC } );
	await pageUtils.pressKeys( 'primary+v' );

	const block = editor.canvas.locator(
		'[data-type="jetpack/google-calendar"]'
	);
	const frame = block.locator( 'iframe[title="Google Calendar"]' );
	await expect( frame ).toHaveAttribute( 'src', PUBLIC, { timeout: 60_000 } );
	await expect( frame ).toHaveAttribute( 'height', '600' );
	await expect.poll( () => calendarRequests ).toContain( PUBLIC );
	await expect(
		frame.contentFrame().getByRole( 'heading', { name: 'December 2026' } )
	).toBeVisible();

	// The overlay: a click lets the author use the calendar; leaving the
	// block puts it back.
	const overlay = block.locator(
		'.wp-block-jetpack-google-calendar__overlay'
	);
	await expect( overlay ).toBeVisible();
	await overlay.click();
	await expect( overlay ).toHaveCount( 0 );
	await editor.canvas.getByRole( 'textbox', { name: 'Add title' } ).click();
	await expect( overlay ).toBeVisible();

	// Edit: a Shareable Link is refused with the exact text and kept; the
	// Embed Code is read for its url and height.
	await overlay.click();
	await editor.clickBlockToolbarButton( 'Edit' );
	const field = block.getByRole( 'textbox', {
		name: 'Public URL or Embed Code',
	} );
	await field.fill( 'https://calendar.app.google/AbCdEf12345' );
	await block.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( block.getByRole( 'alert' ) ).toHaveText( CALENDAR_ERROR );
	await expect( field ).toHaveValue(
		'https://calendar.app.google/AbCdEf12345'
	);
	await page.screenshot( { path: `${ SHOTS }/google-calendar-error.png` } );
	await field.fill(
		`<iframe src="${ TEAM.replace(
			/&/g,
			'&amp;'
		) }" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>`
	);
	await block.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( frame ).toHaveAttribute( 'src', TEAM );
	await expect( frame ).toHaveAttribute( 'height', '450' );
	await page.screenshot( { path: `${ SHOTS }/google-calendar-editor.png` } );

	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();

	// Reopened: valid, with the url and height, and no pasted HTML kept.
	await page.reload();
	await expect( frame ).toBeVisible( { timeout: 60_000 } );
	const blocks = await editorBlocks( page );
	expect( blocks ).toEqual( [
		[ 'jetpack/google-calendar', true, { url: TEAM, height: 450 } ],
	] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );
	const saved = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getEditedPostContent()
	);
	expect( saved ).not.toContain( '<iframe' );

	// Visitors: the iframe at 450 px; on a phone, 300 px.
	await page.goto( `/?p=${ postId }` );
	const visitorFrame = page.locator(
		'.wp-block-jetpack-google-calendar iframe'
	);
	await expect( visitorFrame ).toHaveAttribute( 'src', TEAM );
	await expect( visitorFrame ).toHaveAttribute( 'height', '450' );
	await expect(
		visitorFrame.contentFrame().getByText( 'Team dinner' )
	).toBeVisible();
	await visitorFrame.scrollIntoViewIfNeeded();
	expect( ( await visitorFrame.boundingBox() )?.height ).toBe( 450 );
	await page.screenshot( { path: `${ SHOTS }/google-calendar-front.png` } );
	await page.setViewportSize( { width: 390, height: 844 } );
	await expect
		.poll( async () => ( await visitorFrame.boundingBox() )?.height )
		.toBe( 300 );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
