// @ts-check
/**
 * What the upload integration tests share: a throw-away WordPress served by
 * the machine's PHP (tools/php-server.mjs, as the e2e runner starts it), or
 * by WebAssembly PHP where the machine has no PHP with the extensions
 * (tools/wasm-php.mjs, phpCommand()), with
 * the host plugin and a stand-in build (the plugin needs only
 * editor.asset.php to load), upload tokens made by the plugin itself, a
 * recording HTTP proxy in front of it (the methods and override headers on
 * the wire, and optionally a connection cut mid-way), the video block's own
 * upload client (blocks/video/lib/upload-client.ts, through the Babel hook
 * of the benches). The sources it sends are mp4-source.mjs's. Loopback only.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	phpCommand,
	phpRuntimeName,
	runWithWordPress,
	startNativeWordPress,
} from '../../tools/php-server.mjs';
import { freePort } from '../../tools/wp-server.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const require = createRequire( import.meta.url );
require( '../bench/ts-register.cjs' );

/** The video block's upload client module. */
export const client =
	/** @type {typeof import('../../blocks/video/lib/upload-client')} */ (
		require( '../../blocks/video/lib/upload-client.ts' )
	);

export const ROUTE = '/wp-json/orbit-blocks/v1/videos/uploads';

/**
 * Starts a site. `defines` become wp-config.php constants.
 *
 * @param {{ defines?: Record<string, boolean | number> }} [options]
 */
export async function startUploadSite( { defines = {} } = {} ) {
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-uploads-' ) );
	const buildDir = path.join( work, 'build' );
	fs.mkdirSync( buildDir );
	fs.writeFileSync(
		path.join( buildDir, 'editor.asset.php' ),
		"<?php return array( 'dependencies' => array(), 'version' => 'test' );\n"
	);
	fs.writeFileSync( path.join( buildDir, 'editor.js' ), '' );
	const port = await freePort( 8950 + Math.floor( Math.random() * 40 ) );
	const siteDir = path.join( work, 'site' );
	const wordpress = await startNativeWordPress( {
		port,
		siteDir,
		buildDir,
		quiet: true,
		defines,
		workers: 2,
	} );
	const wordpressDir = path.join( siteDir, 'wordpress' );
	process.stdout.write(
		`upload site on ${ phpRuntimeName() }: ${ wordpress.url }\n`
	);
	/** @param {string} code PHP statements; what they print comes back */
	const php = ( code ) =>
		runWithWordPress( wordpressDir, `127.0.0.1:${ port }`, code );
	return {
		url: wordpress.url,
		endpoint: `${ wordpress.url }${ ROUTE }`,
		wordpressDir,
		/** The partial uploads' folder. */
		store: path.join(
			wordpressDir,
			'wp-content/uploads/orbit-blocks-video-uploads'
		),
		php,
		/** The command that runs PHP, as the site's server runs it. */
		phpCommand: phpCommand(),
		/**
		 * A user with a role; its id.
		 *
		 * @param {string} login
		 * @param {string} role
		 */
		user: ( login, role ) =>
			Number(
				php(
					`echo wp_insert_user( array( 'user_login' => '${ login }', 'user_pass' => 'password', 'user_email' => '${ login }@localhost.com', 'role' => '${ role }' ) );`
				)
			),
		/**
		 * The token the admin-ajax action gives this user (with `key`, the
		 * key token for that upload).
		 *
		 * @param {number} userId
		 * @param {string} [key]
		 */
		token: ( userId, key = '' ) =>
			php(
				`echo orbit_blocks_video_token_for( ${ Number(
					userId
				) }, ${ JSON.stringify( String( key ) ) } );`
			),
		stop: async () => {
			await wordpress.stop();
			fs.rmSync( work, { recursive: true, force: true } );
		},
	};
}

/**
 * A proxy in front of `target` that records each request's method and
 * X-HTTP-Method-Override, rewrites Location to itself, and, when `cutAfter`
 * is given, destroys the connection once that many request-body bytes have
 * passed (once; later requests pass).
 *
 * @param {string} target     the site's origin
 * @param {number} [cutAfter]
 */
export async function recordingProxy( target, cutAfter ) {
	/** @type {{ method: string, override: string | null, status: number }[]} */
	const seen = [];
	let passed = 0;
	let cut = false;
	let origin = '';
	const server = http.createServer( ( req, res ) => {
		const entry = {
			method: String( req.method ),
			override:
				/** @type {string | undefined} */ (
					req.headers[ 'x-http-method-override' ]
				) ?? null,
			status: 0,
		};
		seen.push( entry );
		const upstream = http.request(
			`${ target }${ req.url }`,
			{ method: req.method, headers: req.headers },
			( answer ) => {
				entry.status = answer.statusCode ?? 0;
				const headers = { ...answer.headers };
				if ( headers.location ) {
					headers.location = headers.location.replace(
						target,
						origin
					);
				}
				res.writeHead( answer.statusCode ?? 502, headers );
				answer.pipe( res );
			}
		);
		upstream.on( 'error', () => res.destroy() );
		req.on( 'data', ( chunk ) => {
			passed += chunk.length;
			if ( cutAfter !== undefined && ! cut && passed > cutAfter ) {
				cut = true;
				upstream.destroy();
				req.socket.destroy();
				return;
			}
			upstream.write( chunk );
		} );
		req.on( 'end', () => upstream.end() );
	} );
	await new Promise( ( resolve ) =>
		server.listen( 0, '127.0.0.1', () => resolve( undefined ) )
	);
	const address = server.address();
	origin = `http://127.0.0.1:${
		typeof address === 'object' && address ? address.port : 0
	}`;
	return {
		origin,
		seen,
		wasCut: () => cut,
		close: () =>
			new Promise( ( resolve ) => {
				server.closeAllConnections();
				server.close( resolve );
			} ),
	};
}

export { root };
