/**
 * The Instagram gallery (spec 2 "Instagram gallery", sections 2, 4, 6, 7
 * and 9) against the local provider, as an administrator would use it: the
 * block asks for the account-service connection first (approved on the
 * authorization page, back to the post), then Connect to Instagram opens
 * the 700x700 consent pop-up, whose approval gives the block its token; the
 * gallery of the site's media library shows its newest images in 3
 * columns, then 4 in 2 columns with 20 px spacing from the sidebar;
 * publish, reload (valid), and visitors get the same images as a linked grid; a token that is not a
 * connected account is refused by the route and renders nothing.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
	expect,
	test,
	newPostFromInserter,
	openBlockSettings,
} from './orbit-blocks';
import { disconnectAccount } from './site-state';
import { writePng, type Rgb } from './png';

const SCREENSHOTS = 'artifacts/screenshots';
const IMAGES = 6;
// Playground answers one request at a time: on a busy machine the edit
// chunk can wait behind the editor's own start-up requests.
const SLOW = { timeout: 60_000 };

/** A square PNG: two colours in diagonal bands, so every image differs. */
function bandedPng( file: string, one: Rgb, two: Rgb ) {
	const size = 240;
	writePng( file, size, size, ( x, y ) =>
		Math.floor( ( x + y ) / 40 ) % 2 ? one : two
	);
}

