/**
 * A fake OpenAI-compatible chat-completions server for the fault tests,
 * on 127.0.0.1 (a free port). The base address picks its trouble:
 *
 * - `<url>/cut/v1`: POST /chat/completions answers 200 with an event stream,
 *   sends CUT_CHUNKS content deltas (CUT_TEXT, word by word), then drops the
 *   connection without the final event or [DONE];
 * - `<url>/fail/v1`: answers 500 with OpenAI's error body;
 * - `<url>/ok/v1`: streams CUT_TEXT whole, then the final event and [DONE]
 *   (a server that answers, for the tests of what counts).
 */
import http from 'http';
import type { AddressInfo } from 'net';

export const CUT_TEXT =
	'Rivers carry water from the hills to the sea, and towns grow along them.';
export const CUT_CHUNKS = 6;

export type FakeAi = {
	url: string;
	requests: string[];
	stop: () => Promise< void >;
};

const delta = ( content: string ) =>
	`data: ${ JSON.stringify( {
		id: 'chatcmpl-load',
		object: 'chat.completion.chunk',
		created: Math.floor( Date.now() / 1000 ),
		model: 'gpt-4o-mini',
		choices: [ { index: 0, delta: { content }, finish_reason: null } ],
	} ) }\n\n`;

export async function startFakeAi(): Promise< FakeAi > {
	const requests: string[] = [];
	const server = http.createServer( ( req, res ) => {
		req.resume();
		req.on( 'end', async () => {
			requests.push( `${ req.method } ${ req.url }` );
			if ( req.url?.startsWith( '/fail/' ) ) {
				const body = JSON.stringify( {
					error: {
						message:
							'The server had an error while processing your request.',
						type: 'server_error',
						code: null,
					},
				} );
				res.writeHead( 500, {
					'Content-Type': 'application/json',
					'Content-Length': String( Buffer.byteLength( body ) ),
				} );
				res.end( body );
				return;
			}
			res.writeHead( 200, {
				'Content-Type': 'text/event-stream',
				'Cache-Control': 'no-cache',
			} );
			const words = CUT_TEXT.split( /(?<= )/ );
			if ( req.url?.startsWith( '/ok/' ) ) {
				for ( const word of words ) {
					res.write( delta( word ) );
				}
				res.write(
					`data: ${ JSON.stringify( {
						id: 'chatcmpl-load',
						object: 'chat.completion.chunk',
						created: Math.floor( Date.now() / 1000 ),
						model: 'gpt-4o-mini',
						choices: [
							{ index: 0, delta: {}, finish_reason: 'stop' },
						],
					} ) }\n\n`
				);
				res.end( 'data: [DONE]\n\n' );
				return;
			}
			for ( const word of words.slice( 0, CUT_CHUNKS ) ) {
				res.write( delta( word ) );
				await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
			}
			// Cut: no finish_reason, no [DONE], the connection just ends.
			res.socket?.destroy();
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${ port }`,
		requests,
		stop: () =>
			new Promise( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}
