/**
 * The GIF block (spec 2 "GIF search") as an author uses it, with Giphy
 * answered by recorded fixtures (tests/e2e/fixtures/giphy/: a search for
 * "cats" and one GIF by id, in Giphy's response shape); Giphy's images are
 * small local GIFs, and its embed page a stand-in showing the GIF.
 *
 * A Giphy link pasted into an empty paragraph becomes the block, fetched by
 * its id; a second block from the inserter searches "cats" (limit 10), gets
 * the first result, offers three thumbnails, and takes the third; a
 * caption is written. Published and reopened, both blocks are valid; the
 * visitor sees two figures with Giphy's embed frames, their shapes and the
 * caption; no PHP message, no page error.
 */
import fs from 'fs';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import {
	expect,
	insertBlockFromInserter,
	test,
	watchPhpLog,
	editorBlocks,
	temporaryAuthor,
	SHOTS,
	pasteIntoEmptyParagraph,
} from './orbit-blocks';
import { savePostAs } from './site-state';
import { runOnSite } from './fakes/site';

const RECORDED = path.join( __dirname, 'fixtures/giphy' );
const IMAGES = path.resolve( __dirname, '../../php-stubs/assets/gif' );

// The recorded GIFs' ids and the local image of the same shape for each.
const IMAGE_OF: Record< string, string > = {
	mlvseq9yvZhba: 'bouncing-ball',
	VbnUQpnihPSIgIXuZv: 'rolling-ball',
	'3oriO0OEd9QIDdllqo': 'party-stripes',
	l0HlBO7eyXzSZkJri: 'thumbs-pulse',
};
/** A GIF figure as visitors get it (what is not given is not checked). */
type ShownGif = {
	/** The embed frame's address. */
	src: string;
	title?: string;
	align?: string;
	/** The frame's shape: its wrapper's padding-top. */
	paddingTop?: string;
	caption?: string;
};

/**
 * Checks the page's GIF figures, in order, against `shown`: as many, each
 * with its frame's address and, where given, title, alignment, shape and
 * caption. Gives the figures.
 */
async function expectShownGifs(
	page: Page,
	shown: ShownGif[]
): Promise< Locator > {
	const figures = page.locator( 'figure.wp-block-jetpack-gif' );
	await expect( figures ).toHaveCount( shown.length );
	for ( const [ index, gif ] of shown.entries() ) {
		const figure = figures.nth( index );
		const frame = figure.locator( 'iframe' );
		await expect( frame ).toHaveAttribute( 'src', gif.src );
		if ( gif.title !== undefined ) {
			await expect( frame ).toHaveAttribute( 'title', gif.title );
		}
		if ( gif.align !== undefined ) {
			await expect( figure ).toHaveClass(
				new RegExp( `\\balign${ gif.align }\\b` )
			);
		}
		if ( gif.paddingTop !== undefined ) {
			await expect(
				figure.locator( '.wp-block-jetpack-gif-wrapper' )
			).toHaveAttribute( 'style', `padding-top:${ gif.paddingTop }` );
		}
		if ( gif.caption !== undefined ) {
			await expect( figure.locator( 'figcaption' ) ).toHaveText(
				gif.caption
			);
		}
	}
	return figures;
}

const PASTED = 'https://giphy.com/gifs/thumbs-up-l0HlBO7eyXzSZkJri';

const recorded = ( name: string ) =>
	fs.readFileSync( path.join( RECORDED, name ), 'utf8' );

