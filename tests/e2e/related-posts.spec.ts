/**
 * Related posts (spec 2 "Related posts", sections 2, 4, 7, 8 and 9) against
 * the local provider: an administrator inserts the block from the inserter
 * into a post that has published neighbours in its category, sees Needs
 * activation, activates related posts, sees the grid preview (the closest
 * posts first: most shared terms, then newest), switches to the list and 2
 * posts, and publishes; visitors get exactly those posts, in a list. The
 * routes refuse who may not use them, and visitors get nothing while
 * related posts are off or a post has none.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { request as playwrightRequest } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import {
	editorBlocks,
	expect,
	test,
	watchPhpLog,
	openBlockSettings,
	SHOTS,
} from './orbit-blocks';
import { writePng, type Rgb } from './png';

interface Term {
	id: number;
	link: string;
}
interface Post {
	id: number;
	link: string;
	title: { raw?: string; rendered: string };
}
interface RelatedPost {
	id: number;
	url: string;
	title: string;
	img: { src: string };
	date: string;
	author: string;
	block_context: { text: string; link: string };
}

/** A plain PNG (a diagonal gradient between two colours), for featured images. */
function gradientPng( file: string, from: Rgb, to: Rgb ) {
	const width = 640;
	const height = 400;
	writePng( file, width, height, ( x, y ) => {
		const t = ( x / width + y / height ) / 2;
		return from.map( ( value, c ) =>
			Math.round( value + ( to[ c ] - value ) * t )
		) as Rgb;
	} );
}

// Related posts are the related-posts module: the connection sidebar's switch.
async function setRelatedPosts( requestUtils: RequestUtils, on: boolean ) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/jetpack/v4/module/related-posts/active',
		data: { active: on },
	} );
}

/** A category or tag, made for this run (or found, when a rerun made it before). */
async function term(
	requestUtils: RequestUtils,
	taxonomy: 'categories' | 'tags',
	name: string
): Promise< Term > {
	try {
		return await requestUtils.rest< Term >( {
			method: 'POST',
			path: `/wp/v2/${ taxonomy }`,
			data: { name },
		} );
	} catch ( error ) {
		const id = ( error as { data?: { term_id?: number } } ).data?.term_id;
		if ( ! id ) {
			throw error;
		}
		return requestUtils.rest< Term >( {
			path: `/wp/v2/${ taxonomy }/${ id }`,
		} );
	}
}

const titlesIn = ( list: Locator ) =>
	list.locator( '.jetpack-related-posts__title' );

async function readPosts( list: Locator ) {
	return Promise.all(
		( await titlesIn( list ).all() ).map( async ( link ) => ( {
			title: await link.innerText(),
			href: await link.getAttribute( 'href' ),
		} ) )
	);
}

