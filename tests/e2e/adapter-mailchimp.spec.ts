/**
 * The newsletter block against Mailchimp's Marketing API v3, here a local
 * fake that checks requests as the API reference documents them
 * (tests/e2e/fakes/mailchimp.ts; https://mailchimp.com/developer/marketing/api/list-members/
 * "Add member to list", and /docs/errors/ for the error bodies).
 *
 * - A visitor's sign-up reaches Mailchimp as POST /lists/{id}/members
 *   with Basic auth, status "pending" (double opt-in, on by default) and
 *   the block's group and signup location; an existing member is never
 *   updated (the fake records any PUT as a violation).
 * - Mailchimp failing (500) or limiting (429): the visitor still gets the
 *   success message, the sign-up is kept pending, and the WP-Cron retry
 *   delivers it later, waiting longer after each failed round.
 * - Mailchimp's 400 for the address: the visitor gets the error message.
 * - A refused key (401): the sign-up is kept, and the administrator's
 *   dashboard names the setting to fix.
 * - The editor's groups and the settings screen's test read the fake.
 */
import type { Page } from '@playwright/test';
import { expect, test, watchPhpLog } from './orbit-blocks';
import {
	MAILCHIMP_KEY,
	MAILCHIMP_LIST,
	MAILCHIMP_FAILURES,
	mailchimpSettings,
	startMailchimpFake,
	type MailchimpFake,
} from './fakes/mailchimp';
import {
	configureSite,
	nextScheduled,
	runCronEvent,
	runOnSite,
} from './fakes/site';

const RETRY_HOOK = 'orbit_blocks_mailchimp_retry';

let fake: MailchimpFake;
let unconfigure: () => void = () => {};
let postUrl = '';

const configure = ( key: string ) => {
	unconfigure();
	unconfigure = configureSite(
		'mailchimp',
		...mailchimpSettings( fake, key )
	);
};

const memberPuts = () =>
	fake.requests.filter(
		( request ) =>
			request.method === 'POST' && /\/members$/.test( request.path )
	);

async function signUp( page: Page, email: string ) {
	await page.goto( postUrl );
	const form = page.locator( '.wp-block-jetpack-mailchimp' );
	await form.getByRole( 'textbox' ).fill( email );
	await form.getByRole( 'button', { name: 'Join my email list' } ).click();
	return form;
}

type Subscriber = { email: string; delivery: string; interests: string[] };

async function subscriber(
	requestUtils: {
		rest: ( options: { path: string } ) => Promise< unknown >;
	},
	email: string
): Promise< Subscriber | undefined > {
	const all = ( await requestUtils.rest( {
		path: '/wpcom/v2/mailchimp/subscribers',
	} ) ) as Subscriber[];
	return all.find( ( entry ) => entry.email === email );
}

