/**
 * The slideshow (spec 2 "Slideshow", spec 1 section 7 "Other") as an author
 * and visitors use it. The author uploads three small images into the
 * placeholder (saving stays locked while they upload: the upload request is
 * held back a moment), the carousel appears (swiper loaded into the editor),
 * picks Fade and Autoplay with a 2 s delay, publishes and reopens the post:
 * the block is valid. Visitors: the page loads the swiper chunk (script and
 * stylesheet) and autoplay moves on by itself; a visitor whose browser asks
 * for reduced motion gets no autoplay, moves on with the next button, and
 * sees the bullets follow; a page without a slideshow loads no swiper; when
 * swiper cannot load, the message shows above the slides. No PHP message, no
 * page error.
 */
import path from 'path';
import type { Page } from '@playwright/test';
import {
	expect,
	insertBlockFromInserter,
	test,
	watchPageErrors,
	editorBlocks,
	SHOTS,
} from './orbit-blocks';

const FIXTURES = path.join( __dirname, 'fixtures/slideshow' );
const FILES = [ 'red', 'green', 'blue' ].map( ( name ) =>
	path.join( FIXTURES, `slideshow-${ name }.png` )
);

/** The id of the image on the slide the visitor sees. */
const activeId = ( page: Page ) =>
	page
		.locator( '.wp-block-jetpack-slideshow .swiper-slide-active img' )
		.getAttribute( 'data-id' );

