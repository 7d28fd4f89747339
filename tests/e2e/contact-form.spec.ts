/**
 * Contact form (issue 5, item 1): an author inserts a form from the
 * inserter, picks the Contact form layout, makes the message required and
 * publishes. A visitor (logged out, a browser context of their own) sends
 * it once without the message (the server answers with the field's message
 * and keeps what was typed; the browser's own check is turned off for that,
 * as an old browser or a script would) and once filled in (the thank-you,
 * after a redirect, so a reload sends nothing again). The submission is
 * stored as feedback (read back through the REST route), a filled honeypot
 * and a request without the nonce store nothing, and no PHP line is logged.
 */
import fs from 'fs';
import type { Page } from '@playwright/test';
import {
	expect,
	test,
	watchPageErrors,
	watchPhpLog,
	newPostFromInserter,
} from './orbit-blocks';

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? 'artifacts/screenshots';

interface Feedback {
	id: number;
	source: number;
	fields: Array< { label: string; kind: string; value: unknown } >;
	content: string;
	mail: string;
}

/** The form's blocks in the editor: name and validity, nested. */
function formBlocks( page: Page ) {
	return page.evaluate( () => {
		type Block = {
			name: string;
			isValid: boolean;
			attributes: Record< string, unknown >;
			innerBlocks: Block[];
		};
		const [ form ] = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks() as Block[];
		return form?.innerBlocks.map( ( block ) => [
			block.name,
			block.attributes.required ?? null,
		] );
	} );
}

