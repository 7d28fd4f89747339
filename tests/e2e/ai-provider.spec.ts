/**
 * The local AI provider over real HTTP (issue 4, item 5): the token routes,
 * the query endpoint's event stream reaching the browser chunk by chunk
 * (arrival times measured in the page), a dropped stream, the offline
 * responder's answers never counting, a per-user monthly limit reached and
 * the 429 past it, and generated images.
 */
import type { Page } from '@playwright/test';
import {
	connectAccount,
	expect,
	test,
	watchPageErrors,
	watchPhpLog,
} from './orbit-blocks';
import { saveSettings } from './site-state';

const SCREENSHOTS = 'artifacts/screenshots';
const FEATURE = '/wpcom/v2/ai/ai-assistant-feature';

type Feature = Record< string, unknown >;
type Streamed = {
	status: number;
	responder: string | null;
	/** ms since the request was sent, for each piece the reader got. */
	arrivals: number[];
	contents: string[];
	done: boolean;
	body: string;
};

/** The text of an event stream's content deltas. */
function contentOf( body: string ): string {
	return body
		.split( '\n\n' )
		.filter( ( event ) => event.startsWith( 'data: {' ) )
		.map(
			( event ) =>
				JSON.parse( event.slice( 6 ) ).choices[ 0 ].delta.content ?? ''
		)
		.join( '' );
}

/** POSTs a query from the page and reads the answer as the browser gets it. */
function streamInPage( page: Page, token: string, question: string ) {
	return page.evaluate(
		async ( { token: bearer, question: text } ): Promise< Streamed > => {
			const sent = performance.now();
			const response = await fetch(
				'/?rest_route=/wpcom/v2/jetpack-ai-query',
				{
					method: 'POST',
					headers: {
						Authorization: `Bearer ${ bearer }`,
						'Content-Type': 'application/json',
					},
					body: JSON.stringify( { question: text } ),
				}
			);
			const reader = response.body!.getReader();
			const decoder = new TextDecoder();
			const arrivals: number[] = [];
			let body = '';
			for (;;) {
				const { done, value } = await reader.read();
				if ( done ) {
					break;
				}
				arrivals.push( performance.now() - sent );
				body += decoder.decode( value, { stream: true } );
			}
			const data = body
				.split( '\n\n' )
				.filter( ( event ) => event.startsWith( 'data: ' ) )
				.map( ( event ) => event.slice( 6 ) );
			return {
				status: response.status,
				responder: response.headers.get( 'x-orbit-ai-responder' ),
				arrivals,
				contents: data
					.filter( ( d ) => d !== '[DONE]' )
					.map(
						( d ) =>
							JSON.parse( d ).choices[ 0 ].delta.content ?? ''
					)
					.filter( Boolean ),
				done: data.includes( '[DONE]' ),
				body,
			};
		},
		{ token, question }
	);
}

