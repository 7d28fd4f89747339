/**
 * Contact form in the incumbent's shape since 2025 (issue 38): a post saved
 * with label, input, phone input and option blocks
 * (tests/fixtures/blocks/jetpack__contact-form__incumbent-inner-blocks.html)
 * opens in the editor with every block valid, and a visitor sends it: the
 * entry names each field by its label, with the options chosen and the
 * phone number with its country's calling code.
 */
import fs from 'fs';
import path from 'path';
import { expect, test, watchPhpLog } from './orbit-blocks';

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? 'artifacts/screenshots';
const CONTENT = fs.readFileSync(
	path.join(
		__dirname,
		'../fixtures/blocks/jetpack__contact-form__incumbent-inner-blocks.html'
	),
	'utf8'
);

test( 'a form of label, input and option blocks opens valid and is sent by a visitor', async ( {
	admin,
	page,
	browser,
	baseURL,
	requestUtils,
} ) => {
	const php = watchPhpLog();
	const post = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: { title: 'Book a room', content: CONTENT, status: 'publish' },
	} ) ) as { id: number };

	await admin.visitAdminPage( 'post.php', `post=${ post.id }&action=edit` );
	await expect(
		page
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.getByText( 'Which room?' )
	).toBeVisible( { timeout: 60000 } );
	const invalid = await page.evaluate( () => {
		type Block = { name: string; isValid: boolean; innerBlocks: Block[] };
		const all = ( blocks: Block[] ): Block[] =>
			blocks.flatMap( ( block ) => [
				block,
				...all( block.innerBlocks ),
			] );
		return all(
			window.wp.data.select( 'core/block-editor' ).getBlocks() as Block[]
		)
			.filter( ( block ) => ! block.isValid )
			.map( ( block ) => block.name );
	} );
	expect( invalid ).toEqual( [] );
	await page.screenshot( {
		path: `${ SCREENSHOTS }/contact-form-inner-blocks-editor.png`,
		fullPage: true,
	} );

	const visitor = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const front = await visitor.newPage();
	await front.goto( `/?p=${ post.id }` );
	const form = front.locator( 'form.wp-block-jetpack-contact-form' );
	await form.getByLabel( /^Your name/ ).fill( 'Ada Lovelace' );
	await form.getByLabel( /^Email address/ ).fill( 'ada@example.com' );
	await expect( form.getByLabel( 'Country code' ) ).toHaveValue( 'FR' );
	await form.getByLabel( 'Country code' ).selectOption( 'GB' );
	await form.getByLabel( /^Mobile/ ).fill( '7700 900123' );
	await form.getByLabel( 'Attic room' ).check();
	await form.getByLabel( 'Breakfast' ).check();
	await form.getByLabel( 'Late check-out' ).check();
	await front.screenshot( {
		path: `${ SCREENSHOTS }/contact-form-inner-blocks-visitor.png`,
		fullPage: true,
	} );
	await form.getByRole( 'button', { name: 'Book' } ).click();
	await expect( front.getByRole( 'status' ) ).toContainText(
		'Your message has been sent'
	);
	await visitor.close();

	const stored = ( await requestUtils.rest( {
		path: '/jetpack/v4/contact-form/feedback',
		params: { source: post.id },
	} ) ) as Array< { fields: Array< { label: string; value: unknown } > } >;
	expect(
		stored[ 0 ].fields.map( ( field ) => [ field.label, field.value ] )
	).toEqual( [
		[ 'Your name', 'Ada Lovelace' ],
		[ 'Email address', 'ada@example.com' ],
		[ 'Mobile', '+44 7700 900123' ],
		[ 'Which room?', 'Attic room' ],
		[ 'Extras', [ 'Breakfast', 'Late check-out' ] ],
		[ 'Anything else?', '' ],
	] );
	expect( php.read() ).toEqual( [] );
} );
