/**
 * The query over a fake fetch: the request it sends, the stream it reads
 * (chunks split anywhere, [DONE], the unclear prompt, function calls), how
 * it ends (done, stopped, dropped, refused) and what it keeps.
 */
import fc from 'fast-check';
import { aiQueryUrl, askQuestion } from '../ask-question';
import { tokenStorageKey } from '../jwt';
import {
	DONE_EVENT,
	FakeBody,
	contentEvent,
	fakeFetch,
	functionEvent,
	settle,
} from './fake-stream';

beforeEach( () => {
	window.orbitBlocksEditorState = {
		api: { root: 'http://site.test/wp-json/', nonce: 'n' },
	};
} );
afterEach( () => {
	delete window.orbitBlocksEditorState;
} );

describe( 'the query request', () => {
	it( 'POSTs the question with the bearer token and the options', async () => {
		const { fetch, requests, body } = fakeFetch();
		const stream = askQuestion(
			'Write about cats',
			{
				token: 'T',
				fetch,
				postId: 7,
				feature: 'ai-assistant',
				functions: [ { name: 'f' } ],
				model: 'gpt-4',
				streamCache: true,
			},
			{}
		);
		body.push( DONE_EVENT );
		await stream.result;
		expect( requests ).toHaveLength( 1 );
		const [ request ] = requests;
		expect( request.url ).toBe(
			'http://site.test/wp-json/wpcom/v2/jetpack-ai-query?stream_cache=true'
		);
		expect( request.method ).toBe( 'POST' );
		expect( request.headers.Authorization ).toBe( 'Bearer T' );
		expect( request.headers[ 'Content-Type' ] ).toBe( 'application/json' );
		expect( request.body ).toEqual( {
			question: 'Write about cats',
			post_id: 7,
			feature: 'ai-assistant',
			functions: [ { name: 'f' } ],
			model: 'gpt-4',
		} );
	} );

	it( 'sends messages for a conversation, and leaves unset options out', async () => {
		const { fetch, requests, body } = fakeFetch();
		const messages = [
			{ role: 'system' as const, content: 'Be brief' },
			{ role: 'user' as const, content: 'Hi' },
		];
		const stream = askQuestion( messages, { token: 'T', fetch } );
		body.push( DONE_EVENT );
		await stream.result;
		expect( requests[ 0 ].body ).toEqual( { messages } );
		expect( requests[ 0 ].url ).toBe(
			'http://site.test/wp-json/wpcom/v2/jetpack-ai-query'
		);
	} );

	it( 'takes the endpoint from the ai-query service, also with plain permalinks', () => {
		window.orbitBlocksEditorState = {
			api: { root: 'http://site.test/?rest_route=/', nonce: '' },
		};
		expect( aiQueryUrl() ).toBe(
			'http://site.test/?rest_route=/wpcom/v2/jetpack-ai-query'
		);
		window.orbitBlocksEditorState = {
			services: { 'ai-query': { url: 'https://ai.example/q' } },
		};
		expect( aiQueryUrl( true ) ).toBe(
			'https://ai.example/q?stream_cache=true'
		);
	} );
} );

