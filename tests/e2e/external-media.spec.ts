/**
 * The external media picker (spec 3 "External media picker") as an author
 * uses it, against the local provider (php-stubs/includes/rest/external-media.php),
 * which serves its own pictures, so no third-party host is involved.
 *
 * An image block's placeholder offers "Select image": Google Photos first
 * shows the connect screen; Connect opens the local consent page in a
 * pop-up ("Awaiting authorization" meanwhile); once approved the recent
 * photos show, and one photo is inserted. A gallery's placeholder then opens
 * Pexels, searches "ocean", selects two images and inserts them: both are
 * in the media library (REST), the post saves, reopens valid, and the
 * visitor sees the three copied images. No PHP message, no page error.
 */
import type { Locator, Page } from '@playwright/test';
import {
	connectAccount,
	editorBlocks,
	expect,
	test,
	SHOTS,
} from './orbit-blocks';

async function openSource( page: Page, block: Locator, source: string ) {
	await block.getByRole( 'button', { name: 'Select image' } ).click();
	await page.getByRole( 'menuitem', { name: source } ).click();
	return page.getByRole( 'dialog', { name: 'Select media' } );
}

test( 'an author connects Google Photos, inserts a photo, and builds a gallery from two Pexels images', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	// The sources are offered only on a connected site (spec 3 section 6).
	await connectAccount( admin, page );
	await admin.createNewPost( { title: 'External media' } );

	// 1. Image block → Google Photos: not connected yet.
	await editor.insertBlock( { name: 'core/image' } );
	const image = editor.canvas.locator( '[data-type="core/image"]' );
	let picker = await openSource( page, image, 'Google Photos' );
	const connect = picker.getByRole( 'button', {
		name: 'Connect to Google Photos',
	} );
	await expect( connect ).toBeVisible( { timeout: 90_000 } );
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		connect.click(),
	] );
	await expect(
		picker.getByRole( 'button', { name: 'Awaiting authorization' } )
	).toBeDisabled();
	await popup.getByRole( 'button', { name: 'Approve' } ).click();

	// Connected: the recent photos, the views and Disconnect.
	const photo = picker.getByRole( 'button', {
		name: 'Photo 1',
		exact: true,
	} );
	await expect( photo ).toBeVisible( { timeout: 90_000 } );
	await expect(
		picker.getByRole( 'button', { name: 'Disconnect from Google Photos' } )
	).toBeVisible();
	await expect(
		picker.getByRole( 'button', { name: 'Albums' } )
	).toBeVisible();
	await photo.click();
	await expect( photo ).toHaveAttribute( 'aria-pressed', 'true' );
	await picker.getByRole( 'button', { name: 'Select', exact: true } ).click();
	await expect( picker ).toBeHidden( { timeout: 90_000 } );
	await expect( image.locator( 'img' ) ).toHaveAttribute(
		'src',
		/gp-photo-1/,
		{ timeout: 90_000 }
	);

	// 2. Gallery → Pexels: search, two images.
	await editor.insertBlock( { name: 'core/gallery' } );
	const gallery = editor.canvas.locator( '[data-type="core/gallery"]' );
	picker = await openSource( page, gallery, 'Pexels Free Photos' );
	const field = picker.getByRole( 'searchbox', {
		name: 'Search Pexels Free Photos',
	} );
	await expect( field ).not.toHaveValue( '' );
	const searchButton = picker.getByRole( 'button', { name: 'Search' } );
	await expect( searchButton ).toBeDisabled();
	await field.fill( 'nothing here' );
	await searchButton.click();
	await expect(
		picker.getByText( 'Sorry, but nothing matched your search criteria.' )
	).toBeVisible( { timeout: 90_000 } );
	await field.fill( 'ocean' );
	await searchButton.click();
	const first = picker.getByRole( 'button', {
		name: 'Ocean 1',
		exact: true,
	} );
	const second = picker.getByRole( 'button', {
		name: 'Ocean 2',
		exact: true,
	} );
	await expect( first ).toBeVisible( { timeout: 90_000 } );
	await first.click();
	await second.click();
	await expect( picker.getByText( '2 selected' ) ).toBeVisible();
	await expect( second.locator( 'img' ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/external-media-picker.png` } );
	await picker.getByRole( 'button', { name: 'Select', exact: true } ).click();
	await expect( picker ).toBeHidden( { timeout: 90_000 } );
	await expect( gallery.locator( 'img' ) ).toHaveCount( 2, {
		timeout: 90_000,
	} );

	// Both are in the media library.
	const media = ( await requestUtils.rest( {
		path: '/wp/v2/media',
		params: { per_page: 20, context: 'edit' },
	} ) ) as { title: { rendered: string } }[];
	const titles = media.map(
		( item: { title: { rendered: string } } ) => item.title.rendered
	);
	expect( titles ).toEqual(
		expect.arrayContaining( [ 'Ocean 1', 'Ocean 2', 'Photo 1' ] )
	);
	await page.screenshot( { path: `${ SHOTS }/external-media-gallery.png` } );

	// Saved, reopened valid; the visitor sees the copied images.
	const postId = await editor.publishPost();
	await page.reload();
	await expect(
		editor.canvas.locator( '[data-type="core/gallery"]' )
	).toBeVisible( {
		timeout: 60_000,
	} );
	const blocks = await editorBlocks( page );
	expect( blocks.map( ( [ name, valid ] ) => [ name, valid ] ) ).toEqual( [
		[ 'core/image', true ],
		[ 'core/gallery', true ],
	] );
	const front = await page.request.get( `/?p=${ postId }` );
	const html = await front.text();
	expect( html.match( /<img [^>]*wp-image-\d+/g ) ?? [] ).toHaveLength( 3 );

	expect( php.read() ).toEqual( [] );
	// The one expected failed request: Google Photos' list answers 403
	// authorization_required before the account is connected.
	expect(
		errors.filter(
			( line ) => ! /status of 403 \(Forbidden\)/.test( line )
		)
	).toEqual( [] );
	expect(
		errors.filter( ( line ) => /status of 403/.test( line ) ).length
	).toBeLessThanOrEqual( 1 );
} );
