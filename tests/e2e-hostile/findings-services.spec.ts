/**
 * Hostile cases of issue 36's service findings (docs/security.md), one a
 * finding, against the running site: an anonymous visitor, a Contributor
 * (no unfiltered_html) and the services' local fakes (tests/e2e/fakes/) as
 * the attacker's tools.
 *
 * 2. An anonymous sign-up naming FNAME, its value and other groups changes
 *    nothing of an existing member (ours or Mailchimp's); a new one is
 *    pending and gets the saved form's groups and signup location.
 * 3. The AI server may not be the cloud's metadata service or a loopback
 *    server (169.254.169.254, 127.0.0.1, [::1]): refused when saved, and the
 *    Test of such an address saved earlier asks nothing of it.
 * 5. A contributor's Instagram gallery naming the administrator's
 *    connection renders nothing for visitors.
 * 6. A contributor's Pay with PayPal block naming an image of the
 *    administrator's private post does not print it.
 * 8. Stripe's own message never reaches the visitor starting a checkout.
 * 9. connection/data gives a contributor no owner's login name.
 *
 * Run with the hostile suite (tools/e2e.mjs --suite=hostile), whose site
 * does not allow private AI hosts.
 */
import crypto from 'crypto';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import type {
	APIRequestContext,
	Browser,
	BrowserContext,
} from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../e2e/orbit-blocks';
import { logInThroughForm, restNonce } from '../e2e/log-in';
import { configureSite, runOnSite } from '../e2e/fakes/site';
import type { Fake } from '../e2e/fakes/fake-server';
import {
	MAILCHIMP_LIST,
	mailchimpSettings,
	startMailchimpFake,
	type MailchimpFake,
} from '../e2e/fakes/mailchimp';
import {
	startStripeFake,
	stripeError,
	stripeSettings,
} from '../e2e/fakes/stripe';
import { writePng } from '../e2e/png';

const contributor = {
	username: 'orbit-findings-contributor',
	email: 'orbit-findings-contributor@example.com',
	password: 'orbit-findings-contributor-password',
};

let contributorId = 0;
let adminId = 0;
const media: number[] = [];
const posts: Array< { id: number; type: string } > = [];

type RestUtils = RequestUtils;

/** A post published by the administrator in another user's name; its address. */
async function publish(
	requestUtils: RestUtils,
	content: string,
	author: number,
	status = 'publish'
): Promise< { id: number; link: string } > {
	const post = await requestUtils.rest< { id: number; link: string } >( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: { title: 'Findings', status, content, author },
	} );
	posts.push( { id: post.id, type: 'posts' } );
	return post;
}

/** An image uploaded to the library; its id and address. */
async function upload(
	requestUtils: RestUtils,
	name: string
): Promise< { id: number; url: string } > {
	const file = path.join( os.tmpdir(), `${ name }.png` );
	writePng( file, 40, 30, ( x ) => [ 200, x * 5, 90 ] );
	const uploaded = await requestUtils.uploadMedia( file );
	fs.rmSync( file, { force: true } );
	media.push( uploaded.id );
	const item = await requestUtils.rest< { source_url: string } >( {
		path: `/wp/v2/media/${ uploaded.id }`,
	} );
	return { id: uploaded.id, url: item.source_url };
}

/** A visitor's requests: a context with no cookie. */
async function anonymous( browser: Browser, baseURL: string ) {
	return browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
}

/**
 * Runs `body` with an anonymous visitor while the site uses the service's
 * `fake` (`configure` writes its settings and gives their removal); after
 * it, whatever happened, the settings are removed, the fake stopped and the
 * visitor closed.
 */
async function withServiceFake(
	{ browser, baseURL }: { browser: Browser; baseURL: string },
	fake: Fake,
	configure: () => () => void,
	body: ( visitor: BrowserContext ) => Promise< void >
): Promise< void > {
	const visitor = await anonymous( browser, baseURL );
	const unconfigure = configure();
	try {
		await body( visitor );
	} finally {
		unconfigure();
		await fake.stop();
		await visitor.close();
	}
}

/** A visitor's page. */
async function visit( request: APIRequestContext, link: string ) {
	const response = await request.get( link );
	expect( response.status() ).toBe( 200 );
	return response.text();
}

