/**
 * The site owner's own product on the zip's site (no development constants,
 * issue 34): right after activation an administrator and an author each get
 * an AI answer with no connect step; the offline responder's answers never
 * count; with the site's own AI server (on this machine: wp-config's
 * ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS, the one production constant this
 * suite's site has) a per-user monthly limit of 3 refuses the 4th request
 * with the date AI is back, and the next month answers again; who may use AI is the owner's
 * choice; the two payment blocks show no Premium banner without a plans
 * service and do with one; no page the product serves in wp-admin or the
 * editor links to a hosted service's checkout, plans, earnings or
 * memberships page, or says "development environment".
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { startFakeAi } from '../e2e-load/fake-ai-server';
import {
	expect,
	temporaryAuthor,
	test,
	watchPhpLog,
} from '../e2e/orbit-blocks';
import { logInThroughForm, restNonce } from '../e2e/log-in';
import { insertReadyBlocks } from '../e2e/smoke-attributes';

const FEATURE = '/wpcom/v2/ai/ai-assistant-feature';
const SETTINGS = '/orbit-blocks/v1/settings';
const SHOTS = 'artifacts/screenshots';

/** What a hosted provider's pages are: none may be linked. */
const HOSTED_PAGES =
	/https?:\/\/([a-z0-9-]+\.)*wordpress\.com\/(checkout|plans|earn|memberships|pricing)|subscribe\.wordpress\.com/i;

type Session = { request: APIRequestContext; nonce: string; page: Page };

/** A browser signed in as `user`, through wp-login.php. */
async function signIn(
	browser: Browser,
	user: { username: string; password: string }
): Promise< Session > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await logInThroughForm( page, user );
	const nonce = await restNonce( context.request );
	return { request: context.request, nonce, page };
}

/** An AI answer for the session's user: a token, then a streamed query. */
async function askAi( session: Session, question: string ) {
	const jwt = await session.request.post( '/?rest_route=/jetpack/v4/ai-jwt', {
		headers: { 'X-WP-Nonce': session.nonce },
	} );
	if ( ! jwt.ok() ) {
		return { status: jwt.status(), body: await jwt.text() };
	}
	const { token } = await jwt.json();
	const answer = await session.request.post(
		'/?rest_route=/wpcom/v2/jetpack-ai-query',
		{
			headers: { Authorization: `Bearer ${ token }` },
			data: { question },
		}
	);
	return { status: answer.status(), body: await answer.text() };
}

/**
 * Moves this month's AI counts to last month in the site's database, as
 * the clock passing the 1st leaves them (the counts are kept by month, in
 * the site's time zone: UTC on this fresh site). The serialized month keys
 * keep their length, so the option stays valid.
 */
function moveAiCountsToLastMonth() {
	const config = fs.readFileSync(
		path.join( process.env.WP_SITE_DIR ?? '', 'wordpress/wp-config.php' ),
		'utf8'
	);
	const define = ( name: string ) =>
		new RegExp( `define\\(\\s*'${ name }',\\s*'([^']*)'` ).exec(
			config
		)?.[ 1 ] ?? '';
	const prefix =
		/\$table_prefix\s*=\s*'([^']*)'/.exec( config )?.[ 1 ] ?? 'wp_';
	const socket = define( 'DB_HOST' ).replace( /^localhost:/, '' );
	const now = new Date();
	const month = ( date: Date ) =>
		`${ date.getUTCFullYear() }-${ String(
			date.getUTCMonth() + 1
		).padStart( 2, '0' ) }`;
	const last = month(
		new Date( Date.UTC( now.getUTCFullYear(), now.getUTCMonth() - 1, 15 ) )
	);
	const sql = `UPDATE ${ prefix }options SET option_value = REPLACE( option_value, '"${ month(
		now
	) }"', '"${ last }"' ) WHERE option_name = 'orbit_blocks_ai_usage_log'`;
	const run = spawnSync(
		'mariadb',
		[
			'--no-defaults',
			'-S',
			socket,
			`-u${ define( 'DB_USER' ) }`,
			...( define( 'DB_PASSWORD' )
				? [ `-p${ define( 'DB_PASSWORD' ) }` ]
				: [] ),
			define( 'DB_NAME' ),
			'-e',
			sql,
		],
		{ encoding: 'utf8' }
	);
	expect( run.status, run.stderr ).toBe( 0 );
}

