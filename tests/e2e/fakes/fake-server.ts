/**
 * A fake third-party service for the e2e tests: an HTTP server on
 * 127.0.0.1 (a free port) that records every request it gets, and answers
 * through the service's handler. A handler checks the request against the
 * service's documented contract and answers as the service documents it;
 * what breaks the contract is also listed in `violations`, so a test can
 * fail on it even when our code ignored the error answer.
 */
import http from 'http';
import type { AddressInfo } from 'net';

export type FakeRequest = {
	method: string;
	path: string;
	query: URLSearchParams;
	headers: http.IncomingHttpHeaders;
	body: string;
};

export type FakeAnswer = {
	status: number;
	json?: unknown;
	body?: string | Buffer;
	headers?: Record< string, string >;
};

export type Fake = {
	url: string;
	requests: FakeRequest[];
	violations: string[];
	/** The next `count` requests matching `path` get `answer` instead. */
	failNext: ( path: RegExp, answer: FakeAnswer, count?: number ) => void;
	stop: () => Promise< void >;
};

/** How a fake answers a request (it may list a violation in `fake`). */
export type FakeHandler = ( request: FakeRequest, fake: Fake ) => FakeAnswer;

/**
 * `handler` behind the service's file host: every GET /files/… is answered
 * with the image `png`, the rest by `handler`.
 */
export function withPngFiles( png: Buffer, handler: FakeHandler ): FakeHandler {
	return ( request, fake ) =>
		request.method === 'GET' && request.path.startsWith( '/files/' )
			? {
					status: 200,
					headers: { 'Content-Type': 'image/png' },
					body: png,
			  }
			: handler( request, fake );
}

export async function startFake( handler: FakeHandler ): Promise< Fake > {
	const overrides: { path: RegExp; answer: FakeAnswer; count: number }[] = [];
	const fake: Fake = {
		url: '',
		requests: [],
		violations: [],
		failNext( path, answer, count = 1 ) {
			overrides.push( { path, answer, count } );
		},
		stop: async () => {},
	};
	const server = http.createServer( ( req, res ) => {
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
		req.on( 'end', () => {
			const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
			const request: FakeRequest = {
				method: req.method ?? 'GET',
				path: url.pathname,
				query: url.searchParams,
				headers: req.headers,
				body: Buffer.concat( chunks ).toString( 'utf8' ),
			};
			fake.requests.push( request );
			const override = overrides.find(
				( candidate ) =>
					candidate.count > 0 && candidate.path.test( request.path )
			);
			let answer: FakeAnswer;
			if ( override ) {
				override.count--;
				answer = override.answer;
			} else {
				try {
					answer = handler( request, fake );
				} catch ( error ) {
					fake.violations.push( String( error ) );
					answer = { status: 500, json: { error: String( error ) } };
				}
			}
			const body =
				answer.json !== undefined
					? JSON.stringify( answer.json )
					: answer.body ?? '';
			// A length, as the services' servers send: WordPress's socket
			// transport does not undo chunked encoding of a download.
			res.writeHead( answer.status, {
				'Content-Length': String( Buffer.byteLength( body ) ),
				...( answer.json !== undefined
					? { 'Content-Type': 'application/json' }
					: {} ),
				...answer.headers,
			} );
			res.end( body );
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	fake.url = `http://127.0.0.1:${ port }`;
	fake.stop = () =>
		new Promise( ( resolve ) => {
			server.closeAllConnections();
			server.close( () => resolve() );
		} );
	return fake;
}