/** Giphy's API, media and embed page, answered from the recordings. */
async function answerGiphy( page: Page ) {
	const api: string[] = [];
	await page.route( 'https://api.giphy.com/**', ( route ) => {
		const url = new URL( route.request().url() );
		api.push( url.pathname + url.search );
		const byId = /^\/v1\/gifs\/([A-Za-z0-9]+)$/.exec( url.pathname );
		let body = JSON.stringify( {
			data: [],
			meta: { status: 404, msg: 'Not Found' },
		} );
		let status = 404;
		if ( url.pathname === '/v1/gifs/search' ) {
			status = 200;
			body =
				url.searchParams.get( 'q' ) === 'cats'
					? recorded( 'search-cats.json' )
					: JSON.stringify( { data: [], meta: { status: 200 } } );
		} else if ( byId && byId[ 1 ] === 'l0HlBO7eyXzSZkJri' ) {
			status = 200;
			body = recorded( 'gif-l0HlBO7eyXzSZkJri.json' );
		}
		return route.fulfill( {
			status,
			contentType: 'application/json',
			headers: { 'access-control-allow-origin': '*' },
			body,
		} );
	} );
	await page.route( /^https:\/\/media\d?\.giphy\.com\/media\//, ( route ) => {
		const [ , id, file ] =
			/\/media\/([A-Za-z0-9]+)\/([\w.]+)$/.exec(
				route.request().url()
			) ?? [];
		const image = IMAGE_OF[ id ?? '' ];
		if ( ! image ) {
			return route.fulfill( { status: 404, body: '' } );
		}
		const still = file?.includes( '_s' ) ? '-still' : '';
		return route.fulfill( {
			status: 200,
			contentType: 'image/gif',
			body: fs.readFileSync(
				path.join( IMAGES, `${ image }${ still }.gif` )
			),
		} );
	} );
	// Giphy's embed page (a player around the GIF), as a stand-in.
	await page.route( /^https:\/\/giphy\.com\/embed\//, ( route ) => {
		const id = route.request().url().split( '/' ).pop() ?? '';
		return route.fulfill( {
			status: 200,
			contentType: 'text/html',
			body: `<!doctype html><body style="margin:0;background:#121212"><img alt="" src="https://media.giphy.com/media/${ id }/giphy.gif" style="display:block;width:100%;height:100vh;object-fit:contain;image-rendering:pixelated"></body>`,
		} );
	} );
	return api;
}

// A key the site names for Giphy's API in the browser (the option
// orbit_blocks_services, which overrides the service): the requests carry it
// and this test answers them. (With the setting giphy_api_key the block
// searches through the site instead: adapter-giphy.spec.ts.)
const GIPHY_KEY = 'e2e-giphy-key';

test.beforeAll( async () => {
	await runOnSite(
		`update_option( 'orbit_blocks_services', array( 'gif' => array( 'url' => 'https://api.giphy.com/v1/gifs', 'key' => '${ GIPHY_KEY }' ) ) );`
	);
} );

test.afterAll( async () => {
	await runOnSite( `delete_option( 'orbit_blocks_services' );` );
} );

