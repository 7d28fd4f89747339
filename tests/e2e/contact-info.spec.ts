/**
 * Contact info (spec 2 "Contact Info", sections 2, 3, 5 and 6): an author
 * inserts the card from the inserter, fills its email, phone and address
 * lines, links the address to Google Maps, publishes; the post reopens with
 * valid blocks, and visitors get a mailto: link without the trailing dot, a
 * tel: link with digits only and the maps link. The children cannot be
 * inserted outside the card, what is typed is never saved as markup, and an
 * author's post (cleaned by WordPress's kses) keeps the address microdata.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import {
	expect,
	test,
	temporaryAuthor,
	newPostWithBlock,
} from './orbit-blocks';
import { savePostAs } from './site-state';

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? 'artifacts/screenshots';
const CHILDREN = [ 'jetpack/email', 'jetpack/phone', 'jetpack/address' ];
const MAPS =
	'https://www.google.com/maps/search/123%20Main%20St%2C%20Suite%204%2C%20Springfield%2C%20IL%2062701%2C%20USA';

interface BlockSummary {
	name: string;
	isValid: boolean;
	innerBlocks: BlockSummary[];
}

/** The editor's blocks, nested, with their validity. */
function editorBlocks( page: Page ): Promise< BlockSummary[] > {
	return page.evaluate( () => {
		type Block = {
			name: string;
			isValid: boolean;
			innerBlocks: Block[];
		};
		const summary = ( block: Block ): Block => ( {
			name: block.name,
			isValid: block.isValid,
			innerBlocks: block.innerBlocks.map( summary ),
		} );
		return window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map( summary );
	} );
}

const inserterToggle = ( page: Page ) =>
	page
		.getByRole( 'toolbar', { name: 'Document tools' } )
		.getByRole( 'button', { name: 'Block Inserter', exact: true } );

/** Opens the inserter (if it is not open) and searches it. */
async function searchInserter( page: Page, term: string ) {
	if (
		( await inserterToggle( page ).getAttribute( 'aria-expanded' ) ) !==
		'true'
	) {
		await inserterToggle( page ).click();
	}
	await page.getByRole( 'searchbox', { name: 'Search' } ).fill( term );
	return page.getByRole( 'listbox', { name: 'Blocks' } );
}

async function closeInserter( page: Page ) {
	if (
		( await inserterToggle( page ).getAttribute( 'aria-expanded' ) ) ===
		'true'
	) {
		await inserterToggle( page ).click();
	}
}

async function clearSelection( page: Page ) {
	await page.evaluate( () =>
		window.wp.data.dispatch( 'core/block-editor' ).clearSelectedBlock()
	);
}