test.describe( 'Mailchimp adapter', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		fake = await startMailchimpFake();
		configure( MAILCHIMP_KEY );
		const post = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Newsletter through Mailchimp',
				status: 'publish',
				content: `<!-- wp:jetpack/mailchimp {"interests":["int-news"],"signupFieldTag":"SIGNUP","signupFieldValue":"blog"} -->
<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /-->
<!-- /wp:jetpack/mailchimp -->`,
			},
		} );
		postUrl = post.link;
	} );

	test.afterAll( async () => {
		unconfigure();
		await runOnSite( `wp_clear_scheduled_hook( '${ RETRY_HOOK }' );` );
		await fake?.stop();
	} );

	test.beforeEach( async () => {
		// The route allows five sign-ups from one address in ten minutes.
		await runOnSite(
			"delete_transient( 'orbit_mc_rate_' . md5( '127.0.0.1' ) );"
		);
	} );

	test( 'a visitor’s sign-up reaches Mailchimp with the documented request', async ( {
		page,
		requestUtils,
	} ) => {
		const php = watchPhpLog();
		const email = `Reader.${ Date.now() }@Example.com`;
		const form = await signUp( page, email );
		await expect(
			form.getByText( "Success! You're on the list." )
		).toBeVisible();

		const puts = memberPuts();
		expect( puts ).toHaveLength( 1 );
		const [ put ] = puts;
		expect( put.path ).toBe( `/3.0/lists/${ MAILCHIMP_LIST }/members` );
		const auth = String( put.headers.authorization );
		expect( auth ).toMatch( /^Basic / );
		expect(
			Buffer.from( auth.slice( 6 ), 'base64' )
				.toString()
				.split( ':' )[ 1 ]
		).toBe( MAILCHIMP_KEY );
		expect( JSON.parse( put.body ) ).toEqual( {
			email_address: email.toLowerCase(),
			status: 'pending',
			interests: { 'int-news': true },
			merge_fields: { SIGNUP: 'blog' },
		} );
		expect( fake.violations ).toEqual( [] );
		expect(
			await subscriber( requestUtils, email.toLowerCase() )
		).toMatchObject( {
			delivery: 'sent',
			interests: [ 'int-news' ],
		} );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'Mailchimp failing: the sign-up is kept and the cron retry delivers it, later each round', async ( {
		page,
		requestUtils,
	} ) => {
		const email = `later.${ Date.now() }@example.com`;
		fake.failNext( /\/members$/, MAILCHIMP_FAILURES.serverError() );
		fake.failNext( /\/members$/, MAILCHIMP_FAILURES.tooManyConnections() );
		const before = memberPuts().length;
		const form = await signUp( page, email );
		// Kept for later is still a sign-up to the visitor.
		await expect(
			form.getByText( "Success! You're on the list." )
		).toBeVisible();
		expect( memberPuts() ).toHaveLength( before + 1 );
		expect( await subscriber( requestUtils, email ) ).toMatchObject( {
			delivery: 'pending',
		} );

		// First round: Mailchimp still limits (429); the next round waits longer.
		const start = Math.floor( Date.now() / 1000 );
		const firstDue = await runCronEvent( RETRY_HOOK );
		expect( firstDue ).toBeGreaterThanOrEqual( start + 55 );
		expect( firstDue ).toBeLessThanOrEqual( start + 65 );
		expect( memberPuts() ).toHaveLength( before + 2 );
		expect( await subscriber( requestUtils, email ) ).toMatchObject( {
			delivery: 'pending',
		} );
		const secondDue = await nextScheduled( RETRY_HOOK );
		expect( secondDue - start ).toBeGreaterThanOrEqual( 115 );

		// Second round: Mailchimp answers; the sign-up goes through.
		expect( await runCronEvent( RETRY_HOOK ) ).toBe( secondDue );
		const puts = memberPuts();
		expect( puts ).toHaveLength( before + 3 );
		expect( JSON.parse( puts[ puts.length - 1 ].body ) ).toMatchObject( {
			email_address: email,
			status: 'pending',
		} );
		expect( await subscriber( requestUtils, email ) ).toMatchObject( {
			delivery: 'sent',
		} );
		expect( await nextScheduled( RETRY_HOOK ) ).toBe( 0 );
		expect( fake.violations ).toEqual( [] );
	} );

	test( 'an address Mailchimp refuses (400) shows the visitor the error message', async ( {
		page,
		requestUtils,
	} ) => {
		const email = `someone.${ Date.now() }@example.invalid`;
		const form = await signUp( page, email );
		await expect(
			form.getByText( /Whoops! There was an error/ )
		).toBeVisible();
		expect( await subscriber( requestUtils, email ) ).toMatchObject( {
			delivery: 'rejected',
		} );
		expect( await nextScheduled( RETRY_HOOK ) ).toBe( 0 );
	} );

	test( 'a refused key (401): the sign-up is kept and the dashboard names the setting', async ( {
		page,
		requestUtils,
	} ) => {
		configure( 'not-the-right-key-us21' );
		try {
			const email = `keyless.${ Date.now() }@example.com`;
			const form = await signUp( page, email );
			await expect(
				form.getByText( "Success! You're on the list." )
			).toBeVisible();
			expect( await subscriber( requestUtils, email ) ).toMatchObject( {
				delivery: 'pending',
			} );
			await page.goto( '/wp-admin/' );
			await expect(
				page.locator( '.orbit-blocks-mailchimp-notice' )
			).toContainText( 'Mailchimp refused the Mailchimp API key' );
			await expect(
				page.locator( '.orbit-blocks-mailchimp-notice' )
			).toContainText(
				/newsletter sign-ups? (is|are) kept on this site/
			);
		} finally {
			configure( MAILCHIMP_KEY );
		}
		// With the key fixed, the retry delivers it and the notice goes.
		expect( await runCronEvent( RETRY_HOOK ) ).toBeGreaterThan( 0 );
		await page.goto( '/wp-admin/' );
		await expect(
			page.locator( '.orbit-blocks-mailchimp-notice' )
		).toHaveCount( 0 );
	} );

	test( 'the editor’s groups and the settings test read Mailchimp', async ( {
		requestUtils,
	} ) => {
		await runOnSite(
			"delete_transient( 'orbit_mc_groups_' . md5( '" +
				MAILCHIMP_LIST +
				"' ) );"
		);
		expect(
			await requestUtils.rest( { path: '/wpcom/v2/mailchimp/groups' } )
		).toEqual( {
			interest_categories: [
				{
					id: 'f3b2c1',
					title: 'Topics',
					interests: [
						{ id: 'int-news', name: 'News' },
						{ id: 'int-events', name: 'Events' },
					],
				},
			],
		} );
		const result = JSON.parse(
			await runOnSite(
				"echo wp_json_encode( apply_filters( 'orbit_blocks_settings_test_newsletter', null ) );"
			)
		);
		expect( result ).toMatchObject( {
			ok: true,
			audiences: [ { id: MAILCHIMP_LIST, name: 'Orbit readers' } ],
		} );
		const lists = fake.requests.filter( ( r ) => r.path === '/3.0/lists' );
		expect( lists.at( -1 )?.query.get( 'fields' ) ).toBe(
			'lists.id,lists.name'
		);
		configure( 'not-the-right-key-us21' );
		try {
			const refused = JSON.parse(
				await runOnSite(
					"echo wp_json_encode( apply_filters( 'orbit_blocks_settings_test_newsletter', null ) );"
				)
			);
			expect( refused ).toMatchObject( {
				ok: false,
				field: 'mailchimp_api_key',
			} );
			expect( refused.message ).toContain( 'Mailchimp API key' );
		} finally {
			configure( MAILCHIMP_KEY );
		}
	} );
} );