/** What the editor state says of a paid block's availability on this site. */
function paidBlockAvailability( page: Page, name: string ) {
	return page.evaluate(
		( slug ) =>
			(
				window as unknown as {
					orbitBlocksEditorState: {
						availableBlocks: Record< string, unknown >;
					};
				}
			 ).orbitBlocksEditorState.availableBlocks[ slug ],
		name.replace( /^jetpack\//, '' )
	);
}

/** The administrator's session: the test's signed-in page and its REST nonce. */
async function adminSession( page: Page ): Promise< Session > {
	await page.goto( '/wp-admin/' );
	const nonce = await restNonce( page.request );
	return { request: page.request, nonce, page };
}

/**
 * Runs `work` with some settings saved (as Settings → Orbit Blocks saves
 * them), then empties them again, whatever happened.
 */
async function withSettings(
	requestUtils: RequestUtils,
	values: Record< string, string >,
	work: () => Promise< void >
) {
	await requestUtils.rest( { method: 'POST', path: SETTINGS, data: values } );
	try {
		await work();
	} finally {
		await requestUtils.rest( {
			method: 'POST',
			path: SETTINGS,
			data: Object.fromEntries(
				Object.keys( values ).map( ( name ) => [ name, '' ] )
			),
		} );
	}
}

test.describe( 'the site owner’s own product', () => {
	const authorUser = temporaryAuthor( 'owner-product' );
	let author: Session;

	test.beforeAll( async ( { browser } ) => {
		author = await signIn( browser, authorUser );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: SETTINGS,
			data: {
				ai_base_url: '',
				ai_limit_user: '',
				ai_roles: '',
				plans_checkout_url: '',
			},
		} );
		await requestUtils.rest( { method: 'DELETE', path: FEATURE } );
		await author?.page.context().close();
	} );

	test( 'an administrator and an author get an answer at once, with no connect step, and the offline answers never count', async ( {
		page,
		requestUtils,
	} ) => {
		const php = watchPhpLog();
		const admin = await adminSession( page );
		for ( const session of [ admin, author ] ) {
			const answer = await askAi( session, 'Write about rivers' );
			expect( answer.status ).toBe( 200 );
			expect( answer.body ).toContain( 'data: ' );
		}
		// The connection is the site's own: registered, users connected by login.
		const status = await requestUtils.rest< Record< string, unknown > >( {
			path: '/jetpack/v4/connection',
		} );
		expect( status ).toMatchObject( {
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: true,
			connectedByLogin: true,
		} );
		// No approval page exists on a production site.
		const approval = await admin.request.get(
			'/wp-admin/admin-post.php?action=orbit_blocks_authorize'
		);
		expect( approval.status() ).toBe( 400 );
		// Two answers of the offline responder: nothing counted.
		const feature = await requestUtils.rest< Record< string, unknown > >( {
			path: FEATURE,
		} );
		expect( feature ).toMatchObject( {
			responder: 'offline',
			'requests-count': 0,
			'has-feature': true,
			'is-over-limit': false,
		} );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'the owner decides who may use AI: a role left out reads why', async ( {
		page,
		requestUtils,
	} ) => {
		const admin = await adminSession( page );
		await withSettings(
			requestUtils,
			{ ai_roles: 'administrator,editor' },
			async () => {
				const refused = await askAi( author, 'Write about lakes' );
				expect( refused.status ).toBe( 403 );
				expect( JSON.parse( refused.body ) ).toMatchObject( {
					code: 'ai_not_allowed',
					message:
						'AI is not available to your role on this site. A site administrator can change who may use AI in Settings → Orbit Blocks.',
				} );
				expect(
					( await askAi( admin, 'Write about lakes' ) ).status
				).toBe( 200 );
			}
		);
	} );

	test( 'a per-user limit of 3 refuses the 4th request with the date AI is back, the next month answers again; the AI card shows the usage', async ( {
		page,
		requestUtils,
	} ) => {
		const admin = await adminSession( page );
		// The site's own AI server on this machine (wp-config allows it:
		// ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS, the documented exception).
		const server = await startFakeAi();
		try {
			await withSettings(
				requestUtils,
				{ ai_base_url: `${ server.url }/ok/v1`, ai_limit_user: '3' },
				async () => {
					for ( let i = 1; i <= 3; i++ ) {
						const answer = await askAi( admin, `Question ${ i }` );
						expect( answer.status, `answer ${ i }` ).toBe( 200 );
						expect( answer.body ).toContain( 'Rivers' );
					}
					const refused = await askAi( admin, 'A fourth question' );
					expect( refused.status ).toBe( 429 );
					const error = JSON.parse( refused.body );
					expect( error.code ).toBe( 'error_quota_exceeded' );
					expect( error.message ).toMatch(
						/^You have used your 3 AI requests for this month\. AI is available again on .+\.$/
					);
					expect( error.data.settings_url ).toMatch(
						/options-general\.php\?page=orbit-blocks#orbit-blocks-settings-ai$/
					);
					// The server answered three times; the refusal never reached it.
					expect(
						server.requests.filter( ( line ) =>
							line.startsWith( 'POST /ok/v1/chat/completions' )
						)
					).toHaveLength( 3 );

					// The AI card: the limit, and the usage table.
					await page.goto(
						'/wp-admin/options-general.php?page=orbit-blocks'
					);
					const usage = page.getByRole( 'table', {
						name: 'AI usage',
					} );
					await expect( usage ).toBeVisible( { timeout: 30_000 } );
					await expect(
						usage.getByRole( 'row', { name: /The whole site 3 0/ } )
					).toBeVisible();
					await expect(
						page.getByLabel( 'Requests per user per month' )
					).toHaveValue( '3' );
					await usage.scrollIntoViewIfNeeded();
					await page.screenshot( {
						path: `${ SHOTS }/zip-ai-card-usage.png`,
					} );

					// A month later (the counts moved to last month, as the
					// clock moving past the 1st leaves them): answered again.
					moveAiCountsToLastMonth();
					const again = await askAi( admin, 'A new month' );
					expect( again.status ).toBe( 200 );
					await page.reload();
					await expect(
						page
							.getByRole( 'table', { name: 'AI usage' } )
							.getByRole( 'row', { name: /The whole site 1 3/ } )
					).toBeVisible( { timeout: 30_000 } );
				}
			);
		} finally {
			await server.stop();
		}
	} );

	test( 'the payment blocks show no Premium banner without a plans service, and do with one', async ( {
		admin: wpAdmin,
		editor,
		page,
		requestUtils,
	} ) => {
		for ( const name of [
			'jetpack/simple-payments',
			'jetpack/recurring-payments',
		] ) {
			await wpAdmin.createNewPost();
			await editor.insertBlock( { name } );
			await expect(
				editor.canvas.locator( `[data-type="${ name }"]` )
			).toBeVisible( { timeout: 30_000 } );
			// The site's plan includes the block, so no banner is due.
			expect( await paidBlockAvailability( page, name ) ).toEqual( {
				available: true,
			} );
			await expect(
				editor.canvas.getByText( 'Premium Block' )
			).toHaveCount( 0 );
		}
		await withSettings(
			requestUtils,
			{
				plans_checkout_url: 'https://plans.host.test/checkout',
			},
			async () => {
				await wpAdmin.createNewPost();
				await editor.insertBlock( { name: 'jetpack/simple-payments' } );
				expect(
					await paidBlockAvailability(
						page,
						'jetpack/simple-payments'
					)
				).toMatchObject( {
					available: false,
					unavailable_reason: 'missing_plan',
				} );
				await expect(
					editor.canvas.getByText( 'Premium Block' ).first()
				).toBeVisible( { timeout: 30_000 } );
				await expect(
					editor.canvas
						.getByRole( 'button', { name: 'Upgrade' } )
						.first()
				).toBeVisible();
				await page.screenshot( {
					path: `${ SHOTS }/zip-plans-banner.png`,
				} );
			}
		);
	} );

	test( 'no page the product serves links to a hosted checkout, plan, earnings or memberships page, or says "development environment"', async ( {
		admin: wpAdmin,
		editor,
		page,
	} ) => {
		const seen: string[] = [];
		const check = async ( where: string ) => {
			// The page and every frame in it (the editor's canvas is one).
			const html = (
				await Promise.all(
					page.frames().map( ( frame ) => frame.content() )
				)
			).join( '\n' );
			seen.push( where );
			expect( html, where ).not.toMatch( HOSTED_PAGES );
			expect( html, where ).not.toMatch( /development environment/i );
		};
		for ( const address of [
			'/wp-admin/plugins.php',
			'/wp-admin/options-general.php?page=orbit-blocks',
		] ) {
			await page.goto( address );
			await page.waitForLoadState( 'networkidle' );
			await check( address );
		}
		// The editor with each of our blocks inserted (their editors and
		// panels rendered), in one post.
		await wpAdmin.createNewPost();
		const names = await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						blocks: {
							getBlockTypes: () => Array< {
								name: string;
								parent?: string[];
								ancestor?: string[];
							} >;
						};
					};
				}
			 ).wp.blocks
				.getBlockTypes()
				.filter(
					( type ) =>
						/^(jetpack|videopress)\//.test( type.name ) &&
						! type.parent &&
						! type.ancestor
				)
				.map( ( type ) => type.name )
		);
		expect( names.length ).toBeGreaterThan( 20 );
		await insertReadyBlocks( editor, names );
		// The blocks' editors are in the canvas: the check reads them there.
		await expect(
			editor.canvas.locator( '[data-type="jetpack/donations"]' )
		).toBeVisible();
		await check( 'the editor with every block' );
		expect( seen ).toHaveLength( 3 );
	} );
} );
