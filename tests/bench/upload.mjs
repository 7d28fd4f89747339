// @ts-check
/**
 * `npm run bench -- --only=upload`: resumable-upload throughput of the video
 * block's upload server (tools/tus-server.mjs) over loopback. A 300 MB file
 * (random bytes, on disk) is sent twice to the same server:
 *
 *   raw: one PATCH carrying the whole file, streamed from disk (the server's
 *        own ceiling: no chunking, no client library);
 *   tus: tus-js-client as the editor uses it (10,000,000-byte chunks, the
 *        token header), streamed from disk;
 *   chunked: the same 10,000,000-byte PATCHes sent by plain http requests,
 *        which separates what the server and the protocol cost from what the
 *        client library costs.
 *
 * The server runs in a child process (upload-server.mjs), as under
 * `npm start`, where the browser is the client. Rounds and figures as in
 * upload-rounds.mjs, compared against the target (tus at least 80%
 * of raw).
 * The figure is upload-browser.mjs's (the editor's own client); this
 * client reads the file three times as fast as Chromium does, so the cost of
 * each request weighs three times as much here. Not part of CI (it writes
 * about 4 GB). `--chunk=N` sends chunks of N bytes instead
 * (tus and chunked), to see what the chunk size costs.
 */
import fs from 'node:fs';
import http from 'node:http';
import * as tus from 'tus-js-client';
import { TOKEN_HEADER } from '../../tools/tus-server.mjs';
import {
	CHUNK,
	prepareUploadBench,
	runUploadRounds,
	uploadFigures,
} from './upload-rounds.mjs';

/**
 * @param {string}                 url
 * @param {string}                 method
 * @param {Record<string, string>} headers
 * @param {fs.ReadStream}          [body]
 * @return {Promise<{ status: number, headers: http.IncomingHttpHeaders }>} the answer
 */
function request( url, method, headers, body ) {
	return new Promise( ( resolve, reject ) => {
		const req = http.request( url, { method, headers }, ( res ) => {
			res.resume();
			res.on( 'end', () =>
				resolve( { status: res.statusCode ?? 0, headers: res.headers } )
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
 * @param {{ sizeMb?: number, rounds?: number, chunk?: number, log?: ( line: string ) => void }} [options]
 */
export async function benchUpload( {
	sizeMb = 300,
	rounds = 7,
	chunk = CHUNK,
	log = () => {},
} = {} ) {
	const size = sizeMb * 1_000_000;
	const {
		source: file,
		server,
		token,
		clean,
		close,
	} = await prepareUploadBench( sizeMb );
	const base = {
		'tus-resumable': '1.0.0',
		[ TOKEN_HEADER ]: token,
	};
	const metadata = `filename ${ Buffer.from( 'bench.mp4' ).toString(
		'base64'
	) },filetype ${ Buffer.from( 'video/mp4' ).toString( 'base64' ) }`;

	/**
	 * One upload in PATCHes of `bytes` bytes.
	 *
	 * @param {number} bytes a PATCH's length
	 * @return {Promise<number>} the seconds they took
	 */
	const patches = async ( bytes ) => {
		const created = await request( server.endpoint, 'POST', {
			...base,
			'upload-length': String( size ),
			'upload-metadata': metadata,
		} );
		const location = new URL(
			String( created.headers.location ),
			server.url
		).href;
		const start = process.hrtime.bigint();
		for ( let offset = 0; offset < size; offset += bytes ) {
			const end = Math.min( size, offset + bytes );
			const done = await request(
				location,
				'PATCH',
				{
					...base,
					'upload-offset': String( offset ),
					'content-type': 'application/offset+octet-stream',
					'content-length': String( end - offset ),
				},
				// Read as the client reads its chunks (default 64 KiB buffers).
				fs.createReadStream( file, { start: offset, end: end - 1 } )
			);
			if ( Number( done.headers[ 'upload-offset' ] ) !== end ) {
				throw new Error(
					`PATCH at ${ offset } ended at ${ done.headers[ 'upload-offset' ] }`
				);
			}
		}
		return Number( process.hrtime.bigint() - start ) / 1e9;
	};
	/** @return {Promise<number>} the seconds it took */
	const viaTus = () =>
		new Promise( ( resolve, reject ) => {
			const start = process.hrtime.bigint();
			const upload = new tus.Upload( fs.createReadStream( file ), {
				endpoint: server.endpoint,
				chunkSize: chunk,
				retryDelays: null,
				uploadSize: size,
				metadata: { filename: 'bench.mp4', filetype: 'video/mp4' },
				headers: { [ TOKEN_HEADER ]: token },
				onSuccess: () =>
					resolve( Number( process.hrtime.bigint() - start ) / 1e9 ),
				onError: reject,
			} );
			upload.start();
		} );
	let seconds;
	try {
		seconds = await runUploadRounds( {
			rounds,
			upload: ( kind ) => {
				if ( kind === 'tus' ) {
					return viaTus();
				}
				return patches( kind === 'raw' ? size : chunk );
			},
			clean,
			log,
			label: 'upload',
		} );
	} finally {
		await close();
	}
	const figures = uploadFigures( seconds, size );
	const result = {
		bytes: size,
		chunkSize: chunk,
		...figures,
		ok: figures.ratio >= 0.8,
	};
	const chunkText = chunk.toLocaleString( 'en' );
	log(
		`upload ${ sizeMb } MB, plain ${ chunkText }-byte PATCHes without the client library: ${ result.chunkedRatio } of raw`
	);
	log(
		`upload ${ sizeMb } MB in ${ chunkText }-byte chunks: raw ${ result.rawMBps } MB/s, tus ${ result.tusMBps } MB/s, ` +
			`ratio ${ result.ratio }, median ratio of the rounds ${ result.pairRatio } ` +
			`(${ result.ok ? 'meets' : 'misses' } the 0.8 target)`
	);
	return result;
}
