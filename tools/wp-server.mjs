// @ts-check
/**
 * Boots WordPress with @wp-playground/cli (PHP as WebAssembly, bundled
 * SQLite): the site's own copy of WordPress in <siteDir>/wordpress (so its
 * database persists there), the host plugin php-stubs/ mounted as
 * wp-content/plugins/orbit-blocks with build/ inside it, and the plugin
 * activated by a blueprint.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchWordPress } from './fetch-wordpress.mjs';
import { stoppableChild } from './server-process.mjs';
import { startStaticFront } from './static-front.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
export const PLUGIN = 'orbit-blocks/orbit-blocks.php';
export const PHP_VERSION = '8.3';

/**
 * @param {number} port
 * @return {Promise<boolean>} whether 127.0.0.1:port can be listened on
 */
function isFree( port ) {
	return new Promise( ( resolve ) => {
		const server = net.createServer();
		server.once( 'error', () => resolve( false ) );
		server.listen( port, '127.0.0.1', () =>
			server.close( () => resolve( true ) )
		);
	} );
}

/**
 * @param {number} preferred
 * @return {Promise<number>} preferred when free, else one the OS picks
 */
export async function freePort( preferred ) {
	if ( await isFree( preferred ) ) {
		return preferred;
	}
	return anyFreePort();
}

/** @return {Promise<number>} a port the OS says is free now */
export function anyFreePort() {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.once( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address();
			const port =
				typeof address === 'object' && address ? address.port : 0;
			server.close( () => resolve( port ) );
		} );
	} );
}

/** @param {number} ms */
const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Starts WordPress and resolves once wp-login.php answers.
 *
 * port:    where it listens, on 127.0.0.1 (see freePort).
 * siteDir: the site's own WordPress copy and SQLite database (persist here).
 * quiet:   do not echo Playground's output (it still goes into errors).
 * login:   Playground's auto-login for a person's browser (npm start); e2e
 *          logs in through wp-login.php instead. Default true.
 * beta:    defines ORBIT_BLOCKS_BETA, so beta and experimental blocks register.
 *          Both development sites (npm start, e2e) turn it on: a block stays in
 *          beta until its e2e test passes, so the tests must see it. Default true.
 * activate: activate the plugin at boot (a blueprint step). The bench's
 *          second server over the same site skips it. Default true.
 * defines: more boolean or number constants for wp-config (the bench's).
 * buildDir: the build the plugin serves. Default build/, which `npm start`
 *          rebuilds as you edit; the e2e tests serve a copy made when they
 *          start, so that a build running meanwhile cannot change it.
 *
 * @param {{ port: number, siteDir: string, quiet?: boolean, login?: boolean, beta?: boolean, activate?: boolean, defines?: Record<string, boolean | number>, buildDir?: string }} options
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} the site's address, and stop() to end it
 */