/** The contributor's REST requests: their cookies and REST nonce. */
async function contributorRest( browser: Browser, baseURL: string ) {
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await logInThroughForm( page, contributor );
	const nonce = await restNonce( context.request );
	return {
		get: ( route: string ) =>
			context.request.get( `/wp-json${ route }`, {
				headers: { 'X-WP-Nonce': nonce },
			} ),
		close: () => context.close(),
	};
}

test.describe( 'issue 36: services', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		const user = await requestUtils.createUser( {
			...contributor,
			roles: [ 'contributor' ],
		} );
		contributorId = user.id;
		adminId = (
			await requestUtils.rest< { id: number } >( {
				path: '/wp/v2/users/me',
			} )
		).id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const post of posts ) {
			await requestUtils
				.rest( {
					method: 'DELETE',
					path: `/wp/v2/${ post.type }/${ post.id }`,
					params: { force: true },
				} )
				.catch( () => undefined );
		}
		for ( const id of media ) {
			await requestUtils.deleteMedia( id ).catch( () => undefined );
		}
		if ( contributorId ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ contributorId }`,
				params: { force: true, reassign: adminId },
			} );
		}
	} );

	test( '2: an anonymous sign-up naming FNAME and groups changes nothing of an existing member', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const fake: MailchimpFake = await startMailchimpFake();
		await withServiceFake(
			{ browser, baseURL: baseURL! },
			fake,
			() =>
				configureSite(
					'findings-mailchimp',
					...mailchimpSettings( fake )
				),
			async ( visitor ) => {
				const request = visitor.request;
				await runOnSite(
					"delete_transient( 'orbit_mc_rate_' . md5( '127.0.0.1' ) );"
				);
				const post = await publish(
					requestUtils,
					`<!-- wp:jetpack/mailchimp {"interests":["int-news"],"signupFieldTag":"SIGNUP","signupFieldValue":"blog"} -->
