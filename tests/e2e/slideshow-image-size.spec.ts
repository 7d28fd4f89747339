/**
 * The slideshow's image size (issue 37 item 16): an author uploads two large
 * photos (1600 × 1000, so WordPress makes its sizes); the slides come at
 * Large; Image size → Medium moves them to the medium files. Published, a
 * visitor's slides show the medium file with WordPress's srcset and sizes,
 * so the browser downloads a file that fits instead of the original. No PHP
 * message, no page error.
 */
import os from 'os';
import path from 'path';
import {
	editorBlocks,
	expect,
	insertBlockFromInserter,
	test,
	SHOTS,
} from './orbit-blocks';
import { writePng } from './png';

test( 'an author picks the slides’ image size; visitors get that file with srcset and sizes', async ( {
	admin,
	editor,
	page,
	problems: { php, errors },
} ) => {
	const files = [ 'harbour', 'pier' ].map( ( name, index ) => {
		const file = path.join( os.tmpdir(), `orbit-size-${ name }.png` );
		writePng( file, 1600, 1000, ( x, y ) => [
			( x * 7 + index * 90 ) % 256,
			( y * 5 ) % 256,
			index ? 200 : 60,
		] );
		return file;
	} );
	await admin.createNewPost( { title: 'Harbour in two sizes' } );
	await insertBlockFromInserter( page, 'jetpack/slideshow' );
	const block = editor.canvas.locator( '.wp-block-jetpack-slideshow' );
	await block.locator( 'input[type="file"]' ).setInputFiles( files );
	await expect
		.poll( async () => ( await editorBlocks( page ) )[ 0 ]?.[ 2 ].ids, {
			timeout: 60_000,
		} )
		.toHaveLength( 2 );
	// New images come at Large (1024 wide).
	const urls = async () =>
		(
			( await editorBlocks( page ) )[ 0 ][ 2 ].images as { url: string }[]
		 ).map( ( image ) => image.url );
	await expect
		.poll( urls )
		.toEqual( [
			expect.stringMatching( /orbit-size-harbour(-\d+)?-1024x640\.png$/ ),
			expect.stringMatching( /orbit-size-pier(-\d+)?-1024x640\.png$/ ),
		] );
	expect( ( await editorBlocks( page ) )[ 0 ][ 2 ].sizeSlug ).toBe( 'large' );

	await editor.openDocumentSettingsSidebar();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const size = sidebar.getByRole( 'combobox', { name: 'Image size' } );
	await expect( size ).toHaveValue( 'large' );
	await size.selectOption( 'medium' );
	await expect
		.poll( urls )
		.toEqual( [
			expect.stringMatching( /-300x188\.png$/ ),
			expect.stringMatching( /-300x188\.png$/ ),
		] );
	await page.screenshot( { path: `${ SHOTS }/slideshow-image-size.png` } );

	const postId = await editor.publishPost();
	await page.reload();
	const [ [ , valid ] ] = await editorBlocks( page );
	expect( valid ).toBe( true );

	await page.setViewportSize( { width: 800, height: 900 } );
	await page.goto( `/?p=${ postId }` );
	const images = page.locator( '.wp-block-jetpack-slideshow_image' );
	await expect( images ).toHaveCount( 2 );
	for ( const image of await images.all() ) {
		await expect( image ).toHaveAttribute( 'src', /-300x188\.png$/ );
		await expect( image ).toHaveAttribute( 'srcset', /-300x188\.png 300w/ );
		await expect( image ).toHaveAttribute(
			'srcset',
			/-1024x640\.png 1024w/
		);
		await expect( image ).toHaveAttribute(
			'sizes',
			'(max-width: 300px) 100vw, 300px'
		);
	}
	await page.screenshot( {
		path: `${ SHOTS }/slideshow-image-size-visitor.png`,
	} );
	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
