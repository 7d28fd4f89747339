// @ts-check
/**
 * What the servers the tools start share. The zip suite's real web servers
 * (tools/apache-server.mjs, tools/nginx-server.mjs) and the cluster's
 * (tools/cluster-server.mjs): the unprivileged user they serve as when this
 * runs as root, the site's files handed over to it, and a server run in the
 * foreground as a child of this process. Every server child (those too, PHP's
 * built-in server in tools/php-server.mjs, Playground in tools/wp-server.mjs,
 * MariaDB in tools/mariadb.mjs) is ended the same way, leaving nothing
 * behind: stoppableChild().
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from './wp-forms.mjs';

/** PATH with the system folders, where Debian puts the servers. */
export const serverEnv = {
	...process.env,
	PATH: `${ process.env.PATH }:/usr/sbin:/sbin`,
};

/**
 * The user a web server runs as: this process's, or Debian's www-data when
 * this is root (no web server serves as root).
 *
 * @return {{ uid: number, gid: number, name: string } | null} www-data as root, null otherwise
 */
export function webServerUser() {
	if ( typeof process.getuid !== 'function' || process.getuid() !== 0 ) {
		return null;
	}
	const entry = fs
		.readFileSync( '/etc/passwd', 'utf8' )
		.split( '\n' )
		.map( ( line ) => line.split( ':' ) )
		.find( ( fields ) => fields[ 0 ] === 'www-data' );
	if ( ! entry ) {
		throw new Error(
			'Running as root, the web server needs the www-data user (Debian creates it).'
		);
	}
	return {
		uid: Number( entry[ 2 ] ),
		gid: Number( entry[ 3 ] ),
		name: 'www-data',
	};
}

/**
 * Lets the user reach the site (the run's folders are root's, 0700) and own
 * it, as a host's web server owns its sites' files: WordPress then writes
 * .htaccess and installs plugins itself ("direct" file access).
 *
 * @param {string}                       siteDir
 * @param {{ uid: number, gid: number }} user
 */
export function handOverSite( siteDir, user ) {
	for (
		let dir = path.dirname( siteDir );
		dir !== path.dirname( dir );
		dir = path.dirname( dir )
	) {
		const mode = fs.statSync( dir ).mode;
		// eslint-disable-next-line no-bitwise -- the others' search bit
		if ( ! ( mode & 0o001 ) ) {
			// eslint-disable-next-line no-bitwise
			fs.chmodSync( dir, ( mode & 0o7777 ) | 0o011 );
		}
	}
	fs.chownSync( siteDir, user.uid, user.gid );
	for ( const entry of fs.readdirSync( siteDir, {
		recursive: true,
		withFileTypes: true,
	} ) ) {
		fs.lchownSync(
			path.join( entry.parentPath, entry.name ),
			user.uid,
			user.gid
		);
	}
}

/**
 * Follows a child started with `detached: true` (a process group of its
 * own): exited() says whether it has ended; stop() ends it with SIGTERM (to
 * the child, the servers' "stop", or with `group` to its whole process
 * group) and, if it has not ended `graceMs` later, SIGKILL to its process
 * group, and resolves once it has exited.
 *
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ group?: boolean, graceMs?: number }}     [options]
 * @return {{ exited: () => boolean, stop: () => Promise<void> }} the child's state and its end
 */
export function stoppableChild(
	child,
	{ group = false, graceMs = 10_000 } = {}
) {
	let exited = false;
	const exit = new Promise( ( resolve ) =>
		child.once( 'exit', () => {
			exited = true;
			resolve( undefined );
		} )
	);
	const stop = async () => {
		if ( exited || ! child.pid ) {
			return;
		}
		try {
			process.kill( group ? -child.pid : child.pid, 'SIGTERM' );
		} catch {}
		const done = await Promise.race( [
			exit.then( () => true ),
			sleep( graceMs ).then( () => false ),
		] );
		if ( ! done ) {
			try {
				process.kill( -child.pid, 'SIGKILL' );
			} catch {}
			await exit;
		}
	};
	return { exited: () => exited, stop };
}

/**
 * Runs a server in the foreground, in a process group of its own.
 *
 * @param {{ name: string, command: string, args: string[], cwd: string, logFiles?: string[], quiet?: boolean, user?: { uid: number, gid: number } | null }} options
 * @return {{ stop: () => Promise<void>, exited: () => boolean, log: () => string }} stop() ends it (SIGTERM, the servers' "stop"), log() its last output and log files
 */
export function startForeground( {
	name,
	command,
	args,
	cwd,
	logFiles = [],
	quiet = true,
	user = null,
} ) {
	const child = spawn( command, args, {
		cwd,
		detached: true,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		env: serverEnv,
		...( user ? { uid: user.uid, gid: user.gid } : {} ),
	} );
	/** @type {string[]} */
	const output = [];
	/** @param {Buffer} chunk */
	const collect = ( chunk ) => {
		output.push( chunk.toString() );
		if ( ! quiet ) {
			process.stdout.write(
				chunk.toString().replace( /^/gm, `[${ name }] ` )
			);
		}
	};
	child.stdout.on( 'data', collect );
	child.stderr.on( 'data', collect );
	const { exited, stop } = stoppableChild( child );
	const log = () =>
		`${ output.join( '' ) }${ logFiles
			.filter( ( file ) => fs.existsSync( file ) )
			.map( ( file ) => fs.readFileSync( file, 'utf8' ) )
			.join( '' ) }`.slice( -3000 );
	return { stop, exited, log };
}
