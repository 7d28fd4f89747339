/**
 * The Instagram gallery against the Instagram API with Instagram Login,
 * here a local fake that checks each step as Meta's reference documents it
 * (tests/e2e/fakes/instagram.ts; "Business Login for Instagram", "Refresh
 * access token", "Get /me", "IG User Media").
 *
 * - An author connects an account from the block: the pop-up opens
 *   Instagram's login with the site's app id, the redirect address and a
 *   state nonce; back on the site, the code becomes a short-lived then a
 *   long-lived token (server side, never in a page); the editor gets the
 *   account and the gallery shows its posts (a video by its cover); the
 *   visitor sees them linked to Instagram.
 * - A forged or replayed state is refused.
 * - WP-Cron refreshes a token near its end; a revoked token reaches the
 *   author as "connect the account again", and visitors see nothing broken.
 * - The settings screen's Test reads each connected account.
 */
import {
	connectAccount,
	expect,
	newPostFromInserter,
	test,
} from './orbit-blocks';
import {
	INSTAGRAM_APP_ID,
	INSTAGRAM_APP_SECRET,
	INSTAGRAM_POSTS,
	INSTAGRAM_USERNAME,
	startInstagramFake,
	type InstagramFake,
} from './fakes/instagram';
import { configureSite, runCronEvent, runOnSite } from './fakes/site';

let fake: InstagramFake;
let unconfigure: () => void = () => {};
let keyring = '';
let postId = 0;

const connections = () =>
	runOnSite(
		`echo wp_json_encode( get_option( 'orbit_blocks_instagram_connections' ) );`
	).then( ( out ) => JSON.parse( out ) );

test.describe.configure( { mode: 'serial' } );

