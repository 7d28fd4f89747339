// @ts-check
/**
 * `npm run bench -- --only=upload-browser`: the upload as the editor makes
 * it, in headless Chromium, against the plugin's upload server in a
 * throw-away WordPress on the machine's PHP (as tests/bench/upload.mjs). The
 * page is served by that WordPress (same origin, as the editor). A 300 MB
 * file on disk is chosen in a file input, as an author chooses a video, and
 * the File (a Blob backed by the file) is sent:
 *
 *   raw:     one fetch POST carrying the whole File (X-HTTP-Method-Override:
 *            PATCH);
 *   chunked: fetch POSTs of slices of the size the server gives the block
 *            (no library);
 *   tus:     tus-js-client's browser build with the video block's options:
 *            that chunk size, the token header, every method but POST sent
 *            as POST + X-HTTP-Method-Override (as
 *            blocks/video/lib/upload-client.ts tunnellingHttpStack).
 *
 * After a warm-up of each, `rounds` rounds in alternating order; medians.
 * The target: tus at least 0.9 of one POST. Not part of CI. `--chunk=N`
 * tries another chunk size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { client, ROUTE } from '../integration/upload-site.mjs';
import {
	CHUNK,
	prepareUploadBench,
	runUploadRounds,
	uploadFigures,
} from './upload-rounds.mjs';
import { launchBenchBrowser } from './browser.mjs';

const PAGE = 'orbit-upload-bench.html';

/**
 * @param {{ sizeMb?: number, rounds?: number, chunk?: number, log?: ( line: string ) => void }} [options]
 */
export async function benchUploadBrowser( {
	sizeMb = 300,
	rounds = 5,
	chunk,
	log = () => {},
} = {} ) {
	const library = fs.readFileSync(
		path.join(
			path.dirname( new URL( import.meta.url ).pathname ),
			'../../node_modules/tus-js-client/dist/tus.min.js'
		)
	);
	const bench = await prepareUploadBench( sizeMb, {
		// The page and tus-js-client's browser build, served by the site.
		sitePage: ( wordpressDir ) => {
			fs.writeFileSync(
				path.join( wordpressDir, 'orbit-tus.min.js' ),
				library
			);
			fs.writeFileSync(
				path.join( wordpressDir, PAGE ),
				'<!doctype html><input type="file"><script src="/orbit-tus.min.js"></script>'
			);
		},
	} );
	const { source, site, token, clean, close } = bench;
	const chunkSize = chunk ?? CHUNK;
	const browser = await launchBenchBrowser();
	let seconds;
	try {
		const context = {
			endpoint: `${ site.url }${ ROUTE }`,
			token,
			TOKEN_HEADER: client.TOKEN_HEADER,
			CHUNK: chunkSize,
		};
		// One tab with the file chosen in its input. A Blob made in memory
		// instead ran out of Chromium's blob memory (ERR_BLOB_OUT_OF_MEMORY)
		// after about 500 MB had been sent from it; a chosen file is read from
		// disk, as in the editor.
		const tab = await browser.newPage();
		await tab.goto( `${ site.url }/${ PAGE }` );
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
						// @ts-ignore
						const tus = window.tus;
						const base = new tus.DefaultHttpStack( {} );
						const tunnel = {
							createRequest: (
								/** @type {string} */ method,
								/** @type {string} */ url
							) => {
								if ( method === 'POST' ) {
									return base.createRequest( method, url );
								}
								const request = base.createRequest(
									'POST',
									url
								);
								request.setHeader(
									'X-HTTP-Method-Override',
									method
								);
								return request;
							},
							getName: () => 'tunnel',
						};
						return new Promise( ( resolve, reject ) => {
							const start = performance.now();
							new tus.Upload( blob, {
								endpoint,
								chunkSize: bytes,
								retryDelays: null,
								httpStack: tunnel,
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
					const start = performance.now();
					const created = await fetch( endpoint, {
						method: 'POST',
						headers: {
							...headers,
							'Upload-Length': String( blob.size ),
							'Upload-Metadata': `filename ${ btoa(
								'bench.mp4'
							) },filetype ${ btoa( 'video/mp4' ) }`,
						},
					} );
					const location = String(
						created.headers.get( 'location' )
					);
					const step = which === 'raw' ? blob.size : bytes;
					for ( let offset = 0; offset < blob.size; offset += step ) {
						const answer = await fetch( location, {
							method: 'POST',
							headers: {
								...headers,
								'X-HTTP-Method-Override': 'PATCH',
								'Upload-Offset': String( offset ),
								'Content-Type':
									'application/offset+octet-stream',
							},
							body: blob.slice( offset, offset + step ),
						} ).catch( ( /** @type {Error} */ error ) => {
							throw new Error(
								`${ which } POST at ${ offset }: ${ error.message }`
							);
						} );
						if ( answer.status !== 204 ) {
							throw new Error(
								`POST at ${ offset }: ${
									answer.status
								} ${ await answer.text() }`
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
		await close();
	}
	const result = {
		bytes: sizeMb * 1_000_000,
		chunkSize,
		...uploadFigures( seconds, sizeMb * 1_000_000 ),
	};
	// The target (both figures: the rounds' median is the steadier).
	const ok = result.ratio >= 0.9 && result.pairRatio >= 0.9;
	const chunkText = chunkSize.toLocaleString( 'en' );
	log(
		`browser upload ${ sizeMb } MB in ${ chunkText }-byte chunks: raw ${ result.rawMBps } MB/s, ` +
			`chunked ${ result.chunkedMBps } MB/s (${ result.chunkedRatio }), ` +
			`tus ${ result.tusMBps } MB/s (${ result.ratio }; median ratio of the rounds ${ result.pairRatio }; ` +
			`${ ok ? 'meets' : 'misses' } the 0.9 target)`
	);
	return { ...result, ok };
}
