/**
 * Load and faults (docs/testing.md, "Load and faults"): the development
 * site on the machine's PHP (PHP_CLI_SERVER_WORKERS, 4 unless
 * ORBIT_PHP_WORKERS says otherwise) and MariaDB, driven over loopback.
 *
 * 1. 500 visitors send a contact form, 20 at a time, each from its own
 *    loopback address (loading the page, then posting it); half of the
 *    messages make the mail server fail (tests/e2e-load/sendmail.sh). Every
 *    post is answered 303 to the confirmation, and every message is stored
 *    exactly once, the failed e-mails recorded on their entries.
 * 2. 500 newsletter sign-ups, 20 at a time, with Mailchimp (the fake)
 *    answering 500 and then 429 for a while; 50 addresses sign up twice at
 *    the same moment. Every sign-up is answered 200, every address is
 *    stored once, and the WP-Cron retry delivers the ones Mailchimp
 *    refused.
 * 3. A burst of 20 at once from one address: the rate limits let exactly
 *    five through (contact form and newsletter), the rest get 429 with the
 *    wait, the form keeping what was typed.
 * 4. The AI server cut mid-stream: the text so far stays in the editor with
 *    the network message. The AI server answering 500: the author gets the
 *    "unavailable" message and the prompt keeps what was typed.
 *
 * No answer may be a 5xx other than the AI query's 503 in 4. The figures
 * (requests, wall time, p50/p95 latencies, statuses) are printed and
 * attached to the test as annotations.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import {
	connectAccount,
	expect,
	insertFromInserter,
	test,
	watchPhpLog,
} from '../e2e/orbit-blocks';
import {
	MAILCHIMP_KEY,
	MAILCHIMP_LIST,
	MAILCHIMP_FAILURES,
	startMailchimpFake,
} from '../e2e/fakes/mailchimp';
import { configureSite, runCronEvent, runOnSite } from '../e2e/fakes/site';
import { CUT_CHUNKS, CUT_TEXT, startFakeAi } from './fake-ai-server';
import {
	type Answer,
	runPool,
	send,
	summary,
	visitorAddress,
} from './load-pool';

const BASE_URL = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889';
const SUBMISSIONS = Number( process.env.ORBIT_LOAD_SUBMISSIONS ?? 500 );
const SIGNUPS = Number( process.env.ORBIT_LOAD_SIGNUPS ?? 500 );
const CONCURRENCY = Number( process.env.ORBIT_LOAD_CONCURRENCY ?? 20 );
const WORKERS = Number( process.env.ORBIT_PHP_WORKERS ?? 4 );
const MAIL_FAILS = 'ORBIT-LOAD-MAIL-FAILS';

/** Prints a figure and keeps it on the test's report. */
function report( figure: Record< string, unknown > ) {
	const line = JSON.stringify( { phpWorkers: WORKERS, ...figure } );
	// eslint-disable-next-line no-console
	console.log( `load: ${ line }` );
	test.info().annotations.push( { type: 'load', description: line } );
}

const CONTACT_FORM = [
	'<!-- wp:jetpack/contact-form {"to":"someone@example.org"} -->',
	'<div class="wp-block-jetpack-contact-form">',
	'<!-- wp:jetpack/field-name {"required":true} /-->',
	'<!-- wp:jetpack/field-email /-->',
	'<!-- wp:jetpack/field-textarea {"required":true} /-->',
	'</div>',
	'<!-- /wp:jetpack/contact-form -->',
].join( '\n' );

/** The hidden fields and the visible fields' names of the page's form. */
function readForm( html: string ) {
	const hidden = ( name: string ) =>
		html.match( new RegExp( `name="${ name }" value="([^"]*)"` ) )?.[ 1 ] ??
		'';
	const fields = [
		...html.matchAll( /name="(orbit-field\[[^\]]+\])"/g ),
	].map( ( match ) => match[ 1 ] );
	return {
		orbit_cf_form: hidden( 'orbit_cf_form' ),
		orbit_cf_post: hidden( 'orbit_cf_post' ),
		orbit_cf_nonce: hidden( 'orbit_cf_nonce' ),
		fields,
	};
}

/**
 * The body a visitor's browser posts for `form`: its hidden fields, the
 * empty honeypot, then `answers` (field name → value).
 */
