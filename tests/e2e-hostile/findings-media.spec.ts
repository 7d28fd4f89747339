/**
 * Hostile cases for the media and records findings of issue 36
 * (docs/security.md): what a contributor, an author or an editor with
 * hostile intent gets from WordPress's own endpoints, XML-RPC and the
 * plugin's upload routes on the development site. Its web server is PHP's
 * built-in one, which, like nginx without the plugin's rule or Apache with
 * overrides off, honours no .htaccess: the case the first finding is about.
 *
 * - Finding 1: another user's private video gives an author or contributor
 *   nothing through admin-ajax (get-attachment, query-attachments naming
 *   it), XML-RPC (wp.getMediaItem, wp.getMediaLibrary) or the media route:
 *   not its title, description, stored folder or file name; its file is at
 *   no address they can guess (its public one, the former fixed folder),
 *   and even the administrator's answers never name where it is stored.
 * - Finding 4: an editor reads no subscriber's e-mail address and changes
 *   or deletes no product or payment record through XML-RPC (wp.* and
 *   metaWeblog.*); an author publishes no membership product.
 * - Finding 7: an author past five open uploads is refused (429, with
 *   Retry-After), and past the bytes open uploads may hold (507); an
 *   external media copy takes ten images at most (413), and an image over
 *   the size limit is not downloaded into the media library.
 */
import path from 'path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { configureSite, runOnSite } from '../e2e/fakes/site';
import {
	OPENVERSE_IMAGES,
	startOpenverseFake,
} from '../e2e/fakes/stock-photos';
import type { Fake } from '../e2e/fakes/fake-server';
import { expect, temporaryUser, test, watchPhpLog } from '../e2e/orbit-blocks';
import { restNonce } from '../e2e/log-in';
import { xmlRpc, type XmlRpcAnswer } from '../e2e/xmlrpc';

const BASE_URL = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889';
const CLIP = path.join( __dirname, '../e2e/fixtures/video/clip.webm' );
const ROLES = [ 'contributor', 'author', 'editor' ] as const;
type Role = ( typeof ROLES )[ number ];

interface Session {
	request: APIRequestContext;
	/** The REST nonce. */
	nonce: string;
	username: string;
	password: string;
}

/** Logs a user in, in a browser context of its own. */
async function logIn(
	browser: Browser,
	username: string,
	password: string
): Promise< Session & { close: () => Promise< void > } > {
	const context = await browser.newContext( {
		baseURL: BASE_URL,
		storageState: { cookies: [], origins: [] },
	} );
	await context.request.get( '/wp-login.php' );
	const login = await context.request.post( '/wp-login.php', {
		form: { log: username, pwd: password, testcookie: '1' },
		maxRedirects: 0,
	} );
	expect( login.status(), `${ username } logs in` ).toBe( 302 );
	const nonce = await restNonce( context.request );
	return {
		request: context.request,
		nonce,
		username,
		password,
		close: () => context.close(),
	};
}

/** An admin-ajax action as a session: its answer as text. */
async function ajax(
	session: Session,
	form: Record< string, string >
): Promise< string > {
	const answer = await session.request.post( '/wp-admin/admin-ajax.php', {
		form,
		failOnStatusCode: false,
	} );
	return answer.text();
}

/** An XML-RPC call as a session's user. */
const rpc = ( session: Session, method: string, ...params: unknown[] ) =>
	xmlRpc( session.request, method, [
		1,
		session.username,
		session.password,
		...( params as never[] ),
	] );

