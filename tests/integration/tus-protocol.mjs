// @ts-check
/**
 * Integration test of the plugin's upload server
 * (php-stubs/includes/rest/video-uploads.php) in a real WordPress on the
 * machine's PHP (or WebAssembly PHP where the machine has none), largest video 30,000,000 bytes
 * (ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_SIZE). Run by `npm test` through
 * tests/unit/tus-upload.test.ts (its exit status is the verdict).
 *
 * 1. Creation and completion with the block's client: the last chunk's
 *    answer names the attachment (guid, media id, src), made in the same
 *    request: owned by the uploader, with the guid, the bytes sent; a HEAD
 *    afterwards answers the same.
 * 2. Owners: another user's token gets 404 for the upload (HEAD, PATCH,
 *    DELETE) and leaves it; a user who may not upload files, a forged, an
 *    expired or a missing token get 403.
 * 3. Over the size limit: 413 with a message the block shows as it is, and
 *    nothing stored (no partial upload, no attachment).
 * 4. The method tunnel: PATCH, HEAD, DELETE and OPTIONS sent as POST +
 *    X-HTTP-Method-Override are applied; the protocol's refusals: 409 (offset),
 *    415 (content type), 460 (checksum, nothing kept), 412 (tus version),
 *    423 for a PATCH or DELETE while another request holds the upload;
 *    the block's client terminates through the tunnel too.
 * 5. Not a video: Invalid Mime at creation (type) and at completion
 *    (content), nothing kept.
 * 6. Expiry: an expired upload answers 410; the cron event removes expired
 *    partial uploads; the folder serves nothing (deny-all files).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import * as tus from 'tus-js-client';
import { mp4Bytes, sha256 } from './mp4-source.mjs';
import {
	client,
	recordingProxy,
	startUploadSite,
	ROUTE,
} from './upload-site.mjs';

const MAX = 30_000_000;
const site = await startUploadSite( {
	defines: { ORBIT_BLOCKS_VIDEO_UPLOAD_MAX_SIZE: MAX },
} );
const proxy = await recordingProxy( site.url );
const endpoint = `${ proxy.origin }${ ROUTE }`;
const author = site.user( 'author1', 'author' );
const contributor = site.user( 'contributor1', 'contributor' );
const adminToken = site.token( 1 );
const authorToken = site.token( author );

/** @param {string} value */
const b64 = ( value ) => Buffer.from( value ).toString( 'base64' );
const attachments = () =>
	Number(
		site.php(
			"echo count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'fields' => 'ids', 'posts_per_page' => -1 ) ) );"
		)
	);
const partials = () =>
	fs
		.readdirSync( site.store )
		.filter( ( name ) => /\.(part|json)$/.test( name ) );

/**
 * A raw tus request through the proxy.
 *
 * @param {string}                 url
 * @param {string}                 method  what goes on the wire
 * @param {Record<string, string>} headers
 * @param {Buffer | string}        [body]
 */
const send = ( url, method, headers, body ) =>
	fetch( url, {
		method,
		headers: { 'tus-resumable': '1.0.0', ...headers },
		body,
	} );

/**
 * Creates an upload; its address.
 *
 * @param {number} length
 * @param {string} [token]
 * @param {string} [type]
 */
async function create( length, token = adminToken, type = 'video/mp4' ) {
	const created = await send( endpoint, 'POST', {
		'x-videopress-upload-token': token,
		'upload-length': String( length ),
		'upload-metadata': `filename ${ b64( 'clip.mp4' ) },filetype ${ b64(
			type
		) }`,
	} );
	assert.equal( created.status, 201, await created.clone().text() );
	assert.match(
		String( created.headers.get( 'upload-expires' ) ),
		/^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/
	);
	return String( created.headers.get( 'location' ) );
}

/**
 * An upload with the block's client options; resolves with its result.
 *
 * @param {Buffer} source
 * @param {string} token
 */