describe( 'reading the stream', () => {
	it( 'reports each chunk as it arrives and finishes at [DONE]', async () => {
		const { fetch, body } = fakeFetch( {
			headers: { 'x-orbit-ai-responder': 'offline' },
		} );
		const chunks: Array< [ string, string ] > = [];
		const onDone = jest.fn();
		const onOpen = jest.fn();
		const stream = askQuestion(
			'q',
			{ token: 'T', fetch },
			{
				onChunk: ( delta, text ) => chunks.push( [ delta, text ] ),
				onDone,
				onOpen,
			}
		);
		body.push( contentEvent( 'Hello' ) );
		await settle();
		expect( chunks ).toEqual( [ [ 'Hello', 'Hello' ] ] );
		expect( stream.text ).toBe( 'Hello' );
		expect( onOpen ).toHaveBeenCalledWith( { isOfflineResponder: true } );
		body.push( contentEvent( ' there' ) + DONE_EVENT );
		const result = await stream.result;
		expect( chunks[ 1 ] ).toEqual( [ ' there', 'Hello there' ] );
		expect( result ).toEqual( {
			status: 'done',
			text: 'Hello there',
			functionCall: undefined,
			error: undefined,
			failedToFetch: false,
			isOfflineResponder: true,
		} );
		expect( onDone ).toHaveBeenCalledWith( 'Hello there' );
	} );

	it( 'passes a function call on at the end', async () => {
		const { fetch, body } = fakeFetch();
		const onFunctionCall = jest.fn();
		const stream = askQuestion(
			'q',
			{ token: 'T', fetch },
			{ onFunctionCall }
		);
		body.push(
			functionEvent( { name: 'add_block', arguments: '{"a"' } ) +
				functionEvent( { arguments: ':1}' } ) +
				DONE_EVENT
		);
		const result = await stream.result;
		expect( result.functionCall ).toEqual( {
			name: 'add_block',
			arguments: '{"a":1}',
		} );
		expect( onFunctionCall ).toHaveBeenCalledWith( result.functionCall );
	} );

	it( 'raises the unclear-prompt error and closes the stream', async () => {
		const { fetch, body, requests } = fakeFetch();
		const onError = jest.fn();
		const stream = askQuestion( 'q', { token: 'T', fetch }, { onError } );
		body.push( contentEvent( '__JETPACK_AI_ERROR__' ) );
		const result = await stream.result;
		expect( result.status ).toBe( 'error' );
		expect( result.error?.code ).toBe( 'error_unclear_prompt' );
		expect( onError.mock.calls[ 0 ][ 0 ].message ).toBe(
			'Your request was unclear. Mind trying again?'
		);
		expect( requests[ 0 ].signal?.aborted ).toBe( true );
	} );

	it( 'keeps what arrived when the connection drops before [DONE]', async () => {
		const { fetch, body } = fakeFetch();
		const stream = askQuestion( 'q', { token: 'T', fetch } );
		body.push( contentEvent( 'Half an ans' ) );
		body.end();
		const result = await stream.result;
		expect( result.status ).toBe( 'error' );
		expect( result.text ).toBe( 'Half an ans' );
		expect( result.error?.code ).toBe( 'error_network' );
	} );

	it( 'keeps what arrived when reading fails mid-stream', async () => {
		const { fetch, body } = fakeFetch();
		const stream = askQuestion( 'q', { token: 'T', fetch } );
		body.push( contentEvent( 'Some' ) );
		await settle();
		body.fail( new TypeError( 'network error' ) );
		const result = await stream.result;
		expect( result ).toMatchObject( {
			status: 'error',
			text: 'Some',
			failedToFetch: false,
			error: { code: 'error_network' },
		} );
	} );

	it( 'close() stops reading and keeps the text', async () => {
		const { fetch, body, requests } = fakeFetch();
		const onChunk = jest.fn();
		const stream = askQuestion( 'q', { token: 'T', fetch }, { onChunk } );
		body.push( contentEvent( 'Kept' ) );
		await settle();
		stream.close();
		body.push( contentEvent( ' lost' ) );
		const result = await stream.result;
		await settle();
		expect( result.status ).toBe( 'stopped' );
		expect( result.text ).toBe( 'Kept' );
		expect( onChunk ).toHaveBeenCalledTimes( 1 );
		expect( requests[ 0 ].signal?.aborted ).toBe( true );
	} );
} );

