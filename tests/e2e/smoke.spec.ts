/**
 * Smoke test for every block the plugin ships (discovered from the build, so
 * a new block is covered without touching this file): insert it into a new
 * post, publish, reload and find it valid, then open the front end and find
 * no PHP message and no console error.
 */
import {
	expect,
	shippedBlockNames,
	test,
	watchPageErrors,
	watchPhpLog,
} from './orbit-blocks';

const blockNames = shippedBlockNames();

test( 'the build ships blocks to check', () => {
	expect( blockNames.length ).toBeGreaterThan( 0 );
} );

for ( const name of blockNames ) {
	test( `${ name }: insert, publish, reload, view`, async ( {
		admin,
		editor,
		page,
	} ) => {
		const errors = watchPageErrors( page );
		const php = watchPhpLog();
		await admin.createNewPost( { title: `Smoke: ${ name }` } );
		await editor.insertBlock( { name } );

		const block = editor.canvas.locator( `[data-type="${ name }"]` );
		await expect( block ).toBeVisible();
		// The edit chunk has loaded when the lazy spinner is gone.
		await expect( block.locator( '.components-spinner' ) ).toHaveCount( 0 );

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		await page.reload();
		await expect(
			editor.canvas.locator( `[data-type="${ name }"]` )
		).toBeVisible();
		const invalid = await page.evaluate( () =>
			window.wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.filter( ( b: { isValid: boolean } ) => ! b.isValid )
				.map( ( b: { name: string } ) => b.name )
		);
		expect( invalid ).toEqual( [] );
		await expect(
			editor.canvas.getByText( 'unexpected or invalid content' )
		).toHaveCount( 0 );

		const response = await page.goto( `/?p=${ postId }` );
		expect( response?.status() ).toBe( 200 );
		await expect(
			page.locator( `.wp-block-${ name.replace( '/', '-' ) }` )
		).toHaveCount( 1 );
		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );
}
