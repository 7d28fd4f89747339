/**
 * Translations end to end, with two pseudo-locales generated at test time
 * from languages/orbit-blocks.pot (tools/i18n/pseudo-locale.mjs: every string
 * wrapped "[[…]]", compiled into the files WordPress loads, one JSON a build
 * script file as language packs ship them):
 *
 * - en_XA: an editor working in it sees a string of the editor entry (the
 *   connection sidebar's name), one of a block's lazy edit chunk (the star
 *   rating's star buttons) and one of an extension's lazy chunk (the
 *   connection panel) translated; blocks an English author saved open
 *   valid; a visitor of a site in en_XA reads the blocks' words (the star
 *   rating's name, the slideshow's buttons) translated by the server.
 * - ar_XB, a right-to-left pseudo-locale: the editor and the page are laid
 *   out right to left with the build's -rtl.css (editor.css, the blocks'
 *   styles, a lazy chunk's CSS); a screenshot of three blocks is saved.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import type { Browser, FrameLocator, Page } from '@playwright/test';
import {
	expect,
	keepToLoopback,
	test,
	watchProblems,
	SHOTS,
} from './orbit-blocks';
import { runOnSite } from './fakes/site';
import { quietEditorFor } from './quiet-editor.mjs';

const ROOT = path.resolve( __dirname, '../..' );
const FIXTURES = path.join( ROOT, 'tests/fixtures/blocks' );

function wordpressDir(): string {
	const dir = process.env.WP_SITE_DIR;
	if ( ! dir ) {
		throw new Error( 'WP_SITE_DIR is not set: run with tools/e2e.mjs.' );
	}
	return path.join( dir, 'wordpress' );
}

const fixture = ( name: string ) =>
	fs.readFileSync( path.join( FIXTURES, name ), 'utf8' ).trimEnd();

// Saved by an English-speaking author, in the current markup.
const CONTENT = [
	fixture( 'jetpack__rating-star__custom.serialized.html' ),
	fixture( 'jetpack__contact-info__default.html' ),
	fixture( 'jetpack__button__default.html' ),
	fixture( 'jetpack__slideshow__fade-autoplay.serialized.html' ),
].join( '\n\n' );

const LOCALES = { ltr: 'en_XA', rtl: 'ar_XB' } as const;

function writeLocale( locale: string, rtl: boolean ): void {
	const content = path.join( wordpressDir(), 'wp-content' );
	const result = spawnSync(
		process.execPath,
		[
			path.join( ROOT, 'tools/i18n/pseudo-locale.mjs' ),
			locale,
			path.join( content, 'plugins/orbit-blocks/build' ),
			path.join( content, 'languages' ),
			...( rtl ? [ '--rtl' ] : [] ),
		],
		{ encoding: 'utf8' }
	);
	expect( result.stderr ).toBe( '' );
	expect( result.status ).toBe( 0 );
}

function removeLocale( locale: string ): void {
	const languages = path.join( wordpressDir(), 'wp-content/languages' );
	for ( const dir of [ languages, path.join( languages, 'plugins' ) ] ) {
		for ( const file of fs.existsSync( dir )
			? fs.readdirSync( dir )
			: [] ) {
			if ( file.includes( locale ) ) {
				fs.rmSync( path.join( dir, file ) );
			}
		}
	}
}

/** A page of a new browser with no session, kept to loopback. */
async function freshPage( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	await keepToLoopback( context );
	return context.newPage();
}

/** A browser signed in as `username` (through wp-login.php). */
async function signedIn( browser: Browser, username: string ): Promise< Page > {
	const page = await freshPage( browser );
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( username );
	await page.locator( '#user_pass' ).fill( `${ username }-password` );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/wp-admin\/?/ );
	return page;
}

/**
 * Waits for the rating star block's edit chunk (a lazy chunk) to show its
 * star buttons in the pseudo-locale.
 */
async function expectPseudoStars( canvas: FrameLocator ): Promise< void > {
	const rating = canvas.locator( '[data-type="jetpack/rating-star"]' );
	await expect(
		rating.getByRole( 'button', { name: '[[Rate 1 out of 10]]' } )
	).toBeVisible( { timeout: 60_000 } );
}

