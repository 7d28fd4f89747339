/**
 * Google Photos in the external media picker through the Google Photos
 * Picker API with the site's own OAuth client, against a local fake of
 * Google's OAuth endpoints and the Picker API
 * (tests/e2e/fakes/google-photos.ts; OAuth 2.0 for web server
 * applications; https://developers.google.com/photos/picker/reference/rest).
 *
 * - An author connects from the picker: Google's consent (client id,
 *   redirect address, scope, offline access, state), the code exchanged on
 *   the server; the pop-up's pick page creates a session and opens
 *   Google's picker; once the author has chosen (the session's
 *   mediaItemsSet), the picker lists the chosen items, whose thumbnails
 *   come through the site with the token; one is copied into the library
 *   (downloaded with "=d" and the token); a video is refused.
 * - A forged state is refused; the media section's Test checks the client.
 * - Disconnect revokes the token.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test, watchPhpLog } from './orbit-blocks';
import {
	GOOGLE_CLIENT_ID,
	GOOGLE_CLIENT_SECRET,
	PICKED,
	startGoogleFake,
	type GoogleFake,
} from './fakes/google-photos';
import { configureSite } from './fakes/site';

let fake: GoogleFake;
let unconfigure: () => void = () => {};

test.describe.configure( { mode: 'serial' } );

async function openGooglePhotos(
	page: Page,
	editor: { canvas: FrameLocator }
) {
	const block = editor.canvas.locator( '[data-type="core/image"]' );
	await block.getByRole( 'button', { name: 'Select image' } ).click();
	await page.getByRole( 'menuitem', { name: 'Google Photos' } ).click();
	return page.getByRole( 'dialog', { name: 'Select media' } );
}

test.describe( 'Google Photos Picker adapter', () => {
	test.beforeAll( async () => {
		fake = await startGoogleFake();
		unconfigure = configureSite(
			'google-photos',
			{
				ORBIT_BLOCKS_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
				ORBIT_BLOCKS_GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_SECRET,
			},
			{
				'https://accounts.google.com': fake.url,
				'https://oauth2.googleapis.com': fake.url,
				'https://photospicker.googleapis.com': fake.url,
			}
		);
	} );

	test.afterAll( async () => {
		unconfigure();
		await fake?.stop();
	} );

	test( 'an author connects, picks in Google Photos and inserts a chosen photo', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		const php = watchPhpLog();
		await admin.createNewPost( { title: 'From Google Photos' } );
		await editor.insertBlock( { name: 'core/image' } );
		const picker = await openGooglePhotos( page, editor );
		const connect = picker.getByRole( 'button', {
			name: 'Connect to Google Photos',
		} );
		await expect( connect ).toBeVisible( { timeout: 30_000 } );
		const popupOpened = page.waitForEvent( 'popup' );
		await connect.click();
		const popup = await popupOpened;
		// Consent given at once by the fake; back on the site's pick page.
		const choose = popup.getByRole( 'button', {
			name: 'Choose photos in Google Photos',
		} );
		await expect( choose ).toBeVisible( { timeout: 30_000 } );
		const consent = fake.requests.find(
			( request ) => request.path === '/o/oauth2/v2/auth'
		);
		expect( consent?.query.get( 'client_id' ) ).toBe( GOOGLE_CLIENT_ID );
		expect( consent?.query.get( 'redirect_uri' ) ).toMatch(
			/\/wp-admin\/admin-post\.php\?action=orbit_blocks_google_photos_oauth$/
		);
		expect( consent?.query.get( 'state' ) ).toMatch( /^[A-Za-z0-9]{32}$/ );
		const exchange = fake.requests.find(
			( request ) => request.path === '/token'
		);
		expect(
			Object.fromEntries( new URLSearchParams( exchange?.body ) )
		).toEqual( {
			grant_type: 'authorization_code',
			code: expect.stringMatching( /^4\/0Ab/ ),
			redirect_uri: consent?.query.get( 'redirect_uri' ),
			client_id: GOOGLE_CLIENT_ID,
			client_secret: GOOGLE_CLIENT_SECRET,
		} );
		const created = fake.requests.find(
			( request ) =>
				request.method === 'POST' && request.path === '/v1/sessions'
		);
		expect( created?.headers.authorization ).toBe(
			`Bearer ${ fake.accessTokens[ 0 ] }`
		);

		// The author chooses in Google's picker (the fake's page); the
		// pick page notices and hands over to the editor.
		const googleOpened = popup.waitForEvent( 'popup' );
		await choose.click();
		const google = await googleOpened;
		expect( new URL( google.url() ).pathname ).toMatch(
			/^\/picker\/session-\d+\/autoclose$/
		);
		// It may close before a listener is attached: ask whether it has.
		await expect
			.poll( () => popup.isClosed(), { timeout: 30_000 } )
			.toBe( true );

		const photo = picker.getByRole( 'button', {
			name: PICKED[ 0 ].filename,
			exact: true,
		} );
		await expect( photo ).toBeVisible( { timeout: 30_000 } );
		const listed = fake.requests.find(
			( request ) => request.path === '/v1/mediaItems'
		);
		expect( listed?.query.get( 'sessionId' ) ).toMatch( /^session-\d+$/ );
		// The thumbnail came through the site, fetched with the token.
		await expect
			.poll( () =>
				fake.requests.some(
					( request ) =>
						request.path === `/lh3/${ PICKED[ 0 ].id }=w400-h400` &&
						request.headers.authorization ===
							`Bearer ${ fake.accessTokens[ 0 ] }`
				)
			)
			.toBe( true );
		expect( await page.content() ).not.toContain( fake.accessTokens[ 0 ] );

		await photo.click();
		await picker
			.getByRole( 'button', { name: 'Select', exact: true } )
			.click();
		await expect( picker ).toBeHidden( { timeout: 60_000 } );
		await expect(
			editor.canvas.locator( '[data-type="core/image"] img' )
		).toHaveAttribute(
			'src',
			/\/wp-content\/uploads\/.*google-photos-mountain-dawn/
		);
		expect(
			fake.requests.some(
				( request ) => request.path === `/lh3/${ PICKED[ 0 ].id }=d`
			)
		).toBe( true );

		// A video is not copied.
		const [ video ] = await requestUtils.rest< unknown[] >( {
			method: 'POST',
			path: '/wpcom/v2/external-media/copy/google_photos',
			data: {
				external_ids: [ PICKED[ 1 ].id ],
				media: [ { guid: 'ignored', caption: '', title: '' } ],
				service: 'google_photos',
			},
		} );
		expect( video ).toEqual( {
			errors: {
				rest_upload_unsupported_type: [
					'Only images can be copied into the media library.',
				],
			},
		} );
		expect( fake.violations ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'a forged state is refused; the media Test checks the OAuth client', async ( {
		page,
		requestUtils,
	} ) => {
		const response = await page.goto(
			'/wp-admin/admin-post.php?action=orbit_blocks_google_photos_oauth&code=4/forged&state=0123456789abcdef0123456789abcdef'
		);
		expect( response?.status() ).toBe( 403 );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'This sign-in link has expired or was not started here. Close this window and connect again.'
		);
		const outcome = await requestUtils.rest< {
			ok: boolean;
			message: string;
		} >( {
			method: 'POST',
			path: '/orbit-blocks/v1/settings/test/media',
		} );
		expect( outcome ).toEqual( {
			ok: true,
			message: 'Google Photos answered.',
		} );
	} );

	test( 'disconnecting revokes the token', async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: '/wpcom/v2/external-media/connection/google_photos',
		} );
		const revoke = fake.requests.find(
			( request ) => request.path === '/revoke'
		);
		expect( new URLSearchParams( revoke?.body ).get( 'token' ) ).toMatch(
			/^1\/\/0g/
		);
		const after = await requestUtils
			.rest( { path: '/wpcom/v2/external-media/list/google_photos' } )
			.catch( ( error ) => error );
		expect( after ).toMatchObject( { code: 'authorization_required' } );
	} );
} );
