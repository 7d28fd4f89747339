/**
 * The markdown block (spec 2 "Markdown", sections 2, 4 and 8) as an author
 * uses it: inserted from the inserter, written in Markdown, previewed (a
 * preview link asks before leaving), published and reopened without an
 * invalid-block warning; visitors see the rendered HTML, and neither the
 * script tag nor the javascript: link the author typed.
 */
import { editorBlocks, expect, test, SHOTS } from './orbit-blocks';

const SOURCE = [
	'## Menu of the day',
	'',
	'Soup of the **day**, bread and _olives_.',
	'',
	'- [Book a table](https://example.com/book)',
	'- Call [us](tel:+15550100)',
	'',
	'[x](javascript:alert(1)) and <script>alert(1)</script>',
].join( '\n' );

test.use( { newPost: { title: 'Markdown', name: 'jetpack/markdown' } } );

test( 'an author writes Markdown, previews it, and visitors see the HTML', async ( {
	block,
	editor,
	page,
	problems: { php, errors },
} ) => {
	const field = block.getByRole( 'textbox', { name: 'Markdown' } );
	// The edit chunk (with markdown-it) loads the first time the block shows.
	await expect( field ).toBeVisible( { timeout: 60_000 } );
	await field.click();
	await page.keyboard.type( SOURCE );
	await expect( field ).toHaveValue( SOURCE );
	await page.screenshot( { path: `${ SHOTS }/markdown-editor-source.png` } );

	// Preview, from the toolbar.
	await editor.clickBlockToolbarButton( 'Preview' );
	await expect( field ).toHaveCount( 0 );
	const preview = block.locator( '.wp-block-jetpack-markdown__preview' );
	await expect(
		preview.getByRole( 'heading', { level: 2, name: 'Menu of the day' } )
	).toBeVisible();
	await expect( preview.locator( 'strong' ) ).toHaveText( 'day' );
	await expect( preview.getByRole( 'link' ) ).toHaveCount( 2 );
	await expect( preview ).toContainText( '[x](javascript:alert(1))' );
	await expect( preview ).toContainText( '<script>alert(1)</script>' );
	await expect( preview.locator( 'script' ) ).toHaveCount( 0 );

	// A link asks first; cancelling keeps the author in the editor.
	// (A dialog blocks the click until it is answered, so the answer is set
	// up first.)
	const editorUrl = page.url();
	const questions: string[] = [];
	page.once( 'dialog', ( dialog ) => {
		questions.push( `${ dialog.type() }: ${ dialog.message() }` );
		return dialog.dismiss();
	} );
	await preview.getByRole( 'link', { name: 'Book a table' } ).click();
	await expect
		.poll( () => questions )
		.toEqual( [ 'confirm: Are you sure you wish to leave this page?' ] );
	await expect( preview ).toBeVisible();
	expect( page.url() ).toBe( editorUrl );
	await page.screenshot( { path: `${ SHOTS }/markdown-editor-preview.png` } );

	// Deselected, it shows what visitors see; selected again, the source.
	await editor.canvas.getByRole( 'textbox', { name: 'Add title' } ).click();
	await expect(
		block.getByRole( 'heading', { name: 'Menu of the day' } )
	).toBeVisible();
	await block.getByText( 'Soup of the' ).click();
	await expect( field ).toHaveValue( SOURCE );

	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();

	// Reopened: the block is valid and its source is kept.
	await page.reload();
	await expect( block ).toBeVisible( { timeout: 60_000 } );
	const blocks = ( await editorBlocks( page ) ).map(
		( [ name, isValid, attributes ] ) => [
			name,
			isValid,
			attributes.source,
		]
	);
	expect( blocks ).toEqual( [ [ 'jetpack/markdown', true, SOURCE ] ] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// Visitors: the rendered HTML, without the script or the script link.
	const dialogs: string[] = [];
	page.on( 'dialog', ( d ) => {
		dialogs.push( d.message() );
		return d.dismiss();
	} );
	await page.goto( `/?p=${ postId }` );
	const content = page.locator( '.wp-block-jetpack-markdown' );
	await expect(
		content.getByRole( 'heading', { level: 2, name: 'Menu of the day' } )
	).toBeVisible();
	await expect( content.locator( 'em' ) ).toHaveText( 'olives' );
	await expect(
		content.getByRole( 'link', { name: 'Book a table' } )
	).toHaveAttribute( 'href', 'https://example.com/book' );
	await expect( content.getByRole( 'link', { name: 'us' } ) ).toHaveAttribute(
		'href',
		'tel:+15550100'
	);
	await expect( content.getByRole( 'link' ) ).toHaveCount( 2 );
	await expect( content.locator( 'script' ) ).toHaveCount( 0 );
	await expect( content.locator( '[href*="javascript" i]' ) ).toHaveCount(
		0
	);
	const html = await content.innerHTML();
	expect( html ).not.toMatch( /<script/i );
	expect( html ).not.toMatch( /href="\s*javascript:/i );
	expect( dialogs ).toEqual( [] );
	await content.scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/markdown-front.png` } );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
