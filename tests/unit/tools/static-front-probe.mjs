// @ts-check
/**
 * Runs the development site's static front (tools/static-front.mjs) in front
 * of a stand-in backend and prints, as JSON, what it answered: jest cannot
 * import the tools' ES modules itself (static-front.test.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { staticFile, startStaticFront } from '../../../tools/static-front.mjs';
import { anyFreePort } from '../../../tools/wp-server.mjs';

const root = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-front-' ) );
const site = path.join( root, 'wordpress' );
const build = path.join( root, 'build' );
fs.mkdirSync( path.join( site, 'wp-includes/css' ), { recursive: true } );
fs.mkdirSync( path.join( build, 'chunks' ), { recursive: true } );
fs.writeFileSync( path.join( site, 'wp-includes/css/a.css' ), 'a{}' );
fs.writeFileSync( path.join( site, 'wp-config.php' ), '<?php secret' );
fs.writeFileSync( path.join( site, '.htaccess.css' ), 'hidden' );
fs.writeFileSync( path.join( root, 'outside.css' ), 'outside' );
fs.writeFileSync( path.join( build, 'chunks/map-edit.0123abcd.js' ), 'map()' );
fs.writeFileSync( path.join( build, 'editor.js' ), 'editor()' );
const mounts = [
	{ url: '/', dir: site },
	{ url: '/wp-content/plugins/orbit-blocks/build', dir: build },
];

/** @type {string[]} */
const backendSaw = [];
const backend = http.createServer( ( request, response ) => {
	let body = '';
	request.on( 'data', ( chunk ) => ( body += chunk ) );
	request.on( 'end', () => {
		backendSaw.push( `${ request.method } ${ request.url } ${ body }` );
		response.writeHead( 201, { 'X-Backend': 'yes' } );
		response.end( `backend:${ request.url }` );
	} );
} );
await new Promise( ( resolve ) =>
	backend.listen( 0, '127.0.0.1', () => resolve( undefined ) )
);
const backendPort = /** @type {import('node:net').AddressInfo} */ (
	backend.address()
).port;
const port = await anyFreePort();
const front = await startStaticFront( { port, backendPort, mounts } );

/**
 * @param {string}                      url
 * @param {Parameters<typeof fetch>[1]} [init]
 */
async function ask( url, init ) {
	const response = await fetch( `http://127.0.0.1:${ port }${ url }`, init );
	return {
		status: response.status,
		body: await response.text(),
		type: response.headers.get( 'content-type' ),
		etag: response.headers.get( 'etag' ),
		cacheControl: response.headers.get( 'cache-control' ),
		backend: response.headers.get( 'x-backend' ),
	};
}

const css = await ask( '/wp-includes/css/a.css?ver=6.8' );
const result = {
	files: {
		css: staticFile( '/wp-includes/css/a.css', mounts ),
		chunk: staticFile(
			'/wp-content/plugins/orbit-blocks/build/chunks/map-edit.0123abcd.js',
			mounts
		),
		php: staticFile( '/wp-config.php', mounts ),
		dotfile: staticFile( '/.htaccess.css', mounts ),
		traversal: staticFile( '/wp-includes/../../outside.css', mounts ),
		encodedTraversal: staticFile( '/%2e%2e/outside.css', mounts ),
		missing: staticFile( '/wp-includes/css/none.css', mounts ),
		directory: staticFile( '/wp-includes/css/', mounts ),
	},
	css,
	revalidated: await ask( '/wp-includes/css/a.css', {
		headers: { 'If-None-Match': css.etag ?? '' },
	} ),
	chunk: await ask(
		'/wp-content/plugins/orbit-blocks/build/chunks/map-edit.0123abcd.js'
	),
	editor: await ask( '/wp-content/plugins/orbit-blocks/build/editor.js' ),
	php: await ask( '/wp-config.php' ),
	post: await ask( '/wp-includes/css/a.css', {
		method: 'POST',
		body: 'x=1',
	} ),
	backendSaw,
};
await front.close();
backend.close();
fs.rmSync( root, { recursive: true, force: true } );
process.stdout.write( JSON.stringify( { ...result, site, build } ) );
