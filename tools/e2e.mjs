// @ts-check
/**
 * `npm run test:e2e`: builds, starts a fresh WordPress (its own temporary
 * site, a free port), runs Playwright against it with Debian's Chromium, and
 * stops WordPress whatever the outcome. Extra arguments go to Playwright.
 *
 * `--shards=N` (or ORBIT_E2E_SHARDS=N) splits the spec files over N sites
 * run side by side, each a WordPress of its own with one Playwright worker:
 * Playground serves one request at a time and its SQLite dislikes parallel
 * writes, so parallel tests need separate sites. The default is one: on a
 * busy two-core machine two shards starve each other (docs/development.md).
 *
 * `--db=mariadb` (the default with the machine's PHP when Debian's
 * mariadb-server is installed) runs the sites on a throw-away MariaDB
 * (tools/mariadb.mjs), `--db=sqlite` on SQLite, as Playground does.
 *
 * `--suite=zip` tests the product as a site owner gets it: the zip of
 * `npm run plugin-zip` unpacked into a pristine WordPress (no development
 * must-use plugins, no ORBIT_BLOCKS_* constants) on MariaDB, with the specs
 * of tests/e2e-zip/. Its server (`--server=`, or ORBIT_E2E_SERVER) is
 * `apache`, the default when Debian's apache2 and libapache2-mod-php are
 * installed: Apache with mod_php, WordPress installed through its install
 * form and the zip through Plugins → Add New → Upload Plugin
 * (tools/apache-server.mjs); `nginx`, Debian's nginx and PHP-FPM set up the
 * same way, with the nginx rules of docs/providers.md
 * (tools/nginx-server.mjs); or `php`, PHP's built-in server with the zip
 * unpacked into the site.
 *
 * `--suite=hostile` runs the hostile-input corpus (tests/e2e-hostile/),
 * `--suite=load` the load and fault test (tests/e2e-load/, `npm run
 * test:load`): the development site on the machine's PHP and MariaDB, its
 * mail going to tests/e2e-load/sendmail.sh, which fails the messages the
 * test marks.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apacheMissing, startApacheWordPress } from './apache-server.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { fetchWordPress } from './fetch-wordpress.mjs';
import { mariadbMissing, startMariaDB } from './mariadb.mjs';
import { nginxMissing, startNginxWordPress } from './nginx-server.mjs';
import { nativePhpMissing, startNativeWordPress } from './php-server.mjs';
import { freePort, startWordPress } from './wp-server.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
/** @param {string} name */
const bin = ( name ) => path.join( root, 'node_modules', '.bin', name );

ensureInstall();
await fetchWordPress();

const shardsArg = process.argv.find( ( arg ) => arg.startsWith( '--shards=' ) );
const shards = Math.max(
	1,
	Number(
		shardsArg?.slice( '--shards='.length ) ??
			process.env.ORBIT_E2E_SHARDS ??
			1
	) || 1
);
// Which PHP serves the sites: the machine's own (tools/php-server.mjs says
// why it is the default) or Playground's WebAssembly, as `npm start` uses.
const runtimeArg = process.argv.find( ( arg ) =>
	arg.startsWith( '--runtime=' )
);
const requested =
	runtimeArg?.slice( '--runtime='.length ) ?? process.env.ORBIT_E2E_RUNTIME;
const phpMissing = nativePhpMissing();
if ( requested === 'php' && phpMissing ) {
	console.error( `--runtime=php: ${ phpMissing }` );
	process.exit( 1 );
}
const runtime = requested ?? ( phpMissing ? 'playground' : 'php' );
if ( runtime !== 'php' && runtime !== 'playground' ) {
	console.error( `Unknown runtime ${ runtime }: php or playground` );
	process.exit( 1 );
}
if ( ! requested && phpMissing ) {
	console.log(
		`e2e on Playground (${ phpMissing }); install php-cli php-sqlite3 php-gd php-mbstring php-xml for faster runs.`
	);
}
const suiteArg = process.argv.find( ( arg ) => arg.startsWith( '--suite=' ) );
const suite = suiteArg?.slice( '--suite='.length ) ?? 'dev';
if ( ! [ 'dev', 'zip', 'hostile', 'load' ].includes( suite ) ) {
	console.error( `Unknown suite ${ suite }: dev, zip, hostile or load` );
	process.exit( 1 );
}
const dbArg = process.argv.find( ( arg ) => arg.startsWith( '--db=' ) );
const dbMissing = runtime === 'php' ? mariadbMissing() : 'Playground';
const db =
	dbArg?.slice( '--db='.length ) ??
	process.env.ORBIT_E2E_DB ??
	( dbMissing ? 'sqlite' : 'mariadb' );