export async function startWordPress( {
	port,
	siteDir,
	quiet = false,
	login = true,
	beta = true,
	activate = true,
	defines = {},
	buildDir = path.join( root, 'build' ),
} ) {
	const pristine = await fetchWordPress();
	const wordpress = path.join( siteDir, 'wordpress' );
	if ( ! fs.existsSync( path.join( wordpress, 'wp-includes' ) ) ) {
		fs.mkdirSync( siteDir, { recursive: true } );
		fs.cpSync( pristine, wordpress, { recursive: true } );
	}
	fs.mkdirSync( buildDir, { recursive: true } );

	const blueprint = path.join(
		fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-blueprint-' ) ),
		'blueprint.json'
	);
	fs.writeFileSync(
		blueprint,
		JSON.stringify( {
			// With a blueprint file the CLI ignores --php and --login (it
			// takes the file's own settings), so they are set here too.
			// WordPress 6.8 predates PHP 8.5's deprecations; 8.3 it supports.
			preferredVersions: { php: PHP_VERSION, wp: 'latest' },
			steps: [
				...( activate
					? [ { step: 'activatePlugin', pluginPath: PLUGIN } ]
					: [] ),
				// A blueprint replaces the one --login would add, so log in here.
				...( login ? [ { step: 'login', username: 'admin' } ] : [] ),
			],
		} )
	);

	// Playground listens on a port of its own behind the static front
	// (tools/static-front.mjs), which answers on `port`.
	const backendPort = await anyFreePort();
	const args = [
		'server',
		`--port=${ backendPort }`,
		`--site-url=http://127.0.0.1:${ port }`,
		'--wordpress-install-mode=install-from-existing-files-if-needed',
		`--mount-before-install=${ wordpress }:/wordpress`,
		`--mount=${ path.join(
			root,
			'php-stubs'
		) }:/wordpress/wp-content/plugins/orbit-blocks`,
		`--mount=${ buildDir }:/wordpress/wp-content/plugins/orbit-blocks/build`,
		// Development-site speed-ups only (tools/dev-site/*.php says why).
		`--mount=${ path.join(
			root,
			'tools',
			'dev-site'
		) }:/wordpress/wp-content/mu-plugins`,
		`--blueprint=${ blueprint }`,
		// PHP messages go to <siteDir>/wordpress/wp-content/debug.log, where
		// the e2e tests read them, rather than into the pages.
		'--define-bool',
		'WP_DEBUG',
		'true',
		'--define-bool',
		'WP_DEBUG_LOG',
		'true',
		'--define-bool',
		'WP_DEBUG_DISPLAY',
		'false',
		// No request leaves the machine: WordPress's own calls to WordPress.org
		// (pattern directory, updates, block directory) fail at once instead
		// of holding the one PHP worker, and every static file behind them,
		// until a network timeout.
		'--define-bool',
		'WP_HTTP_BLOCK_EXTERNAL',
		'true',
		'--define-bool',
		'ORBIT_BLOCKS_BETA',
		beta ? 'true' : 'false',
		...Object.entries( defines ).flatMap( ( [ name, value ] ) =>
			typeof value === 'boolean'
				? [ '--define-bool', name, String( value ) ]
				: [ '--define-number', name, String( value ) ]
		),
		// One worker: Playground's SQLite dislikes parallel writes.
		'--workers=1',
		`--php=${ PHP_VERSION }`,
		...( login ? [ '--login' ] : [] ),
	];
	const pluginUrl = '/wp-content/plugins/orbit-blocks';
	const front = await startStaticFront( {
		port,
		backendPort,
		mounts: [
			{ url: '/', dir: wordpress },
			{ url: pluginUrl, dir: path.join( root, 'php-stubs' ) },
			{ url: `${ pluginUrl }/build`, dir: buildDir },
			{
				url: '/wp-content/mu-plugins',
				dir: path.join( root, 'tools', 'dev-site' ),
			},
		],
	} );
	const child = spawn(
		path.join( root, 'node_modules', '.bin', 'wp-playground-cli' ),
		args,
		{
			cwd: root,
			detached: true,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		}
	);
	/** @type {string[]} */
	const output = [];
	/** @param {Buffer} chunk */
	const collect = ( chunk ) => {
		const text = chunk.toString();
		output.push( text );
		if ( output.length > 50 ) {
			output.shift();
		}
		if ( ! quiet ) {
			process.stdout.write( text.replace( /^/gm, '[wordpress] ' ) );
		}
	};
	child.stdout.on( 'data', collect );
	child.stderr.on( 'data', collect );
	const server = stoppableChild( child, { group: true, graceMs: 5000 } );

	const url = `http://127.0.0.1:${ port }`;
	const stop = async () => {
		await front.close();
		await server.stop();
		fs.rmSync( path.dirname( blueprint ), {
			recursive: true,
			force: true,
		} );
	};

	// Ready when wp-login.php answers without a server error ("/" redirects
	// under --login, and the first requests after "Ready!" may answer 502).
	// With login, ready only once a request really comes back logged in: the
	// CLI answers the very first request with a redirect of its own, and the
	// first requests WordPress serves after a boot may miss the auto-login;
	// waiting for it means that a person's first page is already logged in.
	const deadline = Date.now() + 180_000;
	while ( Date.now() < deadline ) {
		if ( server.exited() ) {
			throw new Error(
				`WordPress exited before it was ready:\n${ output
					.join( '' )
					.slice( -2000 ) }`
			);
		}
		try {
			const response = await fetch(
				`${ url }/${ login ? 'wp-admin/' : 'wp-login.php' }`,
				{ redirect: 'manual' }
			);
			const ready = login
				? response.headers
						.getSetCookie()
						.some( ( cookie ) =>
							/^wordpress_logged_in_\w+=admin/.test( cookie )
						)
				: response.status < 500;
			if ( ready ) {
				return { url, stop };
			}
		} catch {}
		await sleep( 500 );
	}
	await stop();
	throw new Error(
		`WordPress was not ready after 180 s:\n${ output
			.join( '' )
			.slice( -2000 ) }`
	);
}
