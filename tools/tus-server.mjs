// @ts-check
/**
 * The resumable-upload server of the video block (spec 1 section 7, tus
 * 1.0.0), for `npm start` and the e2e tests: the tus server package with
 * its file store, listening on 127.0.0.1 only, storing the bytes on disk.
 *
 * Hand-off to WordPress: the server and the host plugin share a secret
 * through a small JSON file in wp-content (orbit-blocks-tus.json: the
 * endpoint and the secret). The plugin signs upload tokens with it (the
 * admin-ajax action videopress-get-upload-jwt); this server checks the token
 * header on every request, and when an upload is complete it asks the plugin
 * (a REST route guarded by the secret) to turn the stored file into a media
 * library attachment. Playground's PHP sees the site's folder on the host, so
 * the file is moved, not sent again. The answer (guid, media id, src) goes
 * back to the browser in the final PATCH response's headers.
 *
 * Method override: the client may tunnel HEAD, OPTIONS, DELETE, PUT and PATCH
 * through POST with X-HTTP-Method-Override (spec 3 section 7); @tus/server 2
 * no longer reads that header, so the wrapper below does.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Server } from '@tus/server';
import { FileStore } from '@tus/file-store';

export const TOKEN_HEADER = 'x-videopress-upload-token';
export const OVERRIDE_HEADER = 'x-http-method-override';
export const RESULT_HEADERS = {
	guid: 'x-videopress-upload-guid',
	mediaId: 'x-videopress-upload-media-id',
	src: 'x-videopress-upload-src-url',
};
const OVERRIDABLE = [ 'HEAD', 'OPTIONS', 'DELETE', 'PUT', 'PATCH' ];
/** The path of the endpoint; the id of an upload follows it. */
export const TUS_PATH = '/videopress/uploads';
/** An upload's address (ids are named by namingFunction below). */
const UPLOAD_URL = /^\/videopress\/uploads\/([a-f0-9]{32})(?:\?|$)/;

/**
 * @param {HandOffResult} result
 * @return {Record<string, string>} the response headers that carry it
 */
const resultHeaders = ( result ) => ( {
	[ RESULT_HEADERS.guid ]: result.guid,
	[ RESULT_HEADERS.mediaId ]: String( result.media_id ),
	[ RESULT_HEADERS.src ]: result.src,
} );

/**
 * Checks a token signed by the plugin: base64url(JSON payload) "." hex
 * HMAC-SHA256 of that first part with the shared secret. The payload holds
 * blog_id, user_id and exp (Unix seconds).
 *
 * @param {string | null | undefined} token
 * @param {string}                    secret
 * @param {number}                    [now]  seconds
 * @return {{ blog_id: number, user_id: number, exp: number } | null} the payload when valid
 */
export function verifyToken( token, secret, now = Date.now() / 1000 ) {
	if ( ! token || typeof token !== 'string' ) {
		return null;
	}
	const [ body, signature, extra ] = token.split( '.' );
	if ( ! body || ! signature || extra !== undefined ) {
		return null;
	}
	const expected = crypto
		.createHmac( 'sha256', secret )
		.update( body )
		.digest( 'hex' );
	if (
		expected.length !== signature.length ||
		! crypto.timingSafeEqual(
			Buffer.from( expected ),
			Buffer.from( signature )
		)
	) {
		return null;
	}
	try {
		const payload = JSON.parse(
			Buffer.from( body, 'base64url' ).toString( 'utf8' )
		);
		if ( typeof payload?.exp !== 'number' || payload.exp < now ) {
			return null;
		}
		return payload;
	} catch {
		return null;
	}
}

/**
 * Signs a token the way the plugin does (for tests and the bench).
 *
 * @param {{ blog_id: number, user_id: number, exp: number }} payload
 * @param {string}                                            secret
 * @return {string} the token
 */
export function signToken( payload, secret ) {
	const body = Buffer.from( JSON.stringify( payload ) ).toString(
		'base64url'
	);
	const signature = crypto
		.createHmac( 'sha256', secret )
		.update( body )
		.digest( 'hex' );
	return `${ body }.${ signature }`;
}

/** @param {string | undefined} origin */
const isLoopbackOrigin = ( origin ) =>
	!! origin &&
	/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test( origin );

/**
 * CORS headers for a response this file writes itself (@tus/server writes
 * its own): a loopback page may read it, and the `exposed` headers.
 *
 * @param {string | undefined} origin
 * @param {string[]}           [exposed]
 * @return {Record<string, string>} the headers
 */
const corsHeaders = ( origin, exposed = [] ) => {
	if ( ! isLoopbackOrigin( origin ) ) {
		return {};
	}
	return {
		'access-control-allow-origin': String( origin ),
		...( exposed.length
			? { 'access-control-expose-headers': exposed.join( ', ' ) }
			: {} ),
	};
};