if ( db !== 'mariadb' && db !== 'sqlite' ) {
	console.error( `Unknown database ${ db }: mariadb or sqlite` );
	process.exit( 1 );
}
if ( db === 'mariadb' && dbMissing ) {
	console.error( `--db=mariadb: ${ dbMissing }` );
	process.exit( 1 );
}
if (
	( suite === 'zip' || suite === 'load' ) &&
	( runtime !== 'php' || db !== 'mariadb' )
) {
	console.error(
		`--suite=${ suite } runs on the machine's PHP with MariaDB: apt-get install php-cli php-mysql php-gd php-mbstring php-xml mariadb-server`
	);
	process.exit( 1 );
}
if ( ! dbArg && db === 'sqlite' && runtime === 'php' ) {
	console.log(
		`e2e on SQLite (${ dbMissing }); install mariadb-server php-mysql to run on MariaDB.`
	);
}
const serverArg = process.argv.find( ( arg ) => arg.startsWith( '--server=' ) );
const serverRequested =
	serverArg?.slice( '--server='.length ) ?? process.env.ORBIT_E2E_SERVER;
const noApache = suite === 'zip' ? apacheMissing() : 'not the zip suite';
if (
	serverRequested &&
	! [ 'apache', 'nginx', 'php' ].includes( serverRequested )
) {
	console.error(
		`Unknown server ${ serverRequested }: apache, nginx or php`
	);
	process.exit( 1 );
}
const noNginx = suite === 'zip' ? nginxMissing() : 'not the zip suite';
if ( serverRequested === 'nginx' && noNginx ) {
	console.error(
		`--server=nginx: ${ noNginx }${
			suite === 'zip' ? ': apt-get install nginx php-fpm' : ''
		}`
	);
	process.exit( 1 );
}
if ( serverRequested === 'apache' && noApache ) {
	console.error(
		`--server=apache: ${ noApache }${
			suite === 'zip'
				? ': apt-get install apache2 libapache2-mod-php'
				: ''
		}`
	);
	process.exit( 1 );
}
/** The zip suite's web server: Apache with mod_php, nginx with PHP-FPM, or PHP's built-in one. */
const server = serverRequested ?? ( noApache ? 'php' : 'apache' );
if ( suite === 'zip' && ! serverRequested && noApache ) {
	console.log(
		`The zip on PHP's built-in server (${ noApache }); install apache2 libapache2-mod-php to run it on Apache.`
	);
}
const playwrightArgs = process.argv
	.slice( 2 )
	.filter(
		( arg ) =>
			! [
				'--no-build',
				shardsArg,
				runtimeArg,
				suiteArg,
				dbArg,
				serverArg,
			].includes( arg )
	);

const noBuild = process.argv.includes( '--no-build' );
if ( suite === 'zip' ) {
	// The zip as `npm run plugin-zip` writes it (of the build as it is, with
	// --no-build).
	const zip = spawnSync(
		process.execPath,
		[
			path.join( root, 'tools', 'plugin-zip.mjs' ),
			...( noBuild ? [ '--no-build' ] : [] ),
		],
		{ cwd: root, stdio: 'inherit' }
	);
	if ( zip.status !== 0 ) {
		process.exit( zip.status ?? 1 );
	}
} else if ( ! noBuild ) {
	const build = spawnSync( bin( 'wp-scripts' ), [ 'build' ], {
		cwd: root,
		stdio: 'inherit',
	} );
	if ( build.status !== 0 ) {
		process.exit( build.status ?? 1 );
	}
}

const runDir = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-blocks-e2e-' ) );
/** The plugin the zip suite installs: the zip, unpacked. */
const zipPlugin = path.join( runDir, 'zip', 'orbit-blocks' );
// The tests serve (and read) a copy of the build as it is now.
const buildDir =
	suite === 'zip'
		? path.join( zipPlugin, 'build' )
		: path.join( runDir, 'build' );
