/**
 * The tiled gallery (spec 3 "Gallery block") as an author builds it: four
 * small images of different shapes uploaded through the block's
 * placeholder, the layout changed to Square tiles and back to the Tiled
 * mosaic, the Sepia filter picked, the first image moved forward; published
 * and reopened, the block is valid with its order, layout, filter and the
 * mosaic's stored column widths; visitors get the server-rendered mosaic
 * (render.php): the four images in that order, in rows of the stored
 * widths, each row one height and as wide as the gallery, each image with
 * WordPress's own files while the image CDN setting is off (the default),
 * and with it on a srcset through the image resizing service (i0.wp.com,
 * answered here with the site's own file). No PHP message, no page error.
 */
import path from 'path';
import {
	editorBlocks,
	expect,
	test,
	SHOTS,
	newPostFromInserter,
} from './orbit-blocks';
import { saveSettings } from './site-state';

const IMAGES = path.join( __dirname, 'fixtures/tiled-gallery' );
const FILES = [
	'sunset-300x200.png',
	'tower-200x300.png',
	'checks-240x240.png',
	'hills-480x160.png',
];

type Image = { id?: string | number; url?: string };

// A file's name without the suffix WordPress adds to a repeated upload.
const stem = ( url: string | null | undefined ) =>
	path.basename( url ?? '' ).replace( /(-\d+)?\.png$/, '' );
const STEMS = FILES.map( stem );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		method: 'DELETE',
		path: '/orbit-blocks/v1/settings/image_cdn',
	} );
} );

