// @ts-check
/**
 * The development site's front door: serves the site's static files (scripts,
 * styles, images, fonts) from disk itself and passes every other request to
 * Playground behind it.
 *
 * Why: Playground's one PHP worker also serves the static files, one request
 * at a time, so a script asked for while WordPress answers the editor's REST
 * requests waits seconds behind them (a chunk took 4.5 s after the editor
 * was ready). A real site's web server sends static files without PHP; this
 * does the same, so the development site and the benches see what a site
 * owner's does. Audio and video, directories, PHP and anything not on disk
 * go to Playground as before.
 *
 * Why: docs/decisions.md, "The development site sends static files itself".
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** What the front serves itself, by extension, with its content type. */
const STATIC_TYPES = /** @type {Record<string, string>} */ ( {
	'.css': 'text/css; charset=utf-8',
	'.js': 'application/javascript; charset=utf-8',
	'.mjs': 'application/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.ico': 'image/x-icon',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.ttf': 'font/ttf',
	'.eot': 'application/vnd.ms-fontobject',
} );

/**
 * The file on disk that a request path names, or null when the front should
 * not serve it (not a static type, outside every mount, a dotfile, missing).
 *
 * @param {string}                                      pathname the request's path, still URL-encoded
 * @param {ReadonlyArray<{ url: string, dir: string }>} mounts   URL prefixes ('/wp-content/…') and their folders
 * @return {string | null} the file
 */
export function staticFile( pathname, mounts ) {
	let decoded;
	try {
		decoded = decodeURIComponent( pathname );
	} catch {
		return null;
	}
	if (
		decoded.includes( '\0' ) ||
		! STATIC_TYPES[ path.extname( decoded ).toLowerCase() ]
	) {
		return null;
	}
	const clean = path.posix.normalize( decoded );
	if ( clean.split( '/' ).some( ( part ) => part.startsWith( '.' ) ) ) {
		return null;
	}
	// The longest prefix wins: a plugin's folder mounted inside wp-content.
	/** @type {{ url: string, dir: string } | undefined} */
	let mount;
	for ( const candidate of mounts ) {
		const holds =
			clean === candidate.url ||
			clean.startsWith( `${ candidate.url.replace( /\/$/, '' ) }/` );
		if ( holds && ( ! mount || candidate.url.length > mount.url.length ) ) {
			mount = candidate;
		}
	}
	if ( ! mount ) {
		return null;
	}
	const relative = clean.slice( mount.url.replace( /\/$/, '' ).length );
	const file = path.join( mount.dir, relative );
	if ( path.relative( mount.dir, file ).startsWith( '..' ) ) {
		return null;
	}
	try {
		return fs.statSync( file ).isFile() ? file : null;
	} catch {
		return null;
	}
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse}  response
 * @param {string}               file
 */
function sendFile( request, response, file ) {
	const stat = fs.statSync( file );
	const etag = `"${ stat.size.toString( 16 ) }-${ Math.floor(
		stat.mtimeMs
	).toString( 16 ) }"`;
	// As Apache and nginx send a static file by default: validators and no
	// Cache-Control, so the browser keeps it for a tenth of its age and
	// then asks again (a file npm start has just rebuilt is asked for again
	// within seconds; the chunks' names change with their content).
	/** @type {Record<string, string>} */
	const headers = {
		'Content-Type': STATIC_TYPES[ path.extname( file ).toLowerCase() ],
		'Last-Modified': stat.mtime.toUTCString(),
		ETag: etag,
	};
	// A chunk's name carries its content's hash, so it never changes: as a
	// site's own, long-served files, it needs no asking again.
	if ( /\.[0-9a-f]{8}\.js$/.test( file ) ) {
		headers[ 'Cache-Control' ] = 'public, max-age=31536000, immutable';
	}
	if ( request.headers[ 'if-none-match' ] === etag ) {
		response.writeHead( 304, headers ).end();
		return;
	}
	response.writeHead( 200, { ...headers, 'Content-Length': stat.size } );
	if ( request.method === 'HEAD' ) {
		response.end();
		return;
	}
	fs.createReadStream( file )
		.on( 'error', () => response.destroy() )
		.pipe( response );
}

/**
 * Listens on 127.0.0.1:port in front of Playground on 127.0.0.1:backendPort.
 *
 * @param {{ port: number, backendPort: number, mounts: ReadonlyArray<{ url: string, dir: string }> }} options
 * @return {Promise<{ close: () => Promise<void> }>} close() stops listening and ends open connections
 */
export function startStaticFront( { port, backendPort, mounts } ) {
	const server = http.createServer( ( request, response ) => {
		const pathname = ( request.url ?? '/' ).split( '?' )[ 0 ];
		const file =
			request.method === 'GET' || request.method === 'HEAD'
				? staticFile( pathname, mounts )
				: null;
		if ( file ) {
			sendFile( request, response, file );
			return;
		}
		const upstream = http.request(
			{
				host: '127.0.0.1',
				port: backendPort,
				method: request.method,
				path: request.url,
				headers: request.headers,
			},
			( answer ) => {
				response.writeHead(
					answer.statusCode ?? 502,
					answer.statusMessage,
					answer.rawHeaders
				);
				answer.pipe( response );
			}
		);
		upstream.on( 'error', () => {
			if ( ! response.headersSent ) {
				response.writeHead( 502, { 'Content-Type': 'text/plain' } );
			}
			response.end( 'WordPress is not answering yet.' );
		} );
		request.pipe( upstream );
	} );
	return new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', () =>
			resolve( {
				close: () =>
					new Promise( ( done ) => {
						server.closeAllConnections();
						server.close( () => done( undefined ) );
					} ),
			} )
		);
	} );
}
