/**
 * The shared button (spec 2 "Button", spec 3 "Style and width controls") as
 * a parent block places it: the author edits its text, style, link, border
 * radius and width, and visitors see the same button, whether the host
 * renders it (the default) or the post saves its markup.
 */
import { expect, test, newPostWithBlock } from './orbit-blocks';

const SCREENSHOTS = 'artifacts/screenshots';

const CASES = [
	{ saveInPostContent: false, how: 'rendered by the host' },
	{ saveInPostContent: true, how: 'saved in the post' },
];

for ( const { saveInPostContent, how } of CASES ) {
	test( `an author styles a button and visitors see it (${ how })`, async ( {
		admin,
		editor,
		page,
		problems: { php, errors },
	} ) => {
		const block = await newPostWithBlock( { admin, editor }, 'Button', {
			name: 'jetpack/button',
			attributes: { saveInPostContent },
		} );
		const text = block.getByRole( 'textbox', { name: 'Button text' } );
		await text.click();
		await page.keyboard.type( 'Book a table' );

		// Style: Outline, from the toolbar.
		await editor.clickBlockToolbarButton( 'Style' );
		await page.getByRole( 'menuitem', { name: 'Outline' } ).click();
		await expect( block ).toHaveClass( /is-style-outline/ );

		// A script link is refused with a message; a web address is kept.
		await editor.clickBlockToolbarButton( 'Link' );
		const url = page.getByRole( 'combobox', { name: 'URL' } );
		await url.fill( 'javascript:alert(1)' );
		await expect(
			page.getByRole( 'alert' ).filter( { hasText: 'Use a web address' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Apply' } )
		).toBeDisabled();
		await url.fill( 'https://example.com/book' );
		await page.getByRole( 'button', { name: 'Apply' } ).click();

		// Sidebar: border radius and a 50% width.
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings.getByRole( 'tab', { name: 'Block' } ).click();
		await settings
			.getByRole( 'spinbutton', { name: 'Border radius' } )
			.fill( '12' );
		await settings.getByRole( 'button', { name: '50%' } ).click();
		await expect( text ).toHaveCSS( 'border-radius', '12px' );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/button-editor-${ saveInPostContent }.png`,
		} );

		const postId = await editor.publishPost();
		await page.goto( `/?p=${ postId }` );
		const link = page.locator(
			'.wp-block-jetpack-button.is-style-outline a.wp-block-button__link'
		);
		await expect( link ).toHaveText( 'Book a table' );
		await expect( link ).toHaveAttribute(
			'href',
			'https://example.com/book'
		);
		await expect( link ).toHaveCSS( 'border-radius', '12px' );
		await expect( link ).toHaveAttribute( 'style', /width:\s?50%/ );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/button-front-${ saveInPostContent }.png`,
		} );
		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );
}
