// @ts-check
/**
 * Boots the e2e tests' WordPress with the machine's own PHP (Debian's
 * php-cli, php-sqlite3, php-gd, php-mbstring, php-xml) and PHP's built-in
 * web server, on the same files as tools/wp-server.mjs: Debian's WordPress,
 * Playground's SQLite integration (the zip bundled in @wp-playground/cli),
 * the host plugin with a copy of the build, and the dev site's must-use
 * plugins.
 *
 * Why: under Playground every request boots WordPress in WebAssembly, about
 * 0.7–1.3 s here, one request at a time; native PHP with opcache answers the
 * same REST request in 70–90 ms, and several at once. The e2e suite spends
 * most of its time waiting on WordPress, so this is what keeps CI short.
 * `npm start` stays on Playground: it needs no root and no PHP installed.
 *
 * Without a machine PHP that has the extensions (nativePhpMissing()), the
 * same site runs on WebAssembly PHP instead (tools/wasm-php.mjs plays the
 * `php` command: phpCommand()), on SQLite: that is how `npm test`'s upload
 * tests run on a machine with Node.js only. MariaDB needs the machine's PHP
 * (mysqli over a Unix socket).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';
import { fetchWordPress } from './fetch-wordpress.mjs';
import { stoppableChild } from './server-process.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const SQLITE_ZIP = path.join(
	root,
	'node_modules/@wp-playground/cli/sqlite-database-integration.zip'
);
const REQUIRED_EXTENSIONS = [ 'pdo_sqlite', 'gd', 'mbstring', 'dom' ];

/** @return {string | null} why native PHP cannot serve the tests, or null when it can */
export function nativePhpMissing() {
	const probe = spawnSync( 'php', [ '-m' ], { encoding: 'utf8' } );
	if ( probe.status !== 0 ) {
		return 'php is not installed';
	}
	const modules = probe.stdout.toLowerCase().split( /\s+/ );
	const missing = REQUIRED_EXTENSIONS.filter(
		( name ) => ! modules.includes( name )
	);
	return missing.length
		? `PHP lacks the extensions ${ missing.join( ', ' ) }`
		: null;
}

/** @type {string[] | undefined} */
let command;
/**
 * The command that runs PHP, as [ file, ...arguments ]: the machine's `php`
 * when it has every extension the sites need, else WebAssembly PHP
 * (tools/wasm-php.mjs, which takes the same arguments).
 *
 * @return {string[]} the command
 */
export function phpCommand() {
	command ??= nativePhpMissing()
		? [ process.execPath, path.join( root, 'tools', 'wasm-php.mjs' ) ]
		: [ 'php' ];
	return command;
}

/** @return {string} which PHP phpCommand() runs, for messages */
export function phpRuntimeName() {
	return phpCommand()[ 0 ] === 'php'
		? "the machine's PHP"
		: 'WebAssembly PHP (tools/wasm-php.mjs)';
}

/** @param {number} ms */
const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Runs a PHP snippet with WordPress loaded (or installing) for the site;
 * returns what it printed.
 *
 * @param {string}  wordpress  the site's WordPress folder
 * @param {string}  host       host:port the site answers on
 * @param {string}  code       PHP statements, run after wp-load.php
 * @param {boolean} installing whether WordPress is not installed yet
 * @return {string} what the snippet printed
 */
export function runWithWordPress( wordpress, host, code, installing = false ) {
	const script = `<?php
${ installing ? "define( 'WP_INSTALLING', true );" : '' }
$_SERVER['HTTP_HOST'] = ${ JSON.stringify( host ) };
$_SERVER['REQUEST_URI'] = '/';
require ${ JSON.stringify( path.join( wordpress, 'wp-load.php' ) ) };
${ code }
`;
	const [ php, ...phpArgs ] = phpCommand();
	const result = spawnSync(
		php,
		[ ...phpArgs, '-d', 'sendmail_path=/bin/true' ],
		{
			input: script,
			encoding: 'utf8',
		}
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`PHP failed while preparing the site:\n${ result.stdout }\n${ result.stderr }`
		);
	}
	return result.stdout;
}

/**
 * @param {string} value
 * @return {string} value as a PHP single-quoted string
 */