test.describe( 'contact info', () => {
	test( 'an author fills the card and visitors can write, call and find them', async ( {
		admin,
		editor,
		page,
		problems: { php, errors },
	} ) => {
		await admin.createNewPost( { title: 'Contact us' } );

		// Insert it from the inserter, as an author would.
		const results = await searchInserter( page, 'Contact Info' );
		await results.getByRole( 'option', { name: /^Contact Info/ } ).click();
		const card = editor.canvas.locator(
			'[data-type="jetpack/contact-info"]'
		);
		// The block shows once its edit chunk has loaded: the first request
		// after the editor's own, behind them in Playground's one worker.
		await expect( card ).toBeVisible( { timeout: 60_000 } );
		// The template: email, phone and address, in that order.
		await expect
			.poll(
				async () =>
					( await editorBlocks( page ) )[ 0 ]?.innerBlocks.map(
						( block ) => block.name
					)
			)
			.toEqual( CHILDREN );
		await expect( card.locator( '.components-spinner' ) ).toHaveCount( 0 );

		// Email, with a trailing dot; Enter adds neither a line nor a block.
		const email = card.getByRole( 'textbox', { name: 'Email' } );
		await email.click();
		await page.keyboard.type( 'hello@example.com.' );
		await page.keyboard.press( 'Enter' );
		await expect( email ).toHaveValue( 'hello@example.com.' );

		const phone = card.getByRole( 'textbox', { name: 'Phone number' } );
		await phone.click();
		await page.keyboard.type( '+1 (555) 010-0199 ext. 12' );

		// The address: seven lines with their placeholders, Enter blocked.
		const address = card.locator( '[data-type="jetpack/address"]' );
		const field = ( name: string ) =>
			address.getByRole( 'textbox', { name } );
		await expect( address.getByRole( 'textbox' ) ).toHaveCount( 7 );
		await field( 'Street Address' ).click();
		await page.keyboard.type( '123 Main St' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.press( 'Shift+Enter' );
		await expect( field( 'Street Address' ) ).toHaveValue( '123 Main St' );
		await field( 'Address Line 2' ).fill( 'Suite 4' );
		await field( 'City' ).fill( 'Springfield' );
		await field( 'State/Province/Region' ).fill( 'IL' );
		await field( 'Postal/Zip Code' ).fill( '62701' );
		await field( 'Country' ).fill( 'USA' );
		await expect( field( 'Address Line 3' ) ).toHaveValue( '' );
		await address
			.getByRole( 'checkbox', { name: 'Link address to Google Maps' } )
			.check();
		expect(
			( await editorBlocks( page ) )[ 0 ].innerBlocks.map(
				( block ) => block.name
			)
		).toEqual( CHILDREN );
		fs.mkdirSync( SCREENSHOTS, { recursive: true } );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/contact-editor-address-selected.png`,
		} );

		// Not selected: what visitors will see.
		await clearSelection( page );
		await expect( address.getByRole( 'textbox' ) ).toHaveCount( 0 );
		await expect(
			address.locator( '.jetpack-address__locality' )
		).toHaveText( 'Springfield, IL 62701' );
		await expect(
			card.getByRole( 'link', { name: 'hello@example.com' } )
		).toHaveAttribute( 'href', 'mailto:hello@example.com' );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/contact-editor.png`,
		} );

		// The children are only for the card: not at the post's root ...
		await searchInserter( page, 'Address' );
		// Wait for the search to answer, whatever it finds.
		await expect(
			page
				.getByText( 'No results found.' )
				.or( page.getByRole( 'listbox', { name: 'Blocks' } ) )
				.first()
		).toBeVisible();
		await expect(
			page.getByRole( 'option', { name: /^Address$/ } )
		).toHaveCount( 0 );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/contact-inserter-root.png`,
		} );
		await closeInserter( page );
		// ... but inside it (a click on a line selects it and puts the
		// caret in its field).
		await card.getByRole( 'link', { name: 'hello@example.com' } ).click();
		await expect( email ).toBeFocused();
		const inside = await searchInserter( page, 'Address' );
		await expect(
			inside.getByRole( 'option', { name: /^Address$/ } )
		).toBeVisible();
		await page.screenshot( {
			path: `${ SCREENSHOTS }/contact-inserter-card.png`,
		} );
		await closeInserter( page );
		const rules = await page.evaluate( ( names ) => {
			const { select } = window.wp.data;
			const [ cardBlock ] = select( 'core/block-editor' ).getBlocks();
			return names.map( ( name: string ) => ( {
				name,
				parent: window.wp.blocks.getBlockType( name ).parent,
				atRoot: select( 'core/block-editor' ).canInsertBlockType(
					name,
					''
				),
				inCard: select( 'core/block-editor' ).canInsertBlockType(
					name,
					cardBlock.clientId
				),
			} ) );
		}, CHILDREN );
		expect( rules ).toEqual(
			CHILDREN.map( ( name ) => ( {
				name,
				parent: [ 'jetpack/contact-info' ],
				atRoot: false,
				inCard: true,
			} ) )
		);

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Reopened: every block valid, no invalid-content warning.
		await page.reload();
		await expect( card ).toBeVisible();
		expect( await editorBlocks( page ) ).toEqual( [
			{
				name: 'jetpack/contact-info',
				isValid: true,
				innerBlocks: CHILDREN.map( ( name ) => ( {
					name,
					isValid: true,
					innerBlocks: [],
				} ) ),
			},
		] );
		await expect(
			editor.canvas.getByText( 'unexpected or invalid content' )
		).toHaveCount( 0 );
		await expect(
			card.locator(
				'[data-type="jetpack/address"] .jetpack-address__link'
			)
		).toHaveAttribute( 'href', MAPS );

		// The front end.
		await page.goto( `/?p=${ postId }` );
		const front = page.locator( '.wp-block-jetpack-contact-info' );
		const mail = front.locator( '.wp-block-jetpack-email a' );
		await expect( mail ).toHaveText( 'hello@example.com' );
		await expect( mail ).toHaveAttribute(
			'href',
			'mailto:hello@example.com'
		);
		await expect( front.locator( '.wp-block-jetpack-email' ) ).toHaveText(
			'hello@example.com.'
		);
		const tel = front.locator( '.wp-block-jetpack-phone a' );
		await expect( tel ).toHaveAttribute( 'href', 'tel:+15550100199' );
		await expect( tel ).toHaveText( '+1 (555) 010-0199' );
		await expect( front.locator( '.wp-block-jetpack-phone' ) ).toHaveText(
			'+1 (555) 010-0199 ext. 12'
		);
		const maps = front.locator( '.wp-block-jetpack-address a' );
		await expect( maps ).toHaveAttribute( 'href', MAPS );
		await expect( maps ).toHaveAttribute( 'target', '_blank' );
		await expect( maps ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		const postal = front.locator(
			'[itemtype="https://schema.org/PostalAddress"] [itemprop]'
		);
		expect(
			await postal.evaluateAll( ( parts ) =>
				parts.map( ( part ) => [
					part.getAttribute( 'itemprop' ),
					part.textContent,
				] )
			)
		).toEqual( [
			[ 'streetAddress', '123 Main St' ],
			[ 'streetAddress', 'Suite 4' ],
			[ 'addressLocality', 'Springfield' ],
			[ 'addressRegion', 'IL' ],
			[ 'postalCode', '62701' ],
			[ 'addressCountry', 'USA' ],
		] );
		await front.scrollIntoViewIfNeeded();
		await page.screenshot( { path: `${ SCREENSHOTS }/contact-front.png` } );
		await front.screenshot( {
			path: `${ SCREENSHOTS }/contact-front-card.png`,
		} );
		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'what is typed is saved as text, never as markup', async ( {
		admin,
		editor,
		page,
		problems: { php, errors },
	} ) => {
		const card = await newPostWithBlock(
			{ admin, editor },
			'Contact: markup as text',
			{ name: 'jetpack/contact-info' }
		);
		// No quotes: the front end curls them (wptexturize), which is not
		// what this test is about.
		const img = '<img src=x onerror=window.orbitXss=1>';
		const script = '<script>window.orbitXss=2</script>';
		await card.getByRole( 'textbox', { name: 'Email' } ).click();
		await page.keyboard.type( `${ img } hello@example.com` );
		await card
			.getByRole( 'textbox', { name: 'Phone number' } )
			.fill( `${ script } 555-0100` );
		await card
			.getByRole( 'textbox', { name: 'Street Address' } )
			.fill( '<svg onload=window.orbitXss=3>' );
		await card
			.getByRole( 'checkbox', { name: 'Link address to Google Maps' } )
			.check();
		const postId = await editor.publishPost();

		await page.reload();
		await expect( card ).toBeVisible();
		expect(
			( await editorBlocks( page ) )[ 0 ].innerBlocks.every(
				( block ) => block.isValid
			)
		).toBe( true );

		await page.goto( `/?p=${ postId }` );
		const front = page.locator( '.wp-block-jetpack-contact-info' );
		await expect( front.locator( '.wp-block-jetpack-email' ) ).toHaveText(
			`${ img } hello@example.com`
		);
		await expect( front.locator( '.wp-block-jetpack-phone' ) ).toHaveText(
			`${ script } 555-0100`
		);
		await expect(
			front.locator( '[itemprop="streetAddress"]' )
		).toHaveText( '<svg onload=window.orbitXss=3>' );
		await expect( front.locator( 'img, script, svg' ) ).toHaveCount( 0 );
		expect(
			await page.evaluate(
				() => ( window as unknown as { orbitXss?: number } ).orbitXss
			)
		).toBeUndefined();
		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test.describe( 'as an Author (kses cleans their posts)', () => {
		const author = temporaryAuthor( 'contact' );

		test( 'the card they publish, microdata included, reopens valid', async ( {
			admin,
			page,
		} ) => {
			const fixtures = path.resolve( __dirname, '../fixtures/blocks' );
			const content = [
				'jetpack__contact-info__default.html',
				'jetpack__address__linked.html',
				'jetpack__email__escaped.html',
			]
				.map( ( file ) =>
					fs
						.readFileSync( path.join( fixtures, file ), 'utf8' )
						.trim()
				)
				.join( '\n\n' );
			const saved = await savePostAs( author, {
				title: 'Contact card by an author',
				content,
				status: 'publish',
			} );
			// kses kept the microdata (the host plugin allows it) ...
			const raw: string = saved.content.raw;
			expect(
				raw.match(
					/itemscope itemtype="https:\/\/schema\.org\/PostalAddress"/g
				)
			).toHaveLength( 2 );
			expect( raw.match( / itemprop="/g ) ).toHaveLength( 12 );
			// ... and the blocks are as the author saved them.
			await admin.editPost( saved.id );
			await expect(
				page.locator( 'iframe[name="editor-canvas"]' )
			).toBeVisible();
			const blocks = await editorBlocks( page );
			expect( blocks.map( ( block ) => block.name ) ).toEqual( [
				'jetpack/contact-info',
				'jetpack/address',
				'jetpack/email',
			] );
			const invalid = ( list: BlockSummary[] ): string[] =>
				list.flatMap( ( block ) => [
					...( block.isValid ? [] : [ block.name ] ),
					...invalid( block.innerBlocks ),
				] );
			expect( invalid( blocks ) ).toEqual( [] );
			expect(
				await page.evaluate(
					() =>
						window.wp.data
							.select( 'core/block-editor' )
							.getBlocks()[ 2 ].attributes.email
				)
			).toBe( '<img src=x onerror=alert(1)> & "quotes" a@b.co' );
		} );
	} );
} );