test( 'an author builds a tiled gallery from uploads and visitors see it', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	// The resizing service: answered with the original file, from the
	// test's own copy (asking the test site for it would queue behind the
	// page's own requests).
	const resized: string[] = [];
	await page.route( 'https://i0.wp.com/**', ( route ) => {
		const url = new URL( route.request().url() );
		resized.push( url.search );
		return route.fulfill( {
			path: path.join( IMAGES, `${ stem( url.pathname ) }.png` ),
			contentType: 'image/png',
		} );
	} );

	const block = await newPostFromInserter(
		{ admin, editor, page },
		'Tiled gallery',
		'jetpack/tiled-gallery'
	);
	await expect(
		block.getByText( 'Tiled Gallery', { exact: true } )
	).toBeVisible( {
		timeout: 60_000,
	} );

	// Upload four images through the placeholder.
	await block
		.locator( 'input[type="file"]' )
		.setInputFiles( FILES.map( ( file ) => path.join( IMAGES, file ) ) );
	const images = async () =>
		( ( await editorBlocks( page ) )[ 0 ][ 2 ].images as Image[] ) ?? [];
	await expect
		.poll(
			async () =>
				( await images() ).filter(
					( image ) => image.id && ! image.url?.startsWith( 'blob:' )
				).length,
			{ timeout: 90_000 }
		)
		.toBe( 4 );
	const uploaded = await images();
	expect( uploaded.map( ( image ) => stem( image.url ) ) ).toEqual( STEMS );
	await expect( block.locator( '.tiled-gallery__item img' ) ).toHaveCount(
		4
	);

	// Layout: Square tiles, then back to the Tiled mosaic, from the styles.
	await editor.openDocumentSettingsSidebar();
	const styles = page.getByRole( 'region', { name: 'Editor settings' } );
	await styles.getByRole( 'button', { name: 'Square tiles' } ).click();
	await expect( block ).toHaveClass( /is-style-square/ );
	await expect( block.locator( '.tiled-gallery__row' ) ).toHaveCount( 2 );
	await styles.getByRole( 'button', { name: 'Tiled mosaic' } ).click();
	await expect( block ).toHaveClass( /is-style-rectangular/ );

	// Filter: Sepia, from the toolbar.
	await block.locator( '.tiled-gallery__item' ).first().click();
	await editor.clickBlockToolbarButton( 'Pick an image filter' );
	await page.getByRole( 'menuitemradio', { name: 'Sepia' } ).click();
	await expect( block ).toHaveClass( /filter__sepia/ );

	// Reorder: the first image moves forward and stays selected.
	const first = block.getByRole( 'button', { name: 'Gallery image 1' } );
	await first.click();
	await block.getByRole( 'button', { name: 'Move image forward' } ).click();
	await expect(
		block.getByRole( 'button', { name: 'Gallery image 2' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	const order = [ STEMS[ 1 ], STEMS[ 0 ], STEMS[ 2 ], STEMS[ 3 ] ];
	expect( ( await images() ).map( ( image ) => stem( image.url ) ) ).toEqual(
		order
	);
	// The mosaic: tower, sunset and checks in a row, the wide hills alone.
	await expect( block.locator( '.tiled-gallery__row' ) ).toHaveCount( 2 );
	await block.scrollIntoViewIfNeeded();
	await expect
		.poll(
			() =>
				block
					.locator( '.tiled-gallery__item img' )
					.evaluateAll( ( imgs ) =>
						( imgs as HTMLImageElement[] ).every(
							( img ) => img.complete && img.naturalWidth > 0
						)
					),
			{ timeout: 30_000 }
		)
		.toBe( true );
	await page.screenshot( { path: `${ SHOTS }/tiled-gallery-editor.png` } );

	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();

	// Reopened: valid, same order, layout and filter.
	await page.reload();
	await expect( block ).toBeVisible( { timeout: 60_000 } );
	const [ [ name, isValid, attributes ] ] = await editorBlocks( page );
	expect( [ name, isValid ] ).toEqual( [ 'jetpack/tiled-gallery', true ] );
	expect( attributes ).toMatchObject( {
		className: 'is-style-rectangular',
		imageFilter: 'sepia',
	} );
	const widths = attributes.columnWidths as number[][];
	expect( widths.map( ( row ) => row.length ) ).toEqual( [ 3, 1 ] );
	expect(
		( attributes.images as Image[] ).map( ( image ) => stem( image.url ) )
	).toEqual( order );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// The image CDN is off by default: WordPress's own files, no CDN.
	await page.goto( `/?p=${ postId }` );
	const ownFiles = await page
		.locator( '.wp-block-jetpack-tiled-gallery .tiled-gallery__item img' )
		.evaluateAll( ( imgs ) =>
			imgs.map(
				( img ) =>
					`${ img.getAttribute( 'src' ) } ${
						img.getAttribute( 'srcset' ) ?? ''
					}`
			)
		);
	expect( ownFiles ).toHaveLength( 4 );
	for ( const address of ownFiles ) {
		expect( address ).toMatch( /^http:\/\/[^ ]+\/wp-content\/uploads\// );
		expect( address ).not.toContain( 'i0.wp.com' );
	}
	expect( resized ).toEqual( [] );

	// Visitors with the CDN switched on (Settings → Orbit Blocks, Images):
	// the gallery in that order, responsive, loaded.
	await saveSettings( requestUtils, { image_cdn: true } );
	await page.goto( `/?p=${ postId }` );
	const gallery = page.locator( '.wp-block-jetpack-tiled-gallery' );
	await expect( gallery ).toHaveClass( /is-style-rectangular/ );
	await expect( gallery ).toHaveClass( /filter__sepia/ );
	const shown = gallery.locator( '.tiled-gallery__item img' );
	await expect( shown ).toHaveCount( 4 );
	const shownUrls = await shown.evaluateAll( ( imgs ) =>
		imgs.map( ( img ) => img.getAttribute( 'data-url' ) )
	);
	expect( shownUrls.map( stem ) ).toEqual( order );
	await expect( shown.first() ).toHaveAttribute(
		'srcset',
		/^https:\/\/i0\.wp\.com\/[^ ]+tower-200x300(-\d+)?\.png\?strip=info&w=200&h=300 200w$/
	);
	await gallery.scrollIntoViewIfNeeded();
	await expect
		.poll( () =>
			shown.evaluateAll( ( imgs ) =>
				( imgs as HTMLImageElement[] ).every(
					( img ) => img.complete && img.naturalWidth > 0
				)
			)
		)
		.toBe( true );
	expect( resized.length ).toBeGreaterThan( 0 );

	// The mosaic's rows: the stored widths; each row one height, full width.
	const rows = await gallery
		.locator( '.tiled-gallery__row' )
		.evaluateAll( ( found ) =>
			found.map( ( row ) => ( {
				width: row.getBoundingClientRect().width,
				bases: [ ...row.querySelectorAll( '.tiled-gallery__col' ) ].map(
					( col ) => col.getAttribute( 'style' )
				),
				tiles: [ ...row.querySelectorAll( 'img' ) ].map( ( img ) => {
					const box = img.getBoundingClientRect();
					return { width: box.width, height: box.height };
				} ),
			} ) )
		);
	expect( rows.map( ( row ) => row.bases ) ).toEqual(
		widths.map( ( row ) =>
			row.map( ( width ) => `flex-basis:${ width }%` )
		)
	);
	for ( const row of rows ) {
		const heights = row.tiles.map( ( tile ) => tile.height );
		expect( Math.max( ...heights ) - Math.min( ...heights ) ).toBeLessThan(
			1.5
		);
		const filled =
			row.tiles.reduce( ( sum, tile ) => sum + tile.width, 0 ) +
			4 * ( row.tiles.length - 1 );
		expect( Math.abs( filled - row.width ) ).toBeLessThan( 1.5 );
	}
	await page.screenshot( { path: `${ SHOTS }/tiled-gallery-front.png` } );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
