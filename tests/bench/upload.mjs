// @ts-check
/**
 * `npm run bench -- --only=upload`: resumable-upload throughput of the
 * plugin's upload server (php-stubs/includes/rest/video-uploads.php) in a
 * throw-away WordPress on the machine's PHP, over loopback. A 300 MB file
 * (on disk) is sent to the same server three ways, each ending with the
 * attachment made:
 *
 *   raw:     one plain POST carrying the whole file (the tunnel's
 *            X-HTTP-Method-Override: PATCH), streamed from disk: the
 *            server's own ceiling, no chunking, no client library;
 *   chunked: the same POSTs in chunks of the size the server gives the
 *            block (10,000,000 bytes here), by plain http requests: what the
 *            protocol costs, without the client library;
 *   tus:     tus-js-client with the video block's options
 *            (blocks/video/lib/upload-client.ts: chunk size, token, tunnel).
 *
 * Rounds and figures as in upload-rounds.mjs; the target is tus at least 0.9
 * of raw. Where the time goes: it also prints what WordPress takes to answer
 * a HEAD (its boot and the REST dispatch, paid by every request), what a chunk
 * request takes beside the one-POST rate, and what the last chunk (which
 * makes the attachment) takes.
 * Not part of CI (it writes about 5 GB). `--chunk=N` sends chunks of N bytes
 * instead (tus and chunked).
 */
import fs from 'node:fs';
import http from 'node:http';
import * as tus from 'tus-js-client';
import { client, ROUTE } from '../integration/upload-site.mjs';
import {
	CHUNK,
	prepareUploadBench,
	runUploadRounds,
	uploadResult,
} from './upload-rounds.mjs';

/**
 * @param {string}                 url
 * @param {string}                 method
 * @param {Record<string, string>} headers
 * @param {fs.ReadStream}          [body]
 * @return {Promise<{ status: number, headers: http.IncomingHttpHeaders, ms: number }>} the answer
 */
export function request( url, method, headers, body ) {
	const start = process.hrtime.bigint();
	return new Promise( ( resolve, reject ) => {
		const req = http.request( url, { method, headers }, ( res ) => {
			res.resume();
			res.on( 'end', () =>
				resolve( {
					status: res.statusCode ?? 0,
					headers: res.headers,
					ms: Number( process.hrtime.bigint() - start ) / 1e6,
				} )
			);
		} );
		req.on( 'error', reject );
		if ( body ) {
			body.pipe( req );
		} else {
			req.end();
		}
	} );
}

/**
 * @param {string} token the upload token
 * @return {Record<string, string>} the headers every tus request of the benches carries
 */
const tusHeaders = ( token ) => ( {
	'tus-resumable': '1.0.0',
	[ client.TOKEN_HEADER ]: token,
} );

/**
 * What one request costs before any byte: WordPress answering a HEAD for a
 * fresh 10-byte tus upload created at `endpoint`, ten times.
 *
 * @param {string} endpoint
 * @param {string} token    the upload token
 * @return {Promise<number[]>} the milliseconds of each HEAD
 */
async function headAnswerMs( endpoint, token ) {
	const base = tusHeaders( token );
	const created = await request( endpoint, 'POST', {
		...base,
		'upload-length': '10',
		'upload-metadata': BENCH_METADATA,
	} );
	const ms = [];
	for ( let i = 0; i < 10; i++ ) {
		ms.push(
			(
				await request(
					String( created.headers.location ),
					'HEAD',
					base
				)
			).ms
		);
	}
	return ms;
}

/**
 * Where the time of a run's requests goes, for the upload of `bytes` bytes
 * in chunks of `chunkSize` to the tus server at `endpoint`: onChunk
 * (sendInChunks's) keeps each chunk request's milliseconds, a middle chunk's
 * apart from the last one's (which makes the attachment); result() measures
 * what WordPress takes to answer a HEAD there (headAnswerMs) and gives the
 * run's record (upload-rounds.mjs's uploadResult) with all three.
 *
 * @param {{ endpoint: string, token: string, bytes: number, chunkSize: number }} run
 */
export function requestTimes( { endpoint, token, bytes, chunkSize } ) {
	/** @type {number[]} */
	const chunkMs = [];
	/** @type {number[]} */
	const lastMs = [];
	return {
		/**
		 * @param {boolean} last whether it was the last chunk
		 * @param {number}  ms   what the request took
		 */
		onChunk: ( last, ms ) => {
			( last ? lastMs : chunkMs ).push( ms );
		},
		/** Forgets the times so far (a warm-up's). */
		clear: () => {
			chunkMs.length = 0;
			lastMs.length = 0;
		},
		/**
		 * @param {Record<'raw' | 'chunked' | 'tus', number[]>} seconds each kind's uploads, by round
		 */
		result: async ( seconds ) =>
			uploadResult( {
				seconds,
				bytes,
				chunkSize,
				headMs: await headAnswerMs( endpoint, token ),
				chunkMs,
				lastMs,
			} ),
	};
}

/** The tus Upload-Metadata of the benches' file. */
export const BENCH_METADATA = `filename ${ Buffer.from( 'bench.mp4' ).toString(
	'base64'
) },filetype ${ Buffer.from( 'video/mp4' ).toString( 'base64' ) }`;