test.describe( 'related posts', () => {
	const posts: Record< string, Post > = {};
	const media: number[] = [];
	const terms: Array< [ 'categories' | 'tags', number ] > = [];
	let travel: Term;
	let portugal: Term;

	test.beforeAll( async ( { requestUtils } ) => {
		await setRelatedPosts( requestUtils, false );
		travel = await term( requestUtils, 'categories', 'Travel' );
		const cooking = await term( requestUtils, 'categories', 'Cooking' );
		portugal = await term( requestUtils, 'tags', 'Portugal' );
		terms.push(
			[ 'categories', travel.id ],
			[ 'categories', cooking.id ],
			[ 'tags', portugal.id ]
		);

		const folder = fs.mkdtempSync(
			path.join( os.tmpdir(), 'orbit-related-' )
		);
		const image = async (
			name: string,
			from: [ number, number, number ],
			to: [ number, number, number ]
		) => {
			const file = path.join( folder, `${ name }.png` );
			gradientPng( file, from, to );
			const uploaded = await requestUtils.uploadMedia( file );
			media.push( uploaded.id );
			return uploaded.id;
		};
		const tram = await image( 'tram', [ 240, 180, 60 ], [ 200, 60, 40 ] );
		const train = await image( 'train', [ 30, 60, 110 ], [ 90, 170, 200 ] );
		const bag = await image( 'bag', [ 60, 120, 80 ], [ 200, 210, 150 ] );
		fs.rmSync( folder, { recursive: true, force: true } );

		const publish = async (
			key: string,
			data: Record< string, unknown >
		) => {
			posts[ key ] = await requestUtils.rest< Post >( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: { status: 'publish', ...data },
			} );
		};
		// Four posts share the Travel category with the target post; the
		// first also shares its Portugal tag, so it is the closest. Among the
		// others, the newest come first.
		await publish( 'lisbon', {
			title: 'Lisbon on a budget',
			date: '2024-01-10T10:00:00',
			categories: [ travel.id ],
			tags: [ portugal.id ],
			featured_media: tram,
		} );
		await publish( 'museums', {
			title: 'Museum passes worth buying',
			date: '2024-02-20T10:00:00',
			categories: [ travel.id ],
		} );
		await publish( 'packing', {
			title: 'Packing light for a week',
			date: '2024-03-15T10:00:00',
			categories: [ travel.id ],
			featured_media: bag,
		} );
		await publish( 'trains', {
			title: 'Night trains across Europe',
			date: '2024-04-02T10:00:00',
			categories: [ travel.id ],
			featured_media: train,
		} );
		// Related through the tag only: one shared term, like the last three
		// Travel posts, and older than them, so it comes last.
		await publish( 'pastries', {
			title: 'Porto’s best pastries',
			date: '2023-12-01T10:00:00',
			categories: [ cooking.id ],
			tags: [ portugal.id ],
		} );
		// Nothing in common (and Uncategorized relates nothing).
		await publish( 'sourdough', {
			title: 'Sourdough at home',
			date: '2024-06-01T10:00:00',
			categories: [ cooking.id ],
		} );
		posts.target = await requestUtils.rest< Post >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'A weekend in Lisbon',
				status: 'draft',
				content:
					'<!-- wp:paragraph --><p>Trams, tiles and custard tarts.</p><!-- /wp:paragraph -->',
				categories: [ travel.id ],
				tags: [ portugal.id ],
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await setRelatedPosts( requestUtils, false );
		for ( const post of Object.values( posts ) ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ post.id }`,
				params: { force: true },
			} );
		}
		for ( const id of media ) {
			await requestUtils.deleteMedia( id );
		}
		for ( const [ taxonomy, id ] of terms ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/${ taxonomy }/${ id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'an administrator activates related posts, picks the list of 2, and visitors see them', async ( {
		admin,
		browser,
		baseURL,
		editor,
		page,
		problems: { php, errors },
	} ) => {
		await admin.editPost( posts.target.id );

		// Insert it from the inserter, as an author would.
		const inserter = page
			.getByRole( 'toolbar', { name: 'Document tools' } )
			.getByRole( 'button', {
				name: /^(Block Inserter|Toggle block inserter)$/,
			} );
		await inserter.click();
		await page
			.getByRole( 'searchbox', { name: /Search/ } )
			.fill( 'Related Posts' );
		await page.getByRole( 'option', { name: /^Related Posts/ } ).click();
		await inserter.click(); // closes the inserter panel again
		const block = editor.canvas.locator(
			'[data-type="jetpack/related-posts"]'
		);
		// The edit code loads on demand; opening the inserter also asks the
		// site for patterns, and the one-worker server answers in turn.
		await expect( block ).toBeVisible( { timeout: 90_000 } );

		// Needs activation: the administrator may turn related posts on.
		await expect(
			block.getByText( /^Related posts are turned off on this site\./ )
		).toBeVisible();
		const activate = block.getByRole( 'button', { name: 'Activate' } );
		await expect( activate ).toBeVisible();
		await page.screenshot( { path: `${ SHOTS }/related-activation.png` } );

		const enableRequest = page.waitForRequest(
			( request ) =>
				request.method() === 'POST' &&
				/related-posts(\/|%2F)enable/.test( request.url() )
		);
		await activate.click();
		await enableRequest;

		// Shown: the three closest posts, one grid row of 3.
		const preview = block.locator( '.jetpack-related-posts__posts' );
		await expect( titlesIn( preview ) ).toHaveText( [
			'Lisbon on a budget',
			'Night trains across Europe',
			'Packing light for a week',
		] );
		await expect( block ).toHaveClass( /\bis-grid\b/ );
		await expect( preview.locator( '[data-row-size="3"]' ) ).toHaveCount(
			3
		);
		await expect(
			block.locator( '.jetpack-related-posts__date' )
		).toHaveText( [
			'January 10, 2024',
			'April 2, 2024',
			'March 15, 2024',
		] );
		await page.screenshot( { path: `${ SHOTS }/related-editor-grid.png` } );

		// Everything on, and five posts: a row of 2, then a row of 3.
		const settings = await openBlockSettings( page, editor );
		for ( const name of [
			'Display thumbnails',
			'Display author',
			'Display context',
			'Display headline',
		] ) {
			await settings.getByRole( 'checkbox', { name } ).click();
		}
		await settings
			.getByRole( 'textbox', { name: 'Headline' } )
			.fill( 'Keep exploring' );
		const count = settings.getByRole( 'spinbutton', {
			name: 'Number of posts',
		} );
		await count.fill( '5' );
		await expect( titlesIn( preview ) ).toHaveCount( 5 );
		await expect( titlesIn( preview ).nth( 4 ) ).toHaveText(
			'Porto’s best pastries'
		);
		expect(
			await preview
				.locator( '.jetpack-related-posts__post' )
				.evaluateAll( ( items ) =>
					items.map( ( item ) =>
						item.getAttribute( 'data-row-size' )
					)
				)
		).toEqual( [ '2', '2', '3', '3', '3' ] );
		await expect(
			block.getByRole( 'heading', { name: 'Keep exploring' } )
		).toBeVisible();
		await expect( block.locator( 'img' ) ).toHaveCount( 3 );
		// The context: the first shared category, or else the shared tag.
		await expect(
			block.locator( '.jetpack-related-posts__context' )
		).toHaveText( [
			'In "Travel"',
			'In "Travel"',
			'In "Travel"',
			'In "Travel"',
			'In "Portugal"',
		] );
		await page.screenshot( {
			path: `${ SHOTS }/related-editor-grid-5.png`,
		} );

		// The list, from the toolbar, and 2 posts.
		await editor.clickBlockToolbarButton( 'List view' );
		await expect( block ).toHaveClass( /\bis-list\b/ );
		await count.fill( '2' );
		await expect( titlesIn( preview ) ).toHaveText( [
			'Lisbon on a budget',
			'Night trains across Europe',
		] );
		await expect( preview.locator( '[data-row-size]' ) ).toHaveCount( 0 );
		await page.screenshot( { path: `${ SHOTS }/related-editor-list.png` } );

		const postId = await editor.publishPost();
		expect( postId ).toBe( posts.target.id );

		// Reopened: the block is valid and keeps its settings.
		await page.reload();
		await expect( titlesIn( preview ) ).toHaveText( [
			'Lisbon on a budget',
			'Night trains across Europe',
		] );
		expect(
			( await editorBlocks( page ) ).map(
				( [ name, isValid, attributes ] ) => ( {
					name,
					isValid,
					postLayout: attributes.postLayout,
					postsToShow: attributes.postsToShow,
				} )
			)
		).toEqual( [
			{
				name: 'core/paragraph',
				isValid: true,
				postLayout: undefined,
				postsToShow: undefined,
			},
			{
				name: 'jetpack/related-posts',
				isValid: true,
				postLayout: 'list',
				postsToShow: 2,
			},
		] );

		// The front end: exactly those posts, with their links, in a list.
		const expected = [
			{ title: 'Lisbon on a budget', href: posts.lisbon.link },
			{ title: 'Night trains across Europe', href: posts.trains.link },
		];
		await page.goto( `/?p=${ postId }` );
		const nav = page.locator( 'nav.wp-block-jetpack-related-posts' );
		await expect( nav ).toBeVisible();
		await expect( nav ).toHaveClass( /\bis-list\b/ );
		await expect( nav ).toHaveAttribute( 'aria-label', 'Keep exploring' );
		expect( await readPosts( nav ) ).toEqual( expected );
		await expect( nav.locator( 'li' ) ).toHaveCount( 2 );
		await expect( nav.locator( '[data-row-size]' ) ).toHaveCount( 0 );
		await expect(
			nav.getByRole( 'heading', { name: 'Keep exploring' } )
		).toBeVisible();
		await expect(
			nav.locator( '.jetpack-related-posts__author' )
		).toHaveText( [ 'By admin', 'By admin' ] );
		await expect(
			nav.getByRole( 'link', { name: 'In "Travel"' } ).first()
		).toHaveAttribute( 'href', travel.link );
		await expect( nav.locator( 'img' ) ).toHaveCount( 2 );
		await nav.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: `${ SHOTS }/related-front-end.png`,
			fullPage: true,
		} );
		await nav.screenshot( {
			path: `${ SHOTS }/related-front-end-block.png`,
		} );

		// A visitor (not logged in) gets the same.
		const visitor = await browser.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		const visitorPage = await visitor.newPage();
		await visitorPage.goto( `/?p=${ postId }` );
		expect(
			await readPosts(
				visitorPage.locator( 'nav.wp-block-jetpack-related-posts' )
			)
		).toEqual( expected );
		await visitor.close();

		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'the preview route computes from the site’s posts and refuses who may not edit', async ( {
		requestUtils,
		baseURL,
	} ) => {
		const php = watchPhpLog();
		const preview = ( params: Record< string, string | number > ) =>
			requestUtils.rest< RelatedPost[] >( {
				path: '/wpcom/v2/related-posts/preview',
				params,
			} );

		// As an administrator: the closest first, each item in full.
		const six = await preview( { post_id: posts.target.id, size: 6 } );
		expect( six.map( ( post ) => post.title ) ).toEqual( [
			'Lisbon on a budget',
			'Night trains across Europe',
			'Packing light for a week',
			'Museum passes worth buying',
			'Porto’s best pastries',
		] );
		expect( six[ 0 ] ).toEqual( {
			id: posts.lisbon.id,
			url: posts.lisbon.link,
			title: 'Lisbon on a budget',
			img: {
				src: expect.stringMatching( /\/tram.*\.png$/ ),
				alt_text: '',
			},
			date: 'January 10, 2024',
			author: 'admin',
			block_context: { text: 'In "Travel"', link: travel.link },
		} );
		expect( six[ 3 ].img.src ).toBe( '' );
		expect( ( await preview( { post_id: posts.target.id } ) ).length ).toBe(
			3
		);
		// The editor's unsaved terms: the tag alone.
		expect(
			(
				await preview( {
					post_id: posts.target.id,
					categories: '',
					tags: String( portugal.id ),
				} )
			).map( ( post ) => post.title )
		).toEqual( [ 'Lisbon on a budget', 'Porto’s best pastries' ] );
		await expect(
			preview( { post_id: posts.target.id, size: 7 } )
		).rejects.toMatchObject( { code: 'rest_invalid_param' } );
		await expect( preview( { post_id: 999999 } ) ).rejects.toMatchObject( {
			code: 'rest_post_invalid_id',
		} );

		// Not logged in: every route refuses.
		const anonymous = await playwrightRequest.newContext( { baseURL } );
		for ( const [ method, route ] of [
			[
				'GET',
				`/wpcom/v2/related-posts/preview&post_id=${ posts.target.id }`,
			],
			[ 'GET', '/wpcom/v2/related-posts' ],
			[ 'POST', '/wpcom/v2/related-posts/enable' ],
		] ) {
			const response = await anonymous.fetch( `/?rest_route=${ route }`, {
				method,
			} );
			expect( response.status(), `${ method } ${ route }` ).toBe( 401 );
		}
		await anonymous.dispose();

		// A subscriber (no edit_posts) and an author (edits only their own
		// posts, cannot manage options).
		const users = [
			{ username: 'orbit-related-reader', roles: [ 'subscriber' ] },
			{ username: 'orbit-related-author', roles: [ 'author' ] },
		];
		const ids: number[] = [];
		try {
			for ( const user of users ) {
				const created = await requestUtils.createUser( {
					username: user.username,
					email: `${ user.username }@example.com`,
					password: `${ user.username }-password`,
					roles: user.roles,
				} );
				ids.push( created.id );
			}
			const as = ( username: string ) =>
				RequestUtils.setup( {
					baseURL,
					user: { username, password: `${ username }-password` },
				} );

			const reader = await as( 'orbit-related-reader' );
			await expect(
				reader.rest( {
					path: '/wpcom/v2/related-posts/preview',
					params: { post_id: posts.target.id },
				} )
			).rejects.toMatchObject( { code: 'rest_forbidden' } );
			await expect(
				reader.rest( { path: '/wpcom/v2/related-posts' } )
			).rejects.toMatchObject( { code: 'rest_forbidden' } );
			await reader.request.dispose();

			const author = await as( 'orbit-related-author' );
			expect(
				await author.rest( { path: '/wpcom/v2/related-posts' } )
			).toEqual( {
				enabled: expect.any( Boolean ),
			} );
			await expect(
				author.rest( {
					method: 'POST',
					path: '/wpcom/v2/related-posts/enable',
				} )
			).rejects.toMatchObject( { code: 'rest_forbidden' } );
			// Someone else's post.
			await expect(
				author.rest( {
					path: '/wpcom/v2/related-posts/preview',
					params: { post_id: posts.target.id },
				} )
			).rejects.toMatchObject( { code: 'rest_forbidden' } );
			await author.request.dispose();
		} finally {
			for ( const id of ids ) {
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/wp/v2/users/${ id }`,
					params: { force: true, reassign: 1 },
				} );
			}
		}
		expect( php.read() ).toEqual( [] );
	} );

	test( 'visitors get nothing while related posts are off or a post has none', async ( {
		requestUtils,
		browser,
		baseURL,
		page,
	} ) => {
		const php = watchPhpLog();
		const block = '<!-- wp:jetpack/related-posts /-->';
		const lonely = await requestUtils.rest< Post >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'A post about nothing else',
				status: 'publish',
				content: block,
			},
		} );
		const lisbon = await requestUtils.rest< Post >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'More of Lisbon',
				status: 'publish',
				content: block,
				categories: [ travel.id ],
			},
		} );
		posts.lonely = lonely;
		posts.moreLisbon = lisbon;
		const visitor = await browser.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		const visitorPage = await visitor.newPage();
		const rendered = async ( target: Page, id: number ) => {
			await target.goto( `/?p=${ id }` );
			await expect( target.locator( 'main' ) ).toBeVisible();
			return target.locator( '.wp-block-jetpack-related-posts' );
		};

		// On: the post with neighbours shows them; the lonely one nothing.
		await setRelatedPosts( requestUtils, true );
		await expect(
			titlesIn( await rendered( visitorPage, lisbon.id ) )
		).toHaveCount( 3 );
		await expect( await rendered( visitorPage, lonely.id ) ).toHaveCount(
			0
		);
		// Its author is told why.
		await expect(
			( await rendered( page, lonely.id ) ).locator(
				'.jetpack-related-posts__author-note'
			)
		).toHaveText( /no published posts sharing a category or tag/ );

		// Off: nothing for visitors anywhere; a note for the author.
		await setRelatedPosts( requestUtils, false );
		await expect( await rendered( visitorPage, lisbon.id ) ).toHaveCount(
			0
		);
		await expect(
			( await rendered( page, lisbon.id ) ).locator(
				'.jetpack-related-posts__author-note'
			)
		).toHaveText( /Related posts are turned off on this site/ );
		await visitor.close();
		expect( php.read() ).toEqual( [] );
	} );
} );