<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join"} /-->
<!-- /wp:jetpack/mailchimp -->`,
					adminId
				);
				const form = /name="form" value="([0-9a-f]+)"/.exec(
					await visit( request, post.link )
				)?.[ 1 ];
				expect( form ).toMatch( /^[0-9a-f]{16}$/ );
				const signUp = ( data: Record< string, unknown > ) =>
					request.post( '/wp-json/wpcom/v2/mailchimp/subscribe', {
						data: { post_id: post.id, form, ...data },
					} );
				const hostile = {
					interests: [ 'int-events' ],
					signup_field_tag: 'FNAME',
					signup_field_value: 'Pwned',
					merge_fields: { FNAME: 'Pwned' },
					status: 'subscribed',
				};
				const run = Date.now();

				// A new reader: pending (double opt-in), the saved form's group and location.
				const reader = `reader-${ run }@example.com`;
				expect( ( await signUp( { email: reader } ) ).status() ).toBe(
					200
				);
				const members = () =>
					Array.from( fake.members.values() ).map( ( member ) => ( {
						email: member.email_address,
						status: member.status,
						interests: member.interests,
						merge_fields: member.merge_fields,
					} ) );
				expect( members() ).toEqual( [
					{
						email: reader,
						status: 'pending',
						interests: { 'int-news': true },
						merge_fields: { SIGNUP: 'blog' },
					},
				] );

				// Signed up again with the attacker's fields: nothing changes.
				expect(
					( await signUp( { email: reader, ...hostile } ) ).status()
				).toBe( 200 );
				// A member who joined elsewhere (not kept on this site): Mailchimp is
				// asked to add, refuses ("Member Exists"), and the member stays as is.
				const elsewhere = `ana-${ run }@example.com`;
				const ana = {
					id: 'ana',
					email_address: elsewhere,
					status: 'subscribed',
					interests: { 'int-news': true },
					merge_fields: { FNAME: 'Ana' },
					list_id: MAILCHIMP_LIST,
				};
				fake.members.set(
					crypto
						.createHash( 'md5' )
						.update( elsewhere )
						.digest( 'hex' ),
					{ ...ana }
				);
				expect(
					(
						await signUp( { email: elsewhere, ...hostile } )
					).status()
				).toBe( 200 );
				expect( members() ).toEqual( [
					{
						email: reader,
						status: 'pending',
						interests: { 'int-news': true },
						merge_fields: { SIGNUP: 'blog' },
					},
					{
						email: elsewhere,
						status: 'subscribed',
						interests: { 'int-news': true },
						merge_fields: { FNAME: 'Ana' },
					},
				] );
				// Only ever adds: no update (PUT, PATCH) reached Mailchimp.
				expect(
					fake.requests
						.filter( ( r ) => /\/members/.test( r.path ) )
						.map( ( r ) => r.method )
				).toEqual( [ 'POST', 'POST' ] );
				expect( fake.violations ).toEqual( [] );
			}
		);
	} );

	test( '3: the AI server may not be the metadata service or a loopback server', async ( {
		requestUtils,
	} ) => {
		// A server on loopback that notes every request made to it.
		const asked: string[] = [];
		const server = http.createServer( ( req, res ) => {
			asked.push( `${ req.method } ${ req.url }` );
			res.writeHead( 200, { 'Content-Type': 'application/json' } );
			res.end( '{"data":[{"id":"internal-secret-model"}]}' );
		} );
		await new Promise< void >( ( resolve ) =>
			server.listen( 0, '127.0.0.1', resolve )
		);
		const { port } = server.address() as AddressInfo;
		try {
			for ( const url of [
				'http://169.254.169.254/latest/meta-data',
				`http://127.0.0.1:${ port }/v1`,
				`http://[::1]:${ port }/v1`,
			] ) {
				for ( const field of [ 'ai_base_url', 'ai_image_base_url' ] ) {
					const refused = await requestUtils
						.rest( {
							method: 'POST',
							path: '/orbit-blocks/v1/settings',
							data: { [ field ]: url },
						} )
						.then(
							() => null,
							( error ) => error
						);
					expect( { url, field, refused } ).toMatchObject( {
						refused: {
							code: 'rest_invalid_param',
							message:
								expect.stringContaining( 'private network' ),
						},
					} );
				}
			}
			// Saved before this check existed: the Test asks nothing of it.
			await runOnSite(
				`orbit_blocks_settings_write( array( 'ai_base_url' => 'http://127.0.0.1:${ port }/v1' ) );`
			);
			const tested = await requestUtils.rest< {
				ok: boolean;
				message: string;
			} >( {
				method: 'POST',
				path: '/orbit-blocks/v1/settings/test/ai',
			} );
			expect( tested.ok ).toBe( false );
			expect( tested.message ).toContain( 'private network' );
			expect( tested.message ).not.toContain( 'internal-secret-model' );
			expect( asked ).toEqual( [] );
		} finally {
			await runOnSite(
				"orbit_blocks_settings_write( array(), array( 'ai_base_url', 'ai_image_base_url' ) );"
			);
			server.close();
		}
	} );

	test( '5 and 6: a contributor’s post shows neither the administrator’s Instagram account nor an image of their private post', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const visitor = await anonymous( browser, baseURL! );
		const request = visitor.request;
		// The library holds the "Instagram account"'s images (the local stand-in).
		const open = await upload( requestUtils, 'orbit-findings-open' );
		const secret = await upload( requestUtils, 'orbit-findings-secret' );
		const privatePost = await publish(
			requestUtils,
			'<!-- wp:paragraph --><p>Private.</p><!-- /wp:paragraph -->',
			adminId,
			'private'
		);
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/media/${ secret.id }`,
			data: { post: privatePost.id },
		} );
		const token = Number(
			await runOnSite(
				`echo (int) orbit_blocks_instagram_add_connection( ${ adminId }, 'site.admin' );`
			)
		);
		expect( token ).toBeGreaterThan( 0 );
		const product = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/jp_pay_product',
			data: { title: 'Mug', content: 'A mug.', status: 'publish' },
		} );
		posts.push( { id: product.id, type: 'jp_pay_product' } );

		const instagram = `<!-- wp:jetpack/instagram-gallery {"accessToken":"${ token }","instagramUser":"site.admin"} -->
<div class="wp-block-jetpack-instagram-gallery"><a href="https://www.instagram.com/site.admin/" rel="noopener noreferrer" target="_blank">https://www.instagram.com/site.admin/</a></div>
<!-- /wp:jetpack/instagram-gallery -->`;
		// The rendered gallery (the page's inline styles name its classes too).
		const GALLERY = 'aria-label="Latest Instagram posts of @site.admin"';
		const payment = ( image: number ) =>
			`<!-- wp:jetpack/simple-payments {"productId":${ product.id },"featuredMediaId":${ image }} /-->`;

		const contributors = await visit(
			request,
			(
				await publish(
					requestUtils,
					instagram + payment( secret.id ),
					contributorId
				)
			).link
		);
		expect( contributors ).not.toContain( GALLERY );
		expect( contributors ).toContain(
			'class="jetpack-simple-payments-title"'
		);
		expect( contributors ).not.toContain(
			secret.url.replace( /\.png$/, '' )
		);

		// The same blocks in the administrator's own post show both.
		const admins = await visit(
			request,
			(
				await publish(
					requestUtils,
					instagram + payment( secret.id ),
					adminId
				)
			).link
		);
		expect( admins ).toContain( GALLERY );
		expect( admins ).toContain( secret.url.replace( /\.png$/, '' ) );
		// An image anyone may read stays allowed in the contributor's.
		expect(
			await visit(
				request,
				(
					await publish(
						requestUtils,
						payment( open.id ),
						contributorId
					)
				).link
			)
		).toContain( 'class="jetpack-simple-payments-product-image"' );
		await runOnSite(
			`orbit_blocks_instagram_remove_connection( ${ token } );`
		);
		await visitor.close();
	} );

	test( '8: Stripe’s own message never reaches the visitor', async ( {
		browser,
		baseURL,
	} ) => {
		const fake = await startStripeFake();
		await withServiceFake(
			{ browser, baseURL: baseURL! },
			fake,
			() => configureSite( 'findings-stripe', ...stripeSettings( fake ) ),
			async ( visitor ) => {
				const plan = Number(
					await runOnSite(
						"$orbit_plan = orbit_blocks_create_membership_product( array( 'title' => 'Findings donation', 'price' => 5, 'currency' => 'USD', 'interval' => 'one-time', 'type' => 'donation' ) ); echo (int) $orbit_plan['id'];"
					)
				);
				fake.failNext(
					/checkout\/sessions/,
					stripeError(
						400,
						'invalid_request_error',
						"No such price: 'price_orbitSecret42'; acct_orbitInternal",
						'line_items'
					)
				);
				const answer = await visitor.request.get(
					`/wp-json/orbit-blocks/v1/stripe/checkout?plan=${ plan }&amount=10.00`,
					{ maxRedirects: 0 }
				);
				expect( answer.status() ).toBe( 502 );
				const body = await answer.text();
				expect( JSON.parse( body ).message ).toBe(
					'The payment could not be started.'
				);
				expect( body ).not.toMatch(
					/orbitSecret42|acct_|No such price/
				);
			}
		);
	} );

	test( '9: connection/data gives a contributor no owner’s login name', async ( {
		browser,
		baseURL,
	} ) => {
		// The site's connection and the administrator's link, restored after.
		const saved = (
			await runOnSite(
				`echo base64_encode( serialize( array( get_option( ORBIT_BLOCKS_CONNECTION_OPTION, null ), get_user_meta( ${ adminId }, ORBIT_BLOCKS_PROVIDER_USER_META, true ) ) ) );`
			)
		).trim();
		await runOnSite(
			`orbit_blocks_save_registration( array( 'isRegistered' => true, 'blogId' => 4242, 'ownerId' => 0 ) ); orbit_blocks_link_user( get_user_by( 'id', ${ adminId } ) );`
		);
		const asContributor = await contributorRest( browser, baseURL! );
		try {
			const response = await asContributor.get(
				'/jetpack/v4/connection/data'
			);
			expect( response.status() ).toBe( 200 );
			const data = await response.json();
			expect( data.connectionOwner ).toBeNull();
			const login = (
				await runOnSite(
					`echo get_user_by( 'id', ${ adminId } )->user_login;`
				)
			).trim();
			expect( JSON.stringify( data ) ).not.toContain( `"${ login }"` );
		} finally {
			await asContributor.close();
			await runOnSite(
				`list( $orbit_option, $orbit_link ) = unserialize( base64_decode( '${ saved }' ) );
null === $orbit_option ? delete_option( ORBIT_BLOCKS_CONNECTION_OPTION ) : update_option( ORBIT_BLOCKS_CONNECTION_OPTION, $orbit_option, false );
'' === $orbit_link ? delete_user_meta( ${ adminId }, ORBIT_BLOCKS_PROVIDER_USER_META ) : update_user_meta( ${ adminId }, ORBIT_BLOCKS_PROVIDER_USER_META, $orbit_link );`
			);
		}
	} );
} );