/**
 * Opens the connection sidebar (an extension's lazy chunk) from the
 * editor's Options menu, by its pseudo-locale name.
 */
async function openPseudoConnectionSidebar( page: Page ): Promise< void > {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Options' } )
		.click();
	await page
		.getByRole( 'menuitemcheckbox', {
			name: '[[Orbit Blocks connection]]',
		} )
		.click();
}

test.describe( 'translations', () => {
	const users: Record< string, number > = {};
	let postId = 0;
	let postUrl = '';

	test.beforeAll( async ( { requestUtils } ) => {
		// Compiling two locales parses every build file: slow on a busy machine.
		test.setTimeout( 300_000 );
		writeLocale( LOCALES.ltr, false );
		writeLocale( LOCALES.rtl, true );
		for ( const locale of Object.values( LOCALES ) ) {
			const username = `orbit-${ locale.toLowerCase() }`;
			const user = await requestUtils.createUser( {
				username,
				email: `${ username }@example.com`,
				password: `${ username }-password`,
				roles: [ 'editor' ],
			} );
			users[ locale ] = user.id;
			await quietEditorFor( requestUtils, user.id, { locale } );
		}
		const post = await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Saved in English',
				status: 'publish',
				content: CONTENT,
			},
		} );
		postId = post.id;
		postUrl = post.link;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await runOnSite( "update_option( 'WPLANG', '' );" );
		for ( const id of Object.values( users ) ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ id }`,
				params: { force: true, reassign: 1 },
			} );
		}
		if ( postId ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ postId }`,
				params: { force: true },
			} );
		}
		for ( const locale of Object.values( LOCALES ) ) {
			removeLocale( locale );
		}
	} );

	test( "an editor sees the entry's, a lazy block chunk's and an extension chunk's strings in their language; English posts stay valid", async ( {
		browser,
	} ) => {
		test.slow();
		const page = await signedIn( browser, 'orbit-en_xa' );
		const { php, errors } = watchProblems( page );
		await page.goto( `/wp-admin/post.php?post=${ postId }&action=edit` );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );

		// Saved by an English author: every block valid for this editor.
		await expect
			.poll(
				() =>
					page.evaluate( () =>
						window.wp.data
							.select( 'core/block-editor' )
							.getBlocks()
							.map(
								( block: { isValid: boolean } ) => block.isValid
							)
					),
				{ timeout: 60_000 }
			)
			.toEqual( [ true, true, true, true ] );

		// A lazy edit chunk (rating-star-edit): the star buttons.
		await expectPseudoStars( canvas );

		// The editor entry: the connection sidebar's name; and its panel,
		// an extension's lazy chunk (connection-sidebar).
		await openPseudoConnectionSidebar( page );
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect(
			sidebar.getByRole( 'heading', {
				name: '[[Orbit Blocks connection]]',
			} )
		).toBeVisible();
		await expect(
			sidebar.getByText(
				'[[Only an administrator can change the connection.]]'
			)
		).toBeVisible( { timeout: 60_000 } );
		await page.screenshot( {
			path: path.join( SHOTS, 'i18n-pseudo-locale-editor.png' ),
		} );

		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
		await page.context().close();
	} );

	test( "a visitor reads the blocks' words in the site's language", async ( {
		browser,
	} ) => {
		await runOnSite( `update_option( 'WPLANG', '${ LOCALES.ltr }' );` );
		const page = await freshPage( browser );
		const { php, errors } = watchProblems( page );
		await page.goto( postUrl );
		await expect(
			page.getByRole( 'img', { name: '[[3.5 out of 10 stars]]' } )
		).toBeVisible();
		await expect(
			page.locator( '.wp-block-jetpack-rating-star__label' )
		).toHaveText( '[[3.5 out of 10 stars]]' );
		const slideshow = page.locator( '.wp-block-jetpack-slideshow' );
		await expect(
			slideshow.locator( '.wp-block-jetpack-slideshow_button-pause' )
		).toHaveAttribute( 'aria-label', /^\[\[(Pause|Play) slideshow\]\]$/ );
		await expect(
			slideshow.locator( '.wp-block-jetpack-slideshow_button-prev' )
		).toHaveAttribute( 'aria-label', '[[Previous slide]]' );
		// The view script's own words come from the server's markup: once
		// swiper runs, its names and the pause button's stay translated, and
		// the page needs no wp-i18n (printed render-blocking in the head).
		await expect( slideshow ).toHaveClass( /is-ready/ );
		await expect(
			slideshow.locator( '.wp-block-jetpack-slideshow_button-prev' )
		).toHaveAttribute( 'aria-label', '[[Previous slide]]' );
		const pause = slideshow.locator(
			'.wp-block-jetpack-slideshow_button-pause'
		);
		await pause.click();
		await expect( pause ).toHaveAttribute(
			'aria-label',
			'[[Play slideshow]]'
		);
		await expect(
			page.locator( 'script[src*="/wp-includes/js/dist/i18n"]' )
		).toHaveCount( 0 );
		// The slides' images are on a host the tests answer with nothing.
		expect(
			errors.filter( ( error ) => ! /example\.com/.test( error ) )
		).toEqual( [] );
		expect( php.read() ).toEqual( [] );
		await page.context().close();
	} );

	test( 'right to left: the editor and the page use the -rtl stylesheets', async ( {
		browser,
	} ) => {
		test.slow();
		// The post was open for another user a moment ago: no lock dialog.
		await runOnSite( `delete_post_meta( ${ postId }, '_edit_lock' );` );
		const page = await signedIn( browser, 'orbit-ar_xb' );
		const { php, errors } = watchProblems( page );
		await page.goto( `/wp-admin/post.php?post=${ postId }&action=edit` );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		// WordPress names a stylesheet it swapped for its -rtl.css
		// "<handle>-rtl-css".
		await expect(
			page.locator( 'link#orbit-blocks-editor-rtl-css' )
		).toHaveAttribute( 'href', /\/build\/editor-rtl\.css/ );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect(
			canvas.locator( 'link#jetpack-rating-star-style-rtl-css' )
		).toHaveAttribute( 'href', /\/rating-star\/style-rtl\.css/ );
		await expectPseudoStars( canvas );

		// A lazy chunk's stylesheet, added by webpack's runtime.
		await openPseudoConnectionSidebar( page );
		await expect(
			page.getByText(
				'[[Only an administrator can change the connection.]]'
			)
		).toBeVisible( { timeout: 60_000 } );
		await expect(
			page.locator( 'link[href*="/build/connection-sidebar"]' )
		).toHaveAttribute( 'href', /connection-sidebar-rtl\.css/ );
		await page.keyboard.press( 'Escape' );

		await canvas
			.locator( '[data-type="jetpack/rating-star"]' )
			.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: path.join( SHOTS, 'i18n-rtl-editor.png' ),
		} );

		// The page, for a visitor of a right-to-left site.
		await runOnSite( `update_option( 'WPLANG', '${ LOCALES.rtl }' );` );
		const front = await freshPage( browser );
		await front.goto( postUrl );
		await expect( front.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		// Visitors get the block's style inline (includes/inline-block-styles.php):
		// the right-to-left file's rules, not the left-to-right ones.
		const inlineStyle = front.locator(
			'style#jetpack-rating-star-style-inline-css'
		);
		await expect( inlineStyle ).toHaveCount( 1 );
		// A <style> has no rendered text: read its source.
		expect( await inlineStyle.textContent() ).toContain(
			'.wp-block-jetpack-rating-star.has-text-align-left{text-align:right'
		);
		await expect(
			front.locator( 'link[href*="/rating-star/style"]' )
		).toHaveCount( 0 );
		await front
			.locator( '.wp-block-jetpack-rating-star' )
			.scrollIntoViewIfNeeded();
		await front.screenshot( {
			path: path.join( SHOTS, 'i18n-rtl-front.png' ),
			fullPage: true,
		} );
		await front.context().close();

		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
		await page.context().close();
	} );
} );
