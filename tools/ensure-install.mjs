// @ts-check
/**
 * Installs the npm packages when node_modules is missing or was installed
 * from another package-lock.json, so that `npm start` and `npm test` work on
 * a fresh clone.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const lock = path.join( root, 'package-lock.json' );
const stamp = path.join( root, 'node_modules', '.orbit-blocks-lock-hash' );

/** @param {string} file */
const read = ( file ) =>
	fs.existsSync( file ) ? fs.readFileSync( file, 'utf8' ) : '';
const lockHash = () =>
	crypto.createHash( 'sha256' ).update( read( lock ) ).digest( 'hex' );

export function ensureInstall() {
	const hash = lockHash();
	if ( read( stamp ) === hash ) {
		return;
	}
	// node_modules that `npm install` made by hand (as .ci/run does), with
	// no stamp yet: it was installed from this lock, so record that.
	const installedByHand =
		fs.existsSync(
			path.join( root, 'node_modules', '.package-lock.json' )
		) && ! fs.existsSync( stamp );
	if ( installedByHand ) {
		fs.writeFileSync( stamp, hash );
		return;
	}
	// npm install, not npm ci: see .ci/run (the lock still decides the versions).
	console.log( 'Installing npm packages ...' );
	const run = spawnSync( 'npm', [ 'install', '--no-audit', '--no-fund' ], {
		cwd: root,
		stdio: 'inherit',
	} );
	if ( run.status !== 0 ) {
		throw new Error( `npm install failed with status ${ run.status }` );
	}
	fs.writeFileSync( stamp, lockHash() );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	ensureInstall();
}
