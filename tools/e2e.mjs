// @ts-check
/**
 * `npm run test:e2e`: builds, starts a fresh WordPress (its own temporary
 * site, a free port), runs Playwright against it with Debian's Chromium, and
 * stops WordPress whatever the outcome. Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { fetchWordPress } from './fetch-wordpress.mjs';
import { freePort, startWordPress } from './wp-server.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const bin = ( name ) => path.join( root, 'node_modules', '.bin', name );

ensureInstall();
await fetchWordPress();

if ( ! process.argv.includes( '--no-build' ) ) {
	const build = spawnSync( bin( 'wp-scripts' ), [ 'build' ], {
		cwd: root,
		stdio: 'inherit',
	} );
	if ( build.status !== 0 ) {
		process.exit( build.status ?? 1 );
	}
}

const siteDir = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-blocks-e2e-' ) );
// The tests serve (and read) a copy of the build as it is now.
const buildDir = path.join( siteDir, 'build' );
fs.cpSync( path.join( root, 'build' ), buildDir, { recursive: true } );
const wordpress = await startWordPress( {
	buildDir,
	port: await freePort( 8889 ),
	siteDir,
	quiet: true,
	login: false,
} );
console.log( `WordPress for e2e: ${ wordpress.url }` );

let status = 1;
try {
	const args = process.argv
		.slice( 2 )
		.filter( ( arg ) => arg !== '--no-build' );
	const run = spawnSync( bin( 'playwright' ), [ 'test', ...args ], {
		cwd: root,
		stdio: 'inherit',
		env: {
			...process.env,
			WP_BASE_URL: wordpress.url,
			WP_SITE_DIR: siteDir,
			ORBIT_BUILD_DIR: buildDir,
		},
	} );
	status = run.status ?? 1;
} finally {
	await wordpress.stop();
	fs.rmSync( siteDir, { recursive: true, force: true } );
}
process.exit( status );
