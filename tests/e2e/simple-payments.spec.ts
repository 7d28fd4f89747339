/**
 * Simple payments in one Publish (spec 2 "Simple payments", section 4): an
 * author fills the product in and publishes without ever leaving the
 * block; the product is saved first (made and published), then the post
 * with its productId, so a visitor sees the product and its PayPal link
 * after that single Publish.
 */
import {
	expect,
	test,
	blocksInEditor,
	editorBlocks,
	newPostFromInserter,
	SHOTS,
} from './orbit-blocks';
import { visitSavedPost } from './site-state';

test( 'one Publish saves the product, then the post that shows it', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	const product = await newPostFromInserter(
		{ admin, editor, page },
		'One-publish shop',
		'jetpack/simple-payments'
	);
	const itemName = product.getByRole( 'textbox', { name: 'Item name' } );
	await expect( itemName ).toBeVisible( { timeout: 120_000 } );
	await itemName.fill( 'Green cup' );
	await product.getByRole( 'textbox', { name: 'Price' } ).fill( '8' );
	await product
		.getByRole( 'textbox', { name: 'Email' } )
		.fill( 'cups@example.com' );

	// The block is still selected: nothing saved it yet.
	expect(
		( await editorBlocks( page ) )[ 0 ][ 2 ].productId
	).toBeUndefined();
	await editor.publishPost();
	await page.screenshot( {
		path: `${ SHOTS }/simple-payments-one-publish-editor.png`,
	} );

	// What the server holds after that one Publish.
	const postId = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getCurrentPostId()
	);
	const post = await requestUtils.rest( {
		path: `/wp/v2/posts/${ postId }`,
		params: { context: 'edit' },
	} );
	const productId = Number(
		/"productId":(\d+)/.exec( post.content.raw )?.[ 1 ]
	);
	expect( productId ).toBeGreaterThan( 0 );
	const saved = await requestUtils.rest( {
		path: `/wp/v2/jp_pay_product/${ productId }`,
		params: { context: 'edit' },
	} );
	expect( saved.status ).toBe( 'publish' );
	expect( saved.title.raw ).toBe( 'Green cup' );

	// The visitor's page, without a second save.
	await page.goto( post.link );
	const shown = page.locator( '.wp-block-jetpack-simple-payments' );
	await expect( shown.getByText( 'Green cup' ) ).toBeVisible();
	await expect(
		shown.getByRole( 'link', { name: 'Pay with PayPal' } )
	).toHaveAttribute( 'href', /business=cups%40example\.com/ );
	await page.screenshot( {
		path: `${ SHOTS }/simple-payments-one-publish-front.png`,
		fullPage: true,
	} );
	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );

/**
 * A post the incumbent saved (issue "incumbent content"): its product
 * markup (title, description, printed price, "Click here to purchase.") and
 * its oldest form, the shortcode, stay in the post until it is next saved.
 * Visitors get our render of the product once per block, never the saved
 * copy; the editor opens both blocks valid with the product's fields.
 */
test( 'a post the incumbent saved shows our rendered product, not its saved markup', async ( {
	admin,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	const product = await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/jp_pay_product',
		data: {
			title: 'Headphones',
			content: 'Green headphones',
			status: 'publish',
			meta: {
				spay_currency: 'USD',
				spay_email: 'bob@example.com',
				spay_multiple: 0,
				spay_price: 10,
			},
		},
	} );
	const id = product.id as number;
	// The incumbent's markup, as its fixtures hold it, for this product.
	const comment = `{"email":"bob@example.com","price":10,"productId":${ id }}`;
	const productMarkup =
		`<!-- wp:jetpack/simple-payments ${ comment } -->\n` +
		`<div class="jetpack-simple-payments-wrapper jetpack-simple-payments-${ id }"><div class="jetpack-simple-payments-product"><div class="jetpack-simple-payments-details"><div class="jetpack-simple-payments-title"><p>Old headphones</p></div><div class="jetpack-simple-payments-description"><p>Stale words</p></div><div class="jetpack-simple-payments-price"><p>$9.00</p></div><a class="jetpack-simple-payments-purchase" href="http://localhost/?p=1" target="_blank" rel="noopener noreferrer">Click here to purchase.</a></div></div></div>\n` +
		'<!-- /wp:jetpack/simple-payments -->';
	const shortcode =
		`<!-- wp:jetpack/simple-payments ${ comment } -->\n` +
		`[simple-payment id="${ id }"]\n` +
		'<!-- /wp:jetpack/simple-payments -->';
	const post = await visitSavedPost(
		requestUtils,
		page,
		'Shop saved by the incumbent',
		`${ productMarkup }\n\n${ shortcode }`
	);
	const rendered = page.locator( '.wp-block-jetpack-simple-payments' );
	await expect( rendered ).toHaveCount( 2 );
	await expect(
		page.locator( '.jetpack-simple-payments-product' )
	).toHaveCount( 2 );
	for ( const block of await rendered.all() ) {
		await expect(
			block.getByText( 'Headphones', { exact: true } )
		).toBeVisible();
		await expect(
			block.getByText( 'Green headphones', { exact: true } )
		).toBeVisible();
		await expect(
			block.getByText( '$10.00', { exact: true } )
		).toBeVisible();
		await expect(
			block.getByRole( 'link', { name: 'Pay with PayPal' } )
		).toHaveAttribute( 'href', /business=bob%40example\.com/ );
	}
	const body = page.locator( '.entry-content, main' ).first();
	await expect( body ).not.toContainText( 'Click here to purchase.' );
	await expect( body ).not.toContainText( 'Stale words' );
	await expect( body ).not.toContainText( '[simple-payment' );
	await page.screenshot( {
		path: `${ SHOTS }/simple-payments-incumbent-front.png`,
		fullPage: true,
	} );

	const [ fromMarkup, fromShortcode ] = await blocksInEditor(
		admin,
		page,
		post.id,
		2
	);
	expect( fromMarkup ).toEqual( [
		'jetpack/simple-payments',
		true,
		expect.objectContaining( {
			productId: id,
			price: 10,
			email: 'bob@example.com',
			title: 'Old headphones',
			content: 'Stale words',
		} ),
	] );
	expect( fromShortcode ).toEqual( [
		'jetpack/simple-payments',
		true,
		expect.objectContaining( { productId: id, price: 10 } ),
	] );
	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
