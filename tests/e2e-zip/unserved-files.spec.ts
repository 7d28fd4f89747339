/**
 * What the web server must never hand out (docs/providers.md, Uploads): the
 * bytes of a partial tus upload (uploads/orbit-blocks-video-uploads/<id>.part,
 * with its <id>.json record) and a private video's file
 * (uploads/orbit-private-videos-<random>/<random>-<name>). On Apache the
 * plugin's deny-all .htaccess keeps them, on nginx the site's `location`
 * rules (tools/nginx-server.mjs, nginxSiteRules); the test asks for them at
 * every address a visitor could try, by their real names (read from the
 * site's disk, as an attacker who guessed them would have them). PHP's
 * built-in server serves every file (development only, as docs/providers.md
 * says): there the test checks that it does, so that the difference stays
 * written down. "Not served": refused (4xx) or redirected (the folder's
 * address without its slash), never a body with the bytes.
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../e2e/orbit-blocks';

const CLIP = path.join( __dirname, '../e2e/fixtures/video/clip.webm' );
const SITE = process.env.WP_SITE_DIR ?? '';
const UPLOADS = path.join( SITE, 'wordpress/wp-content/uploads' );
const ROUTE = '/wp-json/orbit-blocks/v1/videos/uploads';
const SERVER = process.env.ORBIT_E2E_ZIP_SERVER ?? 'php';
/** Apache and nginx keep the files; PHP's built-in server does not. */
const GUARDED = SERVER === 'apache' || SERVER === 'nginx';

/** The upload token the editor asks for (the logged-in administrator's). */
async function uploadToken( request: APIRequestContext ): Promise< string > {
	const answer = await request.post( '/wp-admin/admin-ajax.php', {
		form: { action: 'videopress-get-upload-jwt' },
	} );
	expect( answer.status() ).toBe( 200 );
	const json = await answer.json();
	expect( json.success ).toBe( true );
	return json.data.upload_token;
}

