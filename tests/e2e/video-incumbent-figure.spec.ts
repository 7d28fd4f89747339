/**
 * The video block's figure as the incumbent plugin and its mobile apps save
 * it (issue 38 item 5): a post holding every such shape of
 * tests/fixtures/blocks/videopress__video__incumbent-*.html opens in the
 * editor with every block valid (no "unexpected or invalid content"),
 * keeping its guid, id, caption and player settings; saved again, it
 * reopens valid. The attachments the shapes name are the old site's, not
 * this one's: their media requests answer 404 (or 400), and the block of an upload
 * that never finished (no guid, its attachment missing) becomes a core
 * video block, the spec's fallback (spec 3). No PHP message, no other page
 * error.
 */
import fs from 'fs';
import path from 'path';
import { editorBlocks, expect, test, SHOTS } from './orbit-blocks';

const FIXTURES = path.resolve( __dirname, '../fixtures/blocks' );
const SHAPES = fs
	.readdirSync( FIXTURES )
	.filter( ( file ) =>
		/^videopress__video__incumbent-[\w-]+\.html$/.test( file )
	)
	.filter( ( file ) => ! file.endsWith( '.serialized.html' ) )
	.sort();

test( 'posts with the incumbent’s video figures open valid and keep their settings', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	expect( SHAPES.length ).toBeGreaterThanOrEqual( 9 );
	const content = SHAPES.map( ( file ) =>
		fs.readFileSync( path.join( FIXTURES, file ), 'utf8' ).trim()
	).join( '\n\n' );
	const post = await requestUtils.createPost( {
		title: 'Videos from the incumbent',
		content,
		status: 'draft',
		date_gmt: new Date().toISOString(),
	} );
	await admin.editPost( post.id );
	await expect(
		page.locator( 'iframe[name="editor-canvas"]' )
	).toBeVisible();
	await expect
		.poll( async () => ( await editorBlocks( page ) ).length, {
			timeout: 30_000,
		} )
		.toBe( SHAPES.length );
	// The unfinished upload becomes core/video once its attachment's
	// request has failed: asked again until it has.
	await expect
		.poll(
			async () =>
				( await editorBlocks( page ) ).map( ( [ name, valid ] ) => [
					name,
					valid,
				] ),
			{ timeout: 30_000 }
		)
		.toEqual(
			SHAPES.map( ( file ) => [
				file.includes( 'uploading' )
					? 'core/video'
					: 'videopress/video',
				true,
			] )
		);
	const blocks = await editorBlocks( page );
	await expect(
		editor.canvas.getByText( /unexpected or invalid content/i )
	).toHaveCount( 0 );
	const byGuid = Object.fromEntries(
		blocks.map( ( [ , , attributes ] ) => [ attributes.guid, attributes ] )
	);
	// The app-written block (Android): caption before the wrapper.
	expect( byGuid.Mn3Bv5Cx ).toMatchObject( {
		id: 5312,
		autoplay: true,
		muted: true,
		caption: 'Filmed on the ferry',
	} );
	// The player settings of the incumbent's address.
	expect( byGuid.Xy7Kq2Lm ).toMatchObject( {
		id: 5310,
		controls: false,
		playsinline: true,
		preload: 'none',
		seekbarColor: '#112233',
		seekbarPlayedColor: '#445566',
		seekbarLoadingColor: '#778899',
		useAverageColor: false,
		poster: 'https://example.com/wp-content/uploads/market.jpg',
	} );
	expect( byGuid.Pq4Rs8Tu ).toMatchObject( {
		id: 5311,
		loop: true,
		maxWidth: '480px',
		align: 'center',
		caption: 'Waves at the pier',
	} );
	await page.screenshot( {
		path: `${ SHOTS }/video-incumbent-figures.png`,
		fullPage: false,
	} );

	// Saved again (our markup now) and reopened: still valid.
	await editor.saveDraft();
	await page.reload();
	await expect
		.poll( async () =>
			( await editorBlocks( page ) ).map( ( [ , valid ] ) => valid )
		)
		.toEqual( SHAPES.map( () => true ) );
	expect(
		errors.filter(
			( error ) =>
				// The old site's media and videos are not here: 404, or a
				// 400 seen only when the whole suite ran before this spec
				// (which request is not pinned down yet: docs/testing.md).
				! /Failed to load resource: .* (404 \(Not Found\)|400 \(Bad Request\))/.test(
					error
				)
		)
	).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
