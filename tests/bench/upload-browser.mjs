// @ts-check
/**
 * `npm run bench -- --only=upload-browser`: the upload as the editor makes
 * it, in headless Chromium, against the same upload server as
 * tests/bench/upload.mjs (in its own process). A 300 MB Blob of random bytes
 * is sent:
 *
 *   raw:     one fetch PATCH carrying the whole Blob;
 *   chunked: fetch PATCHes of 10,000,000-byte Blob slices (no library);
 *   tus:     tus-js-client's browser build, as the video block loads it
 *            (10,000,000-byte chunks, the token header).
 *
 * After a warm-up of each, `rounds` rounds in alternating order; medians.
 * It shows where the time of a chunked upload goes in the browser: when
 * chunked is as slow as tus, the cost is the browser's per-request one, not
 * the client library's or the server's. Not part of CI.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TOKEN_HEADER, signToken } from '../../tools/tus-server.mjs';
import { median, startServerProcess } from './upload.mjs';

const CHUNK = 10_000_000;

/**
 * @param {{ sizeMb?: number, rounds?: number, log?: ( line: string ) => void }} [options]
 */
export async function benchUploadBrowser( {
	sizeMb = 300,
	rounds = 5,
	log = () => {},
} = {} ) {
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-upload-' ) );
	const store = path.join( work, 'store' );
	fs.mkdirSync( store );
	const server = await startServerProcess( store );
	const token = signToken(
		{ blog_id: 1, user_id: 1, exp: Math.floor( Date.now() / 1000 ) + 3600 },
		server.secret
	);
	// A loopback page (the upload server allows loopback origins only) with
	// tus-js-client's browser build.
	const library = fs.readFileSync(
		path.join(
			path.dirname( new URL( import.meta.url ).pathname ),
			'../../node_modules/tus-js-client/dist/tus.min.js'
		)
	);
	const page = http.createServer( ( req, res ) => {
		const script = req.url === '/tus.js';
		res.writeHead( 200, {
			'content-type': script ? 'text/javascript' : 'text/html',
		} );
		res.end(
			script ? library : '<!doctype html><script src="/tus.js"></script>'
		);
	} );
	await new Promise( ( resolve ) =>
		page.listen( 0, '127.0.0.1', () => resolve( undefined ) )
	);
	const address = page.address();
	const pageUrl = `http://127.0.0.1:${
		typeof address === 'object' && address ? address.port : 0
	}/`;
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu', '--no-first-run' ],
	} );
	const clean = () => {
		for ( const name of fs.readdirSync( store ) ) {
			fs.rmSync( path.join( store, name ), { force: true } );
		}
	};
	/** @type {Record<'raw' | 'chunked' | 'tus', number[]>} */
	const times = { raw: [], chunked: [], tus: [] };
	try {
		const context = {
			endpoint: server.endpoint,
			token,
			TOKEN_HEADER,
			CHUNK,
		};
		/**
		 * A new tab holding the Blob. One a round: a tab that had sent a few
		 * GB of Blob slices began to fail its fetches.
		 *
		 * @return {Promise<import('@playwright/test').Page>} the tab
		 */
		const openTab = async () => {
			const tab = await browser.newPage();
			await tab.goto( pageUrl );
			await tab.evaluate( ( size ) => {
				const parts = [];
				const block = new Uint8Array( 1_000_000 );
				for ( let i = 0; i < size / 1_000_000; i++ ) {
					// getRandomValues fills at most 65,536 bytes a call.
					for ( let at = 0; at < block.length; at += 65_536 ) {
						crypto.getRandomValues(
							block.subarray(
								at,
								Math.min( block.length, at + 65_536 )
							)
						);
					}
					parts.push( block.slice() );
				}
				// @ts-ignore
				window.benchBlob = new Blob( parts );
			}, sizeMb * 1_000_000 );
			return tab;
		};
		/**
		 * @param {import('@playwright/test').Page} tab
		 * @param {'raw' | 'chunked' | 'tus'}       kind
		 * @return {Promise<number>} milliseconds
		 */
		const upload = ( tab, kind ) =>
			tab.evaluate(
				async ( {
					kind: which,
					endpoint,
					token: jwt,
					TOKEN_HEADER: name,
					CHUNK: chunk,
				} ) => {
					// @ts-ignore
					const blob = /** @type {Blob} */ ( window.benchBlob );
					const headers = { 'Tus-Resumable': '1.0.0', [ name ]: jwt };
					if ( which === 'tus' ) {
						return new Promise( ( resolve, reject ) => {
							const start = performance.now();
							// @ts-ignore
							new window.tus.Upload( blob, {
								endpoint,
								chunkSize: chunk,
								retryDelays: null,
								storeFingerprintForResuming: false,
								metadata: {
									filename: 'bench.mp4',
									filetype: 'video/mp4',
								},
								headers: { [ name ]: jwt },
								onSuccess: () =>
									resolve( performance.now() - start ),
								onError: ( /** @type {Error} */ error ) =>
									reject( new Error( String( error ) ) ),
							} ).start();
						} );
					}
					const created = await fetch( endpoint, {
						method: 'POST',
						headers: {
							...headers,
							'Upload-Length': String( blob.size ),
							'Upload-Metadata': `filetype ${ btoa(
								'video/mp4'
							) }`,
						},
					} );
					const location = new URL(
						String( created.headers.get( 'location' ) ),
						endpoint
					).href;
					const step = which === 'raw' ? blob.size : chunk;
					const start = performance.now();
					for ( let offset = 0; offset < blob.size; offset += step ) {
						const answer = await fetch( location, {
							method: 'PATCH',
							headers: {
								...headers,
								'Upload-Offset': String( offset ),
								'Content-Type':
									'application/offset+octet-stream',
							},
							body: blob.slice( offset, offset + step ),
						} );
						if ( answer.status !== 204 ) {
							throw new Error(
								`PATCH at ${ offset }: ${ answer.status }`
							);
						}
					}
					return performance.now() - start;
				},
				{ kind, ...context }
			);
		const warmUp = await openTab();
		for ( const kind of /** @type {const} */ ( [
			'raw',
			'chunked',
			'tus',
		] ) ) {
			await upload( warmUp, kind );
			clean();
		}
		await warmUp.close();
		for ( let round = 0; round < rounds; round++ ) {
			const tab = await openTab();
			const order = /** @type {const} */ (
				round % 2
					? [ 'tus', 'chunked', 'raw' ]
					: [ 'raw', 'chunked', 'tus' ]
			);
			for ( const kind of order ) {
				times[ kind ].push( await upload( tab, kind ) );
				clean();
			}
			await tab.close();
			log(
				`browser upload round ${ round + 1 }: ${ order
					.map(
						( kind ) =>
							`${ kind } ${ (
								times[ kind ][ round ] / 1000
							).toFixed( 2 ) } s`
					)
					.join( ', ' ) }`
			);
		}
	} finally {
		await browser.close();
		page.close();
		await server.stop();
		fs.rmSync( work, { recursive: true, force: true } );
	}
	const mbps = ( /** @type {number} */ ms ) =>
		Math.round( ( sizeMb / ( ms / 1000 ) ) * 10 ) / 10;
	const raw = median( times.raw );
	const result = {
		bytes: sizeMb * 1_000_000,
		chunkSize: CHUNK,
		rawMBps: mbps( raw ),
		chunkedMBps: mbps( median( times.chunked ) ),
		tusMBps: mbps( median( times.tus ) ),
		chunkedRatio:
			Math.round( ( raw / median( times.chunked ) ) * 1000 ) / 1000,
		ratio: Math.round( ( raw / median( times.tus ) ) * 1000 ) / 1000,
	};
	log(
		`browser upload ${ sizeMb } MB: raw ${ result.rawMBps } MB/s, chunked ${ result.chunkedMBps } MB/s (${ result.chunkedRatio }), tus ${ result.tusMBps } MB/s (${ result.ratio })`
	);
	return result;
}