test.describe( 'AI provider', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( { method: 'DELETE', path: FEATURE } );
	} );

	test( 'tokens, a streamed answer, a dropped stream, the quota and images', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const php = watchPhpLog();
		const pageErrors = watchPageErrors( page );
		// AI is only for users whose account is connected.
		await connectAccount( admin, page );
		const fresh = await requestUtils.rest< Feature >( {
			method: 'DELETE',
			path: FEATURE,
		} );
		// No limit until the site owner sets one (Settings → Orbit Blocks).
		expect( fresh ).toMatchObject( {
			'has-feature': true,
			'requests-count': 0,
			'requests-limit': 0,
			'is-over-limit': false,
			'upgrade-type': 'default',
			responder: 'offline',
		} );

		// Tokens: both routes for an editor; none without a logged-in user.
		const before = Date.now();
		const jwt = await requestUtils.rest< {
			token: string;
			blog_id: number;
			expire: number;
		} >( { method: 'POST', path: '/jetpack/v4/ai-jwt' } );
		expect( jwt.token.split( '.' ) ).toHaveLength( 3 );
		expect( jwt.blog_id ).toBeGreaterThan( 0 );
		expect( jwt.expire ).toBeGreaterThan( before + 120000 );
		const simple = await requestUtils.rest< { token: string } >( {
			method: 'POST',
			path: `/wpcom/v2/sites/${ jwt.blog_id }/openai-query/jwt`,
		} );
		expect( simple.token.split( '.' ) ).toHaveLength( 3 );
		const anonymous = await page.request.post(
			'/?rest_route=/jetpack/v4/ai-jwt'
		);
		expect( anonymous.status() ).toBe( 401 );

		// The query refuses a request without a valid token.
		for ( const authorization of [ '', 'Bearer forged.token.value' ] ) {
			const refused = await page.request.post(
				'/?rest_route=/wpcom/v2/jetpack-ai-query',
				{
					headers: authorization
						? { Authorization: authorization }
						: {},
					data: { question: 'Hello' },
				}
			);
			expect( refused.status() ).toBe( 401 );
		}

		// The answer reaches the browser chunk by chunk: 40 ms between
		// chunks on the server, so the pieces arrive spread over time and
		// the first long before the last.
		await page.goto( '/?rest_route=/' );
		const streamed = await streamInPage(
			page,
			jwt.token,
			'Write a post about tide pools [[offline:delay=40]]'
		);
		expect( streamed.status ).toBe( 200 );
		expect( streamed.responder ).toBe( 'offline' );
		expect( streamed.done ).toBe( true );
		const text = streamed.contents.join( '' );
		expect( text ).toMatch( /^## Tide Pools\n\n/ );
		expect( text ).toContain( '\n- ' );
		const chunks = streamed.contents.length;
		expect( chunks ).toBeGreaterThan( 40 );
		const { arrivals } = streamed;
		const spread = arrivals[ arrivals.length - 1 ] - arrivals[ 0 ];
		// Not one buffered body: many reads, spread over most of the
		// server's (chunks - 1) * 40 ms of pauses.
		expect( arrivals.length ).toBeGreaterThan( chunks / 2 );
		expect( spread ).toBeGreaterThan( ( chunks - 1 ) * 40 * 0.6 );
		const figures = `${ chunks } chunks in ${
			arrivals.length
		} reads; first after ${ Math.round(
			arrivals[ 0 ]
		) } ms, last after ${ Math.round(
			arrivals[ arrivals.length - 1 ]
		) } ms`;
		test.info().annotations.push( {
			type: 'stream',
			description: figures,
		} );
		process.stdout.write( `AI stream: ${ figures }\n` );

		// A dropped connection: three chunks, then the end, without [DONE].
		const dropped = await streamInPage(
			page,
			jwt.token,
			'Write about owls [[offline:drop-after=3]]'
		);
		expect( dropped.status ).toBe( 200 );
		expect( dropped.contents ).toHaveLength( 3 );
		expect( dropped.done ).toBe( false );

		// The unclear-prompt marker, and a refusal on request.
		const unclear = await page.request.post(
			'/?rest_route=/wpcom/v2/jetpack-ai-query',
			{
				headers: { Authorization: `Bearer ${ jwt.token }` },
				data: { question: 'Hmm [[offline:unclear]]' },
			}
		);
		expect( contentOf( await unclear.text() ) ).toBe(
			'__JETPACK_AI_ERROR__'
		);

		// Images: PNGs of 512 x 512, in data[].b64_json.
		const images = await requestUtils.rest< {
			data: Array< { b64_json: string } >;
		} >( {
			method: 'POST',
			path: '/wpcom/v2/ai/images/generations',
			data: { prompt: 'A lighthouse at dusk', post_id: 0 },
		} );
		expect( images.data ).toHaveLength( 2 );
		for ( const image of images.data ) {
			const png = Buffer.from( image.b64_json, 'base64' );
			expect( png.subarray( 1, 4 ).toString() ).toBe( 'PNG' );
			expect( png.readUInt32BE( 16 ) ).toBe( 512 );
			expect( png.readUInt32BE( 20 ) ).toBe( 512 );
		}

		// Four requests so far (two streams, the unclear one, the images),
		// all answered by the offline responder: none counts.
		const counted = await requestUtils.rest< Feature >( { path: FEATURE } );
		expect( counted[ 'requests-count' ] ).toBe( 0 );

		// With an AI server and a monthly limit of 20 per user, the 21st
		// request is a 429 saying when AI is back (checked before the server
		// is asked: nothing listens at port 9).
		await saveSettings( requestUtils, {
			ai_base_url: 'http://127.0.0.1:9/v1',
			ai_image_base_url: 'http://127.0.0.1:9/v1',
			ai_limit_user: '20',
		} );
		try {
			const atLimit = await requestUtils.rest< Feature >( {
				method: 'POST',
				path: FEATURE,
				data: { 'requests-count': 20 },
			} );
			expect( atLimit ).toMatchObject( {
				'has-feature': false,
				'is-over-limit': true,
				'site-require-upgrade': true,
				'requests-limit': 20,
				'limit-scope': 'user',
				responder: 'server',
			} );
			const refused = await page.request.post(
				'/?rest_route=/wpcom/v2/jetpack-ai-query',
				{
					headers: { Authorization: `Bearer ${ jwt.token }` },
					data: { question: 'One more' },
				}
			);
			expect( refused.status() ).toBe( 429 );
			const quota = await refused.json();
			expect( quota.code ).toBe( 'error_quota_exceeded' );
			expect( quota.message ).toMatch(
				/^You have used your 20 AI requests for this month\. AI is available again on .+\.$/
			);
			const noImage = await page.request.post(
				'/?rest_route=/wpcom/v2/ai/images/generations',
				{
					headers: {
						'X-WP-Nonce': await page.evaluate( () =>
							fetch(
								'/wp-admin/admin-ajax.php?action=rest-nonce'
							).then( ( r ) => r.text() )
						),
					},
					data: { prompt: 'A fox' },
				}
			);
			expect( noImage.status() ).toBe( 429 );
		} finally {
			await saveSettings( requestUtils, {
				ai_base_url: '',
				ai_image_base_url: '',
				ai_limit_user: '',
			} );
		}

		// What the author would get: the streamed post and the images.
		await page.setContent(
			`<body style="font:16px/1.5 sans-serif;margin:24px;display:flex;gap:24px">
				<pre style="white-space:pre-wrap;width:420px">${ text
					.replace( /&/g, '&amp;' )
					.replace( /</g, '&lt;' ) }</pre>
				${ images.data
					.map(
						( image ) =>
							`<img width="256" height="256" alt="" src="data:image/png;base64,${ image.b64_json }">`
					)
					.join( '' ) }
			</body>`
		);
		await page.screenshot( { path: `${ SCREENSHOTS }/ai-provider.png` } );

		expect( pageErrors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );
} );
