// @ts-check
/**
 * Integration test of the upload server (tools/tus-server.mjs) with the real
 * client (tus-js-client), over loopback only. Run by `npm test` through
 * tests/unit/tus-upload.test.ts (its exit status is the verdict).
 *
 * 1. A 25 MB file is uploaded in 10,000,000-byte chunks through a TCP relay
 *    that cuts the connection once 14 MB have passed: the upload fails.
 * 2. A second client finds the stored upload (FileUrlStorage), resumes from
 *    the server's offset (more than 0, so nothing is sent twice from the
 *    start) and finishes; the stored file's sha256 equals the source's, and
 *    the hand-off's guid, media id and src arrive in the response headers.
 * 3. A request without a valid token is refused (403), and a non-video type
 *    is refused with "Invalid Mime".
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import {
	RESULT_HEADERS,
	TOKEN_HEADER,
	signToken,
	startTusServer,
} from '../../tools/tus-server.mjs';

const SIZE = 25 * 1024 * 1024;
const CUT_AFTER = 14 * 1024 * 1024;
const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-tus-test-' ) );
const sha = ( /** @type {Buffer} */ data ) =>
	crypto.createHash( 'sha256' ).update( data ).digest( 'hex' );

/**
 * A relay in front of the server that destroys the connection (both sides)
 * once `cutAfter` request bytes have gone through it; later connections pass.
 *
 * @param {number} target
 * @param {number} cutAfter
 */
async function cuttingRelay( target, cutAfter ) {
	let sent = 0;
	let cut = false;
	const relay = net.createServer( ( client ) => {
		const upstream = net.connect( target, '127.0.0.1' );
		client.on( 'data', ( chunk ) => {
			sent += chunk.length;
			if ( ! cut && sent > cutAfter ) {
				cut = true;
				client.destroy();
				upstream.destroy();
				return;
			}
			upstream.write( chunk );
		} );
		upstream.on( 'data', ( chunk ) => client.write( chunk ) );
		client.on( 'error', () => upstream.destroy() );
		upstream.on( 'error', () => client.destroy() );
		client.on( 'close', () => upstream.destroy() );
		upstream.on( 'close', () => client.destroy() );
	} );
	await new Promise( ( resolve ) =>
		relay.listen( 0, '127.0.0.1', () => resolve( undefined ) )
	);
	const address = relay.address();
	return {
		port: typeof address === 'object' && address ? address.port : 0,
		wasCut: () => cut,
		close: () => new Promise( ( resolve ) => relay.close( resolve ) ),
	};
}

const source = crypto.randomBytes( SIZE );
const handedOff = [];
const server = await startTusServer( {
	dir: path.join( work, 'store' ),
	handOff: async ( finished ) => {
		handedOff.push( finished );
		const stored = fs.readFileSync( finished.file );
		return {
			guid: 'AbCd1234',
			media_id: 42,
			src: `http://127.0.0.1/${ sha( stored ).slice( 0, 8 ) }.mp4`,
		};
	},
} );
const token = signToken(
	{ blog_id: 1, user_id: 1, exp: Math.floor( Date.now() / 1000 ) + 600 },
	server.secret
);
const relay = await cuttingRelay(
	Number( new URL( server.url ).port ),
	CUT_AFTER
);
const endpoint = `http://127.0.0.1:${ relay.port }/videopress/uploads`;
const urlStorage = new tus.FileUrlStorage( path.join( work, 'urls.json' ) );

/**
 * @param {Partial<tus.UploadOptions>} options
 * @param {Buffer}                     [data]
 */