if ( suite === 'zip' ) {
	// The zip the run tests, as it is now.
	fs.copyFileSync(
		path.join( root, 'orbit-blocks.zip' ),
		path.join( runDir, 'orbit-blocks.zip' )
	);
	const unzip = spawnSync( 'unzip', [
		'-q',
		path.join( root, 'orbit-blocks.zip' ),
		'-d',
		path.join( runDir, 'zip' ),
	] );
	if ( unzip.status !== 0 ) {
		console.error( `unzip orbit-blocks.zip failed: ${ unzip.stderr }` );
		process.exit( 1 );
	}
} else {
	fs.cpSync( path.join( root, 'build' ), buildDir, { recursive: true } );
}
/**
 * The zip's site defines no development constant; only this production one:
 * its AI server runs on this machine (a fake on loopback, as a site owner's
 * local model server would), which the plugin refuses without it
 * (php-stubs/includes/ai/address.php, docs/providers.md).
 */
const ZIP_DEFINES = { ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS: true };

/** @type {Awaited<ReturnType<typeof startMariaDB>> | undefined} */
let mariadb;

/**
 * Starts one site and runs one shard of the specs against it.
 *
 * @param {number} shard 1-based
 * @param {number} port
 * @return {Promise<{ status: number, passed: number, failed: number }>} the shard's outcome
 */