test.describe( 'Instagram adapter', () => {
	test.beforeAll( async () => {
		fake = await startInstagramFake();
		unconfigure = configureSite(
			'instagram',
			{
				ORBIT_BLOCKS_INSTAGRAM_APP_ID: INSTAGRAM_APP_ID,
				ORBIT_BLOCKS_INSTAGRAM_APP_SECRET: INSTAGRAM_APP_SECRET,
			},
			{
				'https://www.instagram.com': fake.url,
				'https://api.instagram.com': fake.url,
				'https://graph.instagram.com': fake.url,
			}
		);
		await runOnSite(
			`delete_option( 'orbit_blocks_instagram_connections' );`
		);
	} );

	test.afterAll( async () => {
		await runOnSite(
			`delete_option( 'orbit_blocks_instagram_connections' );`
		);
		unconfigure();
		await fake?.stop();
	} );

	test( 'an author connects an account through Instagram’s login; visitors see its posts', async ( {
		admin,
		editor,
		page,
		requestUtils,
		problems: { php, errors },
	} ) => {
		test.setTimeout( 180_000 );
		await connectAccount( admin, page );
		const block = await newPostFromInserter(
			{ admin, editor, page },
			'From our Instagram',
			'jetpack/instagram-gallery'
		);
		const connect = block.getByRole( 'button', {
			name: 'Connect to Instagram',
		} );
		await expect( connect ).toBeVisible( { timeout: 60_000 } );
		const popupOpened = page.waitForEvent( 'popup' );
		await connect.click();
		const popup = await popupOpened;
		// It may close before a listener is attached: ask whether it has.
		await expect
			.poll( () => popup.isClosed(), { timeout: 30_000 } )
			.toBe( true );

		// The login: the app, the redirect shown on the settings screen, a state.
		const login = fake.requests.find(
			( request ) => request.path === '/oauth/authorize'
		);
		const redirect = new URL(
			login?.query.get( 'redirect_uri' ) ?? 'http://invalid/'
		);
		expect( redirect.pathname ).toBe( '/wp-admin/admin-post.php' );
		expect( redirect.searchParams.get( 'action' ) ).toBe(
			'orbit_blocks_instagram_oauth'
		);
		expect( login?.query.get( 'client_id' ) ).toBe( INSTAGRAM_APP_ID );
		expect( login?.query.get( 'scope' ) ).toBe(
			'instagram_business_basic'
		);
		expect( login?.query.get( 'state' ) ).toMatch( /^[A-Za-z0-9]{32}$/ );
		const grid = block.locator(
			'.wp-block-jetpack-instagram-gallery__grid'
		);
		const images = grid.locator( 'img' );
		await expect( images ).toHaveCount( 3, { timeout: 30_000 } );
		expect(
			await images.evaluateAll( ( list ) =>
				list.map(
					( img ) =>
						new URL( ( img as HTMLImageElement ).src ).pathname
				)
			)
		).toEqual( [
			'/files/18001.png',
			'/files/18002.png',
			'/files/18003-cover.png',
		] );
		// Code → short-lived → long-lived token → the account, in that order.
		expect(
			fake.requests
				.map( ( request ) => request.path )
				.filter( ( path ) => ! path.startsWith( '/files/' ) )
				.slice( 0, 5 )
		).toEqual( [
			'/oauth/authorize',
			'/oauth/access_token',
			'/access_token',
			'/v22.0/me',
			'/v22.0/me/media',
		] );

		await expect
			.poll( () =>
				images.evaluateAll( ( list ) =>
					( list as HTMLImageElement[] ).every(
						( img ) => img.complete && img.naturalWidth > 0
					)
				)
			)
			.toBe( true );
		await expect( images.first() ).toHaveAttribute(
			'alt',
			'Morning espresso'
		);

		// The editor knows the account by its keyring id only.
		const listed = await requestUtils.rest<
			{ username: string; token: string }[]
		>( {
			path: '/wpcom/v2/instagram-gallery/connections',
		} );
		expect( listed ).toEqual( [
			{
				username: INSTAGRAM_USERNAME,
				token: expect.stringMatching( /^\d+$/ ),
			},
		] );
		keyring = listed[ 0 ].token;
		expect( await page.content() ).not.toContain( fake.longTokens[ 0 ] );
		const stored = await connections();
		expect( stored[ keyring ].access_token ).toBe( fake.longTokens[ 0 ] );
		expect( stored[ keyring ].expires_at ).toBeGreaterThan(
			Date.now() / 1000 + 59 * 86400
		);

		postId = ( await editor.publishPost() ) ?? 0;
		await page.goto( `/?p=${ postId }` );
		const links = page.locator(
			'.wp-block-jetpack-instagram-gallery__grid a'
		);
		await expect( links ).toHaveCount( 3 );
		expect(
			await links.evaluateAll( ( list ) =>
				list.map( ( a ) => a.getAttribute( 'href' ) )
			)
		).toEqual(
			INSTAGRAM_POSTS.map(
				( post ) => `https://www.instagram.com/p/${ post.id }/`
			)
		);
		expect( await page.content() ).not.toContain( 'IGQVJlong' );
		expect( fake.violations ).toEqual( [] );
		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'a forged state is refused', async ( { page } ) => {
		const response = await page.goto(
			'/wp-admin/admin-post.php?action=orbit_blocks_instagram_oauth&code=AQBforged&state=0123456789abcdef0123456789abcdef'
		);
		expect( response?.status() ).toBe( 403 );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'This sign-in link has expired or was not started here. Close this window and connect again.'
		);
		expect(
			fake.requests.filter(
				( request ) =>
					request.path === '/oauth/access_token' &&
					request.body.includes( 'AQBforged' )
			)
		).toEqual( [] );
	} );

	test( 'WP-Cron refreshes a token near its end; a revoked one asks to connect again', async ( {
		requestUtils,
		page,
	} ) => {
		const before = fake.longTokens.length;
		await runOnSite( `
$c = get_option( 'orbit_blocks_instagram_connections' );
$c[ ${ Number( keyring ) } ]['expires_at'] = time() + 10 * DAY_IN_SECONDS;
$c[ ${ Number( keyring ) } ]['issued_at'] = time() - 2 * DAY_IN_SECONDS;
update_option( 'orbit_blocks_instagram_connections', $c, false );
` );
		expect(
			await runCronEvent( 'orbit_blocks_instagram_refresh' )
		).toBeGreaterThan( 0 );
		const refresh = fake.requests.find(
			( request ) => request.path === '/refresh_access_token'
		);
		expect( Object.fromEntries( refresh?.query ?? [] ) ).toEqual( {
			grant_type: 'ig_refresh_token',
			access_token: fake.longTokens[ before - 1 ],
		} );
		expect( fake.longTokens ).toHaveLength( before + 1 );
		const stored = await connections();
		expect( stored[ keyring ].access_token ).toBe(
			fake.longTokens[ before ]
		);

		// Revoked (here: a token Instagram never issued): 190 → connect again.
		await runOnSite( `
$c = get_option( 'orbit_blocks_instagram_connections' );
$c[ ${ Number( keyring ) } ]['access_token'] = 'IGQVJrevoked';
update_option( 'orbit_blocks_instagram_connections', $c, false );
delete_transient( 'orbit_blocks_ig_media_${ keyring }' );
` );
		const refused = await requestUtils
			.rest( {
				path: '/wpcom/v2/instagram-gallery/gallery',
				params: { access_token: keyring, count: 3 },
			} )
			.catch( ( error ) => error );
		expect( refused ).toMatchObject( {
			code: 'instagram_token_expired',
			message:
				'Instagram no longer accepts this account’s connection. Connect the account again.',
		} );
		await page.goto( `/?p=${ postId }` );
		await expect(
			page.locator( '.wp-block-jetpack-instagram-gallery__grid' )
		).toHaveCount( 0 );
	} );

	test( 'the settings screen’s Test reads each connected account', async ( {
		requestUtils,
	} ) => {
		await runOnSite( `
$c = get_option( 'orbit_blocks_instagram_connections' );
$c[ ${ Number( keyring ) } ]['access_token'] = ${ JSON.stringify(
			''
		) } . 'IGQVJlong1';
update_option( 'orbit_blocks_instagram_connections', $c, false );
` );
		const outcome = await requestUtils.rest( {
			method: 'POST',
			path: '/orbit-blocks/v1/settings/test/instagram',
		} );
		expect( outcome ).toEqual( {
			ok: true,
			message: `@${ INSTAGRAM_USERNAME } is connected.`,
		} );
	} );
} );