function upload( options, data = source ) {
	/** @type {Record<string, string>} */
	const headers = {};
	/** @type {number[]} */
	const offsets = [];
	const instance = new tus.Upload( data, {
		endpoint,
		chunkSize: 10_000_000,
		retryDelays: null,
		metadata: { filename: 'clip.mp4', filetype: 'video/mp4' },
		headers: { [ TOKEN_HEADER ]: token },
		urlStorage,
		fingerprint: async () => 'integration-test-clip',
		storeFingerprintForResuming: true,
		removeFingerprintOnSuccess: true,
		onAfterResponse: ( req, res ) => {
			for ( const name of Object.values( RESULT_HEADERS ) ) {
				const value = res.getHeader( name );
				if ( value ) {
					headers[ name ] = value;
				}
			}
			const offset = res.getHeader( 'upload-offset' );
			if ( req.getMethod() === 'HEAD' && offset ) {
				offsets.push( Number( offset ) );
			}
		},
		...options,
	} );
	const done = new Promise( ( resolve, reject ) => {
		instance.options.onSuccess = () => resolve( undefined );
		instance.options.onError = reject;
	} );
	return { instance, done, headers, offsets };
}

try {
	// 1. Cut mid-way.
	const first = upload( {} );
	first.instance.start();
	await assert.rejects(
		first.done,
		/tus: failed to upload chunk at offset|tus: unexpected response|ECONNRESET|socket hang up/
	);
	assert.ok( relay.wasCut(), 'the relay cut the connection' );
	const storedBefore = await urlStorage.findUploadsByFingerprint(
		'integration-test-clip'
	);
	assert.equal( storedBefore.length, 1, 'the upload URL was stored' );

	// 2. Resume from the stored upload.
	const second = upload( {} );
	const previous = await second.instance.findPreviousUploads();
	assert.equal( previous.length, 1 );
	second.instance.resumeFromPreviousUpload( previous[ 0 ] );
	second.instance.start();
	await second.done;
	assert.ok(
		second.offsets[ 0 ] > 0 && second.offsets[ 0 ] < SIZE,
		`resumed from the server's offset (${ second.offsets[ 0 ] })`
	);
	assert.equal( handedOff.length, 1, 'handed off once' );
	const stored = fs.readFileSync( handedOff[ 0 ].file );
	assert.equal( stored.length, SIZE );
	assert.equal( sha( stored ), sha( source ), 'byte-identical (sha256)' );
	assert.equal( second.headers[ RESULT_HEADERS.guid ], 'AbCd1234' );
	assert.equal( second.headers[ RESULT_HEADERS.mediaId ], '42' );
	assert.match( second.headers[ RESULT_HEADERS.src ], /\.mp4$/ );
	assert.equal( handedOff[ 0 ].metadata.filename, 'clip.mp4' );

	// 3. Refusals.
	const noToken = await fetch( `${ server.url }/videopress/uploads`, {
		method: 'POST',
		headers: { 'tus-resumable': '1.0.0', 'upload-length': '4' },
	} );
	assert.equal( noToken.status, 403 );
	const wrongType = upload(
		{
			metadata: { filename: 'notes.txt', filetype: 'text/plain' },
			fingerprint: async () => 'integration-test-text',
		},
		Buffer.from( 'text' )
	);
	wrongType.instance.start();
	await assert.rejects( wrongType.done, /Invalid Mime/ );

	// The method override: a POST that says PATCH is a PATCH; HEAD likewise.
	const created = await fetch( `${ server.url }/videopress/uploads`, {
		method: 'POST',
		headers: {
			'tus-resumable': '1.0.0',
			'upload-length': '3',
			'upload-metadata': `filetype ${ Buffer.from(
				'video/webm'
			).toString( 'base64' ) }`,
			[ TOKEN_HEADER ]: token,
		},
	} );
	assert.equal( created.status, 201 );
	const location = new URL(
		String( created.headers.get( 'location' ) ),
		server.url
	).href;
	const patched = await fetch( location, {
		method: 'POST',
		headers: {
			'tus-resumable': '1.0.0',
			'x-http-method-override': 'PATCH',
			'upload-offset': '0',
			'content-type': 'application/offset+octet-stream',
			[ TOKEN_HEADER ]: token,
		},
		body: 'abc',
	} );
	assert.equal( patched.status, 204 );
	assert.equal( patched.headers.get( 'upload-offset' ), '3' );
	process.stdout.write( 'tus integration: all checks passed\n' );
} finally {
	await relay.close();
	await server.stop();
	fs.rmSync( work, { recursive: true, force: true } );
}
