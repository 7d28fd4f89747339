/**
 * The load test's clients: plain HTTP requests over loopback, each from the
 * loopback address its visitor is given (127.0.x.y: Linux answers the whole
 * 127.0.0.0/8 on lo), so the site's per-address rate limits see as many
 * visitors as the test means, without a header a real sender could forge.
 * `runPool` keeps `concurrency` requests going until the list is done and
 * records each one's time.
 */
import http from 'http';

export type Answer = {
	status: number;
	headers: http.IncomingHttpHeaders;
	body: string;
	ms: number;
};

export type Request = {
	method: 'GET' | 'POST';
	url: string;
	/** The visitor's own loopback address. */
	from: string;
	form?: Record< string, string >;
	json?: unknown;
	headers?: Record< string, string >;
};

/** Visitor number `index`'s address: 127.0.1.1, 127.0.1.2, … 127.0.1.250, 127.0.2.1, … */
export function visitorAddress( index: number ): string {
	return `127.0.${ 1 + Math.floor( index / 250 ) }.${ 1 + ( index % 250 ) }`;
}

/** One request, redirects not followed; its answer and how long it took. */
export function send( request: Request ): Promise< Answer > {
	const url = new URL( request.url );
	let body: string | undefined;
	const headers: Record< string, string > = { ...request.headers };
	if ( request.form ) {
		body = new URLSearchParams( request.form ).toString();
		headers[ 'Content-Type' ] = 'application/x-www-form-urlencoded';
	} else if ( request.json !== undefined ) {
		body = JSON.stringify( request.json );
		headers[ 'Content-Type' ] = 'application/json';
	}
	if ( body !== undefined ) {
		headers[ 'Content-Length' ] = String( Buffer.byteLength( body ) );
	}
	const started = performance.now();
	return new Promise( ( resolve, reject ) => {
		const outgoing = http.request(
			{
				host: url.hostname,
				port: url.port,
				path: url.pathname + url.search,
				method: request.method,
				headers,
				localAddress: request.from,
				// A new connection each: a visitor of its own.
				agent: false,
				timeout: 120_000,
			},
			( incoming ) => {
				const chunks: Buffer[] = [];
				incoming.on( 'data', ( chunk: Buffer ) =>
					chunks.push( chunk )
				);
				incoming.on( 'end', () =>
					resolve( {
						status: incoming.statusCode ?? 0,
						headers: incoming.headers,
						body: Buffer.concat( chunks ).toString( 'utf8' ),
						ms: performance.now() - started,
					} )
				);
				incoming.on( 'error', reject );
			}
		);
		outgoing.on( 'timeout', () =>
			outgoing.destroy( new Error( `timed out: ${ request.url }` ) )
		);
		outgoing.on( 'error', reject );
		outgoing.end( body );
	} );
}

/**
 * Runs `job` for every item, `concurrency` at a time, in the items' order;
 * resolves to the results in that order and the wall time.
 */
export async function runPool< Item, Result >(
	items: Item[],
	concurrency: number,
	job: ( item: Item, index: number ) => Promise< Result >
): Promise< { results: Result[]; seconds: number } > {
	const results: Result[] = new Array( items.length );
	let next = 0;
	const started = performance.now();
	const client = async () => {
		while ( next < items.length ) {
			const index = next++;
			results[ index ] = await job( items[ index ], index );
		}
	};
	await Promise.all(
		Array.from( { length: Math.min( concurrency, items.length ) }, client )
	);
	return { results, seconds: ( performance.now() - started ) / 1000 };
}

/** The p-th percentile (nearest rank) of `values`, in their unit. */
export function percentile( values: number[], p: number ): number {
	if ( ! values.length ) {
		return 0;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const rank = Math.max( 1, Math.ceil( ( p / 100 ) * sorted.length ) );
	return sorted[ rank - 1 ];
}

/** "n requests in s: p50 x ms, p95 y ms, max z ms, statuses {…}" */
export function summary( label: string, answers: Answer[], seconds: number ) {
	const times = answers.map( ( answer ) => answer.ms );
	const statuses: Record< number, number > = {};
	for ( const answer of answers ) {
		statuses[ answer.status ] = ( statuses[ answer.status ] ?? 0 ) + 1;
	}
	return {
		label,
		requests: answers.length,
		seconds: Number( seconds.toFixed( 1 ) ),
		perSecond: Number( ( answers.length / seconds ).toFixed( 1 ) ),
		p50: Math.round( percentile( times, 50 ) ),
		p95: Math.round( percentile( times, 95 ) ),
		max: Math.round( Math.max( ...times ) ),
		statuses,
	};
}