/**
 * @typedef {{ guid: string, media_id: number, src: string }} HandOffResult
 * @typedef {( upload: { id: string, file: string, size: number, metadata: Record<string, string | null>, token: string } ) => Promise<HandOffResult>} HandOff
 */

/**
 * Asks WordPress to adopt a finished upload (php-stubs/includes/rest/video-upload.php).
 *
 * @param {string} wordpressUrl
 * @param {string} secret
 * @return {HandOff} the hand-off
 */
export function wordpressHandOff( wordpressUrl, secret ) {
	return async ( { id, token } ) => {
		const response = await fetch(
			`${ wordpressUrl }/index.php?rest_route=/orbit-blocks/v1/stand-in/videopress/upload-finished`,
			{
				method: 'POST',
				headers: {
					'content-type': 'application/json',
					'x-orbit-tus-secret': secret,
					// Playground's auto-login (`npm start`) answers a request
					// without this cookie with a redirect to the same address,
					// which fetch would follow as a GET.
					cookie: 'playground_auto_login_already_happened=1',
				},
				body: JSON.stringify( { id, token } ),
				// A redirect is an error here, never a silent GET.
				redirect: 'manual',
			}
		);
		if ( response.status >= 300 && response.status < 400 ) {
			throw new Error(
				`WordPress redirected the upload hand-off (${
					response.status
				} to ${ response.headers.get( 'location' ) ?? 'nowhere' })`
			);
		}
		const text = await response.text();
		if ( ! response.ok ) {
			throw new Error(
				text || `WordPress answered ${ response.status }`
			);
		}
		return JSON.parse( text );
	};
}

/**
 * Starts the server.
 *
 * dir:        where the uploads are stored (created if missing).
 * port:       0 lets the OS choose.
 * secret:     shared with WordPress; a random one when omitted.
 * configFile: where to write { endpoint, secret } for the plugin (optional).
 * handOff:    called once an upload is complete; its result becomes the
 *             response headers. Without one the headers are left out.
 *
 * @param {{ dir: string, port?: number, secret?: string, configFile?: string, handOff?: HandOff }} options
 * @return {Promise<{ url: string, endpoint: string, secret: string, dir: string, server: http.Server, stop: () => Promise<void> }>} the running server
 */
