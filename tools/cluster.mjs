// @ts-check
/**
 * `npm run test:cluster`: builds (unless --no-build), starts a throw-away
 * MariaDB and the cluster of tools/cluster-server.mjs (two Apache web
 * servers with mod_php behind a round-robin nginx, Redis as the object
 * cache), and runs tests/cluster/playwright.config.ts against the balancer:
 * the load test (tests/e2e-load/load.spec.ts, its counts from
 * ORBIT_LOAD_SUBMISSIONS and ORBIT_LOAD_SIGNUPS, 500 each by default) and
 * tests/cluster/*.spec.ts. Stops everything whatever the outcome. Extra
 * arguments go to Playwright.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterMissing, startCluster } from './cluster-server.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { fetchWordPress } from './fetch-wordpress.mjs';
import { mariadbMissing, startMariaDB } from './mariadb.mjs';
import { freePort } from './wp-server.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
/** @param {string} name */
const bin = ( name ) => path.join( root, 'node_modules', '.bin', name );

const missing = mariadbMissing() ?? clusterMissing();
if ( missing ) {
	console.error(
		`test:cluster: ${ missing }: apt-get install mariadb-server php-mysql apache2 libapache2-mod-php nginx redis-server php-redis`
	);
	process.exit( 1 );
}
ensureInstall();
await fetchWordPress();

const noBuild = process.argv.includes( '--no-build' );
const playwrightArgs = process.argv
	.slice( 2 )
	.filter( ( arg ) => arg !== '--no-build' );
if ( ! noBuild ) {
	const build = spawnSync( bin( 'wp-scripts' ), [ 'build' ], {
		cwd: root,
		stdio: 'inherit',
	} );
	if ( build.status !== 0 ) {
		process.exit( build.status ?? 1 );
	}
}

const runDir = fs.mkdtempSync(
	path.join( os.tmpdir(), 'orbit-blocks-cluster-' )
);
const buildDir = path.join( runDir, 'build' );
fs.cpSync( path.join( root, 'build' ), buildDir, { recursive: true } );
const siteDir = path.join( runDir, 'site' );

/** Four free ports: the balancer's, two web servers', Redis's. */
async function fourPorts() {
	/** @type {number[]} */
	const ports = [];
	let preferred = 8960;
	while ( ports.length < 4 ) {
		const port = await freePort( preferred );
		if ( ! ports.includes( port ) ) {
			ports.push( port );
		}
		preferred = port + 1;
	}
	return ports;
}

let status = 1;
/** @type {Awaited<ReturnType<typeof startMariaDB>> | undefined} */
let mariadb;
/** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
let cluster;
try {
	mariadb = await startMariaDB( path.join( runDir, 'mariadb' ) );
	const database = { socket: mariadb.socket, name: 'orbit_cluster' };
	mariadb.createDatabase( database.name );
	const [ balancer, web1, web2, redis ] = await fourPorts();
	const started = Date.now();
	cluster = await startCluster( {
		ports: { balancer, web: [ web1, web2 ], redis },
		siteDir,
		database,
		buildDir,
		// The development site's constants, as the load suite's
		// (tools/e2e.mjs): the local stand-ins, the fakes' switches, the AI
		// fake on loopback.
		defines: {
			ORBIT_BLOCKS_LOCAL_SERVICES: true,
			ORBIT_BLOCKS_REAL_SERVICE_ADDRESSES: true,
			ORBIT_BLOCKS_TEST_SWITCHES: true,
			ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS: true,
		},
		sendmail: `sh ${ path.join(
			root,
			'tests/e2e-load/sendmail.sh'
		) } ${ path.join( siteDir, 'mail.log' ) }`,
		quiet: ! process.env.ORBIT_E2E_PHP_OUTPUT,
	} );
	console.log(
		`Cluster for e2e (nginx round-robin → Apache with mod_php on ${ cluster.webServers.join(
			' and '
		) }, MariaDB, Redis object cache): ${ cluster.url }, up in ${ (
			( Date.now() - started ) /
			1000
		).toFixed( 1 ) } s`
	);
	const child = spawn(
		bin( 'playwright' ),
		[
			'test',
			'--config',
			path.join( root, 'tests/cluster/playwright.config.ts' ),
			...playwrightArgs,
		],
		{
			cwd: root,
			stdio: 'inherit',
			env: {
				...process.env,
				WP_BASE_URL: cluster.url,
				WP_SITE_DIR: siteDir,
				ORBIT_BUILD_DIR: buildDir,
				ORBIT_E2E_SUITE: 'cluster',
				ORBIT_CLUSTER_WEB_SERVERS: cluster.webServers.join( ',' ),
				ORBIT_CLUSTER_ACCESS_LOG: cluster.accessLog,
				// Two web servers of up to 12 PHP workers each.
				ORBIT_PHP_WORKERS: process.env.ORBIT_PHP_WORKERS ?? '24',
				STORAGE_STATE_PATH: path.join(
					root,
					'artifacts/storage-states/admin-cluster.json'
				),
				ORBIT_E2E_OUTPUT: path.join( root, 'test-results', 'cluster' ),
			},
		}
	);
	status = await new Promise( ( resolve ) =>
		child.on( 'close', ( code ) => resolve( code ?? 1 ) )
	);
} finally {
	await cluster?.stop();
	await mariadb?.stop();
	fs.rmSync( runDir, { recursive: true, force: true } );
}
process.exit( status );