test.describe( 'Instagram gallery', () => {
	// The second test uses the account the first one connects.
	test.describe.configure( { mode: 'serial' } );
	const media: number[] = [];
	// The newest upload first, as the gallery lists them.
	let newestFirst: string[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		// A site not connected to the account service yet.
		await disconnectAccount( requestUtils );
		const folder = fs.mkdtempSync(
			path.join( os.tmpdir(), 'orbit-instagram-' )
		);
		const names: string[] = [];
		for ( let index = 0; index < IMAGES; index++ ) {
			const file = path.join( folder, `orbit-photo-${ index + 1 }.png` );
			const hue = ( index * 36 ) % 360;
			const rgb = (
				h: number,
				l: number
			): [ number, number, number ] => {
				const f = ( n: number ) => {
					const k = ( n + h / 30 ) % 12;
					const a = 0.6 * Math.min( l, 1 - l );
					return Math.round(
						255 *
							( l -
								a *
									Math.max(
										-1,
										Math.min( k - 3, 9 - k, 1 )
									) )
					);
				};
				return [ f( 0 ), f( 8 ), f( 4 ) ];
			};
			bandedPng( file, rgb( hue, 0.55 ), rgb( hue, 0.75 ) );
			const uploaded = await requestUtils.uploadMedia( file );
			media.push( uploaded.id );
			names.push( `orbit-photo-${ index + 1 }` );
		}
		fs.rmSync( folder, { recursive: true, force: true } );
		newestFirst = names.reverse();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of media ) {
			await requestUtils.deleteMedia( id );
		}
		await disconnectAccount( requestUtils );
	} );

	test( 'connect through the consent pop-up, lay the gallery out, publish and view it', async ( {
		admin,
		editor,
		page,
		requestUtils,
		externalRequests,
		problems: { php, errors },
	} ) => {
		// Three editor loads (the second after the approval page) and the
		// pop-up: 1.8 min measured on a busy shared machine.
		test.setTimeout( 180_000 );
		const block = await newPostFromInserter(
			{ admin, editor, page },
			'Our latest photos',
			'jetpack/instagram-gallery'
		);

		// 1. The account service first: register and approve, back to the post.
		const connectAccount = block.getByRole( 'button', {
			name: 'Connect your account',
		} );
		await expect( connectAccount ).toBeVisible( SLOW );
		await connectAccount.click();
		await page.waitForURL(
			/admin-post\.php\?action=orbit_blocks_authorize/
		);
		expect( new URL( page.url() ).searchParams.get( 'from' ) ).toBe(
			'orbit-blocks-instagram-gallery'
		);
		await page.getByRole( 'button', { name: 'Approve' } ).click();
		await page.waitForURL( /post\.php\?post=\d+&action=edit/ );

		// 2. Connect to Instagram: the 700x700 consent pop-up.
		const connect = block.getByRole( 'button', {
			name: 'Connect to Instagram',
		} );
		await expect( connect ).toBeVisible( SLOW );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/instagram-gallery-placeholder.png`,
		} );
		// Record how the window is opened (its size is in the features).
		await page.evaluate( () => {
			const spy = window as unknown as { orbitOpens: string[] };
			const open = window.open.bind( window );
			spy.orbitOpens = [];
			window.open = ( url, name, features ) => {
				spy.orbitOpens.push( String( features ) );
				return open( url, name, features );
			};
		} );
		const popupOpened = page.waitForEvent( 'popup' );
		await connect.click();
		const popup = await popupOpened;
		await popup.waitForLoadState();
		expect( popup.url() ).toContain(
			'admin-post.php?action=orbit_blocks_instagram_connect'
		);
		const features = await page.evaluate(
			() => ( window as unknown as { orbitOpens: string[] } ).orbitOpens
		);
		expect( features ).toHaveLength( 1 );
		expect( features[ 0 ] ).toMatch( /^width=700,height=700,/ );
		await expect(
			popup.getByRole( 'heading', {
				name: 'Connect an Instagram account',
			} )
		).toBeVisible();
		await expect(
			block.getByRole( 'button', { name: 'Connecting…' } )
		).toBeVisible();
		await popup
			.getByRole( 'textbox', { name: 'Instagram username' } )
			.fill( 'orbit.photos' );
		const closed = popup.waitForEvent( 'close' );
		await popup.getByRole( 'button', { name: 'Approve' } ).click();
		await closed;

		// 3. The gallery: the newest images of the media library (up to 9:
		// ours first, then any another test left), in 3 columns.
		const grid = block.locator(
			'.wp-block-jetpack-instagram-gallery__grid'
		);
		const images = grid.locator( 'img' );
		await expect( images.nth( IMAGES - 1 ) ).toBeVisible( SLOW );
		expect( await images.count() ).toBeLessThanOrEqual( 9 );
		const sources = async () =>
			(
				await images.evaluateAll( ( list ) =>
					list.map( ( img ) => ( img as HTMLImageElement ).src )
				)
			).map( ( src ) =>
				path.basename( src ).replace( /(-\d+x\d+)?\.png$/, '' )
			);
		expect( ( await sources() ).slice( 0, IMAGES ) ).toEqual( newestFirst );
		await expect( grid ).toHaveClass(
			/wp-block-jetpack-instagram-gallery__grid-columns-3/
		);

		// 4. The sidebar: the account, 4 posts in 2 columns, 20 px apart.
		await block.click( { position: { x: 2, y: 2 } } );
		const settings = await openBlockSettings( page, editor );
		await expect(
			settings.getByRole( 'link', { name: /@orbit\.photos/ } )
		).toHaveAttribute( 'href', 'https://www.instagram.com/orbit.photos/' );
		await settings
			.getByRole( 'spinbutton', { name: 'Number of Posts' } )
			.fill( '4' );
		await settings
			.getByRole( 'spinbutton', { name: 'Number of Columns' } )
			.fill( '2' );
		await settings
			.getByRole( 'spinbutton', { name: 'Image Spacing (px)' } )
			.fill( '20' );
		await expect( images ).toHaveCount( 4 );
		expect( await sources() ).toEqual( newestFirst.slice( 0, 4 ) );
		await expect( grid ).toHaveClass(
			/wp-block-jetpack-instagram-gallery__grid-columns-2/
		);
		await expect( grid ).toHaveCSS( 'column-gap', '20px' );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/instagram-gallery-editor.png`,
		} );

		// 5. Publish, reload: the block is valid and shows the same images.
		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();
		await page.reload();
		await expect( images ).toHaveCount( 4, SLOW );
		const saved = await page.evaluate( () =>
			window.wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.map( ( b: { isValid: boolean; attributes: object } ) => ( {
					isValid: b.isValid,
					attributes: b.attributes,
				} ) )
		);
		expect( saved ).toEqual( [
			{
				isValid: true,
				attributes: expect.objectContaining( {
					accessToken: expect.stringMatching( /^[1-9]\d*$/ ),
					instagramUser: 'orbit.photos',
					count: 4,
					columns: 2,
					spacing: 20,
					isStackedOnMobile: true,
				} ),
			},
		] );
		await expect(
			editor.canvas.getByText(
				'This block contains unexpected or invalid content'
			)
		).toHaveCount( 0 );

		// 6. Visitors: the same 4 images in 2 columns, each linking to its file.
		await page.goto( `/?p=${ postId }` );
		const front = page.locator(
			'.wp-block-jetpack-instagram-gallery .wp-block-jetpack-instagram-gallery__grid'
		);
		await expect( front ).toHaveClass(
			/wp-block-jetpack-instagram-gallery__grid-columns-2/
		);
		await expect( front ).toHaveClass( /is-stacked-on-mobile/ );
		await expect( front ).toHaveAttribute( 'style', 'gap:20px' );
		const links = front.locator(
			'a.wp-block-jetpack-instagram-gallery__grid-post'
		);
		await expect( links ).toHaveCount( 4 );
		const visitor = await links.evaluateAll( ( list ) =>
			list.map( ( link ) => ( {
				href: ( link as HTMLAnchorElement ).href,
				src: ( link.querySelector( 'img' ) as HTMLImageElement ).src,
				loaded: ( link.querySelector( 'img' ) as HTMLImageElement )
					.complete,
			} ) )
		);
		expect(
			visitor.map( ( item ) =>
				path.basename( item.href ).replace( /\.png$/, '' )
			)
		).toEqual( newestFirst.slice( 0, 4 ) );
		for ( const item of visitor ) {
			expect( new URL( item.src ).pathname ).toMatch(
				/^\/wp-content\/uploads\/.+\.png$/
			);
		}
		await expect( links.first() ).toBeVisible();
		await front.scrollIntoViewIfNeeded();
		await front.screenshot( {
			path: `${ SCREENSHOTS }/instagram-gallery-front.png`,
		} );

		// 7. A token that is not a connected account: the route refuses it
		// and visitors get nothing.
		const refused = await requestUtils
			.rest( {
				path: '/wpcom/v2/instagram-gallery/gallery',
				params: { access_token: '999999', count: 30 },
			} )
			.catch( ( error: { code?: string } ) => error.code );
		expect( refused ).toBe( 'instagram_gallery_invalid_token' );
		const stranger = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				status: 'publish',
				title: 'Not connected',
				content:
					'<!-- wp:jetpack/instagram-gallery {"accessToken":"999999"} /-->',
			},
		} );
		await page.goto( `/?p=${ stranger.id }` );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Not connected' } )
		).toBeVisible();
		await expect(
			page.locator( '.wp-block-jetpack-instagram-gallery' )
		).toHaveCount( 0 );

		expect( php.read() ).toEqual( [] );
		expect( errors ).toEqual( [] );
		// The gallery reaches no third-party host (WordPress's own avatars aside).
		expect(
			externalRequests.filter(
				( url ) => ! new URL( url ).hostname.endsWith( 'gravatar.com' )
			)
		).toEqual( [] );
	} );
	test( 'Disconnect unlinks one block; removing the account is explicit and names the posts that show it', async ( {
		admin,
		editor,
		page,
		requestUtils,
		problems: { php, errors },
	} ) => {
		const [ account ] = await requestUtils.rest< { token: string }[] >( {
			path: '/wpcom/v2/instagram-gallery/connections',
		} );
		expect( account ).toBeDefined();
		const usage = async () =>
			(
				await requestUtils.rest< { posts: number } >( {
					path: `/wpcom/v2/instagram-gallery/connections/${ account.token }`,
				} )
			).posts;
		const before = await usage();
		const posts: number[] = [];
		for ( const title of [ 'Gallery one', 'Gallery two' ] ) {
			const post = await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					status: 'publish',
					title,
					content: `<!-- wp:jetpack/instagram-gallery {"accessToken":"${ account.token }","instagramUser":"orbit.photos"} /-->`,
				},
			} );
			posts.push( post.id );
		}
		expect( await usage() ).toBe( before + 2 );
		const frontGrid = ( id: number ) =>
			page
				.goto( `/?p=${ id }` )
				.then( () =>
					page.locator( '.wp-block-jetpack-instagram-gallery__grid' )
				);

		// Disconnect in the first post: that block only.
		await admin.editPost( posts[ 0 ] );
		const block = editor.canvas.locator(
			'[data-type="jetpack/instagram-gallery"]'
		);
		await expect( block.locator( 'img' ).first() ).toBeVisible( SLOW );
		await block.click( { position: { x: 2, y: 2 } } );
		const settings = await openBlockSettings( page, editor );
		await settings
			.getByRole( 'button', { name: 'Disconnect from this block' } )
			.click();
		await expect(
			block.getByRole( 'button', { name: 'Connect to Instagram' } )
		).toBeVisible( SLOW );
		await page.keyboard.press( 'Control+s' );
		await expect(
			page.locator( '.components-snackbar' ).filter( {
				hasText: 'Post updated.',
			} )
		).toBeVisible( SLOW );
		expect(
			await requestUtils.rest< unknown[] >( {
				path: '/wpcom/v2/instagram-gallery/connections',
			} )
		).toContainEqual( expect.objectContaining( { token: account.token } ) );
		await expect(
			( await frontGrid( posts[ 1 ] ) ).locator( 'img' )
		).not.toHaveCount( 0 );

		// Removing the account, from the second post: a warning first.
		await admin.editPost( posts[ 1 ] );
		await expect( block.locator( 'img' ).first() ).toBeVisible( SLOW );
		await block.click( { position: { x: 2, y: 2 } } );
		const sidebar = await openBlockSettings( page, editor );
		await sidebar
			.getByRole( 'button', {
				name: 'Remove the account from the site…',
			} )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Remove the Instagram account?',
		} );
		const count = before + 1; // the first post no longer shows it
		await expect(
			dialog.getByText(
				`${ count } posts show the Instagram account @orbit.photos.`,
				{ exact: false }
			)
		).toBeVisible( SLOW );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/instagram-gallery-remove-account.png`,
		} );
		await dialog.getByRole( 'button', { name: 'Remove account' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect(
			block.getByRole( 'button', { name: 'Connect to Instagram' } )
		).toBeVisible( SLOW );
		expect(
			await requestUtils.rest< unknown[] >( {
				path: '/wpcom/v2/instagram-gallery/connections',
			} )
		).toEqual( [] );
		expect( php.read() ).toEqual( [] );
		expect( errors ).toEqual( [] );
	} );
} );
