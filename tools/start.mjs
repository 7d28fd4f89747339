// @ts-check
/**
 * `npm start`: installs what is missing, fetches WordPress the first time,
 * builds, then watches the sources and serves WordPress with the plugin
 * active until Ctrl-C. The site's data stays in .wp-data/ between runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { fetchWordPress } from './fetch-wordpress.mjs';
import { freePort, startWordPress } from './wp-server.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const wpScripts = path.join( root, 'node_modules', '.bin', 'wp-scripts' );

ensureInstall();
// Imported only now: it needs @tus/server, which ensureInstall() installs on a
// fresh clone.
const { startSiteTusServer } = await import( './tus-server.mjs' );
await fetchWordPress();

console.log( 'Building ...' );
const build = spawnSync( wpScripts, [ 'build' ], {
	cwd: root,
	stdio: [ 'ignore', 'ignore', 'inherit' ],
} );
if ( build.status !== 0 ) {
	console.error( 'The build failed; run npm run build to see why.' );
	process.exit( build.status ?? 1 );
}

// Rebuild on change; only its errors reach the terminal.
const watcher = spawn( wpScripts, [ 'start' ], {
	cwd: root,
	detached: true,
	stdio: [ 'ignore', 'ignore', 'inherit' ],
} );

/** @type {{ url: string, stop: () => Promise<void> } | undefined} */
let wordpress;
/** @type {{ endpoint: string, stop: () => Promise<void> } | undefined} */
let uploads;
let stopping = false;

function stopWatcher() {
	try {
		if ( watcher.pid ) {
			process.kill( -watcher.pid, 'SIGTERM' );
		}
	} catch {}
}

// Ctrl-C stops the watcher and WordPress, also while WordPress is booting
// (then once it has booted, since only then can it be stopped).
async function stop() {
	if ( stopping ) {
		return;
	}
	stopping = true;
	stopWatcher();
	await uploads?.stop();
	if ( wordpress ) {
		await wordpress.stop();
		process.exit( 0 );
	}
}
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );

try {
	wordpress = await startWordPress( {
		port: await freePort( 8888 ),
		siteDir: path.join( root, '.wp-data' ),
		quiet: true,
		// No third-party host is reachable here: the local provider's
		// stand-ins answer for them (php-stubs/includes/services.php).
		defines: {
			ORBIT_BLOCKS_LOCAL_SERVICES: true,
			// The AI offline responder's [[offline:…]] switches, for trying states.
			ORBIT_BLOCKS_TEST_SWITCHES: true,
		},
	} );
	// The video block's resumable-upload server (tools/tus-server.mjs).
	uploads = await startSiteTusServer(
		path.join( root, '.wp-data' ),
		wordpress.url
	);
} catch ( error ) {
	stopWatcher();
	console.error( error instanceof Error ? error.message : error );
	process.exit( 1 );
}
if ( stopping ) {
	await uploads?.stop();
	await wordpress.stop();
	process.exit( 0 );
}

console.log( `
Orbit Blocks is running.
  Editor: ${ wordpress.url }/wp-admin/post-new.php
  Site:   ${ wordpress.url }/
  Video uploads (tus): ${ uploads?.endpoint }
  Log in: admin / password (you are logged in automatically)
Sources are rebuilt on change. Press Ctrl-C to stop.
` );
