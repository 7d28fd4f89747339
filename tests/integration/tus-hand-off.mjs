// @ts-check
/**
 * Integration test of the upload server's hand-off to WordPress
 * (tools/tus-server.mjs), with the real client (tus-js-client), over
 * loopback only. Run by `npm test` through tests/unit/tus-upload.test.ts (its
 * exit status is the verdict).
 *
 * 1. The hand-off fails once: the final PATCH answers 500, the client
 *    retries with HEAD, the server runs the hand-off again and the client
 *    finishes with the guid, media id and src.
 * 2. A HEAD after a hand-off that moved the file (as WordPress does) is still
 *    answered: complete, with the result.
 * 3. wordpressHandOff against a stand-in WordPress: it passes Playground's
 *    auto-login (which redirects a request without its cookie, as under
 *    `npm start`), reports a redirect as an error instead of following it as
 *    a GET, and reports WordPress's own error text.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import {
	RESULT_HEADERS,
	TOKEN_HEADER,
	signToken,
	startTusServer,
	wordpressHandOff,
} from '../../tools/tus-server.mjs';

const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-tus-hand-off-' ) );
const moved = path.join( work, 'media-library' );
fs.mkdirSync( moved );

let handOffCalls = 0;
const server = await startTusServer( {
	dir: path.join( work, 'store' ),
	// Fails the first time; then moves the file away, as WordPress does.
	handOff: async ( finished ) => {
		handOffCalls++;
		if ( handOffCalls === 1 ) {
			throw new Error( 'WordPress is busy' );
		}
		fs.renameSync(
			finished.file,
			path.join( moved, String( finished.metadata.filename ) )
		);
		return {
			guid: 'Retry123',
			media_id: 7,
			src: 'http://127.0.0.1/clip.mp4',
		};
	},
} );
const token = signToken(
	{ blog_id: 1, user_id: 1, exp: Math.floor( Date.now() / 1000 ) + 600 },
	server.secret
);

/**
 * A stand-in WordPress for the hand-off route.
 *
 * @param {( req: http.IncomingMessage, res: http.ServerResponse ) => void} answer
 * @return {Promise<{ url: string, close: () => Promise<unknown> }>} it, listening
 */
async function standIn( answer ) {
	const wordpress = http.createServer( answer );
	await new Promise( ( resolve ) =>
		wordpress.listen( 0, '127.0.0.1', () => resolve( undefined ) )
	);
	const address = wordpress.address();
	return {
		url: `http://127.0.0.1:${
			typeof address === 'object' && address ? address.port : 0
		}`,
		close: () => new Promise( ( resolve ) => wordpress.close( resolve ) ),
	};
}