const phpString = ( value ) =>
	`'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

/**
 * Installs WordPress from the command line as Playground installs it and
 * the e2e sites are (admin / password, the site at `url`), activates the
 * plugin and saves pretty permalinks. `check` is PHP run last: it exits 1
 * with a message on STDERR when the site is not as it should be.
 *
 * @param {string} wordpress the site's WordPress folder
 * @param {string} host      host:port the site answers on
 * @param {string} url       the site's address
 * @param {string} [check]   PHP statements run after the rest
 */
export function installTestSite( wordpress, host, url, check = '' ) {
	runWithWordPress(
		wordpress,
		host,
		`require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Orbit Blocks', 'admin', 'admin@localhost.com', true, '', 'password' );
// Run from the command line, wp_install guesses the address from the file path.
update_option( 'siteurl', ${ phpString( url ) } );
update_option( 'home', ${ phpString( url ) } );`,
		true
	);
	runWithWordPress(
		wordpress,
		host,
		`require_once ABSPATH . 'wp-admin/includes/plugin.php';
$activated = activate_plugin( 'orbit-blocks/orbit-blocks.php' );
if ( is_wp_error( $activated ) ) { fwrite( STDERR, $activated->get_error_message() ); exit( 1 ); }
update_option( 'permalink_structure', '/%year%/%monthnum%/%day%/%postname%/' );
flush_rewrite_rules();
${ check }`
	);
}

/**
 * The SQLite integration, as Playground installs it: the plugin folder and
 * its db.php drop-in with the folder's path filled in.
 *
 * @param {string} plugins the site's plugins folder
 * @param {string} content the site's wp-content folder
 */
function installSqlite( plugins, content ) {
	new AdmZip( SQLITE_ZIP ).extractAllTo( plugins, true );
	const sqlite = path.join( plugins, 'sqlite-database-integration' );
	fs.renameSync(
		path.join( plugins, 'plugin-sqlite-database-integration' ),
		sqlite
	);
	fs.writeFileSync(
		path.join( content, 'db.php' ),
		fs
			.readFileSync( path.join( sqlite, 'db.copy' ), 'utf8' )
			.replaceAll( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite )
			.replaceAll(
				'{SQLITE_PLUGIN}',
				'sqlite-database-integration/load.php'
			)
	);
}

const NO_UPDATE_CHECKS = `<?php
// Test site only (tools/php-server.mjs): no update checks, there is no network.
foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $orbit_check ) {
	remove_action( 'admin_init', $orbit_check );
}
foreach ( array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes' ) as $orbit_check ) {
	remove_action( $orbit_check, $orbit_check );
}
remove_action( 'init', 'wp_schedule_update_checks' );
`;

/**
 * Lays out a site's files in <siteDir>/wordpress, not installed yet: a copy
 * of Debian's WordPress, the SQLite integration when there is no database,
 * the plugin (php-stubs/ with buildDir inside, or pluginDir; none when
 * pluginDir is null), the must-use plugins, and wp-config.php. The options
 * are startNativeWordPress's.
 *
 * @param {{ port: number, siteDir: string, beta?: boolean, defines?: Record<string, boolean | number>, buildDir?: string, database?: { socket: string, name: string }, pluginDir?: string | null, pristine?: boolean }} options
 * @return {Promise<{ host: string, url: string, wordpress: string }>} host:port, the site's address and its WordPress folder
 */
export async function layOutSite( {
	port,
	siteDir,
	beta = true,
	defines = {},
	buildDir = path.join( root, 'build' ),
	database,
	pluginDir,
	pristine = false,
} ) {
	const host = `127.0.0.1:${ port }`;
	const url = `http://${ host }`;
	const wordpress = path.join( siteDir, 'wordpress' );
	const content = path.join( wordpress, 'wp-content' );
	fs.mkdirSync( siteDir, { recursive: true } );
	// A copy of the pristine tree, never a link to it: .cache may itself be a
	// link (a git worktree sharing another checkout's), which cpSync would
	// copy as a link, so that the site wrote into the shared cache; and what
	// a site run that way left there (its config, database, plugins,
	// uploads) is not copied.
	const pristineTree = fs.realpathSync( await fetchWordPress() );
	const siteFiles =
		/^\/(wp-config\.php|wp-content\/(database|db\.php|mu-plugins|uploads|debug\.log|[^/]+\.json|plugins\/(?!akismet\b|index\.php$)[^/]+))(\/|$)/;
	fs.cpSync( pristineTree, wordpress, {
		recursive: true,
		filter: ( source ) =>
			! siteFiles.test( source.slice( pristineTree.length ) ),
	} );

	const plugins = path.join( content, 'plugins' );
	if ( ! database ) {
		installSqlite( plugins, content );
	}

	// The host plugin with the tests' build inside (or the unpacked zip), and
	// the dev site's must-use plugins: copies, as Playground mounts them.
	const plugin = path.join( plugins, 'orbit-blocks' );
	if ( pluginDir === null ) {
		// Installed later, as a site owner does (tools/apache-server.mjs).
	} else if ( pluginDir ) {
		fs.cpSync( pluginDir, plugin, { recursive: true } );
	} else {
		fs.cpSync( path.join( root, 'php-stubs' ), plugin, {
			recursive: true,
		} );
		fs.rmSync( path.join( plugin, 'build' ), {
			recursive: true,
			force: true,
		} );
		fs.cpSync( buildDir, path.join( plugin, 'build' ), {
			recursive: true,
		} );
	}
	fs.mkdirSync( path.join( content, 'mu-plugins' ), { recursive: true } );
	if ( ! pristine ) {
		fs.cpSync(
			path.join( root, 'tools', 'dev-site' ),
			path.join( content, 'mu-plugins' ),
			{ recursive: true }
		);
	}

	// Playground's sites make no update checks; without a network they would
	// log warnings that the tests rightly fail on.
	fs.writeFileSync(
		path.join( content, 'mu-plugins', 'orbit-no-update-checks.php' ),
		NO_UPDATE_CHECKS
	);

	/** @type {Record<string, boolean | number | string>} */
	const constants = {
		AUTOMATIC_UPDATER_DISABLED: true,
		WP_DEBUG: true,
		WP_DEBUG_LOG: true,
		WP_DEBUG_DISPLAY: false,
		// As under Playground: no request leaves the machine.
		WP_HTTP_BLOCK_EXTERNAL: true,
		// A pristine site gets only the constants its caller names (those a
		// production site may define); a development site the beta blocks too.
		...( pristine ? defines : { ORBIT_BLOCKS_BETA: beta, ...defines } ),
	};
	const salts = [ 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ]
		.flatMap( ( name ) => [ `${ name }_KEY`, `${ name }_SALT` ] )
		.map(
			( name ) =>
				`define( '${ name }', ${ phpString(
					`orbit-e2e-${ name }-${ port }`
				) } );`
		);
	const db = database
		? {
				DB_NAME: database.name,
				DB_USER: 'root',
				DB_PASSWORD: '',
				DB_HOST: `localhost:${ database.socket }`,
		  }
		: { DB_NAME: 'wordpress', DB_USER: '', DB_PASSWORD: '', DB_HOST: '' };
	fs.writeFileSync(
		path.join( wordpress, 'wp-config.php' ),
		[
			'<?php',
			...Object.entries( db ).map(
				( [ name, value ] ) =>
					`define( '${ name }', ${ phpString( value ) } );`
			),
			"define( 'DB_CHARSET', 'utf8mb4' );",
			"define( 'DB_COLLATE', '' );",
			...salts,
			"$table_prefix = 'wp_';",
			...Object.entries( constants ).map(
				( [ name, value ] ) =>
					`define( '${ name }', ${ JSON.stringify( value ) } );`
			),
			"if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }",
			"require_once ABSPATH . 'wp-settings.php';",
			'',
		].join( '\n' )
	);
	return { host, url, wordpress };
}

