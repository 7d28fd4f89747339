/**
 * Repeat visitor (spec 2 sections 2, 3, 5 and 9): an author shows a note to
 * repeat visitors and another to new ones; a visitor sees the new-visitor
 * note on their first visits and the other after the threshold, counted by
 * the host in a cookie and decided on the server.
 */
import { expect, test } from './orbit-blocks';

const SCREENSHOTS = 'artifacts/screenshots';

test( 'an author targets repeat and new visitors, and visitors see one or the other', async ( {
	admin,
	editor,
	page,
	browser,
	problems: { php, errors },
} ) => {
	await admin.createNewPost( { title: 'Welcome' } );

	// Inserted from the inserter, as an author does.
	await page
		.getByRole( 'button', { name: 'Block Inserter', exact: true } )
		.click();
	await page
		.getByRole( 'searchbox', { name: 'Search' } )
		.fill( 'Repeat Visitor' );
	await page.getByRole( 'option', { name: 'Repeat Visitor' } ).click();
	const blocks = editor.canvas.locator(
		'[data-type="jetpack/repeat-visitor"]'
	);
	const first = blocks.first();
	await expect(
		first.getByText(
			'Shown to visitors who have been here more than 3 times.'
		)
	).toBeVisible();

	// A threshold that is not a positive whole number is refused, and kept.
	const threshold = first.getByRole( 'spinbutton', {
		name: 'Visit threshold',
	} );
	await threshold.fill( '0' );
	await expect( first.getByRole( 'alert' ) ).toHaveText(
		'Please enter a valid number.'
	);
	await expect( threshold ).toHaveValue( '0' );
	await threshold.fill( '2' );
	await expect( first.getByRole( 'alert' ) ).toHaveCount( 0 );
	await expect(
		first.getByText(
			'Shown to visitors who have been here more than 2 times.'
		)
	).toBeVisible();
	await first
		.getByRole( 'document', { name: /Empty block/ } )
		.first()
		.click();
	await page.keyboard.type( 'Welcome back, regular reader!' );
	await page.screenshot( {
		path: `${ SCREENSHOTS }/repeat-visitor-editor.png`,
	} );

	// The second block, for new visitors, with the same threshold.
	await editor.insertBlock( {
		name: 'jetpack/repeat-visitor',
		attributes: { criteria: 'before-visits', threshold: 2 },
		innerBlocks: [
			{
				name: 'core/paragraph',
				attributes: { content: 'Nice to meet you, new reader.' },
			},
		],
	} );
	await expect(
		blocks
			.nth( 1 )
			.getByText(
				'Shown to visitors who have been here 2 times or fewer.'
			)
	).toBeVisible();

	const postId = await editor.publishPost();

	// The editor reloads the post without a block validation warning.
	await page.reload();
	await expect( blocks ).toHaveCount( 2 );
	await expect(
		editor.canvas.getByText( 'This block contains unexpected' )
	).toHaveCount( 0 );

	// A new visitor, without cookies: visits 1 and 2 show the new-visitor
	// note only, visit 3 the repeat-visitor note only.
	const visitor = await browser.newContext( { storageState: undefined } );
	const visitorPage = await visitor.newPage();
	const seen = [];
	for ( let visit = 1; visit <= 3; visit++ ) {
		const response = await visitorPage.goto(
			`${ test.info().project.use.baseURL }/?p=${ postId }`
		);
		expect( response?.headers()[ 'cache-control' ] ).toContain(
			'no-cache'
		);
		const content = visitorPage.locator( '.wp-block-post-content' );
		seen.push( {
			visit,
			newNote: await content
				.getByText( 'Nice to meet you, new reader.' )
				.count(),
			repeatNote: await content
				.getByText( 'Welcome back, regular reader!' )
				.count(),
		} );
	}
	expect( seen ).toEqual( [
		{ visit: 1, newNote: 1, repeatNote: 0 },
		{ visit: 2, newNote: 1, repeatNote: 0 },
		{ visit: 3, newNote: 0, repeatNote: 1 },
	] );
	const cookie = ( await visitor.cookies() ).find(
		( { name } ) => name === 'orbit_blocks_visits'
	);
	expect( cookie ).toMatchObject( {
		value: '3',
		httpOnly: true,
		sameSite: 'Lax',
	} );
	await visitorPage.screenshot( {
		path: `${ SCREENSHOTS }/repeat-visitor-front.png`,
	} );

	// A page without the block sets no cookie (the blog home lists the post,
	// block and all, so it counts: a search that finds nothing does not).
	const other = await browser.newContext( { storageState: undefined } );
	const otherPage = await other.newPage();
	await otherPage.goto(
		`${ test.info().project.use.baseURL }/?s=no-such-words-anywhere`
	);
	expect(
		( await other.cookies() ).map( ( { name } ) => name )
	).not.toContain( 'orbit_blocks_visits' );
	await other.close();
	await visitor.close();

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