function formPost(
	form: ReturnType< typeof readForm >,
	answers: Record< string, string >
) {
	return {
		orbit_cf_form: form.orbit_cf_form,
		orbit_cf_post: form.orbit_cf_post,
		orbit_cf_nonce: form.orbit_cf_nonce,
		orbit_cf_website: '',
		...answers,
	};
}

type Stored = { content: string; mail: string; error: string };

/** Every feedback entry of post `postId`, read from the database. */
async function storedFeedback( postId: number ): Promise< Stored[] > {
	return JSON.parse(
		await runOnSite( `
$orbit_ids = get_posts( array( 'post_type' => 'feedback', 'post_status' => 'any', 'post_parent' => ${ postId }, 'numberposts' => -1, 'fields' => 'ids' ) );
echo wp_json_encode( array_map( static fn( $id ) => array(
	'content' => get_post_field( 'post_content', $id ),
	'mail'    => get_post_meta( $id, '_feedback_mail', true ),
	'error'   => get_post_meta( $id, '_feedback_mail_error', true ),
), $orbit_ids ) );
` )
	);
}

type Subscriber = { email: string; delivery: string; count: number };

/** Every newsletter subscriber post, read from the database. */
async function storedSubscribers(): Promise< Subscriber[] > {
	return JSON.parse(
		await runOnSite( `
$orbit_ids = get_posts( array( 'post_type' => 'orbit_mc_subscriber', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) );
echo wp_json_encode( array_map( static fn( $id ) => array(
	'email'    => get_post_field( 'post_title', $id ),
	'delivery' => get_post_meta( $id, '_orbit_mc_delivery', true ),
), $orbit_ids ) );
` )
	);
}

const fiveHundreds = ( answers: Answer[] ) =>
	answers.filter( ( answer ) => answer.status >= 500 ).length;

