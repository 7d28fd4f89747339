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
 * `npm start`, where the browser is the client. Each is run `rounds` times,
 * alternating which goes first, after one warm-up upload of each; the median
 * of each is compared against the target (tus at least 80% of raw).
 * The figure is upload-browser.mjs's (the editor's own client); this
 * client reads the file three times as fast as Chromium does, so the cost of
 * each request weighs three times as much here. Not part of CI (it writes
 * about 4 GB). `--chunk=N` sends chunks of N bytes instead
 * (tus and chunked), to see what the chunk size costs.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { TOKEN_HEADER, signToken } from '../../tools/tus-server.mjs';

/** The video block's chunk size (the issue's); `--chunk=N` tries another. */
export const CHUNK = 10_000_000;

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
 * Starts upload-server.mjs in its own process.
 *
 * @param {string} dir
 * @return {Promise<{ endpoint: string, url: string, secret: string, dir: string, stop: () => Promise<void> }>} the server
 */
export function startServerProcess( dir ) {
	const child = spawn(
		process.execPath,
		[ new URL( './upload-server.mjs', import.meta.url ).pathname, dir ],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	const stop = () =>
		new Promise( ( resolve ) => {
			if ( child.exitCode !== null ) {
				resolve( undefined );
				return;
			}
			child.once( 'exit', () => resolve( undefined ) );
			child.kill( 'SIGTERM' );
		} );
	return new Promise( ( resolve, reject ) => {
		let out = '';
		child.once( 'error', reject );
		child.once( 'exit', ( code ) =>
			reject( new Error( `the upload server exited (${ code })` ) )
		);
		child.stdout.on( 'data', ( data ) => {
			out += data;
			const line = out.split( '\n' )[ 0 ];
			if ( out.includes( '\n' ) ) {
				resolve( { ...JSON.parse( line ), dir, stop } );
			}
		} );
	} );
}

/**
 * Writes `sizeMb` MB of random bytes (a 1 MB random block repeated: video
 * bytes do not compress either, and nothing on the way compresses).
 *
 * @param {string} file
 * @param {number} sizeMb
 */
export function writeRandomFile( file, sizeMb ) {
	const block = crypto.randomBytes( 1_000_000 );
	const fd = fs.openSync( file, 'w' );
	for ( let i = 0; i < sizeMb; i++ ) {
		fs.writeSync( fd, block );
	}
	fs.closeSync( fd );
}

/** @param {number[]} values */
export const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * @param {{ sizeMb?: number, rounds?: number, chunk?: number, log?: ( line: string ) => void }} [options]
 */
export async function benchUpload( {
	sizeMb = 300,
	rounds = 7,
	chunk = CHUNK,
	log = () => {},
} = {} ) {
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-upload-' ) );
	const file = path.join( work, 'source.bin' );
	const size = sizeMb * 1_000_000;
	writeRandomFile( file, sizeMb );
	const store = path.join( work, 'store' );
	fs.mkdirSync( store );
	const server = await startServerProcess( store );
	const token = signToken(
		{ blog_id: 1, user_id: 1, exp: Math.floor( Date.now() / 1000 ) + 3600 },
		server.secret
	);
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
	const raw = () => patches( size );
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
	const clean = () => {
		for ( const name of fs.readdirSync( server.dir ) ) {
			fs.rmSync( path.join( server.dir, name ), { force: true } );
		}
	};

	/** @type {number[]} */
	const rawTimes = [];
	/** @type {number[]} */
	const tusTimes = [];
	/** @type {number[]} */
	const chunkedTimes = [];
	try {
		// Warm-up: the first upload of each kind pays for JIT and file cache.
		await raw();
		clean();
		await viaTus();
		clean();
		for ( let round = 0; round < rounds; round++ ) {
			const order =
				round % 2
					? [ 'tus', 'chunked', 'raw' ]
					: [ 'raw', 'chunked', 'tus' ];
			for ( const kind of order ) {
				if ( kind === 'raw' ) {
					rawTimes.push( await raw() );
				} else if ( kind === 'chunked' ) {
					chunkedTimes.push( await patches( chunk ) );
				} else {
					tusTimes.push( /** @type {number} */ ( await viaTus() ) );
				}
				clean();
			}
			log(
				`upload round ${ round + 1 }: raw ${ rawTimes[ round ].toFixed(
					2
				) } s, chunked ${ chunkedTimes[ round ].toFixed(
					2
				) } s, tus ${ tusTimes[ round ].toFixed( 2 ) } s`
			);
		}
	} finally {
		await server.stop();
		fs.rmSync( work, { recursive: true, force: true } );
	}
	const mbps = ( /** @type {number} */ seconds ) =>
		Math.round( ( size / 1e6 / seconds ) * 10 ) / 10;
	const rawMBps = mbps( median( rawTimes ) );
	const tusMBps = mbps( median( tusTimes ) );
	const ratio = Math.round( ( tusMBps / rawMBps ) * 1000 ) / 1000;
	// Each round's two uploads run back to back, under the same load from
	// the rest of the machine; the median of their ratios is steadier on a
	// shared machine than the ratio of the two medians.
	const pairRatio =
		Math.round(
			median(
				rawTimes.map( ( seconds, i ) => seconds / tusTimes[ i ] )
			) * 1000
		) / 1000;
	const chunkedRatio =
		Math.round( ( median( rawTimes ) / median( chunkedTimes ) ) * 1000 ) /
		1000;
	const result = {
		bytes: size,
		chunkSize: chunk,
		rawMBps,
		tusMBps,
		ratio,
		pairRatio,
		chunkedRatio,
		ok: ratio >= 0.8,
	};
	log(
		`upload ${ sizeMb } MB, plain ${ chunk.toLocaleString(
			'en'
		) }-byte PATCHes without the client library: ${ chunkedRatio } of raw`
	);
	log(
		`upload ${ sizeMb } MB in ${ chunk.toLocaleString(
			'en'
		) }-byte chunks: raw ${ rawMBps } MB/s, tus ${ tusMBps } MB/s, ratio ${ ratio }, median ratio of the rounds ${ pairRatio } (${
			result.ok ? 'meets' : 'misses'
		} the 0.8 target)`
	);
	return result;
}