test( 'an author builds a fading, autoplaying slideshow from uploads; visitors see it, with reduced motion too', async ( {
	admin,
	editor,
	page,
	browser,
	requestUtils,
	problems: { php, errors },
} ) => {
	await admin.createNewPost( { title: 'Holiday slideshow' } );
	await insertBlockFromInserter( page, 'jetpack/slideshow' );
	const block = editor.canvas.locator( '.wp-block-jetpack-slideshow' );
	await expect(
		block.getByText(
			'Drag images, upload new ones or select files from your library.'
		)
	).toBeVisible();

	// 1. Upload three images; saving is locked until all have arrived.
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route(
		( url ) => /wp(\/|%2F)v2(\/|%2F)media/.test( url.href ),
		async ( route ) => {
			if ( route.request().method() === 'POST' ) {
				await held;
			}
			return route.continue();
		}
	);
	await block.locator( 'input[type="file"]' ).setInputFiles( FILES );
	await expect( block.getByText( 'Uploading images…' ) ).toBeVisible();
	expect(
		await page.evaluate( () =>
			window.wp.data.select( 'core/editor' ).isPostSavingLocked()
		)
	).toBe( true );
	release();
	await expect
		.poll( async () => ( await editorBlocks( page ) )[ 0 ]?.[ 2 ].ids, {
			timeout: 30_000,
		} )
		.toHaveLength( 3 );
	await expect
		.poll( () =>
			page.evaluate( () =>
				window.wp.data.select( 'core/editor' ).isPostSavingLocked()
			)
		)
		.toBe( false );
	await page.unroute( ( url ) =>
		/wp(\/|%2F)v2(\/|%2F)media/.test( url.href )
	);

	// 2. The carousel, made by swiper in the editor.
	await expect( block.locator( '.swiper-initialized' ) ).toBeVisible();
	await expect( block.locator( '.swiper-pagination-bullet' ) ).toHaveCount(
		3
	);

	// 3. Fade, autoplay every 2 s.
	await editor.openDocumentSettingsSidebar();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'combobox', { name: 'Transition effect' } )
		.selectOption( 'fade' );
	await sidebar.getByRole( 'checkbox', { name: 'Autoplay' } ).check();
	await sidebar
		.getByRole( 'spinbutton', {
			name: 'Delay between transitions (in seconds)',
		} )
		.fill( '2' );
	await expect( block.locator( '.swiper-fade' ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/slideshow-editor.png` } );

	// 4. Published and reopened: valid, with its settings.
	const postId = await editor.publishPost();
	await page.reload();
	await expect( block.locator( '.swiper-initialized' ) ).toBeVisible( {
		timeout: 60_000,
	} );
	const [ [ name, valid, attributes ] ] = await editorBlocks( page );
	expect( [ name, valid ] ).toEqual( [ 'jetpack/slideshow', true ] );
	expect( attributes ).toMatchObject( {
		autoplay: true,
		delay: 2,
		effect: 'fade',
	} );
	expect( attributes.images ).toHaveLength( 3 );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// 5. A visitor: swiper's chunk is loaded, autoplay moves on by itself.
	await page.goto( `/?p=${ postId }` );
	const show = page.locator( '.wp-block-jetpack-slideshow' );
	await expect( show.locator( '.swiper-initialized' ) ).toBeVisible();
	await expect(
		page.locator( 'script[src*="blocks/swiper/view.js"]' )
	).toHaveCount( 1 );
	await expect(
		page.locator( 'link[href*="blocks/swiper/view.css"]' )
	).toHaveCount( 1 );
	await expect( show ).toHaveAttribute( 'data-effect', 'fade' );
	const first = await activeId( page );
	await expect
		.poll( () => activeId( page ), { timeout: 6_000 } )
		.not.toBe( first );
	await show.scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/slideshow-front.png` } );

	// 6. A visitor who asks for reduced motion: no autoplay; next button
	// and bullets; no pause button.
	const calm = await browser.newContext( {
		baseURL: new URL( page.url() ).origin,
		reducedMotion: 'reduce',
	} );
	// As for every test page: no request leaves this machine.
	await calm.route(
		( url ) =>
			! /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test( url.hostname ),
		( route ) => route.fulfill( { status: 204, body: '' } )
	);
	const calmPage = await calm.newPage();
	const calmErrors = watchPageErrors( calmPage );
	await calmPage.goto( `/?p=${ postId }` );
	const calmShow = calmPage.locator( '.wp-block-jetpack-slideshow' );
	await expect( calmShow.locator( '.swiper-initialized' ) ).toBeVisible();
	const bullets = calmShow.locator( '.swiper-pagination-bullet' );
	await expect( bullets ).toHaveCount( 3 );
	await expect( bullets.nth( 0 ) ).toHaveClass(
		/swiper-pagination-bullet-active/
	);
	const calmFirst = await activeId( calmPage );
	expect(
		await calmShow.locator( '.swiper' ).evaluate(
			( el ) =>
				(
					el as unknown as {
						swiper: { autoplay: { running: boolean } };
					}
				 ).swiper.autoplay.running
		)
	).toBe( false );
	// Longer than the 2 s delay: still the first slide.
	// eslint-disable-next-line playwright/no-wait-for-timeout -- time passing is what is tested
	await calmPage.waitForTimeout( 2_600 );
	expect( await activeId( calmPage ) ).toBe( calmFirst );
	await expect(
		calmShow.locator( '.wp-block-jetpack-slideshow_button-pause' )
	).toBeHidden();
	await calmShow.getByRole( 'button', { name: 'Next slide' } ).click();
	await expect( bullets.nth( 1 ) ).toHaveClass(
		/swiper-pagination-bullet-active/
	);
	expect( await activeId( calmPage ) ).not.toBe( calmFirst );

	// 7. A page without a slideshow loads no swiper.
	const plain = await requestUtils.createPost( {
		title: 'No slideshow here',
		content: '<!-- wp:paragraph --><p>Just text.</p><!-- /wp:paragraph -->',
		status: 'publish',
		date_gmt: '2024-01-01T00:00:00',
	} );
	await calmPage.goto( `/?p=${ plain.id }` );
	await expect( calmPage.getByText( 'Just text.' ) ).toBeVisible();
	await expect(
		calmPage.locator( 'script[src*="swiper"], link[href*="swiper"]' )
	).toHaveCount( 0 );
	await expect(
		calmPage.locator( 'script[src*="blocks/slideshow/view"]' )
	).toHaveCount( 0 );
	expect( calmErrors ).toEqual( [] );

	// 8. When swiper cannot load: the message, and the slides as a list.
	await calmPage.route( /blocks\/swiper\/view\.js/, ( route ) =>
		route.abort()
	);
	await calmPage.goto( `/?p=${ postId }` );
	await expect(
		calmShow.getByRole( 'alert' ).filter( {
			hasText: 'The Swiper library could not be loaded.',
		} )
	).toBeVisible();
	await expect( calmShow.locator( 'img' ) ).toHaveCount( 3 );
	await expect( calmShow.locator( 'img' ).first() ).toBeVisible();
	await calm.close();

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
