/**
 * The Pinterest embed (spec 2 "Pinterest", sections 2, 4, 5 and 8) as an
 * author uses it: a pin.it link pasted into the editor becomes the block,
 * is resolved through the host and fetched (Embedding…) into the pin's
 * preview; Edit URL takes a board; a pin that Pinterest does not have shows
 * "Sorry, this content could not be embedded." and Convert block to link
 * makes it a paragraph link; published and reopened without an invalid-block
 * warning; visitors get the widget markup and the widget script.
 *
 * Pinterest's widget API, its image host and its script are answered by
 * recorded fixtures (tests/e2e/fixtures/pinterest), and the host's redirect
 * resolver by the address the short link leads to.
 */
import fs from 'fs';
import path from 'path';
import type { Route } from '@playwright/test';
import { editorBlocks, expect, test, SHOTS } from './orbit-blocks';

const FIXTURES = path.join( __dirname, 'fixtures/pinterest' );
const fixture = ( name: string ) =>
	fs.readFileSync( path.join( FIXTURES, name ) );

const SHORT = 'https://pin.it/4BvYdEN';
const PIN = 'https://www.pinterest.com/pin/99360735500167749/';
const MISSING = 'https://www.pinterest.com/pin/404404404/';
const BOARD = 'https://www.pinterest.com/martaoliveira/cakes/';

test( 'an author embeds a pin and a board, converts a missing pin to a link, and visitors get the widget', async ( {
	admin,
	editor,
	page,
	pageUtils,
	problems: { php, errors },
} ) => {
	const api: string[] = [];
	const scripts: string[] = [];
	// Pinterest answers a missing pin with status "failure" in the body.
	const json = ( route: Route, name: string ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/json',
			headers: { 'access-control-allow-origin': '*' },
			body: fixture( name ),
		} );
	await page.route( 'https://widgets.pinterest.com/**', ( route ) => {
		const url = new URL( route.request().url() );
		api.push( url.pathname + url.search );
		if ( url.pathname === '/v3/pidgets/pins/info/' ) {
			return url.searchParams.get( 'pin_ids' ) === '99360735500167749'
				? json( route, 'pin.json' )
				: json( route, 'not-found.json' );
		}
		if ( url.pathname === '/v3/pidgets/boards/martaoliveira/cakes/pins/' ) {
			return json( route, 'board.json' );
		}
		return json( route, 'not-found.json' );
	} );
	await page.route( 'https://i.pinimg.com/**', ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'image/png',
			body: fixture( 'pin-image.png' ),
		} )
	);
	await page.route( 'https://assets.pinterest.com/js/pinit.js', ( route ) => {
		scripts.push( route.request().url() );
		return route.fulfill( {
			status: 200,
			contentType: 'application/javascript',
			body: fixture( 'pinit.js' ),
		} );
	} );
	// Where the short link leads (the host cannot follow it offline).
	await page.route( /resolve-redirect/, ( route ) =>
		route.fulfill( {
			status: 200,
			json: { url: `${ PIN }?invite_code=abc&sender=xyz` },
		} )
	);

	await admin.createNewPost( { title: 'Cakes' } );
	await editor.insertBlock( { name: 'core/paragraph' } );
	await pageUtils.setClipboardData( { plainText: SHORT } );
	await pageUtils.pressKeys( 'primary+v' );

	const block = editor.canvas.locator( '[data-type="jetpack/pinterest"]' );
	// The edit chunk loads the first time the block shows (its wrapper with
	// data-type comes with it).
	await expect( block ).toHaveCount( 1, { timeout: 60_000 } );
	const image = block.getByRole( 'img', {
		name: 'Lemon and thyme olive oil cake, baked in a loaf tin',
	} );
	await expect( image ).toBeVisible( { timeout: 60_000 } );
	await expect( block.getByText( 'Saved to Cakes' ) ).toBeVisible();
	expect( api ).toEqual( [
		'/v3/pidgets/pins/info/?pin_ids=99360735500167749',
	] );
	await page.screenshot( { path: `${ SHOTS }/pinterest-editor-pin.png` } );

	// Edit URL: a board.
	await block.click();
	await editor.clickBlockToolbarButton( 'Edit URL' );
	const field = block.getByRole( 'textbox', { name: 'Pinterest URL' } );
	await expect( field ).toHaveValue( PIN );
	await field.fill( BOARD );
	await block.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( block.getByRole( 'listitem' ) ).toHaveCount( 9 );
	await expect( block.getByText( 'Marta Oliveira' ) ).toBeVisible();

	// A pin Pinterest does not have: the error, then a paragraph link.
	await editor.insertBlock( { name: 'core/paragraph' } );
	await pageUtils.setClipboardData( { plainText: MISSING } );
	await pageUtils.pressKeys( 'primary+v' );
	const failed = block.nth( 1 );
	await expect( failed.getByRole( 'alert' ) ).toHaveText(
		'Sorry, this content could not be embedded.'
	);
	await page.screenshot( { path: `${ SHOTS }/pinterest-editor-error.png` } );
	await failed
		.getByRole( 'button', { name: 'Convert block to link' } )
		.click();
	await expect( block ).toHaveCount( 1 );
	await expect(
		editor.canvas
			.locator( 'p[data-type="core/paragraph"]' )
			.getByRole( 'link', { name: MISSING } )
	).toHaveAttribute( 'href', MISSING );

	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();

	// Reopened: valid, and the board is fetched again.
	await page.reload();
	await expect( block.getByRole( 'listitem' ) ).toHaveCount( 9, {
		timeout: 60_000,
	} );
	const blocks = ( await editorBlocks( page ) ).map(
		( [ name, isValid, attributes ] ) => [
			name,
			isValid,
			attributes.url ?? null,
		]
	);
	expect( blocks ).toEqual( [
		[ 'jetpack/pinterest', true, BOARD ],
		[ 'core/paragraph', true, null ],
	] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// Visitors: the widget markup, handled by the widget script.
	await page.goto( `/?p=${ postId }` );
	const link = page.locator( '.wp-block-jetpack-pinterest a[data-pin-do]' );
	await expect( link ).toHaveAttribute( 'data-pin-do', 'embedBoard' );
	await expect( link ).toHaveAttribute( 'href', BOARD );
	await expect( link ).toHaveAttribute( 'data-pin-handled', 'embedBoard' );
	expect( scripts ).toEqual( [ 'https://assets.pinterest.com/js/pinit.js' ] );
	await expect( page.getByRole( 'link', { name: MISSING } ) ).toHaveAttribute(
		'href',
		MISSING
	);

	// The local stand-ins (npm start) answer in the widget API's shape.
	const standIn = await page.request.get(
		'/?rest_route=/orbit-blocks/v1/stand-in/pinterest/v3/pidgets/boards/martaoliveira/cakes/pins/'
	);
	expect( standIn.status() ).toBe( 200 );
	const answer = await standIn.json();
	expect( answer.status ).toBe( 'success' );
	expect( answer.data.pins ).toHaveLength( 9 );
	expect( answer.data.board.name ).toBe( 'Cakes' );
	const missing = await page.request.get(
		'/?rest_route=/orbit-blocks/v1/stand-in/pinterest/v3/pidgets/pins/info/&pin_ids=404404404'
	);
	expect( missing.status() ).toBe( 404 );
	const script = await page.request.get(
		'/?rest_route=/orbit-blocks/v1/stand-in/pinterest/pinit.js'
	);
	expect( script.headers()[ 'content-type' ] ).toContain(
		'application/javascript'
	);
	expect( await script.text() ).toContain( 'a[data-pin-do]' );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