/**
 * One upload to the plugin's tus server in plain requests of `bytes` bytes,
 * without the client library: PATCH, or POST with the method override (as
 * the block sends them).
 *
 * @param {{ endpoint: string, token: string, file: string, size: number, bytes: number, method: 'POST' | 'PATCH', onChunk?: ( last: boolean, ms: number ) => void }} options onChunk hears each request's time
 * @return {Promise<number>} the seconds they took
 */
export async function sendInChunks( {
	endpoint,
	token,
	file,
	size,
	bytes,
	method,
	onChunk,
} ) {
	const base = tusHeaders( token );
	const start = process.hrtime.bigint();
	const created = await request( endpoint, 'POST', {
		...base,
		'upload-length': String( size ),
		'upload-metadata': BENCH_METADATA,
	} );
	const location = String( created.headers.location );
	for ( let offset = 0; offset < size; offset += bytes ) {
		const end = Math.min( size, offset + bytes );
		const done = await request(
			location,
			method,
			{
				...base,
				...( method === 'POST'
					? { 'x-http-method-override': 'PATCH' }
					: {} ),
				'upload-offset': String( offset ),
				'content-type': 'application/offset+octet-stream',
				'content-length': String( end - offset ),
			},
			// Read as the client reads its chunks (default 64 KiB buffers).
			fs.createReadStream( file, { start: offset, end: end - 1 } )
		);
		if ( Number( done.headers[ 'upload-offset' ] ) !== end ) {
			throw new Error(
				`${ method } at ${ offset } ended at ${ done.headers[ 'upload-offset' ] } (${ done.status })`
			);
		}
		onChunk?.( end === size, done.ms );
	}
	return Number( process.hrtime.bigint() - start ) / 1e9;
}

/**
 * One upload by tus-js-client with the video block's options.
 *
 * @param {{ endpoint: string, token: string, file: string, size: number, chunkSize: number }} options
 * @return {Promise<number>} the seconds it took
 */
export function sendWithTus( { endpoint, token, file, size, chunkSize } ) {
	return new Promise( ( resolve, reject ) => {
		const start = process.hrtime.bigint();
		const upload = new tus.Upload( fs.createReadStream( file ), {
			...client.uploadOptions(
				{ name: 'bench.mp4', type: 'video/mp4' },
				{
					upload_token: token,
					upload_blog_id: 1,
					upload_action_url: '',
				},
				{ endpoint, chunkSize },
				{
					onProgress: () => {},
					onSuccess: () =>
						resolve(
							Number( process.hrtime.bigint() - start ) / 1e9
						),
					onError: reject,
				},
				new tus.DefaultHttpStack( {} )
			),
			retryDelays: null,
			uploadSize: size,
		} );
		upload.start();
	} );
}

/**
 * @param {{ sizeMb?: number, rounds?: number, chunk?: number, log?: ( line: string ) => void }} [options]
 */
export async function benchUpload( {
	sizeMb = 300,
	rounds = 5,
	chunk,
	log = () => {},
} = {} ) {
	const size = sizeMb * 1_000_000;
	const bench = await prepareUploadBench( sizeMb );
	const { source: file, site, token, clean, close } = bench;
	const chunkSize = chunk ?? CHUNK;
	const endpoint = `${ site.url }${ ROUTE }`;
	const times = requestTimes( { endpoint, token, bytes: size, chunkSize } );

	/**
	 * One upload in POSTs of `bytes` bytes.
	 *
	 * @param {number} bytes a request's length
	 */
	const posts = ( bytes ) =>
		sendInChunks( {
			endpoint,
			token,
			file,
			size,
			bytes,
			method: 'POST',
			onChunk: bytes < size ? times.onChunk : undefined,
		} );
	const viaTus = () =>
		sendWithTus( { endpoint, token, file, size, chunkSize } );
	let result;
	try {
		const seconds = await runUploadRounds( {
			rounds,
			upload: ( kind ) => {
				if ( kind === 'tus' ) {
					return viaTus();
				}
				return posts( kind === 'raw' ? size : chunkSize );
			},
			clean,
			log,
			label: 'upload',
		} );
		result = await times.result( seconds );
	} finally {
		await close();
	}
	const chunkText = chunkSize.toLocaleString( 'en' );
	log(
		`upload ${ sizeMb } MB, plain ${ chunkText }-byte POSTs without the client library: ${ result.chunkedRatio } of one POST`
	);
	log(
		`upload per request: WordPress answers a HEAD in ${ result.headMs } ms; a chunk takes ${ result.chunkMs } ms ` +
			`(${ Math.round(
				( chunkSize / 1e6 / result.rawMBps ) * 1000
			) } ms at the one-POST rate); the last chunk, which makes the attachment, ${
				result.lastChunkMs
			} ms`
	);
	log(
		`upload ${ sizeMb } MB in ${ chunkText }-byte chunks: one POST ${ result.rawMBps } MB/s, tus ${ result.tusMBps } MB/s, ` +
			`ratio ${ result.ratio }, median ratio of the rounds ${ result.pairRatio } ` +
			`(${ result.ok ? 'meets' : 'misses' } the 0.9 target)`
	);
	return result;
}