async function runShard( shard, port ) {
	const siteDir = path.join( runDir, `site-${ shard }` );
	// The development stand-ins (php-stubs/stand-ins/) exist only
	// with ORBIT_BLOCKS_LOCAL_SERVICES; the tests call some directly (the
	// local checkout and consent pages, the stand-in routes). The services
	// keep their real addresses, which the tests answer in the browser.
	// The AI offline responder's test switches ([[offline:…]]), which the
	// AI specs use; production sites ignore them.
	const defines = {
		ORBIT_BLOCKS_LOCAL_SERVICES: true,
		ORBIT_BLOCKS_REAL_SERVICE_ADDRESSES: true,
		ORBIT_BLOCKS_TEST_SWITCHES: true,
		// The AI specs and the load test answer AI requests with a fake server
		// on loopback, which the plugin refuses unless wp-config allows private
		// hosts (php-stubs/includes/ai/address.php). Not for the hostile
		// corpus, which checks that refusal.
		...( suite === 'hostile'
			? {}
			: { ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS: true } ),
		// The hostile corpus: no WP-Cron. After each publish core's enclosure
		// scan (do_enclose → wp_extract_urls) would spend max_execution_time
		// backtracking over the 100 KB payload, a core of the machine for
		// 30 s a post, and die; no block code runs in cron.
		...( suite === 'hostile' ? { DISABLE_WP_CRON: true } : {} ),
	};
	const label = shards > 1 ? `[${ shard }/${ shards }] ` : '';
	/** @type {{ socket: string, name: string } | undefined} */
	let database;
	if ( mariadb ) {
		database = { socket: mariadb.socket, name: `orbit_e2e_${ shard }` };
		mariadb.createDatabase( database.name );
	}
	const onApache = suite === 'zip' && server === 'apache';
	const onNginx = suite === 'zip' && server === 'nginx';
	/** The zip's site on a real web server, installed through its forms. */
	const onWebServer = onApache || onNginx;
	const start = () => {
		if ( onWebServer && database ) {
			const startSite = onApache
				? startApacheWordPress
				: startNginxWordPress;
			return startSite( {
				port,
				siteDir,
				database,
				zip: path.join( runDir, 'orbit-blocks.zip' ),
				quiet: ! process.env.ORBIT_E2E_PHP_OUTPUT,
				defines: ZIP_DEFINES,
			} );
		}
		if ( runtime === 'php' ) {
			return startNativeWordPress( {
				buildDir,
				defines: suite === 'zip' ? ZIP_DEFINES : defines,
				port,
				siteDir,
				quiet: ! process.env.ORBIT_E2E_PHP_OUTPUT,
				database,
				...( suite === 'zip'
					? { pluginDir: zipPlugin, pristine: true }
					: {} ),
				...( suite === 'load'
					? {
							sendmail: `sh ${ path.join(
								root,
								'tests/e2e-load/sendmail.sh'
							) } ${ path.join( siteDir, 'mail.log' ) }`,
							workers: Number(
								process.env.ORBIT_PHP_WORKERS ?? 4
							),
					  }
					: {} ),
			} );
		}
		return startWordPress( {
			buildDir,
			defines,
			port,
			siteDir,
			quiet: true,
			login: false,
		} );
	};
	const wordpress = await start();
	let serverName = runtime;
	if ( onApache ) {
		serverName = 'Apache with mod_php';
	} else if ( onNginx ) {
		serverName = 'nginx with PHP-FPM';
	}
	let how = '';
	if ( onWebServer ) {
		how =
			', installed through its forms, the zip uploaded through Plugins → Add New';
	} else if ( suite === 'zip' ) {
		how = ', the zip on a pristine site';
	}
	console.log(
		`${ label }WordPress for e2e (${ serverName }, ${ db }${ how }): ${ wordpress.url }`
	);
	try {
		const args = [ 'test', ...playwrightArgs ];
		if ( shards > 1 ) {
			args.push( `--shard=${ shard }/${ shards }`, '--reporter=list' );
		}
		const child = spawn( bin( 'playwright' ), args, {
			cwd: root,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			env: {
				...process.env,
				WP_BASE_URL: wordpress.url,
				WP_SITE_DIR: siteDir,
				// On a web server, the build as WordPress unpacked it from the zip.
				ORBIT_BUILD_DIR: onWebServer
					? path.join(
							siteDir,
							'wordpress/wp-content/plugins/orbit-blocks/build'
					  )
					: buildDir,
				ORBIT_E2E_SUITE: suite,
				ORBIT_E2E_ZIP_SERVER: onWebServer ? server : 'php',
				STORAGE_STATE_PATH: path.join(
					root,
					`artifacts/storage-states/admin-${ shard }.json`
				),
				ORBIT_E2E_OUTPUT: path.join(
					root,
					shards > 1
						? `test-results/shard-${ shard }`
						: 'test-results'
				),
			},
		} );
		let output = '';
		const relay = ( /** @type {NodeJS.WriteStream} */ to ) => {
			let partial = '';
			return ( /** @type {Buffer} */ chunk ) => {
				output += chunk.toString();
				const lines = ( partial + chunk.toString() ).split( '\n' );
				partial = lines.pop() ?? '';
				for ( const line of lines ) {
					to.write( `${ label }${ line }\n` );
				}
			};
		};
		child.stdout.on( 'data', relay( process.stdout ) );
		child.stderr.on( 'data', relay( process.stderr ) );
		const status = await new Promise( ( resolve ) =>
			child.on( 'close', ( code ) => resolve( code ?? 1 ) )
		);
		const count = ( /** @type {string} */ word ) =>
			Number(
				output.match(
					new RegExp( `^ *(\\d+) ${ word }`, 'm' )
				)?.[ 1 ] ?? 0
			);
		return { status, passed: count( 'passed' ), failed: count( 'failed' ) };
	} finally {
		await wordpress.stop();
	}
}

/** @type {{ status: number, passed: number, failed: number }[]} */
let results = [];
try {
	if ( db === 'mariadb' ) {
		mariadb = await startMariaDB( path.join( runDir, 'mariadb' ) );
	}
	/** @type {number[]} */
	const ports = [];
	for ( let shard = 1; shard <= shards; shard++ ) {
		let preferred = 8888 + shard;
		let port = await freePort( preferred );
		while ( ports.includes( port ) ) {
			preferred += 10;
			port = await freePort( preferred );
		}
		ports.push( port );
	}
	results = await Promise.all(
		ports.map( ( port, index ) => runShard( index + 1, port ) )
	);
} finally {
	await mariadb?.stop();
	fs.rmSync( runDir, { recursive: true, force: true } );
}
const passed = results.reduce( ( sum, result ) => sum + result.passed, 0 );
const failed = results.reduce( ( sum, result ) => sum + result.failed, 0 );
const status = results.some( ( result ) => result.status !== 0 ) ? 1 : 0;
if ( shards > 1 ) {
	console.log(
		`\ne2e: ${ passed } passed, ${ failed } failed in ${ shards } shards`
	);
}
process.exit( status );