test.describe( 'load and faults', () => {
	test( `${ SUBMISSIONS } contact-form submissions, ${ CONCURRENCY } at a time, half the e-mails failing: each stored once, the failures recorded`, async ( {
		requestUtils,
	} ) => {
		test.setTimeout( 900_000 );
		const php = watchPhpLog();
		const post = await requestUtils.rest< { id: number; link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Write to us under load',
				status: 'publish',
				content: CONTACT_FORM,
			},
		} );
		const run = crypto.randomBytes( 4 ).toString( 'hex' );
		const token = ( index: number ) => `load-${ run }-${ index }`;
		const mailFails = ( index: number ) => index % 2 === 1;

		const pages: Answer[] = [];
		const { results: posts, seconds } = await runPool(
			Array.from( { length: SUBMISSIONS }, ( _, index ) => index ),
			CONCURRENCY,
			async ( index ) => {
				const from = visitorAddress( index );
				const page = await send( {
					method: 'GET',
					url: post.link,
					from,
				} );
				pages.push( page );
				const form = readForm( page.body );
				const [ name, email, message ] = form.fields;
				return send( {
					method: 'POST',
					url: post.link,
					from,
					form: formPost( form, {
						[ name ]: `Visitor ${ index }`,
						[ email ]: `visitor${ index }@example.org`,
						[ message ]: `${ token( index ) } says hello.${
							mailFails( index ) ? ` ${ MAIL_FAILS }` : ''
						}`,
					} ),
				} );
			}
		);
		report( summary( 'contact form: page loads', pages, seconds ) );
		report( summary( 'contact form: submissions', posts, seconds ) );

		expect( pages.every( ( page ) => page.status === 200 ) ).toBe( true );
		expect( fiveHundreds( posts ) ).toBe( 0 );
		const unconfirmed = posts
			.map( ( answer, index ) => ( { index, answer } ) )
			.filter(
				( { answer } ) =>
					answer.status !== 303 ||
					! /contact-form-sent=/.test(
						String( answer.headers.location )
					)
			)
			.map(
				( { index, answer } ) =>
					`${ index }: ${ answer.status } ${ answer.body.slice(
						0,
						200
					) }`
			);
		expect( unconfirmed ).toEqual( [] );

		// Stored exactly once each; the failed e-mails recorded.
		const stored = await storedFeedback( post.id );
		const tokenOf = ( entry: Stored ) =>
			entry.content.match( /load-\w+-(\d+)/ )?.[ 1 ];
		const counts = new Map< string, number >();
		for ( const entry of stored ) {
			const key = tokenOf( entry ) ?? 'none';
			counts.set( key, ( counts.get( key ) ?? 0 ) + 1 );
		}
		expect( stored ).toHaveLength( SUBMISSIONS );
		expect(
			[ ...counts ].filter( ( [ , count ] ) => count !== 1 )
		).toEqual( [] );
		const failed = stored.filter( ( entry ) => entry.mail === 'failed' );
		expect( failed ).toHaveLength( Math.floor( SUBMISSIONS / 2 ) );
		for ( const entry of stored ) {
			const shouldFail = entry.content.includes( MAIL_FAILS );
			expect( entry.mail ).toBe( shouldFail ? 'failed' : 'sent' );
			expect( entry.error !== '' ).toBe( shouldFail );
		}
		// The mail server got each of the others once.
		const mailLog = fs.readFileSync(
			path.join( process.env.WP_SITE_DIR ?? '', 'mail.log' ),
			'utf8'
		);
		const mailed = [
			...mailLog.matchAll( new RegExp( `load-${ run }-(\\d+)`, 'g' ) ),
		].map( ( match ) => Number( match[ 1 ] ) );
		expect( new Set( mailed ).size ).toBe( mailed.length );
		expect( mailed.sort( ( a, b ) => a - b ) ).toEqual(
			Array.from( { length: SUBMISSIONS }, ( _, index ) => index ).filter(
				( index ) => ! mailFails( index )
			)
		);
		report( {
			label: 'contact form: checked',
			stored: stored.length,
			mailFailedRecorded: failed.length,
			mailed: mailed.length,
		} );
		expect( php.read() ).toEqual( [] );
	} );

	test( `${ SIGNUPS } newsletter sign-ups, ${ CONCURRENCY } at a time, Mailchimp failing for a while: each address stored once, the retry delivers`, async ( {
		requestUtils,
	} ) => {
		test.setTimeout( 900_000 );
		const php = watchPhpLog();
		const fake = await startMailchimpFake();
		const unconfigure = configureSite(
			'load-mailchimp',
			{
				ORBIT_BLOCKS_MAILCHIMP_API_KEY: MAILCHIMP_KEY,
				ORBIT_BLOCKS_MAILCHIMP_AUDIENCE_ID: MAILCHIMP_LIST,
			},
			{ 'https://us21.api.mailchimp.com/3.0': `${ fake.url }/3.0` }
		);
		try {
			const post = await requestUtils.rest< {
				id: number;
				link: string;
			} >( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title: 'Newsletter under load',
					status: 'publish',
					content: `<!-- wp:jetpack/mailchimp {"interests":["int-news"]} -->
<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-load","text":"Join my email list"} /-->
<!-- /wp:jetpack/mailchimp -->`,
				},
			} );
			// Mailchimp answers 500 to 50 sign-ups, then 429 to 50 more.
			fake.failNext( /\/members$/, MAILCHIMP_FAILURES.serverError(), 50 );
			fake.failNext(
				/\/members$/,
				MAILCHIMP_FAILURES.tooManyConnections(),
				50
			);
			const run = crypto.randomBytes( 4 ).toString( 'hex' );
			// In the second half, 50 pairs are one address twice, side by
			// side, so the two sign-ups run at the same moment.
			const twice = Math.min( 50, Math.floor( SIGNUPS / 10 ) );
			const pairsFrom = Math.floor( SIGNUPS / 2 );
			const emails = Array.from( { length: SIGNUPS }, ( _, index ) =>
				index >= pairsFrom && index < pairsFrom + twice * 2
					? `reader${ run }-${
							pairsFrom + Math.floor( ( index - pairsFrom ) / 2 )
					  }@example.org`
					: `reader${ run }-${ index }@example.org`
			);
			const distinct = new Set( emails );
			const { results, seconds } = await runPool(
				emails,
				CONCURRENCY,
				( email, index ) =>
					send( {
						method: 'POST',
						url: `${ BASE_URL }/wp-json/wpcom/v2/mailchimp/subscribe`,
						from: visitorAddress( index ),
						json: {
							email,
							interests: [ 'int-news' ],
							post_id: post.id,
						},
					} )
			);
			report( summary( 'newsletter: sign-ups', results, seconds ) );
			expect( fiveHundreds( results ) ).toBe( 0 );
			expect(
				results
					.map( ( answer, index ) => ( { answer, index } ) )
					.filter(
						( { answer } ) =>
							answer.status !== 200 ||
							JSON.parse( answer.body ).subscribed !== true
					)
					.map(
						( { answer, index } ) =>
							`${ index }: ${ answer.status } ${ answer.body }`
					)
			).toEqual( [] );

			// Each address stored once.
			const mine = ( await storedSubscribers() ).filter( ( entry ) =>
				entry.email.startsWith( `reader${ run }-` )
			);
			const perEmail = new Map< string, number >();
			for ( const entry of mine ) {
				perEmail.set(
					entry.email,
					( perEmail.get( entry.email ) ?? 0 ) + 1
				);
			}
			expect(
				[ ...perEmail ].filter( ( [ , count ] ) => count !== 1 )
			).toEqual( [] );
			expect( [ ...perEmail.keys() ].sort() ).toEqual(
				[ ...distinct ].sort()
			);
			const waiting = mine.filter(
				( entry ) => entry.delivery === 'pending'
			).length;

			// The WP-Cron retry delivers what Mailchimp refused for a while.
			let rounds = 0;
			while (
				rounds < 20 &&
				( await storedSubscribers() ).some(
					( entry ) => entry.delivery === 'pending'
				)
			) {
				await runCronEvent( 'orbit_blocks_mailchimp_retry' );
				rounds++;
			}
			const after = ( await storedSubscribers() ).filter( ( entry ) =>
				entry.email.startsWith( `reader${ run }-` )
			);
			expect(
				after.filter( ( entry ) => entry.delivery !== 'sent' )
			).toEqual( [] );
			const members = [ ...fake.members.values() ]
				.map( ( member ) => String( member.email_address ) )
				.filter( ( email ) => email.startsWith( `reader${ run }-` ) );
			expect( members.sort() ).toEqual( [ ...distinct ].sort() );
			expect( fake.violations ).toEqual( [] );
			report( {
				label: 'newsletter: checked',
				signups: SIGNUPS,
				distinctAddresses: distinct.size,
				stored: mine.length,
				waitingForRetry: waiting,
				retryRounds: rounds,
				deliveredToMailchimp: members.length,
			} );
			expect( php.read() ).toEqual( [] );
		} finally {
			unconfigure();
			await runOnSite(
				"wp_clear_scheduled_hook( 'orbit_blocks_mailchimp_retry' );"
			);
			await fake.stop();
		}
	} );

	test( 'a burst of 20 at once from one address: the rate limits let five through, the rest wait', async ( {
		requestUtils,
	} ) => {
		test.setTimeout( 300_000 );
		const burst = 20;
		const post = await requestUtils.rest< { id: number; link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Write to us in a burst',
				status: 'publish',
				content: CONTACT_FORM,
			},
		} );
		const from = '127.0.200.1';
		const page = await send( {
			method: 'GET',
			url: post.link,
			from,
		} );
		const form = readForm( page.body );
		const [ name, , message ] = form.fields;
		const { results: posts } = await runPool(
			Array.from( { length: burst }, ( _, index ) => index ),
			burst,
			( index ) =>
				send( {
					method: 'POST',
					url: post.link,
					from,
					form: formPost( form, {
						[ name ]: `Burst ${ index }`,
						[ message ]: `Burst message ${ index }`,
					} ),
				} )
		);
		const statuses = posts.map( ( answer ) => answer.status ).sort();
		expect( statuses.filter( ( status ) => status === 303 ) ).toHaveLength(
			5
		);
		expect( statuses.filter( ( status ) => status === 429 ) ).toHaveLength(
			burst - 5
		);
		posts.forEach( ( answer, index ) => {
			if ( answer.status === 429 ) {
				expect(
					Number( answer.headers[ 'retry-after' ] )
				).toBeGreaterThan( 0 );
				expect( answer.body ).toMatch(
					/Too many submissions\. Please try again in \d+ seconds\./
				);
				expect( answer.body ).toContain( `value="Burst ${ index }"` );
			}
		} );
		expect( await storedFeedback( post.id ) ).toHaveLength( 5 );

		// The newsletter: five sign-ups an address in ten minutes.
		const newsletterFrom = '127.0.200.2';
		await runOnSite(
			`update_option( 'orbit_blocks_mailchimp', array( 'audience' => 'Load audience', 'interest_categories' => array() ), false );`
		);
		const run = crypto.randomBytes( 4 ).toString( 'hex' );
		const { results: signups } = await runPool(
			Array.from( { length: burst }, ( _, index ) => index ),
			burst,
			( index ) =>
				send( {
					method: 'POST',
					url: `${ BASE_URL }/wp-json/wpcom/v2/mailchimp/subscribe`,
					from: newsletterFrom,
					json: { email: `burst${ run }-${ index }@example.org` },
				} )
		);
		const accepted = signups.filter( ( answer ) => answer.status === 200 );
		const refused = signups.filter( ( answer ) => answer.status === 429 );
		expect( accepted ).toHaveLength( 5 );
		expect( refused ).toHaveLength( burst - 5 );
		for ( const answer of refused ) {
			expect( JSON.parse( answer.body ) ).toMatchObject( {
				code: 'rate_limited',
				message: 'Too many signups. Please try again later.',
			} );
		}
		expect(
			( await storedSubscribers() ).filter( ( entry ) =>
				entry.email.startsWith( `burst${ run }-` )
			)
		).toHaveLength( 5 );
		report( {
			label: 'burst from one address',
			contactForm: statuses,
			newsletter: signups.map( ( answer ) => answer.status ).sort(),
		} );
	} );

	test( 'the AI server cut mid-stream keeps the text so far; answering 500, the author gets a message and keeps the prompt', async ( {
		admin,
		editor,
		page,
	} ) => {
		test.setTimeout( 300_000 );
		const ai = await startFakeAi();
		const configure = ( mode: 'cut' | 'fail' ) =>
			configureSite(
				'load-ai',
				{ ORBIT_BLOCKS_AI_BASE_URL: `${ ai.url }/${ mode }/v1` },
				{}
			);
		let unconfigure = configure( 'cut' );
		try {
			await connectAccount( admin, page );
			await admin.createNewPost( { title: 'Rivers under faults' } );
			await insertFromInserter( page, 'AI Assistant', /^AI Assistant/ );
			const block = editor.canvas.locator(
				'[data-type="jetpack/ai-assistant"]'
			);
			const prompt = block.getByRole( 'textbox', { name: 'AI prompt' } );
			await expect( prompt ).toBeVisible( { timeout: 60_000 } );

			// Cut mid-stream: what arrived stays, with the network message.
			await prompt.fill( 'Write about rivers' );
			await prompt.press( 'Enter' );
			await expect(
				block
					.locator( '.components-notice' )
					.getByText(
						'It was not possible to process your request. Mind trying again?'
					)
			).toBeVisible( { timeout: 60_000 } );
			const received = CUT_TEXT.split( /(?<= )/ )
				.slice( 0, CUT_CHUNKS )
				.join( '' )
				.trim();
			await expect(
				block.locator( '.ai-assistant__content' )
			).toContainText( received );
			expect( ai.requests ).toContain( 'POST /cut/v1/chat/completions' );

			// The server answers 500: the message, and the prompt as typed.
			unconfigure();
			unconfigure = configure( 'fail' );
			const typed = 'Write about lakes, with the names of three of them';
			await prompt.fill( typed );
			const answer = page.waitForResponse(
				( response ) =>
					/jetpack-ai-query/.test( response.url() ) &&
					response.request().method() === 'POST'
			);
			await prompt.press( 'Enter' );
			expect( ( await answer ).status() ).toBe( 503 );
			await expect(
				block.getByText(
					'AI services are currently unavailable. Sorry for the inconvenience.'
				)
			).toBeVisible( { timeout: 30_000 } );
			await expect( prompt ).toHaveValue( typed );
			expect( ai.requests ).toContain( 'POST /fail/v1/chat/completions' );
			report( { label: 'AI faults', requests: ai.requests } );
		} finally {
			unconfigure();
			await ai.stop();
		}
	} );
} );