test( 'an author pastes a Giphy link, searches GIFs, picks one, captions it; visitors see both', async ( {
	admin,
	editor,
	page,
	pageUtils,
	problems: { php, errors },
} ) => {
	const api = await answerGiphy( page );
	await admin.createNewPost( { title: 'GIFs' } );

	// 1. Paste a Giphy page link into an empty paragraph.
	await pasteIntoEmptyParagraph( editor, pageUtils, PASTED );

	const gifs = editor.canvas.locator( '[data-type="jetpack/gif"]' );
	const pasted = gifs.nth( 0 );
	// The edit chunk loads the first time the block shows, then fetches the GIF.
	await expect( pasted.locator( 'iframe' ) ).toHaveAttribute(
		'src',
		'https://giphy.com/embed/l0HlBO7eyXzSZkJri',
		{ timeout: 60_000 }
	);
	await expect(
		pasted.locator( '.wp-block-jetpack-gif-wrapper' )
	).toHaveAttribute( 'style', /padding-top: 41\.7%/ );
	expect( api ).toEqual( [
		`/v1/gifs/l0HlBO7eyXzSZkJri?api_key=${ GIPHY_KEY }`,
	] );

	// 2. A second block from the inserter: search a term.
	await editor.canvas.getByRole( 'textbox', { name: 'Add title' } ).click();
	await insertBlockFromInserter( page, 'jetpack/gif' );
	const searched = gifs.nth( 1 );
	await expect(
		searched.locator( '.components-placeholder__instructions' )
	).toHaveText( 'Search for a term or paste a Giphy URL', {
		timeout: 60_000,
	} );
	const field = searched.getByRole( 'textbox', {
		name: 'Search or paste a Giphy URL',
	} );
	// Nothing found says so, and keeps the text.
	await field.fill( 'zzzz' );
	await searched.getByRole( 'button', { name: 'Search' } ).click();
	await expect( searched.getByRole( 'alert' ) ).toHaveText(
		'No GIFs found for “zzzz”. Try another term.'
	);
	await expect( field ).toHaveValue( 'zzzz' );

	await field.fill( 'cats' );
	await field.press( 'Enter' );
	await expect( searched.locator( 'iframe' ) ).toHaveAttribute(
		'src',
		'https://giphy.com/embed/mlvseq9yvZhba'
	);
	expect( api.slice( 1 ) ).toEqual( [
		`/v1/gifs/search?api_key=${ GIPHY_KEY }&q=zzzz&limit=10`,
		`/v1/gifs/search?api_key=${ GIPHY_KEY }&q=cats&limit=10`,
	] );

	// Three results: thumbnails to choose from; take the third.
	const thumbnails = searched.getByRole( 'button', { name: /^Choose GIF/ } );
	await expect( thumbnails ).toHaveCount( 3 );
	await expect( thumbnails.nth( 0 ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await searched
		.getByRole( 'button', { name: 'Choose GIF 3: Party Cat GIF' } )
		.click();
	await expect( searched.locator( 'iframe' ) ).toHaveAttribute(
		'src',
		'https://giphy.com/embed/3oriO0OEd9QIDdllqo'
	);
	await expect( thumbnails.nth( 2 ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);

	// Caption.
	await searched.getByRole( 'textbox', { name: 'GIF caption text' } ).click();
	await page.keyboard.type( 'Friday in the office' );
	await expect( page.getByText( 'Powered by GIPHY' ) ).toBeVisible();
	await searched.scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/gif-editor.png` } );

	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();

	// Reopened: both blocks are valid, with what the author chose.
	await page.reload();
	await expect( gifs ).toHaveCount( 2, { timeout: 60_000 } );
	const blocks = await editorBlocks( page );
	expect( blocks ).toEqual( [
		[
			'jetpack/gif',
			true,
			expect.objectContaining( {
				align: 'center',
				giphyUrl: 'https://giphy.com/embed/l0HlBO7eyXzSZkJri',
				searchText: 'Thumbs Up GIF by Orbit',
				paddingTop: '41.7%',
			} ),
		],
		[
			'jetpack/gif',
			true,
			expect.objectContaining( {
				giphyUrl: 'https://giphy.com/embed/3oriO0OEd9QIDdllqo',
				searchText: 'cats',
				paddingTop: '100%',
				caption: 'Friday in the office',
			} ),
		],
	] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// Visitors: two figures with Giphy's frames, their shapes, the caption.
	await page.goto( `/?p=${ postId }` );
	const figures = await expectShownGifs( page, [
		{
			src: 'https://giphy.com/embed/l0HlBO7eyXzSZkJri',
			title: 'Thumbs Up GIF by Orbit',
			align: 'center',
			paddingTop: '41.7%',
		},
		{
			src: 'https://giphy.com/embed/3oriO0OEd9QIDdllqo',
			caption: 'Friday in the office',
		},
	] );
	// The frame keeps the GIF's shape: square for the third cat.
	const box = await figures
		.nth( 1 )
		.locator( '.wp-block-jetpack-gif-wrapper' )
		.boundingBox();
	expect( box ).not.toBeNull();
	expect( Math.abs( box!.width - box!.height ) ).toBeLessThan( 2 );
	expect(
		await page.locator( '.entry-content, main' ).first().innerHTML()
	).not.toMatch( /<script[^>]*giphy/i );
	// The frames load lazily: scrolled to, each shows its GIF.
	for ( const index of [ 0, 1 ] ) {
		await figures.nth( index ).scrollIntoViewIfNeeded();
		await expect(
			figures.nth( index ).frameLocator( 'iframe' ).locator( 'img' )
		).toBeVisible();
	}
	await figures.nth( 0 ).scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/gif-front.png` } );
	await figures.nth( 1 ).scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/gif-front-caption.png` } );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );

test.describe( 'as an Author (kses cleans their posts)', () => {
	const author = temporaryAuthor( 'gif' );

	test( 'their GIF frame is kept, another frame loses its address, and an old post still shows', async ( {
		page,
	} ) => {
		const php = watchPhpLog();
		const fixtures = path.resolve( __dirname, '../fixtures/blocks' );
		const fixture = ( file: string ) =>
			fs.readFileSync( path.join( fixtures, file ), 'utf8' ).trim();
		const gif = fixture( 'jetpack__gif__captioned.html' );
		const legacy = fixture( 'jetpack__gif__v1-server-rendered.html' );
		const foreign =
			'<!-- wp:html --><iframe src="https://evil.example/" title="x"></iframe><!-- /wp:html -->';
		const saved = await savePostAs( author, {
			title: 'GIF by an author',
			content: [ gif, legacy, foreign ].join( '\n\n' ),
			status: 'publish',
		} );
		const raw: string = saved.content.raw;
		// The block's markup is exactly as saved (so it reopens valid) ...
		expect( raw ).toContain( gif );
		expect( raw ).toContain( legacy );
		// ... while kses took the address of the other frame.
		expect( raw ).toContain( '<iframe title="x"></iframe>' );
		expect( raw ).not.toContain( 'evil.example' );

		// Visitors: the saved figure, and the old post's drawn by the host.
		await page.goto( `/?p=${ saved.id }` );
		const figures = await expectShownGifs( page, [
			{
				src: 'https://giphy.com/embed/3o7TKSjRrfIPjeiVyM',
				caption: 'When the build passes <3',
			},
			{
				src: 'https://giphy.com/embed/ZgTR3UQ9XAWDvqy9jv',
				align: 'left',
				paddingTop: '40%',
				caption: 'Awww kitten',
			},
		] );
		await expect( figures.nth( 1 ).locator( 'figcaption em' ) ).toHaveText(
			'kitten'
		);
		expect( php.read() ).toEqual( [] );
	} );
} );

test( 'the local stand-in (npm start, the e2e site) answers search and by-id in Giphy’s shape', async ( {
	requestUtils,
	request,
} ) => {
	const found = await requestUtils.rest( {
		path: '/orbit-blocks/v1/stand-in/gif/search',
		params: { q: 'cats', limit: 2, api_key: 'local-stand-in' },
	} );
	expect( found.pagination ).toEqual( {
		total_count: 3,
		count: 2,
		offset: 0,
	} );
	expect( found.data.map( ( gif: { id: string } ) => gif.id ) ).toEqual( [
		'BouncingBall01xT',
		'RollingBall02yU',
	] );
	const [ first ] = found.data;
	expect( first ).toMatchObject( {
		type: 'gif',
		title: 'Bouncing Ball GIF',
		embed_url: 'https://giphy.com/embed/BouncingBall01xT',
		images: {
			original: { width: '96', height: '54' },
			fixed_width_still: { width: '96', height: '54' },
		},
	} );
	// Its images are the plugin's own files.
	const image = await request.get( first.images.original.url );
	expect( image.status() ).toBe( 200 );
	expect( image.headers()[ 'content-type' ] ).toContain( 'image/gif' );

	const one = await requestUtils.rest( {
		path: '/orbit-blocks/v1/stand-in/gif/ThumbsPulse04aW',
		params: { api_key: 'local-stand-in' },
	} );
	expect( one.data ).toMatchObject( {
		id: 'ThumbsPulse04aW',
		embed_url: 'https://giphy.com/embed/ThumbsPulse04aW',
	} );
	// Unknown ids and a missing key are answered as Giphy does.
	const base = new URL(
		'/?rest_route=/orbit-blocks/v1/stand-in/gif/',
		requestUtils.baseURL
	).toString();
	expect(
		( await request.get( `${ base }NoSuchGif42&api_key=k` ) ).status()
	).toBe( 404 );
	expect( ( await request.get( `${ base }search&q=cats` ) ).status() ).toBe(
		401
	);
} );
