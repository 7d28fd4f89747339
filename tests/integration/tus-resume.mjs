// @ts-check
/**
 * Integration test of the plugin's upload server
 * (php-stubs/includes/rest/video-uploads.php) in a real WordPress on the
 * machine's PHP (or WebAssembly PHP where the machine has none), with the video block's own client options
 * (blocks/video/lib/upload-client.ts: chunk size, token, method tunnel) and
 * tus-js-client. Run by `npm test` through tests/unit/tus-upload.test.ts (its
 * exit status is the verdict).
 *
 * 1. A 25 MB file goes in 10,000,000-byte chunks through a proxy that cuts
 *    the connection once 14 MB have passed: the upload fails.
 * 2. A second client finds the stored upload, asks the server's offset (a
 *    HEAD sent as POST + X-HTTP-Method-Override: HEAD), resumes from it
 *    (more than 0: nothing is sent twice from the start) and finishes; every
 *    request went as POST; the answer names the attachment, whose file's
 *    sha256 equals the source's, and the partial upload is gone.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { mp4Bytes, sha256 } from './mp4-source.mjs';
import {
	client,
	recordingProxy,
	startUploadSite,
	ROUTE,
} from './upload-site.mjs';

const SIZE = 25 * 1024 * 1024;
const CUT_AFTER = 14 * 1024 * 1024;

const site = await startUploadSite();
const proxy = await recordingProxy( site.url, CUT_AFTER );
// The client's stored upload addresses live outside the site's folder and go
// only when the process ends: tus-js-client may still hold the file's lock
// (proper-lockfile refreshes it on a timer) after the upload has finished,
// and a lock whose file disappears throws.
const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-tus-urls-' ) );
process.on( 'exit', () => fs.rmSync( work, { recursive: true, force: true } ) );
const urlStorage = new tus.FileUrlStorage( path.join( work, 'urls.json' ) );
const source = mp4Bytes( SIZE );
const token = {
	upload_token: site.token( 1 ),
	upload_blog_id: 1,
	upload_action_url: '',
};

/**
 * An upload of the source with the block's options (retries off: the test
 * resumes by hand).
 *
 * @param {typeof token}                              [uploadToken] the session's upload token
 * @param {( key?: string ) => Promise<typeof token>} [getToken]    videopress-get-upload-jwt
 */
function upload( uploadToken = token, getToken = async () => token ) {
	/** @type {{ guid: string, mediaId: number, src: string } | null} */
	let result = null;
	/** @type {number[]} */
	const headOffsets = [];
	/** @type {( value: unknown ) => void} */
	let resolve = () => {};
	/** @type {( error: unknown ) => void} */
	let reject = () => {};
	const done = new Promise( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	const options = client.uploadOptions(
		{ name: 'clip.mp4', type: 'video/mp4' },
		uploadToken,
		{ endpoint: `${ proxy.origin }${ ROUTE }`, chunkSize: 10_000_000 },
		{
			onProgress: () => {},
			onSuccess: ( answer ) => {
				result = answer;
				resolve( undefined );
			},
			onError: reject,
		},
		new tus.DefaultHttpStack( {} ),
		getToken
	);
	const blockAfterResponse = options.onAfterResponse;
	const instance = new tus.Upload( source, {
		...options,
		retryDelays: null,
		urlStorage,
		fingerprint: async () => 'integration-test-clip',
		storeFingerprintForResuming: true,
		onAfterResponse: ( req, res ) => {
			blockAfterResponse?.( req, res );
			const offset = res.getHeader( 'upload-offset' );
			if ( req.getHeader( 'X-HTTP-Method-Override' ) === 'HEAD' ) {
				headOffsets.push( Number( offset ) );
			}
		},
	} );
	return { instance, done, headOffsets, result: () => result };
}

try {
	// 1. Cut mid-way.
	const first = upload();
	first.instance.start();
	await assert.rejects(
		first.done,
		/tus: failed to upload chunk at offset|tus: unexpected response|ECONNRESET|socket hang up/
	);
	assert.ok( proxy.wasCut(), 'the proxy cut the connection' );
	assert.equal(
		( await urlStorage.findUploadsByFingerprint( 'integration-test-clip' ) )
			.length,
		1,
		'the upload URL was stored'
	);

	// 2. Resume from the stored upload, in a new session whose upload token
	// is no longer valid (expired): the client asks for the key's token
	// (videopress-get-upload-jwt with the key, the upload address's last
	// part) and the upload goes on with it.
	proxy.seen.length = 0;
	/** @type {string[]} */
	const askedKeys = [];
	const second = upload(
		{ ...token, upload_token: 'expired.token' },
		async ( key ) => {
			askedKeys.push( String( key ) );
			return { ...token, upload_token: site.token( 1, String( key ) ) };
		}
	);
	const previous = await second.instance.findPreviousUploads();
	assert.equal( previous.length, 1 );
	second.instance.resumeFromPreviousUpload( previous[ 0 ] );
	second.instance.start();
	await second.done;
	assert.ok(
		second.headOffsets[ 0 ] > 0 && second.headOffsets[ 0 ] < SIZE,
		`resumed from the server's offset (${ second.headOffsets[ 0 ] })`
	);
	// On the wire: POST only, the HEAD and PATCHes named by the override.
	assert.deepEqual(
		proxy.seen.map(
			( { method, override } ) => `${ method } ${ override }`
		),
		[
			'POST HEAD',
			...Array(
				Math.ceil( ( SIZE - second.headOffsets[ 0 ] ) / 10_000_000 )
			).fill( 'POST PATCH' ),
		]
	);
	assert.equal( askedKeys.length, 1, 'one key token asked for' );
	assert.match( askedKeys[ 0 ], /^[a-f0-9]{32}$/ );
	assert.ok(
		previous[ 0 ].uploadUrl.endsWith( `/${ askedKeys[ 0 ] }` ),
		'the key is the stored upload address’s last part'
	);
	const result = second.result();
	assert.ok( result, 'the answer named the attachment' );
	assert.match( result.guid, /^[A-Za-z0-9]{8}$/ );
	const file = site.php(
		`echo get_attached_file( ${ Number( result.mediaId ) } );`
	);
	const stored = fs.readFileSync( file );
	assert.equal( stored.length, SIZE );
	assert.equal(
		sha256( stored ),
		sha256( source ),
		'byte-identical (sha256)'
	);
	assert.equal(
		site.php(
			`echo get_post_meta( ${ result.mediaId }, 'videopress_guid', true );`
		),
		result.guid
	);
	assert.deepEqual(
		fs
			.readdirSync( site.store )
			.filter( ( name ) => name.endsWith( '.part' ) ),
		[],
		'no partial upload is left'
	);
	process.stdout.write( 'tus integration: all checks passed\n' );
} finally {
	await proxy.close();
	await site.stop();
}
