// @ts-check
/**
 * `npm start`: installs what is missing, fetches WordPress the first time,
 * builds, then watches the sources and serves WordPress with the plugin
 * active until Ctrl-C. The site's data stays in .wp-data/ between runs.
 */
import { spawn } from 'node:child_process';
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
await fetchWordPress();

// The watcher's first compile is the build: it empties build/ before it
// writes it, so WordPress boots only once that compile is complete (booting
// beside it found block.json files whose asset files were not written yet).
console.log( 'Building ...' );
const watcher = spawn( wpScripts, [ 'start' ], {
	cwd: root,
	detached: true,
	stdio: [ 'ignore', 'pipe', 'inherit' ],
} );
/** @type {Promise<boolean>} whether the first compile succeeded */
const firstCompile = new Promise( ( resolve ) => {
	let output = '';
	/** @param {Buffer} chunk */
	const read = ( chunk ) => {
		output += chunk.toString();
		const done = output.match( /compiled (successfully|with .*)/ );
		if ( done ) {
			watcher.stdout?.off( 'data', read );
			// Later output (rebuilds) goes nowhere, but keep the pipe flowing.
			watcher.stdout?.resume();
			const failed = /error/.test( done[ 1 ] );
			if ( failed ) {
				console.error( output.slice( -4000 ) );
			}
			resolve( ! failed );
		}
	};
	watcher.stdout?.on( 'data', read );
	watcher.once( 'exit', () => resolve( false ) );
} );
/** @type {{ url: string, stop: () => Promise<void> } | undefined} */
let wordpress;
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
	if ( wordpress ) {
		await wordpress.stop();
		process.exit( 0 );
	}
}
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );

const built = await firstCompile;
if ( stopping ) {
	process.exit( 0 );
}
if ( ! built ) {
	stopWatcher();
	console.error( 'The build failed; run npm run build to see why.' );
	process.exit( 1 );
}

try {
	wordpress = await startWordPress( {
		port: await freePort( 8888 ),
		siteDir: path.join( root, '.wp-data' ),
		quiet: true,
		// No third-party host is reachable here: the local provider's
		// stand-ins answer for them (php-stubs/stand-ins/).
		defines: {
			ORBIT_BLOCKS_LOCAL_SERVICES: true,
			// The AI offline responder's [[offline:…]] switches, for trying states.
			ORBIT_BLOCKS_TEST_SWITCHES: true,
			// A model server on this machine (Ollama, a fake) may be the AI server
			// (php-stubs/includes/ai/address.php refuses private hosts otherwise).
			ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS: true,
		},
	} );
} catch ( error ) {
	stopWatcher();
	console.error( error instanceof Error ? error.message : error );
	process.exit( 1 );
}
if ( stopping ) {
	await wordpress.stop();
	process.exit( 0 );
}

console.log( `
Orbit Blocks is running.
  Editor: ${ wordpress.url }/wp-admin/post-new.php
  Site:   ${ wordpress.url }/
  Log in: admin / password (you are logged in automatically)
Sources are rebuilt on change. Press Ctrl-C to stop.
` );
