/**
 * The star rating (spec 2 "Star rating", sections 2, 4, 5 and 9) as an author
 * sets it: inserted from the inserter, stars clicked (full, half, zero), 10
 * stars (more is clamped), a palette colour, the Outlined style and centre
 * alignment; published and reopened without an invalid-block warning.
 * Visitors see the stars as an image named "3.5 out of 10 stars".
 */
import {
	expect,
	test,
	SHOTS,
	openBlockSettings,
	publishAndReopen,
} from './orbit-blocks';

test.use( { newPost: { title: 'Star rating', name: 'jetpack/rating-star' } } );

test( 'an author rates with stars and visitors see the rating', async ( {
	block,
	editor,
	page,
	problems: { php, errors },
} ) => {
	const stars = block.getByRole( 'group' );
	const star = ( n: number, of: number ) =>
		block.getByRole( 'button', { name: `Rate ${ n } out of ${ of }` } );

	// Defaults: 1 out of 5 (once the edit chunk has loaded).
	await expect( stars ).toHaveAccessibleName( '1 out of 5 stars', {
		timeout: 60_000,
	} );
	await expect( stars.getByRole( 'button' ) ).toHaveCount( 5 );

	// The first star: 1 → 0.5 → 0 → 1.
	await star( 1, 5 ).click();
	await expect( stars ).toHaveAccessibleName( '0.5 out of 5 stars' );
	await star( 1, 5 ).click();
	await expect( stars ).toHaveAccessibleName( '0 out of 5 stars' );
	await star( 1, 5 ).click();
	await expect( stars ).toHaveAccessibleName( '1 out of 5 stars' );

	// Number of stars: 12 is clamped to 10.
	const settings = await openBlockSettings( page, editor );
	const count = settings.getByRole( 'spinbutton', {
		name: 'Number of stars',
	} );
	await count.fill( '12' );
	await count.blur();
	await expect( stars.getByRole( 'button' ) ).toHaveCount( 10 );
	await expect( count ).toHaveValue( '10' );

	// Star 4, then star 4 again: a half star.
	await star( 4, 10 ).click();
	await expect( stars ).toHaveAccessibleName( '4 out of 10 stars' );
	await star( 4, 10 ).click();
	await expect( stars ).toHaveAccessibleName( '3.5 out of 10 stars' );
	await expect( block.locator( '.is-half' ) ).toHaveCount( 1 );

	// A colour from the theme's palette.
	await settings.getByRole( 'button', { name: 'Stars' } ).click();
	await page
		.getByRole( 'option', { name: /Accent 3/ } )
		.first()
		.click();
	await page.keyboard.press( 'Escape' );
	await expect( block ).toHaveAttribute( 'style', /color:/ );
	const color = await block.evaluate(
		( el ) => getComputedStyle( el ).color
	);

	// Outlined, centred, from the toolbar.
	await editor.clickBlockToolbarButton( 'Style' );
	await page.getByRole( 'menuitem', { name: 'Outlined' } ).click();
	await expect( block ).toHaveClass( /is-style-outlined/ );
	await editor.clickBlockToolbarButton( 'Align text' );
	await page
		.getByRole( 'menuitemradio', { name: 'Align text center' } )
		.click();
	await expect( block ).toHaveClass( /has-text-align-center/ );
	await page.screenshot( { path: `${ SHOTS }/rating-star-editor.png` } );

	const { postId, blocks } = await publishAndReopen( editor, page, block );
	expect( blocks ).toEqual( [
		[
			'jetpack/rating-star',
			true,
			expect.objectContaining( {
				rating: 3.5,
				maxRating: 10,
				align: 'center',
				className: 'is-style-outlined',
				color: expect.stringMatching( /^#[0-9a-f]{6}$/i ),
			} ),
		],
	] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// Visitors: an image named by the rating, the stars in the colour.
	await page.goto( `/?p=${ postId }` );
	const rating = page.getByRole( 'img', { name: '3.5 out of 10 stars' } );
	await expect( rating ).toBeVisible();
	await expect( rating ).toHaveClass(
		/wp-block-jetpack-rating-star .*is-style-outlined/
	);
	await expect( rating ).toHaveClass( /has-text-align-center/ );
	await expect(
		rating.locator( '.wp-block-jetpack-rating-star__star' )
	).toHaveCount( 10 );
	await expect( rating.locator( '.is-full' ) ).toHaveCount( 3 );
	await expect( rating.locator( '.is-half' ) ).toHaveCount( 1 );
	await expect( rating.locator( '.is-empty' ) ).toHaveCount( 6 );
	await expect(
		rating.locator( '.wp-block-jetpack-rating-star__label' )
	).toHaveText( '3.5 out of 10 stars' );
	expect(
		await rating.evaluate( ( el ) => getComputedStyle( el ).color )
	).toBe( color );
	await expect( rating.locator( 'script, svg' ) ).toHaveCount( 0 );
	// Each star is drawn about 1.5em square.
	const size = await rating
		.locator( '.is-full' )
		.first()
		.evaluate( ( el ) => {
			const box = el.getBoundingClientRect();
			const em = parseFloat( getComputedStyle( el ).fontSize );
			return [ box.width / em, box.height / em ];
		} );
	expect( size[ 0 ] ).toBeCloseTo( 1.5, 1 );
	expect( size[ 1 ] ).toBeCloseTo( 1.5, 1 );
	await rating.scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/rating-star-front.png` } );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
