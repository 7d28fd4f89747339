// @ts-check
/**
 * A throw-away MariaDB server for the e2e sites: Debian's mariadb-server run
 * as an unprivileged process (no service, no port), its data and socket in a
 * temporary folder, one database per site. Most WordPress sites run MySQL or
 * MariaDB, so that is what the e2e tests run on; SQLite stays available
 * (`--db=sqlite`) and is what `npm start` uses.
 *
 * Why: docs/decisions.md, "The e2e tests run on MariaDB".
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stoppableChild } from './server-process.mjs';

/** @param {number} ms */
const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/** @return {string | null} why MariaDB cannot run here, or null when it can */
export function mariadbMissing() {
	for ( const command of [ 'mariadbd', 'mariadb-install-db', 'mariadb' ] ) {
		const probe = spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			encoding: 'utf8',
			env: {
				...process.env,
				PATH: `${ process.env.PATH }:/usr/sbin:/sbin`,
			},
		} );
		if ( probe.status !== 0 ) {
			return `${ command } is not installed`;
		}
	}
	const php = spawnSync( 'php', [ '-m' ], { encoding: 'utf8' } );
	if ( ! /^mysqli$/m.test( php.stdout ?? '' ) ) {
		return 'PHP lacks the mysqli extension';
	}
	return null;
}

const env = {
	...process.env,
	PATH: `${ process.env.PATH }:/usr/sbin:/sbin`,
};
// mariadbd refuses to run as root unless told to; as anyone else it runs as
// that user.
const userArgs =
	typeof process.getuid === 'function' && process.getuid() === 0
		? [ '--user=root' ]
		: [];

/**
 * Starts MariaDB with its data in `dir` and resolves once it answers.
 *
 * @param {string} dir an empty folder of this run's
 * @return {Promise<{ socket: string, createDatabase: ( name: string ) => void, stop: () => Promise<void> }>} the server
 */
export async function startMariaDB( dir ) {
	const missing = mariadbMissing();
	if ( missing ) {
		throw new Error(
			`${ missing }: apt-get install mariadb-server php-mysql`
		);
	}
	const data = path.join( dir, 'data' );
	const socket = path.join( dir, 'mysql.sock' );
	const log = path.join( dir, 'error.log' );
	fs.mkdirSync( dir, { recursive: true } );
	const install = spawnSync(
		'mariadb-install-db',
		[
			'--no-defaults',
			`--datadir=${ data }`,
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
			...userArgs,
		],
		{ encoding: 'utf8', env }
	);
	if ( install.status !== 0 ) {
		throw new Error(
			`mariadb-install-db failed:\n${ install.stdout }\n${ install.stderr }`
		);
	}
	const child = spawn(
		'mariadbd',
		[
			'--no-defaults',
			`--datadir=${ data }`,
			`--socket=${ socket }`,
			`--pid-file=${ path.join( dir, 'mariadb.pid' ) }`,
			`--log-error=${ log }`,
			'--skip-networking',
			// A small test server: little memory, no fsync on every commit.
			'--innodb-buffer-pool-size=128M',
			'--innodb-flush-log-at-trx-commit=2',
			'--max-connections=200',
			...userArgs,
		],
		{ detached: true, stdio: 'ignore', env }
	);
	const { exited, stop } = stoppableChild( child, { group: true } );
	/** @param {string} sql */
	const query = ( sql ) =>
		spawnSync(
			'mariadb',
			[ '--no-defaults', '-S', socket, '-uroot', '-e', sql ],
			{
				encoding: 'utf8',
				env,
			}
		);
	const deadline = Date.now() + 30_000;
	while ( Date.now() < deadline ) {
		if ( exited() ) {
			const errors = fs.existsSync( log )
				? fs.readFileSync( log, 'utf8' )
				: '';
			throw new Error(
				`MariaDB exited before it was ready:\n${ errors }`
			);
		}
		if ( query( 'SELECT 1' ).status === 0 ) {
			return {
				socket,
				createDatabase( name ) {
					if ( ! /^\w+$/.test( name ) ) {
						throw new Error( `Not a database name: ${ name }` );
					}
					const created = query(
						`CREATE DATABASE \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
					);
					if ( created.status !== 0 ) {
						throw new Error(
							`CREATE DATABASE ${ name } failed: ${ created.stderr }`
						);
					}
				},
				stop,
			};
		}
		await sleep( 200 );
	}
	await stop();
	throw new Error( 'MariaDB was not ready after 30 s' );
}