describe( 'failures', () => {
	it.each( [
		[ 429, 'error_quota_exceeded' ],
		[ 503, 'error_service_unavailable' ],
		[ 422, 'error_moderation' ],
		[ 413, 'error_context_too_large' ],
		[ 400, 'error_network' ],
		[ 502, 'error_unknown' ],
	] )( 'HTTP %i ends in %s', async ( status, code ) => {
		const { fetch } = fakeFetch( { status } );
		const onError = jest.fn();
		const result = await askQuestion(
			'q',
			{ token: 'T', fetch },
			{ onError }
		).result;
		expect( result.status ).toBe( 'error' );
		expect( result.error?.code ).toBe( code );
		expect( onError ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [
		[
			'ai_not_allowed',
			'An administrator has turned AI off for your account.',
		],
		[
			'ai_user_not_connected',
			'Connect your account to use AI on this site.',
		],
	] )(
		'a 403 %s refusal says why, in the server’s words',
		async ( code, message ) => {
			const { fetch } = fakeFetch( {
				status: 403,
				json: { code, message, data: { status: 403 } },
			} );
			const result = await askQuestion( 'q', { token: 'T', fetch } )
				.result;
			expect( result.error ).toEqual( {
				code,
				message,
				severity: 'info',
			} );
		}
	);

	it( 'a 429 keeps the quota code and gives the server’s message (which limit, when AI is back)', async () => {
		const message =
			'You have used your 3 AI requests for this month. AI is available again on December 1, 2026.';
		const { fetch } = fakeFetch( {
			status: 429,
			json: {
				code: 'error_quota_exceeded',
				message,
				data: {
					status: 429,
					settings_url:
						'http://site.test/wp-admin/admin.php?page=orbit-blocks#orbit-blocks-settings-ai',
				},
			},
		} );
		const result = await askQuestion( 'q', { token: 'T', fetch } ).result;
		expect( result.error ).toEqual( {
			code: 'error_quota_exceeded',
			message,
			severity: 'info',
			settingsUrl:
				'http://site.test/wp-admin/admin.php?page=orbit-blocks#orbit-blocks-settings-ai',
		} );
	} );

	it( 'does not retry a refused request (fetch-event-source would after 1 s)', async () => {
		const { fetch } = fakeFetch( { status: 503 } );
		await askQuestion( 'q', { token: 'T', fetch } ).result;
		await new Promise( ( resolve ) => setTimeout( resolve, 1100 ) );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a refused token is forgotten', async () => {
		window.localStorage.setItem(
			tokenStorageKey(),
			JSON.stringify( {
				token: 'old',
				blogId: '1',
				expire: Date.now() + 60000,
			} )
		);
		const { fetch, requests } = fakeFetch( { status: 401 } );
		const result = await askQuestion( 'q', { fetch } ).result;
		expect( requests[ 0 ].headers.Authorization ).toBe( 'Bearer old' );
		expect( result.error?.code ).toBe( 'error_network' );
		expect( window.localStorage.getItem( tokenStorageKey() ) ).toBeNull();
	} );

	it( '"Failed to fetch" is the network error, flagged for history trimming', async () => {
		const { fetch } = fakeFetch( {
			reject: new TypeError( 'Failed to fetch' ),
		} );
		const result = await askQuestion( 'q', { token: 'T', fetch } ).result;
		expect( result.error?.code ).toBe( 'error_network' );
		expect( result.failedToFetch ).toBe( true );
	} );

	it( 'a response that is not an event stream is the unknown error', async () => {
		const { fetch } = fakeFetch( {
			headers: { 'content-type': 'text/html' },
		} );
		const result = await askQuestion( 'q', { token: 'T', fetch } ).result;
		expect( result.error?.code ).toBe( 'error_unknown' );
		expect( result.error?.severity ).toBe( 'error' );
	} );
} );

describe( 'split streams', () => {
	const deltas = [
		'Lorem ',
		'ipsum — ',
		'dolor “sit” ',
		'amet 🚀',
		'\n\n- x',
	];
	const wire =
		deltas.map( contentEvent ).join( '' ) +
		functionEvent( { name: 'f', arguments: '{}' } ) +
		DONE_EVENT;

	const bytes = new TextEncoder().encode( wire );

	/** Sends the answer's bytes in pieces cut at the given offsets. */
	async function readSplit( cuts: number[] ) {
		const body = new FakeBody();
		const { fetch } = fakeFetch( { body } );
		const stream = askQuestion( 'q', { token: 'T', fetch } );
		const points = [
			0,
			...[ ...cuts ].sort( ( x, y ) => x - y ),
			bytes.length,
		];
		for ( let i = 1; i < points.length; i++ ) {
			body.pushBytes( bytes.slice( points[ i - 1 ], points[ i ] ) );
			await Promise.resolve();
		}
		return stream.result;
	}

	it( 'reads events cut inside a line and inside a character', async () => {
		const rocket =
			bytes.length -
			new TextEncoder().encode( wire.slice( wire.indexOf( '🚀' ) ) )
				.length;
		const result = await readSplit( [ 7, rocket + 1, rocket + 2 ] );
		expect( result.text ).toBe( deltas.join( '' ) );
		expect( result.status ).toBe( 'done' );
	} );

	it( 'gives the same text and function call however the bytes are cut (property)', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.uniqueArray(
					fc.integer( { min: 1, max: bytes.length - 1 } ),
					{
						maxLength: 40,
					}
				),
				async ( cuts ) => {
					const result = await readSplit( cuts );
					expect( result.status ).toBe( 'done' );
					expect( result.text ).toBe( deltas.join( '' ) );
					expect( result.functionCall ).toEqual( {
						name: 'f',
						arguments: '{}',
					} );
				}
			),
			{ numRuns: 100 }
		);
	} );
} );