/** @return the upload's id and address */
async function createUpload(
	request: APIRequestContext,
	token: string,
	length: number
): Promise< { id: string; location: string } > {
	const base64 = ( text: string ) => Buffer.from( text ).toString( 'base64' );
	const created = await request.post( ROUTE, {
		headers: {
			'Tus-Resumable': '1.0.0',
			'X-VideoPress-Upload-Token': token,
			'Upload-Length': String( length ),
			'Upload-Metadata': `filename ${ base64(
				'clip.webm'
			) },filetype ${ base64( 'video/webm' ) }`,
		},
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const headers = created.headers();
	return {
		id: headers[ 'x-videopress-upload-key' ],
		location: new URL( headers.location ).pathname,
	};
}

/** One tus PATCH of `data` at `offset`, as the block's client sends it. */
function patchUpload(
	request: APIRequestContext,
	location: string,
	token: string,
	offset: number,
	data: Buffer
) {
	return request.patch( location, {
		headers: {
			'Tus-Resumable': '1.0.0',
			'X-VideoPress-Upload-Token': token,
			'Upload-Offset': String( offset ),
			'Content-Type': 'application/offset+octet-stream',
		},
		data,
	} );
}

/**
 * A tus upload of `length` bytes created with the administrator's upload
 * token, and its first PATCH of `first` (at offset 0).
 *
 * @return the token, the upload's id and address, and the PATCH's answer
 */
async function startUpload(
	request: APIRequestContext,
	length: number,
	first: Buffer
) {
	const token = await uploadToken( request );
	const upload = await createUpload( request, token, length );
	const patched = await patchUpload(
		request,
		upload.location,
		token,
		0,
		first
	);
	return { token, upload, patched };
}

/**
 * Every address at which a file under the web root might be asked for: as
 * it is, with its slashes or letters percent-encoded, with a dot segment or
 * a doubled slash, and with a query string.
 *
 * @param relative the file's path under the site's root, without a leading slash
 */
function addresses( relative: string ): string[] {
	const [ folder, ...rest ] = relative.split( '/' );
	const file = rest.join( '/' );
	return [
		`/${ relative }`,
		`/${ relative }?download=1`,
		`//${ relative }`,
		`/${ folder }/./${ file }`,
		`/wp-includes/../${ relative }`,
		`/${ relative.replace( /\//g, '%2F' ) }`,
		`/${ relative.replace( /o/g, '%6F' ) }`,
		`/${ relative.replace( /-/g, '%2D' ) }`,
	];
}

/** What a site answered at `url`: its status, and whether the body held the secret. */
type Answer = { url: string; status: number; leaked: boolean };

/** The answers that served something: a 2xx, or a body with the bytes. */
function served( answers: Answer[] ): Answer[] {
	return answers.filter( ( answer ) => answer.leaked || answer.status < 300 );
}

/**
 * Apache and nginx serve the file at none of the addresses asked; PHP's
 * built-in server serves it as it is at `plain` (its address as written).
 */
function expectKeptWhereGuarded( answers: Answer[], plain: string ) {
	if ( GUARDED ) {
		expect( served( answers ) ).toEqual( [] );
	} else {
		expect(
			answers.find( ( answer ) => answer.url === plain )
		).toMatchObject( { status: 200, leaked: true } );
	}
}

/**
 * Who asks: the site's origin and the cookies sent (none for a visitor).
 */
type Asker = { origin: string; cookie: string };

/** The logged-in administrator, with the cookies of the tests' session. */
async function administrator(
	request: APIRequestContext,
	origin: string
): Promise< Asker > {
	const { cookies } = await request.storageState();
	return {
		origin,
		cookie: cookies
			.map( ( { name, value } ) => `${ name }=${ value }` )
			.join( '; ' ),
	};
}

/**
 * What each address answers, and whether its body holds the secret bytes.
 * Plain HTTP with the path sent as written (a browser or Playwright would
 * resolve the dot segments and doubled slashes before sending).
 *
 * @param asker
 * @param urls
 * @param secret a slice of the file's bytes, long enough to be only there
 */
async function fetchAll(
	asker: Asker,
	urls: string[],
	secret: Buffer
): Promise< Answer[] > {
	const { hostname, port } = new URL( asker.origin );
	const answers = [];
	for ( const url of urls ) {
		const answer = await new Promise< { status: number; body: Buffer } >(
			( resolve, reject ) => {
				const sent = http.get(
					{
						hostname,
						port,
						path: url,
						headers: asker.cookie ? { cookie: asker.cookie } : {},
					},
					( response ) => {
						const chunks: Buffer[] = [];
						response.on( 'data', ( chunk ) =>
							chunks.push( chunk )
						);
						response.on( 'end', () =>
							resolve( {
								status: response.statusCode ?? 0,
								body: Buffer.concat( chunks ),
							} )
						);
					}
				);
				sent.on( 'error', reject );
			}
		);
		answers.push( {
			url,
			status: answer.status,
			leaked: answer.body.includes( secret ),
		} );
	}
	return answers;
}

test.describe( `files the site keeps to itself (${ SERVER })`, () => {
	test( 'the bytes of a partial tus upload are served at no address of the site', async ( {
		requestUtils,
		baseURL,
	} ) => {
		const clip = fs.readFileSync( CLIP );
		const sent = clip.subarray( 0, Math.floor( clip.length / 2 ) );
		const { token, upload, patched } = await startUpload(
			requestUtils.request,
			clip.length,
			sent
		);
		expect( patched.status(), await patched.text() ).toBe( 204 );
		expect( patched.headers()[ 'upload-offset' ] ).toBe(
			String( sent.length )
		);

		// The bytes are on the site's disk, in the web root, under the id.
		const folder = path.join( UPLOADS, 'orbit-blocks-video-uploads' );
		const part = path.join( folder, `${ upload.id }.part` );
		expect( fs.readFileSync( part ).equals( sent ) ).toBe( true );
		expect( fs.existsSync( path.join( folder, '.htaccess' ) ) ).toBe(
			true
		);
		const secret = sent.subarray( sent.length - 256 );
		const record = JSON.parse(
			fs.readFileSync(
				path.join( folder, `${ upload.id }.json` ),
				'utf8'
			)
		);
		expect( record.length ).toBe( clip.length );

		// A visitor (no cookie), and the uploader too, ask for them.
		const origin = new URL( baseURL as string ).origin;
		const base = 'wp-content/uploads/orbit-blocks-video-uploads';
		const urls = [
			...addresses( `${ base }/${ upload.id }.part` ),
			...addresses( `${ base }/${ upload.id }.json` ),
			`/${ base }/`,
			`/${ base }`,
		];
		const askers = [
			{ origin, cookie: '' },
			await administrator( requestUtils.request, origin ),
		];
		for ( const asker of askers ) {
			expectKeptWhereGuarded(
				await fetchAll( asker, urls, secret ),
				`/${ base }/${ upload.id }.part`
			);
		}

		// The upload resumes where it stopped and finishes as a video.
		const finished = await patchUpload(
			requestUtils.request,
			upload.location,
			token,
			sent.length,
			clip.subarray( sent.length )
		);
		expect( finished.status(), await finished.text() ).toBe( 204 );
		expect(
			Number( finished.headers()[ 'x-videopress-upload-media-id' ] )
		).toBeGreaterThan( 0 );
	} );

	test( 'a private video’s file is served at no address of the site, only by the plugin to those who may watch it', async ( {
		requestUtils,
		baseURL,
	} ) => {
		const clip = fs.readFileSync( CLIP );
		const secret = clip.subarray(
			Math.floor( clip.length / 2 ),
			Math.floor( clip.length / 2 ) + 256
		);
		const { patched: done } = await startUpload(
			requestUtils.request,
			clip.length,
			clip
		);
		expect( done.status(), await done.text() ).toBe( 204 );
		const id = Number( done.headers()[ 'x-videopress-upload-media-id' ] );
		const publicUrl = new URL(
			done.headers()[ 'x-videopress-upload-src-url' ]
		).pathname;
		const origin = new URL( baseURL as string ).origin;
		const visitor = { origin, cookie: '' };
		const admin = await administrator( requestUtils.request, origin );
		// Public, the file is a plain upload anyone fetches.
		expect( await fetchAll( visitor, [ publicUrl ], secret ) ).toEqual( [
			{ url: publicUrl, status: 200, leaked: true },
		] );

		await requestUtils.rest( {
			method: 'POST',
			path: '/wpcom/v2/videopress/meta',
			data: { id, privacy_setting: 1 },
		} );
		// The file moved to the private folder, under a random name.
		const privateFolder = fs
			.readdirSync( UPLOADS )
			.find( ( name ) =>
				/^orbit-private-videos-[0-9a-f]{32}$/.test( name )
			);
		expect( privateFolder ).toBeTruthy();
		const files = fs
			.readdirSync( path.join( UPLOADS, privateFolder as string ) )
			.filter( ( name ) => name.endsWith( '.webm' ) );
		expect( files ).toHaveLength( 1 );
		expect( files[ 0 ] ).toMatch( /^[0-9a-f]{32}-clip.*\.webm$/ );
		const relative = `wp-content/uploads/${ privateFolder }/${ files[ 0 ] }`;

		const urls = [
			...addresses( relative ),
			`/wp-content/uploads/${ privateFolder }/`,
			publicUrl,
		];
		const media = await requestUtils.rest< { source_url: string } >( {
			path: `/wp/v2/media/${ id }`,
		} );
		const handler = new URL( media.source_url );
		// The visitor gets nothing anywhere, the plugin's handler included.
		const answers = await fetchAll(
			visitor,
			[ ...urls, `${ handler.pathname }${ handler.search }` ],
			secret
		);
		expectKeptWhereGuarded( answers, `/${ relative }` );

		// The administrator watches it through the handler only.
		const mine = await fetchAll(
			admin,
			[ `${ handler.pathname }${ handler.search }` ],
			secret
		);
		expect( mine ).toEqual( [
			{
				url: `${ handler.pathname }${ handler.search }`,
				status: 200,
				leaked: true,
			},
		] );
		if ( GUARDED ) {
			expect( served( await fetchAll( admin, urls, secret ) ) ).toEqual(
				[]
			);
		}
	} );
} );