/**
 * Starts a fresh site and resolves once wp-login.php answers. Same options as
 * startWordPress in tools/wp-server.mjs, minus the Playground-only ones, plus:
 * - database: a MariaDB socket and database name (tools/mariadb.mjs); without
 *   it the site runs on SQLite, as Playground's do;
 * - pluginDir: the plugin as a site owner installs it (the zip, unpacked)
 *   instead of php-stubs/ with buildDir inside;
 * - pristine: a stock site: none of the dev site's must-use plugins and no
 *   ORBIT_BLOCKS_* constants but those `defines` names (production ones:
 *   the zip suite's ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS), besides
 *   WordPress's own debug-log settings and no update checks, since this
 *   machine has no network;
 * - sendmail: the command PHP's mail() pipes each message to (PHP's
 *   sendmail_path); by default it is appended to <siteDir>/mail.log.
 *
 * @param {{ port: number, siteDir: string, quiet?: boolean, beta?: boolean, defines?: Record<string, boolean | number>, buildDir?: string, workers?: number, database?: { socket: string, name: string }, pluginDir?: string, pristine?: boolean, sendmail?: string }} options
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} the site's address, and stop() to end it
 */
export async function startNativeWordPress( {
	port,
	siteDir,
	quiet = false,
	beta = true,
	defines = {},
	buildDir = path.join( root, 'build' ),
	workers = 4,
	database,
	pluginDir,
	pristine = false,
	sendmail = `cat >> ${ path.join( siteDir, 'mail.log' ) }`,
} ) {
	// MariaDB needs the machine's PHP; SQLite runs on either.
	const missing = database
		? nativePhpMissing() ??
		  ( ! /^mysqli$/m.test(
				spawnSync( 'php', [ '-m' ], { encoding: 'utf8' } ).stdout
		  )
				? 'PHP lacks the mysqli extension'
				: null )
		: null;
	if ( missing ) {
		throw new Error(
			`${ missing }: apt-get install php-cli php-mysql php-sqlite3 php-gd php-mbstring php-xml`
		);
	}
	const { host, url, wordpress } = await layOutSite( {
		port,
		siteDir,
		beta,
		defines,
		buildDir,
		database,
		pluginDir,
		pristine,
	} );

	// Installed as Playground installs it: admin / password, pretty permalinks.
	installTestSite( wordpress, host, url );

	// PHP's built-in server sends requests for files that do not exist (pretty
	// permalinks, /wp-json/) to WordPress through this router.
	const router = path.join( siteDir, 'router.php' );
	fs.writeFileSync(
		router,
		`<?php
$orbit_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$orbit_file = $_SERVER['DOCUMENT_ROOT'] . $orbit_path;
if ( is_file( $orbit_file ) || ( is_dir( $orbit_file ) && is_file( rtrim( $orbit_file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['SCRIPT_FILENAME'];
`
	);

	const [ php, ...phpArgs ] = phpCommand();
	const child = spawn(
		php,
		[
			...phpArgs,
			'-d',
			'opcache.enable_cli=1',
			// Tests rewrite must-use plugins between requests (the fakes'
			// settings): opcache checks files on every request, not every 2 s.
			'-d',
			'opcache.revalidate_freq=0',
			'-d',
			'memory_limit=512M',
			'-d',
			'upload_max_filesize=512M',
			'-d',
			'post_max_size=512M',
			'-d',
			'output_buffering=0',
			// Mail "succeeds" and is kept beside the site, never sent.
			'-d',
			`sendmail_path=${ sendmail }`,
			'-S',
			host,
			'-t',
			wordpress,
			router,
		],
		{
			cwd: siteDir,
			detached: true,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			// Several requests at once: an AI stream must not hold the site.
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: String( workers ) },
		}
	);
	/** @type {string[]} */
	const output = [];
	/** @param {Buffer} chunk */
	const collect = ( chunk ) => {
		const text = chunk.toString();
		// The built-in server logs every connection; keep only the rest.
		const lines = text
			.split( '\n' )
			.filter(
				( line ) => line && ! /\] \S+ (Accepted|Closing)$/.test( line )
			);
		output.push( ...lines );
		output.splice( 0, Math.max( 0, output.length - 50 ) );
		if ( ! quiet && lines.length ) {
			process.stdout.write(
				lines.map( ( line ) => `[php] ${ line }\n` ).join( '' )
			);
		}
	};
	child.stdout.on( 'data', collect );
	child.stderr.on( 'data', collect );
	// The built-in server's workers are its children: its whole group ends.
	const { exited, stop } = stoppableChild( child, {
		group: true,
		graceMs: 5000,
	} );

	const deadline = Date.now() + 60_000;
	while ( Date.now() < deadline ) {
		if ( exited() ) {
			throw new Error(
				`PHP's server exited before it was ready:\n${ output.join(
					'\n'
				) }`
			);
		}
		try {
			const response = await fetch( `${ url }/wp-login.php`, {
				redirect: 'manual',
			} );
			if ( response.status < 500 ) {
				return { url, stop };
			}
		} catch {}
		await sleep( 200 );
	}
	await stop();
	throw new Error(
		`WordPress was not ready after 60 s:\n${ output.join( '\n' ) }`
	);
}
