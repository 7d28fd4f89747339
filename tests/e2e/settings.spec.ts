/**
 * Settings → Orbit Blocks as an administrator uses it, against the real
 * WordPress: the plugins list links to it; the AI section is pointed at a
 * tiny OpenAI-compatible server this test starts on 127.0.0.1 (GET
 * /v1/models, which refuses any key but one with the service's own 401
 * body); a key saved shows only masked after a reload (the page never holds
 * it); Test shows the service's refusal, then its success with the right
 * key; the key is removed. Without a GIPHY key the GIF block tells the
 * administrator what to add, with a link to the screen. A contributor gets
 * neither the screen nor the route (403).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test, watchPhpLog } from './orbit-blocks';

const GOOD_KEY = 'sk-fake-good-key-7777';
const WRONG_KEY = 'sk-fake-wrong-key-1234';
const SETTINGS_PAGE = '/wp-admin/options-general.php?page=orbit-blocks';

/** The fake AI service: its address, and the requests it got. */
let fake: { url: string; server: http.Server; asked: string[] };

test.beforeAll( async () => {
	const asked: string[] = [];
	const server = http.createServer( ( request, response ) => {
		asked.push(
			`${ request.method } ${ request.url } ${
				request.headers.authorization ?? ''
			}`
		);
		response.setHeader( 'Content-Type', 'application/json' );
		if ( request.url !== '/v1/models' ) {
			response.statusCode = 404;
			response.end( '{"error":{"message":"Not found"}}' );
			return;
		}
		if ( request.headers.authorization !== `Bearer ${ GOOD_KEY }` ) {
			response.statusCode = 401;
			response.end(
				JSON.stringify( {
					error: {
						message: 'Incorrect API key provided.',
						type: 'invalid_request_error',
					},
				} )
			);
			return;
		}
		response.end(
			JSON.stringify( {
				object: 'list',
				data: [ { id: 'fake-model', object: 'model' } ],
			} )
		);
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	fake = { url: `http://127.0.0.1:${ port }/v1`, server, asked };
} );

test.afterAll( async ( { requestUtils } ) => {
	// The other specs expect the offline responder: no AI server.
	await requestUtils.rest( {
		path: '/orbit-blocks/v1/settings',
		method: 'POST',
		data: { ai_base_url: '', ai_model: '', remove: [ 'ai_api_key' ] },
	} );
	await new Promise( ( resolve ) => fake.server.close( resolve ) );
} );

test( 'an administrator sets the AI server, sees the key masked, tests it, removes it', async ( {
	page,
} ) => {
	test.slow();

	// The plugins list links to the screen. (Its page asks WordPress.org
	// for updates, which this offline site logs a warning about: PHP's log
	// is read from the settings screen on.)
	await page.goto( '/wp-admin/plugins.php' );
	await page
		.locator( 'tr[data-slug="orbit-blocks"]' )
		.getByRole( 'link', { name: 'Settings', exact: true } )
		.click();
	await expect( page ).toHaveURL(
		/options-general\.php\?page=orbit-blocks$/
	);
	await expect(
		page.getByRole( 'heading', { name: 'Orbit Blocks', level: 1 } )
	).toBeVisible();
	const php = watchPhpLog();

	const ai = page
		.locator( '.orbit-blocks-settings__section' )
		.filter( { has: page.getByRole( 'heading', { name: 'AI' } ) } );
	await expect(
		ai.getByText(
			'No AI server is set: the built-in offline responder answers AI requests.'
		)
	).toBeVisible();

	// Set the server, a (wrong) key and the model; save.
	await ai.getByLabel( 'Text API base URL' ).fill( fake.url );
	await ai.getByRole( 'textbox', { name: 'Text API key' } ).fill( WRONG_KEY );
	await ai.getByLabel( 'Text model' ).fill( 'fake-model' );
	await ai.getByRole( 'button', { name: 'Save' } ).click();
	await expect( ai.getByText( 'Settings saved.' ) ).toBeVisible();

	// After a reload: the key masked, never in the page.
	await page.reload();
	await expect( ai.getByText( 'Saved: •••• 1234' ) ).toBeVisible();
	await expect(
		ai.getByRole( 'textbox', { name: 'Text API key' } )
	).toHaveValue( '' );
	await expect( ai.getByLabel( 'Text API base URL' ) ).toHaveValue(
		fake.url
	);
	expect( await page.content() ).not.toContain( WRONG_KEY );
	await expect( ai.getByText( /offline responder/ ) ).toHaveCount( 0 );

	// Test: the service refuses the key; its status is named, never its body.
	await ai.getByRole( 'button', { name: 'Test' } ).click();
	const refused = ai.locator( '.orbit-blocks-settings__outcome' );
	await expect( refused ).toHaveClass( /is-error/ );
	await expect( refused ).toContainText(
		'Text server answered with HTTP status 401.'
	);
	await expect( refused ).not.toContainText( 'Incorrect API key' );
	expect( fake.asked ).toEqual( [ `GET /v1/models Bearer ${ WRONG_KEY }` ] );

	// The right key: saved, tested, passes.
	await ai.getByRole( 'textbox', { name: 'Text API key' } ).fill( GOOD_KEY );
	await ai.getByRole( 'button', { name: 'Save' } ).click();
	await expect( ai.getByText( 'Saved: •••• 7777' ) ).toBeVisible();
	await ai.getByRole( 'button', { name: 'Test' } ).click();
	const passed = ai.locator( '.orbit-blocks-settings__outcome' );
	await expect( passed ).toHaveClass( /is-success/ );
	await expect( passed ).toContainText(
		'Text server is reachable: it lists 1 model.'
	);

	// Remove the key: gone after a reload too.
	await ai.getByRole( 'button', { name: 'Remove Text API key' } ).click();
	await expect( ai.getByText( 'Removed.' ) ).toBeVisible();
	await page.reload();
	await expect( ai.getByLabel( 'Text API base URL' ) ).toHaveValue(
		fake.url
	);
	await expect( ai.getByText( /Saved: ••••/ ) ).toHaveCount( 0 );
	expect( php.read() ).toEqual( [] );
} );

test( 'the screen refuses a wrong value with its reason, saving nothing', async ( {
	page,
	requestUtils,
} ) => {
	await page.goto( SETTINGS_PAGE );
	const maps = page
		.locator( '.orbit-blocks-settings__section' )
		.filter( { has: page.getByRole( 'heading', { name: 'Maps' } ) } );
	await maps.getByLabel( 'Mapbox public token' ).fill( 'sk.not-public' );
	await maps.getByRole( 'button', { name: 'Save' } ).click();
	await expect( maps.getByRole( 'alert' ) ).toHaveText(
		'That is not a public Mapbox access token: it starts with "pk.".'
	);
	// The route refuses it too, whatever the screen does.
	const refused = await requestUtils
		.rest( {
			path: '/orbit-blocks/v1/settings',
			method: 'POST',
			data: { mapbox_token: 'sk.not-public', siteurl: 'x' },
		} )
		.catch( ( error ) => error );
	expect( refused ).toMatchObject( {
		code: 'rest_invalid_param',
		data: { status: 400 },
	} );
	const state = await requestUtils.rest( {
		path: '/orbit-blocks/v1/settings',
	} );
	expect( state.fields.mapbox_token.value ).toBe( '' );
} );

test( 'without a GIPHY key the GIF block tells the administrator what to add', async ( {
	admin,
	editor,
	page,
	requestUtils,
} ) => {
	await requestUtils.rest( {
		path: '/orbit-blocks/v1/settings',
		method: 'POST',
		data: { remove: [ 'giphy_api_key' ] },
	} );
	await admin.createNewPost( { title: 'No GIF key' } );
	await editor.insertBlock( { name: 'jetpack/gif' } );
	const notice = editor.canvas.locator( '.orbit-blocks-missing-setting' );
	await expect( notice.locator( '.components-notice__content' ) ).toHaveText(
		'Add a GIPHY API key in Settings → Orbit Blocks to search GIFs.'
	);
	await expect(
		notice.getByRole( 'link', { name: 'Settings → Orbit Blocks' } )
	).toHaveAttribute(
		'href',
		/\/wp-admin\/options-general\.php\?page=orbit-blocks$/
	);
	await expect(
		editor.canvas.getByRole( 'textbox', {
			name: 'Search or paste a Giphy URL',
		} )
	).toHaveCount( 0 );
	// The editor learns which services are set up, never a key.
	const state = await page.evaluate( () => window.orbitBlocksEditorState );
	expect( state?.configured?.gif ).toBe( false );
} );

test.describe( 'a contributor', () => {
	const contributor = {
		username: 'orbit-settings-contributor',
		email: 'orbit-settings-contributor@example.com',
		password: 'orbit-settings-contributor-password',
	};
	let contributorId = 0;
	test.beforeAll( async ( { requestUtils } ) => {
		contributorId = (
			await requestUtils.createUser( {
				...contributor,
				roles: [ 'contributor' ],
			} )
		).id;
	} );
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ contributorId }`,
			params: { force: true, reassign: 1 },
		} );
	} );

	test( 'gets neither the screen nor the route (403)', async ( {
		browser,
	} ) => {
		const asContributor = await RequestUtils.setup( {
			user: {
				username: contributor.username,
				password: contributor.password,
			},
		} );
		for ( const [ method, path, data ] of [
			[ 'GET', '/orbit-blocks/v1/settings', undefined ],
			[ 'POST', '/orbit-blocks/v1/settings', { giphy_api_key: 'x' } ],
			[ 'POST', '/orbit-blocks/v1/settings/test/ai', undefined ],
			[ 'DELETE', '/orbit-blocks/v1/settings/giphy_api_key', undefined ],
		] as const ) {
			const refused = await asContributor
				.rest( { method, path, data } )
				.catch( ( error ) => error );
			expect( refused ).toMatchObject( {
				code: 'rest_forbidden',
				data: { status: 403 },
			} );
		}
		await asContributor.request.dispose();

		const context = await browser.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		await page.goto( '/wp-login.php' );
		await page
			.getByLabel( 'Username or Email Address' )
			.fill( contributor.username );
		await page
			.getByLabel( 'Password', { exact: true } )
			.fill( contributor.password );
		await page.getByRole( 'button', { name: 'Log In' } ).click();
		await page.waitForURL( /wp-admin/ );
		const response = await page.goto( SETTINGS_PAGE );
		expect( response?.status() ).toBe( 403 );
		await expect(
			page.getByText( 'Sorry, you are not allowed to access this page.' )
		).toBeVisible();
		await expect( page.locator( '#orbit-blocks-settings' ) ).toHaveCount(
			0
		);
		await context.close();
	} );
} );