try {
	// 1. A failed hand-off, retried through HEAD.
	const source = crypto.randomBytes( 3_000_000 );
	/** @type {Record<string, string>} */
	const headers = {};
	/** @type {string[]} */
	const methods = [];
	await new Promise( ( resolve, reject ) => {
		new tus.Upload( source, {
			endpoint: server.endpoint,
			chunkSize: 10_000_000,
			retryDelays: [ 0 ],
			metadata: { filename: 'clip.mp4', filetype: 'video/mp4' },
			headers: { [ TOKEN_HEADER ]: token },
			onAfterResponse: ( req, res ) => {
				methods.push( `${ req.getMethod() } ${ res.getStatus() }` );
				for ( const name of Object.values( RESULT_HEADERS ) ) {
					const value = res.getHeader( name );
					if ( value ) {
						headers[ name ] = value;
					}
				}
			},
			onSuccess: () => resolve( undefined ),
			onError: reject,
		} ).start();
	} );
	assert.deepEqual( methods, [ 'POST 201', 'PATCH 500', 'HEAD 200' ] );
	assert.equal( handOffCalls, 2, 'the hand-off ran again on HEAD' );
	assert.equal( headers[ RESULT_HEADERS.guid ], 'Retry123' );
	assert.equal( headers[ RESULT_HEADERS.mediaId ], '7' );
	assert.equal( headers[ RESULT_HEADERS.src ], 'http://127.0.0.1/clip.mp4' );
	assert.deepEqual(
		fs.readFileSync( path.join( moved, 'clip.mp4' ) ),
		source,
		'the handed-off file is the source'
	);

	// 2. HEAD once the file has moved: complete, with the same result, and
	// no third hand-off.
	const [ id ] = fs
		.readdirSync( path.join( work, 'store' ) )
		.map( ( name ) => name.replace( /\.json$/, '' ) );
	const head = await fetch( `${ server.endpoint }/${ id }`, {
		method: 'HEAD',
		headers: { 'tus-resumable': '1.0.0', [ TOKEN_HEADER ]: token },
	} );
	assert.equal( head.status, 200 );
	assert.equal( head.headers.get( 'upload-offset' ), '3000000' );
	assert.equal( head.headers.get( 'upload-length' ), '3000000' );
	assert.equal( head.headers.get( RESULT_HEADERS.guid ), 'Retry123' );
	assert.equal( handOffCalls, 2 );
	// An unknown upload is still @tus/server's 404.
	const unknown = await fetch( `${ server.endpoint }/${ 'f'.repeat( 32 ) }`, {
		method: 'HEAD',
		headers: { 'tus-resumable': '1.0.0', [ TOKEN_HEADER ]: token },
	} );
	assert.equal( unknown.status, 404 );

	// 3. wordpressHandOff against stand-ins of WordPress.
	/** @type {string[]} */
	const seen = [];
	const playground = await standIn( ( req, res ) => {
		seen.push( `${ req.method } ${ req.headers[ 'x-orbit-tus-secret' ] }` );
		// Playground's auto-login: without its cookie, a redirect to the
		// same address (which a followed redirect would turn into a GET).
		if (
			! String( req.headers.cookie ).includes(
				'playground_auto_login_already_happened=1'
			)
		) {
			res.writeHead( 302, { location: req.url } );
			res.end();
			return;
		}
		let body = '';
		req.on( 'data', ( chunk ) => ( body += chunk ) );
		req.on( 'end', () => {
			const { id: uploadId } = JSON.parse( body );
			res.writeHead( 200, { 'content-type': 'application/json' } );
			res.end(
				JSON.stringify( {
					guid: 'Abcd1234',
					media_id: 9,
					src: `http://127.0.0.1/${ uploadId }.mp4`,
				} )
			);
		} );
	} );
	const result = await wordpressHandOff(
		playground.url,
		's3cret'
	)( {
		id: 'a'.repeat( 32 ),
		file: '',
		size: 1,
		metadata: {},
		token,
	} );
	assert.deepEqual( result, {
		guid: 'Abcd1234',
		media_id: 9,
		src: `http://127.0.0.1/${ 'a'.repeat( 32 ) }.mp4`,
	} );
	assert.deepEqual( seen, [ 'POST s3cret' ] );
	await playground.close();

	const redirecting = await standIn( ( req, res ) => {
		res.writeHead( 302, { location: '/wp-login.php' } );
		res.end();
	} );
	await assert.rejects(
		wordpressHandOff(
			redirecting.url,
			's3cret'
		)( {
			id: 'b'.repeat( 32 ),
			file: '',
			size: 1,
			metadata: {},
			token,
		} ),
		/WordPress redirected the upload hand-off \(302 to \/wp-login\.php\)/
	);
	await redirecting.close();

	const failing = await standIn( ( req, res ) => {
		res.writeHead( 500, { 'content-type': 'application/json' } );
		res.end( '{"code":"move_failed"}' );
	} );
	await assert.rejects(
		wordpressHandOff(
			failing.url,
			's3cret'
		)( {
			id: 'c'.repeat( 32 ),
			file: '',
			size: 1,
			metadata: {},
			token,
		} ),
		/move_failed/
	);
	await failing.close();
	process.stdout.write( 'tus hand-off: all checks passed\n' );
} finally {
	await server.stop();
	fs.rmSync( work, { recursive: true, force: true } );
}
