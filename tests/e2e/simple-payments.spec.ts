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
	editorBlocks,
	newPostFromInserter,
	screenshotFolder,
	watchProblems,
} from './orbit-blocks';

const SHOTS = screenshotFolder();

test( 'one Publish saves the product, then the post that shows it', async ( {
	admin,
	editor,
	page,
	requestUtils,
} ) => {
	test.slow();
	const { php, errors } = watchProblems( page );
	const product = await newPostFromInserter(
		{ admin, editor, page },
		'One-publish shop',
		{
			name: 'jetpack/simple-payments',
			search: 'PayPal',
			option: /^Pay with PayPal/,
		}
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