function blockUpload( source, token ) {
	return new Promise( ( resolve, reject ) => {
		new tus.Upload(
			source,
			client.uploadOptions(
				{ name: 'clip.mp4', type: 'video/mp4' },
				{
					upload_token: token,
					upload_blog_id: 1,
					upload_action_url: '',
				},
				{ endpoint, chunkSize: 10_000_000 },
				{ onProgress: () => {}, onSuccess: resolve, onError: reject },
				new tus.DefaultHttpStack( {} )
			)
		).start();
	} );
}

try {
	// 1. Creation and completion.
	const source = mp4Bytes( 3_000_000 );
	proxy.seen.length = 0;
	const result =
		/** @type {{ guid: string, mediaId: number, src: string }} */ (
			await blockUpload( source, adminToken )
		);
	assert.deepEqual(
		proxy.seen.map(
			( r ) => `${ r.method } ${ r.override } ${ r.status }`
		),
		[ 'POST null 201', 'POST PATCH 204' ]
	);
	assert.match( result.guid, /^[A-Za-z0-9]{8}$/ );
	const attachment = JSON.parse(
		site.php(
			`$id = ${ Number( result.mediaId ) };
echo wp_json_encode( array(
	'author' => (int) get_post_field( 'post_author', $id ),
	'guid'   => get_post_meta( $id, 'videopress_guid', true ),
	'type'   => get_post_mime_type( $id ),
	'url'    => wp_get_attachment_url( $id ),
	'file'   => get_attached_file( $id ),
) );`
		)
	);
	assert.deepEqual(
		{ ...attachment, file: undefined },
		{
			author: 1,
			guid: result.guid,
			type: 'video/mp4',
			url: result.src,
			file: undefined,
		}
	);
	assert.equal(
		sha256( fs.readFileSync( attachment.file ) ),
		sha256( source )
	);
	const video = await (
		await fetch(
			`${ site.url }/index.php?rest_route=/rest/v1.1/videos/${ result.guid }`
		)
	).json();
	assert.equal( video.original, result.src );
	assert.deepEqual(
		partials().filter( ( n ) => n.endsWith( '.part' ) ),
		[]
	);
	// The completed upload's address still answers, with the same result.
	const [ finished ] = partials().map( ( n ) => n.replace( /\.json$/, '' ) );
	const finishedUrl = `${ endpoint }/${ finished }`;
	const again = await send( finishedUrl, 'POST', {
		'x-http-method-override': 'HEAD',
		'x-videopress-upload-token': adminToken,
	} );
	assert.equal( again.status, 200 );
	assert.equal( again.headers.get( 'upload-offset' ), '3000000' );
	assert.equal(
		again.headers.get( 'x-videopress-upload-guid' ),
		result.guid
	);

	// 1b. The upload key and its token for resumption: the creation answer
	// names the key (the upload's address ends with it) and a token that
	// opens that upload only, never another one nor a new upload.
	const keyed = await send( endpoint, 'POST', {
		'x-videopress-upload-token': adminToken,
		'upload-length': '10',
		'upload-metadata': `filename ${ b64( 'clip.mp4' ) },filetype ${ b64(
			'video/mp4'
		) }`,
	} );
	assert.equal( keyed.status, 201 );
	const key = String( keyed.headers.get( 'x-videopress-upload-key' ) );
	const keyToken = String(
		keyed.headers.get( 'x-videopress-upload-key-token' )
	);
	assert.match( key, /^[a-f0-9]{32}$/ );
	assert.ok(
		String( keyed.headers.get( 'location' ) ).endsWith( `/${ key }` )
	);
	const withKeyToken = ( url, method, token = keyToken ) =>
		send( url, 'POST', {
			'x-http-method-override': method,
			'x-videopress-upload-token': token,
		} );
	assert.equal(
		( await withKeyToken( `${ endpoint }/${ key }`, 'HEAD' ) ).status,
		200,
		'the key token opens its upload'
	);
	assert.equal(
		( await withKeyToken( finishedUrl, 'HEAD' ) ).status,
		403,
		'the key token does not open another upload'
	);
	const createWithKey = await send( endpoint, 'POST', {
		'x-videopress-upload-token': keyToken,
		'upload-length': '10',
		'upload-metadata': `filename ${ b64( 'clip.mp4' ) },filetype ${ b64(
			'video/mp4'
		) }`,
	} );
	assert.equal( createWithKey.status, 403, 'nor creates an upload' );
	// What the action gives with the key (a resumption in a new session).
	assert.equal(
		(
			await withKeyToken(
				`${ endpoint }/${ key }`,
				'DELETE',
				site.token( 1, key )
			)
		).status,
		204
	);

	// 2. Owners.
	const mine = await create( 10 );
	await send( mine, 'POST', {
		'x-http-method-override': 'PATCH',
		'x-videopress-upload-token': adminToken,
		'upload-offset': '0',
		'content-type': 'application/offset+octet-stream',
	} );
	for ( const [
		method,
		extra,
	] of /** @type {[string, Record<string, string>][]} */ ( [
		[ 'HEAD', {} ],
		[
			'PATCH',
			{
				'upload-offset': '0',
				'content-type': 'application/offset+octet-stream',
			},
		],
		[ 'DELETE', {} ],
	] ) ) {
		const other = await send(
			mine,
			'POST',
			{
				'x-http-method-override': method,
				'x-videopress-upload-token': authorToken,
				...extra,
			},
			method === 'PATCH' ? 'abc' : undefined
		);
		assert.equal( other.status, 404, `another user's ${ method }` );
	}
	assert.equal(
		(
			await send( mine, 'HEAD', {
				'x-videopress-upload-token': adminToken,
			} )
		).headers.get( 'upload-offset' ),
		'0',
		'the owner still has the upload, untouched'
	);
	const expired = site.php(
		`$body = orbit_blocks_base64url( wp_json_encode( array( 'blog_id' => 1, 'user_id' => 1, 'exp' => time() - 1 ) ) );
echo $body . '.' . hash_hmac( 'sha256', $body, orbit_blocks_video_token_key() );`
	);
	const forged = `${ adminToken.split( '.' )[ 0 ] }.${ 'f'.repeat( 64 ) }`;
	for ( const [ label, token ] of [
		[ 'contributor', site.token( contributor ) ],
		[ 'forged', forged ],
		[ 'expired', expired ],
		[ 'missing', '' ],
	] ) {
		const refused = await send( endpoint, 'POST', {
			...( token ? { 'x-videopress-upload-token': token } : {} ),
			'upload-length': '10',
			'upload-metadata': `filetype ${ b64( 'video/mp4' ) }`,
		} );
		assert.equal( refused.status, 403, `${ label } token` );
		const head = await send( mine, 'POST', {
			'x-http-method-override': 'HEAD',
			...( token ? { 'x-videopress-upload-token': token } : {} ),
		} );
		assert.equal( head.status, 403, `${ label } token, HEAD` );
	}

	// 3. Over the size limit: the block's message, nothing stored.
	const before = { files: partials().length, attachments: attachments() };
	const tooLarge = await blockUpload(
		mp4Bytes( MAX + 1_000_000 ),
		adminToken
	).then(
		() => null,
		( error ) => error
	);
	assert.ok( tooLarge, 'the upload failed' );
	assert.equal( tooLarge.originalResponse.getStatus(), 413 );
	assert.deepEqual( client.uploadErrorMessage( tooLarge ), {
		message:
			'This video is too large (29.6 MB). The largest video this site accepts is 28.6 MB.',
		invalidMime: false,
	} );
	assert.deepEqual(
		{ files: partials().length, attachments: attachments() },
		before,
		'nothing stored'
	);
	const options = await send( endpoint, 'POST', {
		'x-http-method-override': 'OPTIONS',
	} );
	assert.equal( options.status, 204 );
	assert.equal( options.headers.get( 'tus-version' ), '1.0.0' );
	assert.equal( options.headers.get( 'tus-max-size' ), String( MAX ) );
	assert.equal(
		options.headers.get( 'tus-extension' ),
		'creation,termination,expiration,checksum'
	);
	assert.equal( options.headers.get( 'tus-checksum-algorithm' ), 'sha1' );

	// 4. The method tunnel and the protocol's refusals.
	const clip = mp4Bytes( 30 );
	const url = await create( 30 );
	const auth = { 'x-videopress-upload-token': adminToken };
	const chunk = {
		...auth,
		'x-http-method-override': 'PATCH',
		'content-type': 'application/offset+octet-stream',
	};
	let answer = await send(
		url,
		'POST',
		{ ...chunk, 'upload-offset': '0' },
		clip.subarray( 0, 4 )
	);
	assert.equal( answer.status, 204 );
	assert.equal( answer.headers.get( 'upload-offset' ), '4' );
	assert.equal( answer.headers.get( 'tus-resumable' ), '1.0.0' );
	answer = await send( url, 'POST', {
		...auth,
		'x-http-method-override': 'HEAD',
	} );
	assert.equal( answer.status, 200 );
	assert.equal( answer.headers.get( 'upload-offset' ), '4' );
	assert.equal( answer.headers.get( 'upload-length' ), '30' );
	assert.match( String( answer.headers.get( 'cache-control' ) ), /no-store/ );
	answer = await send(
		url,
		'PATCH',
		{ ...chunk, 'upload-offset': '2' },
		clip.subarray( 2, 4 )
	);
	assert.equal( answer.status, 409 );
	assert.equal( answer.headers.get( 'upload-offset' ), '4' );
	answer = await send(
		url,
		'POST',
		{ ...chunk, 'upload-offset': '4', 'content-type': 'text/plain' },
		clip.subarray( 4, 6 )
	);
	assert.equal( answer.status, 415 );
	const sha1 = ( /** @type {Buffer} */ data ) =>
		crypto.createHash( 'sha1' ).update( data ).digest( 'base64' );
	answer = await send(
		url,
		'POST',
		{
			...chunk,
			'upload-offset': '4',
			'upload-checksum': `sha1 ${ sha1( Buffer.from( 'other' ) ) }`,
		},
		clip.subarray( 4, 6 )
	);
	assert.equal( answer.status, 460 );
	answer = await send( url, 'HEAD', auth );
	assert.equal( answer.headers.get( 'upload-offset' ), '4', 'nothing kept' );
	answer = await send(
		url,
		'POST',
		{
			...chunk,
			'upload-offset': '4',
			'upload-checksum': `sha1 ${ sha1( clip.subarray( 4, 6 ) ) }`,
		},
		clip.subarray( 4, 6 )
	);
	assert.equal( answer.status, 204 );
	assert.equal( answer.headers.get( 'upload-offset' ), '6' );
	// Another request holds the upload (a PHP process locks its file).
	const [ php, ...phpArgs ] = site.phpCommand;
	const holder = spawn( php, [
		...phpArgs,
		'-r',
		`$h = fopen( ${ JSON.stringify(
			`${ site.store }/${ url.slice( -32 ) }.part`
		) }, 'rb' ); flock( $h, LOCK_EX ); echo "locked\\n"; sleep( 5 );`,
	] );
	await new Promise( ( resolve ) =>
		holder.stdout.once( 'data', () => resolve( undefined ) )
	);
	answer = await send(
		url,
		'POST',
		{ ...chunk, 'upload-offset': '6' },
		clip.subarray( 6, 8 )
	);
	assert.equal( answer.status, 423, 'PATCH while locked' );
	answer = await send( url, 'POST', {
		...auth,
		'x-http-method-override': 'DELETE',
	} );
	assert.equal( answer.status, 423, 'DELETE while locked' );
	holder.kill();
	await new Promise( ( resolve ) => holder.once( 'exit', resolve ) );
	answer = await send( url, 'POST', {
		...auth,
		'x-http-method-override': 'HEAD',
		'tus-resumable': '0.2.2',
	} );
	assert.equal( answer.status, 412 );
	assert.equal( answer.headers.get( 'tus-version' ), '1.0.0' );
	answer = await send( url, 'POST', {
		...auth,
		'x-http-method-override': 'DELETE',
	} );
	assert.equal( answer.status, 204 );
	answer = await send( url, 'HEAD', auth );
	assert.equal( answer.status, 404, 'terminated' );
	// The block's client terminates through the tunnel as well.
	const doomed = await create( 10 );
	proxy.seen.length = 0;
	/** @type {string[]} */
	const terminateKeys = [];
	await tus.Upload.terminate( doomed, {
		...client.uploadOptions(
			{ name: 'clip.mp4', type: 'video/mp4' },
			{
				upload_token: adminToken,
				upload_blog_id: 1,
				upload_action_url: '',
			},
			{ endpoint, chunkSize: 10_000_000 },
			{ onProgress: () => {}, onSuccess: () => {}, onError: () => {} },
			new tus.DefaultHttpStack( {} ),
			// An upload this client did not create: its key token is asked
			// for (what videopress-get-upload-jwt with the key answers).
			async ( uploadKey ) => {
				terminateKeys.push( String( uploadKey ) );
				return {
					upload_token: site.token( 1, String( uploadKey ) ),
					upload_blog_id: 1,
					upload_action_url: '',
				};
			}
		),
		retryDelays: null,
	} );
	assert.deepEqual( terminateKeys, [ doomed.split( '/' ).pop() ] );
	assert.deepEqual(
		proxy.seen.map(
			( r ) => `${ r.method } ${ r.override } ${ r.status }`
		),
		[ 'POST DELETE 204' ]
	);
	assert.deepEqual(
		partials().filter( ( n ) => n.startsWith( doomed.slice( -32 ) ) ),
		[]
	);

	// 5. Not a video.
	const text = await send( endpoint, 'POST', {
		...auth,
		'upload-length': '5',
		'upload-metadata': `filename ${ b64( 'notes.txt' ) },filetype ${ b64(
			'text/plain'
		) }`,
	} );
	assert.equal( text.status, 400 );
	assert.equal( ( await text.json() ).message, 'Invalid Mime' );
	const disguised = await create( 5 );
	answer = await send(
		disguised,
		'POST',
		{ ...chunk, 'upload-offset': '0' },
		'hello'
	);
	assert.equal( answer.status, 400 );
	assert.equal( ( await answer.json() ).message, 'Invalid Mime' );
	assert.deepEqual(
		partials().filter( ( n ) => n.startsWith( disguised.slice( -32 ) ) ),
		[],
		'nothing kept'
	);

	// 6. Expiry and clean-up.
	const stale = ( await create( 10 ) ).slice( -32 );
	const fresh = ( await create( 10 ) ).slice( -32 );
	const expire = ( /** @type {string} */ id ) =>
		site.php(
			`$u = orbit_blocks_video_upload_get( '${ id }' ); $u['expires'] = time() - 1; orbit_blocks_video_upload_put( $u );`
		);
	expire( stale );
	answer = await send( `${ endpoint }/${ stale }`, 'HEAD', auth );
	assert.equal( answer.status, 410 );
	assert.deepEqual(
		partials().filter( ( n ) => n.startsWith( stale ) ),
		[]
	);
	const later = ( await create( 10 ) ).slice( -32 );
	expire( later );
	assert.notEqual(
		site.php(
			'echo (int) wp_next_scheduled( ORBIT_BLOCKS_VIDEO_UPLOAD_CLEANUP );'
		),
		'0',
		'the clean-up is scheduled'
	);
	site.php( 'do_action( ORBIT_BLOCKS_VIDEO_UPLOAD_CLEANUP );' );
	assert.deepEqual(
		partials().filter( ( n ) => n.startsWith( later ) ),
		[]
	);
	assert.deepEqual(
		partials()
			.filter( ( n ) => n.startsWith( fresh ) )
			.sort(),
		[ `${ fresh }.json`, `${ fresh }.part` ],
		'a live upload stays'
	);
	assert.match(
		fs.readFileSync( `${ site.store }/.htaccess`, 'utf8' ),
		/Require all denied/
	);
	assert.ok( fs.existsSync( `${ site.store }/index.php` ) );
	process.stdout.write( 'tus protocol: all checks passed\n' );
} finally {
	await proxy.close();
	await site.stop();
}
