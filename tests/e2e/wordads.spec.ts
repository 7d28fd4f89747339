/**
 * The ad block (spec 3 sections 2 and 3): an author finds it under Earn,
 * picks a format from the toolbar and hides it on mobile; it cannot become
 * a pattern; visitors get the slot of that format from the host, hidden on
 * a phone-sized screen.
 */
import { expect, test, openBlockSettings } from './orbit-blocks';

const SCREENSHOTS = 'artifacts/screenshots';

test( 'an author places an ad slot and visitors get it in the chosen format', async ( {
	admin,
	editor,
	page,
	problems: { php, errors },
} ) => {
	await admin.createNewPost( { title: 'With an ad' } );

	// The inserter lists it under Earn.
	await page
		.getByRole( 'button', { name: 'Block Inserter', exact: true } )
		.click();
	const earn = page.getByRole( 'listbox', { name: 'Earn' } ).or(
		page.locator( '.block-editor-inserter__panel-header', {
			hasText: 'Earn',
		} )
	);
	await expect( earn.first() ).toBeVisible();
	await page
		.getByRole( 'searchbox', { name: 'Search' } )
		.fill( 'advertising' );
	await page.getByRole( 'option', { name: /^Ad/ } ).click();

	const block = editor.canvas.locator( '[data-type="jetpack/wordads"]' );
	await expect( block.locator( '.orbit-ad__slot' ) ).toHaveAttribute(
		'data-ad-format',
		'mrec'
	);
	await expect( block.getByText( 'Rectangle 300x250' ) ).toBeVisible();

	// Toolbar: Pick an ad format → Leaderboard.
	await editor.clickBlockToolbarButton( 'Pick an ad format' );
	await page
		.getByRole( 'menuitem', { name: 'Leaderboard 728x90', exact: true } )
		.click();
	await expect( block.getByText( 'Leaderboard 728x90' ) ).toBeVisible();

	// Inspector: Visibility → Hide on mobile.
	const settings = await openBlockSettings( page, editor );
	await settings.getByRole( 'checkbox', { name: 'Hide on mobile' } ).check();
	await expect( block.getByText( 'Hidden on mobile' ) ).toBeVisible();

	// Not reusable: the block's options offer no pattern.
	await editor.clickBlockToolbarButton( 'Options' );
	await expect(
		page.getByRole( 'menuitem', { name: 'Duplicate' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'menuitem', { name: /Create pattern/ } )
	).toHaveCount( 0 );
	await page.keyboard.press( 'Escape' );
	await page.screenshot( { path: `${ SCREENSHOTS }/wordads-editor.png` } );

	const postId = await editor.publishPost();
	await page.reload();
	// The editor and the block's edit chunk load behind Playground's one PHP
	// worker: on a busy machine that can take longer than the 20 s default.
	await expect( block ).toHaveCount( 1, { timeout: 60_000 } );
	await expect(
		editor.canvas.getByText( 'This block contains unexpected' )
	).toHaveCount( 0 );

	// Nothing is saved in the post; the host renders the slot.
	const content = await page.evaluate( () =>
		// @ts-ignore -- the editor's global data API.
		window.wp.data.select( 'core/editor' ).getEditedPostContent()
	);
	expect( content ).toBe(
		'<!-- wp:jetpack/wordads {"format":"leaderboard","hideMobile":true} /-->'
	);

	await page.goto( `/?p=${ postId }` );
	const ad = page.locator( '.wp-block-jetpack-wordads' );
	await expect( ad ).toHaveClass( /aligncenter/ );
	await expect( ad ).toHaveClass( /orbit-ad--hide-mobile/ );
	const slot = ad.locator( '.orbit-ad__slot' );
	await expect( slot ).toHaveAttribute( 'data-ad-format', 'leaderboard' );
	// 728x90, or narrower in the same proportions when the content is.
	const box = await slot.evaluate( ( element ) => {
		const rect = element.getBoundingClientRect();
		const parent = element.parentElement?.getBoundingClientRect();
		return {
			width: rect.width,
			height: rect.height,
			room: parent?.width ?? 0,
		};
	} );
	expect( box.width ).toBeCloseTo( Math.min( 728, box.room ), 0 );
	expect( box.height / box.width ).toBeCloseTo( 90 / 728, 2 );
	await expect( slot ).toHaveText( 'Advertisement' );
	await page.screenshot( { path: `${ SCREENSHOTS }/wordads-front.png` } );

	// On a phone-sized screen it is hidden.
	await page.setViewportSize( { width: 375, height: 800 } );
	await expect( ad ).toBeHidden();

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