export async function startTusServer( {
	dir,
	port = 0,
	secret = crypto.randomBytes( 32 ).toString( 'hex' ),
	configFile,
	handOff,
} ) {
	fs.mkdirSync( dir, { recursive: true } );
	/**
	 * The hand-off of each upload, run once: the final PATCH starts it, and a
	 * HEAD of a complete upload reads it (answerFinished). A failed one is
	 * forgotten, so that the next request tries again.
	 *
	 * @type {Map<string, { size: number, result: Promise<HandOffResult> }>}
	 */
	const handOffs = new Map();
	/**
	 * @param {{ id: string, size?: number, metadata?: Record<string, string | null> }} upload
	 * @param {string}                                                                  token
	 * @return {Promise<HandOffResult>} the result
	 */
	const handOffOnce = ( upload, token ) => {
		const known = handOffs.get( upload.id );
		if ( known ) {
			return known.result;
		}
		if ( ! handOff ) {
			return Promise.reject( new Error( 'No hand-off.' ) );
		}
		const result = handOff( {
			id: upload.id,
			file: path.join( dir, upload.id ),
			size: upload.size ?? 0,
			metadata: upload.metadata ?? {},
			token,
		} );
		handOffs.set( upload.id, { size: upload.size ?? 0, result } );
		result.catch( () => handOffs.delete( upload.id ) );
		return result;
	};
	const tus = new Server( {
		path: TUS_PATH,
		datastore: new FileStore( { directory: dir } ),
		allowedOrigins: ( origin ) => isLoopbackOrigin( origin ),
		allowedHeaders: [ TOKEN_HEADER, OVERRIDE_HEADER ],
		exposedHeaders: Object.values( RESULT_HEADERS ),
		// Uploads are named by the server only (never by the client).
		namingFunction: () => crypto.randomBytes( 16 ).toString( 'hex' ),
		onUploadCreate: async ( req, upload ) => {
			const type = upload.metadata?.filetype ?? '';
			if ( ! /^video\//.test( type ) ) {
				// The client shows its own text for this message (spec 3 section 8).
				throw { status_code: 400, body: 'Invalid Mime' };
			}
			return {};
		},
		onUploadFinish: async ( req, upload ) => {
			if ( ! handOff ) {
				return {};
			}
			try {
				const result = await handOffOnce(
					upload,
					req.headers.get( TOKEN_HEADER ) ?? ''
				);
				return { headers: resultHeaders( result ) };
			} catch ( error ) {
				throw {
					status_code: 500,
					body:
						error instanceof Error
							? error.message
							: 'The upload could not be added to the media library.',
				};
			}
		},
	} );

	/**
	 * Answers a HEAD of a complete upload itself, with the hand-off's result.
	 * Two cases: the final PATCH's hand-off failed (the client, retrying,
	 * asks HEAD, finds every byte there and would finish without a result),
	 * or its answer was lost after the file had been handed off (@tus/server
	 * would answer 404: the file has moved). Returns false for any other
	 * upload, which @tus/server answers.
	 *
	 * @param {string}               id
	 * @param {http.IncomingMessage} req
	 * @param {http.ServerResponse}  res
	 * @param {string}               token
	 * @return {Promise<boolean>} whether it answered
	 */
	const answerFinished = async ( id, req, res, token ) => {
		const known = handOffs.get( id );
		const upload = known
			? null
			: await tus.datastore.getUpload( id ).catch( () => null );
		const size = known?.size ?? upload?.size;
		if ( ! known && ( size === undefined || upload?.offset !== size ) ) {
			return false;
		}
		const cors = corsHeaders( req.headers.origin, [
			'upload-offset',
			'upload-length',
			'tus-resumable',
			...Object.values( RESULT_HEADERS ),
		] );
		try {
			const result = await handOffOnce( upload ?? { id }, token );
			res.writeHead( 200, {
				'tus-resumable': '1.0.0',
				'cache-control': 'no-store',
				'upload-offset': String( size ),
				'upload-length': String( size ),
				...resultHeaders( result ),
				...cors,
			} );
			res.end();
		} catch ( error ) {
			res.writeHead( 500, {
				'tus-resumable': '1.0.0',
				'content-type': 'text/plain',
				...cors,
			} );
			res.end(
				error instanceof Error
					? error.message
					: 'The upload could not be added to the media library.'
			);
		}
		return true;
	};

	const server = http.createServer( ( req, res ) => {
		const override = req.headers[ OVERRIDE_HEADER ];
		if (
			req.method === 'POST' &&
			typeof override === 'string' &&
			OVERRIDABLE.includes( override.toUpperCase() )
		) {
			req.method = override.toUpperCase();
		}
		const header = req.headers[ TOKEN_HEADER ];
		const token = ( Array.isArray( header ) ? header[ 0 ] : header ) ?? '';
		if ( req.method !== 'OPTIONS' && ! verifyToken( token, secret ) ) {
			res.writeHead( 403, {
				'content-type': 'text/plain',
				'tus-resumable': '1.0.0',
				...corsHeaders( req.headers.origin ),
			} );
			res.end( 'Invalid upload token' );
			return;
		}
		const finished =
			req.method === 'HEAD' && handOff
				? UPLOAD_URL.exec( req.url ?? '' )
				: null;
		if ( ! finished ) {
			tus.handle( req, res );
			return;
		}
		answerFinished( finished[ 1 ], req, res, token )
			.then( ( answered ) => {
				if ( ! answered ) {
					tus.handle( req, res );
				}
			} )
			.catch( () => {
				if ( ! res.headersSent ) {
					res.writeHead( 500 );
				}
				res.end();
			} );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', () => resolve( undefined ) );
	} );
	const address = server.address();
	const actualPort =
		typeof address === 'object' && address ? address.port : port;
	const url = `http://127.0.0.1:${ actualPort }`;
	const endpoint = `${ url }${ TUS_PATH }`;
	if ( configFile ) {
		fs.mkdirSync( path.dirname( configFile ), { recursive: true } );
		fs.writeFileSync(
			configFile,
			JSON.stringify( { endpoint, secret, dir } ),
			{ mode: 0o600 }
		);
	}
	const stop = () =>
		new Promise( ( resolve ) => {
			if ( configFile ) {
				fs.rmSync( configFile, { force: true } );
			}
			server.closeAllConnections();
			server.close( () => resolve( undefined ) );
		} );
	return { url, endpoint, secret, dir, server, stop };
}

/**
 * Starts the upload server for a site made by startWordPress: files under
 * wp-content/uploads/orbit-tus, the config file in wp-content, hand-off to
 * WordPress at wordpressUrl.
 *
 * @param {string} siteDir
 * @param {string} wordpressUrl
 */
export function startSiteTusServer( siteDir, wordpressUrl ) {
	const content = path.join( siteDir, 'wordpress', 'wp-content' );
	const secret = crypto.randomBytes( 32 ).toString( 'hex' );
	return startTusServer( {
		dir: path.join( content, 'uploads', 'orbit-tus' ),
		secret,
		configFile: path.join( content, 'orbit-blocks-tus.json' ),
		handOff: wordpressHandOff( wordpressUrl, secret ),
	} );
}