test.describe.serial( 'findings of issue 36: media and records', () => {
	const sessions = new Map< Role | 'administrator', Session >();
	const closers: ( () => Promise< void > )[] = [];
	// orbit-findings-<role>, created before the tests and deleted after them.
	const users = new Map(
		ROLES.map( ( role ) => [ role, temporaryUser( 'findings', role ) ] )
	);

	test.beforeAll( async ( { browser } ) => {
		for ( const [ role, { username, password } ] of users ) {
			const session = await logIn( browser, username, password );
			closers.push( session.close );
			sessions.set( role, session );
		}
		const admin = await logIn( browser, 'admin', 'password' );
		closers.push( admin.close );
		sessions.set( 'administrator', admin );
	} );

	test.afterAll( async () => {
		for ( const close of closers ) {
			await close();
		}
	} );

	test( 'finding 1: another user’s private video gives nothing to a contributor or author, and its file is at no address anyone is told or can guess', async ( {
		browser,
		requestUtils,
	} ) => {
		const php = watchPhpLog();
		const media = ( await requestUtils.uploadMedia( CLIP ) ) as {
			id: number;
			source_url: string;
		};
		const id = media.id;
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/media/${ id }`,
			data: {
				title: 'Orbit secret video',
				description: 'Secret launch plans',
			},
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wpcom/v2/videopress/meta',
			data: { id, privacy_setting: 1 },
		} );
		// Where the site keeps it: known to this test from the database only.
		const stored = (
			await runOnSite(
				`echo get_post_meta( ${ id }, '_wp_attached_file', true );`
			)
		).trim();
		expect( stored ).toMatch(
			/^orbit-private-videos-[0-9a-f]{32}\/[0-9a-f]{32}-clip(-\d+)?\.webm$/
		);
		const [ folder, storedName ] = stored.split( '/' );
		const ownName = storedName.replace( /^[0-9a-f]{32}-/, '' );
		const secrets = [
			'Orbit secret video',
			'Secret launch plans',
			folder,
			storedName,
		];
		const leaks = ( text: string ) =>
			secrets.filter( ( secret ) => text.includes( secret ) );

		for ( const role of [ 'contributor', 'author' ] as const ) {
			const session = sessions.get( role )!;
			const asked: Record< string, string > = {};
			asked[ 'get-attachment' ] = await ajax( session, {
				action: 'get-attachment',
				id: String( id ),
			} );
			expect( JSON.parse( asked[ 'get-attachment' ] ) ).toEqual( {
				success: false,
			} );
			asked[ 'query-attachments' ] = await ajax( session, {
				action: 'query-attachments',
				'query[post__in][]': String( id ),
				'query[post_mime_type]': 'video',
			} );
			const listed = JSON.parse( asked[ 'query-attachments' ] );
			expect(
				listed.success === false || listed.data.length === 0,
				`${ role }: query-attachments naming it`
			).toBe( true );
			const item: XmlRpcAnswer = await rpc(
				session,
				'wp.getMediaItem',
				id
			);
			expect( item.fault?.code, `${ role }: wp.getMediaItem` ).toBe(
				role === 'author' ? 404 : 403
			);
			asked[ 'wp.getMediaItem' ] = item.body;
			const library = await rpc( session, 'wp.getMediaLibrary', {
				mime_type: 'video',
			} );
			expect(
				( ( library.value as { attachment_id: string }[] ) ?? [] ).map(
					( entry ) => entry.attachment_id
				)
			).not.toContain( String( id ) );
			asked[ 'wp.getMediaLibrary' ] = library.body;
			const rest = await session.request.get(
				`/wp-json/wp/v2/media/${ id }`,
				{
					headers: { 'X-WP-Nonce': session.nonce },
					failOnStatusCode: false,
				}
			);
			expect( rest.status() ).toBe( 404 );
			asked[ 'media route' ] = await rest.text();
			asked[ 'media route, include' ] = await (
				await session.request.get(
					`/wp-json/wp/v2/media?include=${ id }`,
					{
						headers: { 'X-WP-Nonce': session.nonce },
						failOnStatusCode: false,
					}
				)
			).text();
			// The file handler.
			const handler = await session.request.get(
				`/?orbit-video=${ id }`,
				{
					failOnStatusCode: false,
				}
			);
			expect( handler.status() ).toBe( 404 );
			for ( const [ where, text ] of Object.entries( asked ) ) {
				expect( leaks( text ), `${ role }, ${ where }` ).toEqual( [] );
			}
		}

		// The administrator may watch it: the own name, the handler's
		// address, and still not where the file is stored.
		const admin = sessions.get( 'administrator' )!;
		const adminItem = JSON.parse(
			await ajax( admin, { action: 'get-attachment', id: String( id ) } )
		);
		expect( adminItem.success ).toBe( true );
		expect( adminItem.data.filename ).toBe( ownName );
		expect( adminItem.data.url ).toMatch(
			new RegExp( `[?&]orbit-video=${ id }$` )
		);
		const adminRpc = await rpc( admin, 'wp.getMediaItem', id );
		expect( ( adminRpc.value as { link: string } ).link ).toMatch(
			new RegExp( `[?&]orbit-video=${ id }$` )
		);
		const adminRest = await requestUtils.rest< Record< string, unknown > >(
			{
				path: `/wp/v2/media/${ id }`,
				params: { context: 'edit' },
			}
		);
		for ( const text of [
			JSON.stringify( adminItem ),
			adminRpc.body,
			JSON.stringify( adminRest ),
		] ) {
			expect( text ).not.toContain( folder );
			expect( text ).not.toContain( storedName );
		}

		// The addresses one could guess: its public one, the former fixed
		// folder with either name, the folder's listing.
		const uploads = media.source_url.replace(
			/\/wp-content\/uploads\/.*$/,
			'/wp-content/uploads'
		);
		const visitor = await browser.newContext( {
			baseURL: BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		for ( const address of [
			media.source_url,
			`${ uploads }/orbit-private-videos/${ storedName }`,
			`${ uploads }/orbit-private-videos/${ ownName }`,
			`${ uploads }/orbit-private-videos/`,
			`${ uploads }/${ ownName }`,
		] ) {
			for ( const asker of [
				visitor.request,
				sessions.get( 'author' )!.request,
			] ) {
				const answer = await asker.get( address, {
					failOnStatusCode: false,
				} );
				expect( answer.status(), address ).toBe( 404 );
			}
		}
		await visitor.close();
		await requestUtils.deleteMedia( id );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'finding 4: through XML-RPC an editor reads no subscriber, changes or deletes no product or payment record, and an author publishes no product', async () => {
		const victim = `orbit-victim-${ Date.now() }@example.com`;
		const made = JSON.parse(
			await runOnSite( `echo wp_json_encode( array(
	'subscriber' => wp_insert_post( array( 'post_type' => 'orbit_mc_subscriber', 'post_status' => 'private', 'post_title' => '${ victim }' ) ),
	'plan'       => wp_insert_post( array( 'post_type' => 'orbit_member_plan', 'post_status' => 'publish', 'post_author' => 1, 'post_title' => 'Orbit hostile plan', 'meta_input' => array( '_orbit_price' => '5.00', '_orbit_currency' => 'USD' ) ) ),
	'event'      => wp_insert_post( array( 'post_type' => 'orbit_stripe_event', 'post_status' => 'private', 'post_title' => 'checkout.session.completed cs_orbit_hostile' ) ),
) );` )
		) as { subscriber: number; plan: number; event: number };
		const editor = sessions.get( 'editor' )!;
		const author = sessions.get( 'author' )!;
		try {
			const answers: XmlRpcAnswer[] = [
				await rpc( editor, 'wp.getPosts', {
					post_type: 'orbit_mc_subscriber',
					number: 100,
				} ),
				await rpc( editor, 'wp.getPost', made.subscriber ),
				await xmlRpc( editor.request, 'metaWeblog.getPost', [
					made.subscriber,
					editor.username,
					editor.password,
				] ),
				await rpc( editor, 'wp.editPost', made.plan, {
					post_title: 'Hijacked plan',
					post_status: 'draft',
				} ),
				await xmlRpc( editor.request, 'metaWeblog.editPost', [
					made.plan,
					editor.username,
					editor.password,
					{ title: 'Hijacked plan' },
					true,
				] ),
				await rpc( editor, 'wp.deletePost', made.event ),
				await xmlRpc( editor.request, 'blogger.deletePost', [
					'',
					made.event,
					editor.username,
					editor.password,
					true,
				] ),
				await rpc( author, 'wp.newPost', {
					post_type: 'orbit_member_plan',
					post_status: 'publish',
					post_title: 'Orbit author plan',
				} ),
			];
			for ( const answer of answers ) {
				expect(
					answer.fault,
					answer.body.slice( 0, 300 )
				).toBeTruthy();
				expect( answer.body ).not.toContain( victim );
			}
			// Nothing changed.
			expect(
				JSON.parse(
					await runOnSite( `echo wp_json_encode( array(
	get_post_status( ${ made.subscriber } ),
	get_the_title( ${ made.plan } ),
	get_post_status( ${ made.plan } ),
	get_post_status( ${ made.event } ),
	count( get_posts( array( 'post_type' => 'orbit_member_plan', 'post_status' => 'any', 'title' => 'Orbit author plan', 'fields' => 'ids' ) ) ),
) );` )
				)
			).toEqual( [
				'private',
				'Orbit hostile plan',
				'publish',
				'private',
				0,
			] );
		} finally {
			await runOnSite(
				`foreach ( array( ${ made.subscriber }, ${ made.plan }, ${ made.event } ) as $orbit_id ) { wp_delete_post( $orbit_id, true ); }`
			);
		}
	} );

	test( 'finding 7: an author’s open uploads are capped in number and bytes, and an external media copy in images and size', async () => {
		const author = sessions.get( 'author' )!;
		const token = JSON.parse(
			await ajax( author, { action: 'videopress-get-upload-jwt' } )
		).data as { upload_token: string; upload_action_url: string };
		const endpoint = token.upload_action_url;
		const metadata = `filename ${ Buffer.from( 'big.mp4' ).toString(
			'base64'
		) },filetype ${ Buffer.from( 'video/mp4' ).toString( 'base64' ) }`;
		const headers = {
			'Tus-Resumable': '1.0.0',
			'X-VideoPress-Upload-Token': token.upload_token,
		};
		const create = ( length: number ) =>
			author.request.post( endpoint, {
				headers: {
					...headers,
					'Upload-Length': String( length ),
					'Upload-Metadata': metadata,
				},
				failOnStatusCode: false,
			} );
		const opened: string[] = [];
		try {
			// Four of 500 MB: held, not sent (nothing is written yet).
			for ( let n = 0; n < 4; n++ ) {
				const created = await create( 500_000_000 );
				expect( created.status(), await created.text() ).toBe( 201 );
				opened.push( created.headers().location );
			}
			// A fifth would hold more than 2 GB at once.
			const tooMuch = await create( 500_000_000 );
			expect( tooMuch.status() ).toBe( 507 );
			expect( ( await tooMuch.json() ).message ).toMatch(
				/^This video \(476\.8 MB\) does not fit beside your uploads in progress \(1\.9 GB\)/
			);
			const fifth = await create( 10 );
			expect( fifth.status() ).toBe( 201 );
			opened.push( fifth.headers().location );
			const sixth = await create( 10 );
			expect( sixth.status() ).toBe( 429 );
			expect(
				Number( sixth.headers()[ 'retry-after' ] )
			).toBeGreaterThan( 0 );
			expect( ( await sixth.json() ).message ).toBe(
				'You already have 5 video uploads in progress. Let one finish, or cancel it, before starting another.'
			);
		} finally {
			for ( const address of opened ) {
				const removed = await author.request.delete( address, {
					headers,
					failOnStatusCode: false,
				} );
				expect( removed.status() ).toBe( 204 );
			}
		}

		// The external media copy, Openverse answered by its fake, the
		// largest image 4 KB (its files are 9 KB).
		let openverse: Fake | undefined;
		let unconfigure = () => {};
		try {
			openverse = await startOpenverseFake();
			unconfigure = configureSite(
				'findings-media',
				{
					ORBIT_BLOCKS_OPENVERSE_ENABLED: true,
					ORBIT_BLOCKS_EXTERNAL_MEDIA_MAX_BYTES: '4096',
				},
				{ 'https://api.openverse.org': openverse.url }
			);
			const copy = ( ids: string[] ) =>
				author.request.post(
					'/wp-json/wpcom/v2/external-media/copy/openverse',
					{
						headers: { 'X-WP-Nonce': author.nonce },
						data: { external_ids: ids },
						failOnStatusCode: false,
					}
				);
			const eleven = await copy(
				Array.from( { length: 11 }, () => OPENVERSE_IMAGES[ 0 ].id )
			);
			expect( eleven.status() ).toBe( 413 );
			expect( await eleven.json() ).toMatchObject( {
				code: 'too_many_items',
				message: 'Copy at most 10 images at a time.',
			} );
			const large = await copy( [ OPENVERSE_IMAGES[ 0 ].id ] );
			expect( large.status() ).toBe( 200 );
			expect( await large.json() ).toEqual( [
				{
					errors: {
						file_too_large: [
							'This image is too large to copy: the largest this site takes is 4.0 KB.',
						],
					},
				},
			] );
			const added = await author.request.get(
				`/wp-json/wp/v2/media?search=${ encodeURIComponent(
					OPENVERSE_IMAGES[ 0 ].title
				) }`,
				{ headers: { 'X-WP-Nonce': author.nonce } }
			);
			expect( await added.json() ).toEqual( [] );
		} finally {
			unconfigure();
			await openverse?.stop();
		}
	} );
} );
