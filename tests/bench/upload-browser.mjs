// @ts-check
/**
 * `npm run bench -- --only=upload-browser`: the upload as the editor makes
 * it, in headless Chromium, against the same upload server as
 * tests/bench/upload.mjs (in its own process). A 300 MB file of random bytes
 * on disk is chosen in a file input, as an author chooses a video, and the
 * File (a Blob backed by the file) is sent:
 *
 *   raw:     one fetch PATCH carrying the whole File;
 *   chunked: fetch PATCHes of 10,000,000-byte slices (no library);
 *   tus:     tus-js-client's browser build, as the video block loads it
 *            (10,000,000-byte chunks, the token header).
 *
 * After a warm-up of each, `rounds` rounds in alternating order; medians.
 * This is the figure: the video block's own client, sending a file an
 * author chose, at least 80% of one raw request to the same server. Chunked
 * beside it shows what the browser's per-request cost is without the
 * library. `--chunk=N` tries another chunk size. Not part of CI.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TOKEN_HEADER } from '../../tools/tus-server.mjs';
import {
	CHUNK,
	prepareUploadBench,
	runUploadRounds,
	uploadFigures,
} from './upload-rounds.mjs';

/**
 * @param {{ sizeMb?: number, rounds?: number, chunk?: number, log?: ( line: string ) => void }} [options]
 */
export async function benchUploadBrowser( {
	sizeMb = 300,
	rounds = 5,
	chunk = CHUNK,
	log = () => {},
} = {} ) {
	const { source, server, token, clean, close } =
		await prepareUploadBench( sizeMb );
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
			script
				? library
				: '<!doctype html><input type="file"><script src="/tus.js"></script>'
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
	let seconds;
	try {
		const context = {
			endpoint: server.endpoint,
			token,
			TOKEN_HEADER,
			CHUNK: chunk,
		};
		// One tab with the file chosen in its input. A Blob made in memory
		// instead ran out of Chromium's blob memory (ERR_BLOB_OUT_OF_MEMORY)
		// after about 500 MB had been sent from it; a chosen file is read from
		// disk, as in the editor.
		const tab = await browser.newPage();
		await tab.goto( pageUrl );
		await tab.locator( 'input[type=file]' ).setInputFiles( source );
		await tab.evaluate( () => {
			// @ts-ignore
			window.benchBlob = document.querySelector( 'input' ).files[ 0 ];
		} );
		/**
		 * @param {'raw' | 'chunked' | 'tus'} kind
		 * @return {Promise<number>} milliseconds
		 */
		const upload = ( kind ) =>
			tab.evaluate(
				async ( {
					kind: which,
					endpoint,
					token: jwt,
					TOKEN_HEADER: name,
					CHUNK: bytes,
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
								chunkSize: bytes,
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
					const step = which === 'raw' ? blob.size : bytes;
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
						} ).catch( ( /** @type {Error} */ error ) => {
							throw new Error(
								`${ which } PATCH at ${ offset }: ${ error.message }`
							);
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
		// Warm-up in the same tab (runUploadRounds): the first upload from a
		// tab is slower.
		seconds = await runUploadRounds( {
			rounds,
			upload: async ( kind ) => ( await upload( kind ) ) / 1000,
			clean,
			log,
			label: 'browser upload',
		} );
	} finally {
		await browser.close();
		page.close();
		await close();
	}
	const result = {
		bytes: sizeMb * 1_000_000,
		chunkSize: chunk,
		...uploadFigures( seconds, sizeMb * 1_000_000 ),
	};
	// The issue's target (both figures: the rounds' median is the steadier).
	const ok = result.ratio >= 0.8 && result.pairRatio >= 0.8;
	const chunkText = chunk.toLocaleString( 'en' );
	log(
		`browser upload ${ sizeMb } MB in ${ chunkText }-byte chunks: raw ${ result.rawMBps } MB/s, ` +
			`chunked ${ result.chunkedMBps } MB/s (${ result.chunkedRatio }), ` +
			`tus ${ result.tusMBps } MB/s (${ result.ratio }; median ratio of the rounds ${ result.pairRatio }; ` +
			`${ ok ? 'meets' : 'misses' } the 0.8 target)`
	);
	return { ...result, ok };
}
