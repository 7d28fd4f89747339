// @ts-check
/**
 * Insert to ready on the product as a site owner runs it: the zip of
 * `npm run plugin-zip` (a production build) installed on Apache with mod_php
 * and MariaDB (tools/apache-server.mjs, the zip suite's site), then
 * `npm run bench -- --only=insert --site=<that site>` with the arguments
 * given here. Run it under the e2e suites' lock, since it starts their
 * MariaDB and Apache:
 *
 *   flock /tmp/orbit-e2e.lock node tests/bench/insert-apache.mjs \
 *     [--zip=PATH] --blocks=business-hours,video,core/image --insert-rounds=8
 *
 * --zip takes another zip than orbit-blocks.zip (made with
 * `npm run plugin-zip` if it is missing; it is not rebuilt otherwise). The
 * machine's load average (`uptime`) is logged before and after the run: the
 * figures are only as quiet as the machine was.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApacheWordPress } from '../../tools/apache-server.mjs';
import { startMariaDB } from '../../tools/mariadb.mjs';
import { freePort } from '../../tools/wp-server.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const args = process.argv.slice( 2 );
const zipOption = args
	.find( ( arg ) => arg.startsWith( '--zip=' ) )
	?.slice( '--zip='.length );
const benchArgs = args.filter( ( arg ) => ! arg.startsWith( '--zip=' ) );
const log = ( /** @type {string} */ line ) =>
	console.log( `[insert-apache] ${ line }` );
const load = () =>
	`load average ${ os
		.loadavg()
		.map( ( figure ) => figure.toFixed( 2 ) )
		.join( ', ' ) }`;

const zip = path.resolve( zipOption ?? path.join( root, 'orbit-blocks.zip' ) );
if ( ! fs.existsSync( zip ) ) {
	if ( zipOption ) {
		console.error( `No zip at ${ zip }` );
		process.exit( 2 );
	}
	const made = spawnSync(
		process.execPath,
		[ path.join( root, 'tools/plugin-zip.mjs' ) ],
		{ cwd: root, stdio: 'inherit' }
	);
	if ( made.status !== 0 ) {
		process.exit( made.status ?? 1 );
	}
}

const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-insert-apache-' ) );
const mariadb = await startMariaDB( path.join( work, 'mariadb' ) );
/** @type {{ url: string, stop: () => Promise<void> } | undefined} */
let site;
let status = 1;
try {
	mariadb.createDatabase( 'orbit_insert_bench' );
	site = await startApacheWordPress( {
		port: await freePort( 8970 ),
		siteDir: path.join( work, 'site' ),
		database: { socket: mariadb.socket, name: 'orbit_insert_bench' },
		zip,
	} );
	log( `${ path.basename( zip ) } on Apache at ${ site.url }; ${ load() }` );
	const bench = spawnSync(
		process.execPath,
		[
			path.join( root, 'tests/bench/run.mjs' ),
			'--only=insert',
			`--site=${ site.url }`,
			...benchArgs,
		],
		{ cwd: root, stdio: 'inherit' }
	);
	status = bench.status ?? 1;
	log( `done; ${ load() }` );
} finally {
	await site?.stop();
	await mariadb.stop();
	fs.rmSync( work, { recursive: true, force: true } );
}
process.exit( status );
