// @ts-check
/**
 * What the two upload benches share (upload.mjs with a Node client,
 * upload-browser.mjs with Chromium): the random source file, the upload
 * server in its own process with a token for it, the rounds of raw, chunked
 * and tus uploads in alternating order, and the figures drawn from them.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signToken } from '../../tools/tus-server.mjs';

/** The video block's chunk size (the issue's); `--chunk=N` tries another. */
export const CHUNK = 10_000_000;

/** @typedef {'raw' | 'chunked' | 'tus'} UploadKind */

/** @param {number[]} values */
export const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * Starts upload-server.mjs in its own process.
 *
 * @param {string} dir
 * @return {Promise<{ endpoint: string, url: string, secret: string, dir: string, stop: () => Promise<void> }>} the server
 */
function startServerProcess( dir ) {
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
 * A work folder with `sizeMb` MB of random bytes in `source` (a 1 MB random
 * block repeated: video bytes do not compress either, and nothing on the way
 * compresses), the upload server storing into it, a token for that server,
 * `clean` (empties the store between uploads) and `close`.
 *
 * @param {number} sizeMb
 */
export async function prepareUploadBench( sizeMb ) {
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-upload-' ) );
	const source = path.join( work, 'source.bin' );
	const block = crypto.randomBytes( 1_000_000 );
	const fd = fs.openSync( source, 'w' );
	for ( let i = 0; i < sizeMb; i++ ) {
		fs.writeSync( fd, block );
	}
	fs.closeSync( fd );
	const store = path.join( work, 'store' );
	fs.mkdirSync( store );
	const server = await startServerProcess( store );
	const token = signToken(
		{ blog_id: 1, user_id: 1, exp: Math.floor( Date.now() / 1000 ) + 3600 },
		server.secret
	);
	return {
		source,
		server,
		token,
		clean: () => {
			for ( const name of fs.readdirSync( store ) ) {
				fs.rmSync( path.join( store, name ), { force: true } );
			}
		},
		close: async () => {
			await server.stop();
			fs.rmSync( work, { recursive: true, force: true } );
		},
	};
}

/**
 * One warm-up upload of each kind (the first of each pays for JIT and the
 * file cache), then `rounds` rounds of all three, the order reversed every
 * other round, the store emptied after each upload.
 *
 * @param {{ rounds: number, upload: ( kind: UploadKind ) => Promise<number>, clean: () => void, log: ( line: string ) => void, label: string }} options upload answers seconds
 * @return {Promise<Record<UploadKind, number[]>>} the seconds of each kind, by round
 */
export async function runUploadRounds( { rounds, upload, clean, log, label } ) {
	/** @type {UploadKind[]} */
	const kinds = [ 'raw', 'chunked', 'tus' ];
	for ( const kind of kinds ) {
		await upload( kind );
		clean();
	}
	/** @type {Record<UploadKind, number[]>} */
	const seconds = { raw: [], chunked: [], tus: [] };
	for ( let round = 0; round < rounds; round++ ) {
		const order = round % 2 ? [ ...kinds ].reverse() : kinds;
		for ( const kind of order ) {
			seconds[ kind ].push( await upload( kind ) );
			clean();
		}
		log(
			`${ label } round ${ round + 1 }: ${ order
				.map(
					( kind ) =>
						`${ kind } ${ seconds[ kind ][ round ].toFixed( 2 ) } s`
				)
				.join( ', ' ) }`
		);
	}
	return seconds;
}

/**
 * The figures of a run: MB/s of each kind's median, chunked and tus as
 * ratios of the medians to raw, and the median of each round's own raw ÷ tus
 * ratio (a round's uploads run back to back, under the same load from the
 * rest of the machine, so that one is steadier on a shared machine).
 *
 * @param {Record<UploadKind, number[]>} seconds
 * @param {number}                       bytes
 */
export function uploadFigures( seconds, bytes ) {
	const round = (
		/** @type {number} */ value,
		/** @type {number} */ places
	) => Math.round( value * 10 ** places ) / 10 ** places;
	const mbps = ( /** @type {number} */ time ) =>
		round( bytes / 1e6 / time, 1 );
	const raw = median( seconds.raw );
	return {
		rawMBps: mbps( raw ),
		chunkedMBps: mbps( median( seconds.chunked ) ),
		tusMBps: mbps( median( seconds.tus ) ),
		chunkedRatio: round( raw / median( seconds.chunked ), 3 ),
		ratio: round( raw / median( seconds.tus ), 3 ),
		pairRatio: round(
			median( seconds.raw.map( ( time, i ) => time / seconds.tus[ i ] ) ),
			3
		),
	};
}