test.describe( 'contact form', () => {
	test( 'an author builds a form, a visitor sends it, the entry is stored', async ( {
		admin,
		editor,
		page,
		browser,
		baseURL,
		requestUtils,
		problems: { php, errors },
	} ) => {
		const form = await newPostFromInserter(
			{ admin, editor, page },
			'Get in touch',
			'jetpack/contact-form'
		);
		// The edit chunk loads behind the editor's own requests.
		await expect(
			form.getByRole( 'button', { name: 'Contact form' } )
		).toBeVisible( { timeout: 60_000 } );
		await expect(
			form.getByRole( 'button', { name: 'Start empty' } )
		).toBeVisible();
		await form.getByRole( 'button', { name: 'Contact form' } ).click();
		await expect
			.poll( () => formBlocks( page ) )
			.toEqual( [
				[ 'jetpack/field-name', true ],
				[ 'jetpack/field-email', true ],
				[ 'jetpack/field-textarea', false ],
				[ 'jetpack/button', null ],
			] );

		// The message: selected, then Required in the sidebar.
		await editor.openDocumentSettingsSidebar();
		await form.locator( '[data-type="jetpack/field-textarea"]' ).click();
		await page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'checkbox', { name: 'Required' } )
			.check();
		await expect
			.poll( async () => ( await formBlocks( page ) )[ 2 ] )
			.toEqual( [ 'jetpack/field-textarea', true ] );
		await expect(
			form
				.locator( '[data-type="jetpack/field-textarea"]' )
				.getByText( '(required)' )
		).toBeVisible();
		// The submit button is locked against removal.
		expect(
			await page.evaluate( () => {
				const { select } = window.wp.data;
				const [ block ] = select( 'core/block-editor' ).getBlocks();
				const button = block.innerBlocks[ 3 ];
				return select( 'core/block-editor' ).canRemoveBlock(
					button.clientId
				);
			} )
		).toBe( false );
		fs.mkdirSync( SCREENSHOTS, { recursive: true } );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/contact-form-editor.png`,
		} );

		const postId = await editor.publishPost();
		// Saved as the contract says, and every block parses back valid.
		const saved = await page.evaluate( async ( id ) => {
			const post = await window.wp.apiFetch( {
				path: `/wp/v2/posts/${ id }?context=edit`,
			} );
			const raw = ( post as { content: { raw: string } } ).content.raw;
			type Block = { isValid: boolean; innerBlocks: Block[] };
			const valid = ( blocks: Block[] ): boolean =>
				blocks.every(
					( block ) => block.isValid && valid( block.innerBlocks )
				);
			return { raw, valid: valid( window.wp.blocks.parse( raw ) ) };
		}, postId );
		expect( saved.valid ).toBe( true );
		expect( saved.raw ).toContain(
			'<!-- wp:jetpack/field-textarea {"required":true} /-->'
		);
		expect( saved.raw ).toContain( '"lock":{"remove":true}' );

		// A visitor, logged out.
		const visitor = await browser.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		const frontErrors = watchPageErrors( front );
		await front.goto( `/?p=${ postId }` );
		const visitorForm = front.locator(
			'form.wp-block-jetpack-contact-form'
		);
		await expect( visitorForm ).toHaveAttribute( 'method', 'post' );
		const name = visitorForm.getByLabel( /^Name/ );
		const email = visitorForm.getByLabel( /^Email/ );
		const message = visitorForm.getByLabel( /^Message/ );
		await expect( name ).toHaveAttribute( 'required', '' );
		await expect( message ).toHaveAttribute( 'required', '' );
		await expect(
			visitorForm.locator( 'input[name="orbit_cf_nonce"]' )
		).toHaveCount( 1 );
		// The honeypot: visually hidden, out of the tab order.
		await expect(
			visitorForm.locator( '.orbit-contact-form__honeypot' )
		).toHaveCSS( 'clip', 'rect(0px, 0px, 0px, 0px)' );
		await expect(
			visitorForm.locator( '.orbit-contact-form__honeypot input' )
		).toHaveAttribute( 'tabindex', '-1' );
		const hidden = await visitorForm.evaluate( ( element ) =>
			Object.fromEntries(
				new FormData( element as HTMLFormElement ).entries()
			)
		);

		// Without the message: the server's answer, values kept.
		await name.fill( 'Ada Lovelace' );
		await email.fill( 'ada@example.com' );
		await visitorForm.evaluate( ( element ) => {
			( element as HTMLFormElement ).noValidate = true;
		} );
		await visitorForm.getByRole( 'button', { name: 'Submit' } ).click();
		await expect(
			front.getByText( 'Message is required.', { exact: true } )
		).toBeVisible();
		await expect(
			front.getByRole( 'alert' ).filter( { hasText: 'not sent' } )
		).toBeVisible();
		await expect( name ).toHaveValue( 'Ada Lovelace' );
		await expect( email ).toHaveValue( 'ada@example.com' );
		await expect( message ).toHaveAttribute( 'aria-invalid', 'true' );
		await front.screenshot( {
			path: `${ SCREENSHOTS }/contact-form-visitor-errors.png`,
			fullPage: true,
		} );

		// Filled in: the thank-you, after a redirect.
		await message.fill( 'Hello <script>alert(1)</script>there' );
		await visitorForm.getByRole( 'button', { name: 'Submit' } ).click();
		await expect(
			front.getByRole( 'heading', { name: 'Your message has been sent' } )
		).toBeVisible();
		expect( front.url() ).toContain( 'contact-form-sent=' );
		await front.reload();
		await expect(
			front.getByRole( 'heading', { name: 'Your message has been sent' } )
		).toBeVisible();

		// A bot that fills the honeypot is thanked, and nothing is stored;
		// a post without the nonce is refused.
		const bot = await visitor.request.post( `/?p=${ postId }`, {
			form: {
				...( hidden as Record< string, string > ),
				'orbit-field[field-3]': 'spam',
				orbit_cf_website: 'http://spam.example',
			},
			maxRedirects: 0,
		} );
		expect( bot.status() ).toBe( 303 );
		expect( bot.headers().location ).toContain( 'contact-form-sent=' );
		const forged = await visitor.request.post( `/?p=${ postId }`, {
			form: {
				...( hidden as Record< string, string > ),
				'orbit-field[field-3]': 'forged',
				orbit_cf_nonce: 'nope',
			},
			maxRedirects: 0,
		} );
		expect( forged.status() ).toBe( 200 );
		expect( await forged.text() ).toContain( 'the page had expired' );
		expect( frontErrors ).toEqual( [] );
		await visitor.close();

		// One entry, with the fields as typed (script stripped).
		const stored = ( await requestUtils.rest( {
			path: '/jetpack/v4/contact-form/feedback',
			params: { source: postId ?? 0 },
		} ) ) as Feedback[];
		expect( stored ).toHaveLength( 1 );
		expect( stored[ 0 ].fields ).toEqual( [
			{
				key: 'field-1',
				label: 'Name',
				kind: 'text',
				value: 'Ada Lovelace',
			},
			{
				key: 'field-2',
				label: 'Email',
				kind: 'email',
				value: 'ada@example.com',
			},
			{
				key: 'field-3',
				label: 'Message',
				kind: 'textarea',
				value: 'Hello there',
			},
		] );
		expect( stored[ 0 ].content ).toContain( 'Name: Ada Lovelace' );
		// The e-mail went out or its failure is recorded; the entry stays.
		expect( [ 'sent', 'failed' ] ).toContain( stored[ 0 ].mail );

		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );
	test( 'a form takes submissions on published posts only, five per visitor in ten minutes', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const php = watchPhpLog();
		const content = [
			'<!-- wp:jetpack/contact-form {"to":"someone@example.org"} -->',
			'<div class="wp-block-jetpack-contact-form">',
			'<!-- wp:jetpack/field-name {"required":true} /-->',
			'<!-- wp:jetpack/field-textarea {"required":true} /-->',
			'</div>',
			'<!-- /wp:jetpack/contact-form -->',
		].join( '\n' );
		const createPost = ( data: Record< string, string > ) =>
			requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: { content, status: 'publish', ...data },
			} ) as Promise< { id: number } >;
		const published = await createPost( { title: 'Write to us' } );
		const locked = await createPost( {
			title: 'Members only',
			password: 'secret',
		} );

		const visitor = await browser.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		await front.goto( `/?p=${ published.id }` );
		const form = front.locator( 'form.wp-block-jetpack-contact-form' );
		const hidden = ( await form.evaluate( ( element ) =>
			Object.fromEntries(
				new FormData( element as HTMLFormElement ).entries()
			)
		) ) as Record< string, string >;

		// A published post behind a password takes nothing from a visitor
		// who has not given it, whatever the form's fields say.
		const refused = await visitor.request.post( `/?p=${ locked.id }`, {
			form: {
				...hidden,
				orbit_cf_post: String( locked.id ),
				'orbit-field[field-1]': 'Spammer',
				'orbit-field[field-2]': 'spam',
			},
			maxRedirects: 0,
		} );
		expect( refused.status() ).toBe( 400 );

		// Five messages go through.
		for ( let sent = 1; sent <= 5; sent++ ) {
			await front.goto( `/?p=${ published.id }` );
			await form.getByLabel( /^Name/ ).fill( `Ada ${ sent }` );
			await form.getByLabel( /^Message/ ).fill( `Message ${ sent }` );
			await form.getByRole( 'button', { name: 'Submit' } ).click();
			await expect(
				front.getByRole( 'heading', {
					name: 'Your message has been sent',
				} )
			).toBeVisible();
		}
		// The sixth: refused, saying how long to wait, every value kept.
		await front.goto( `/?p=${ published.id }` );
		await form.getByLabel( /^Name/ ).fill( 'Ada 6' );
		await form.getByLabel( /^Message/ ).fill( 'Message 6' );
		const [ answer ] = await Promise.all( [
			front.waitForResponse(
				( response ) => response.request().method() === 'POST'
			),
			form.getByRole( 'button', { name: 'Submit' } ).click(),
		] );
		expect( answer.status() ).toBe( 429 );
		await expect( front.getByRole( 'alert' ) ).toHaveText(
			/^Too many submissions\. Please try again in \d+ seconds\.$/
		);
		await expect( form.getByLabel( /^Name/ ) ).toHaveValue( 'Ada 6' );
		await expect( form.getByLabel( /^Message/ ) ).toHaveValue(
			'Message 6'
		);
		await visitor.close();

		const stored = ( await requestUtils.rest( {
			path: '/jetpack/v4/contact-form/feedback',
			params: { source: published.id },
		} ) ) as Feedback[];
		expect( stored ).toHaveLength( 5 );
		expect(
			( await requestUtils.rest( {
				path: '/jetpack/v4/contact-form/feedback',
				params: { source: locked.id },
			} ) ) as Feedback[]
		).toHaveLength( 0 );
		expect( php.read() ).toEqual( [] );
	} );
} );
