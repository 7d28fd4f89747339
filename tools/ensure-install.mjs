// @ts-check
/**
 * Installs the npm packages when node_modules is missing or older than
 * package-lock.json, so `npm start` and `npm test` work on a fresh clone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/** @param {string} file */
const mtime = ( file ) =>
	fs.existsSync( file ) ? fs.statSync( file ).mtimeMs : 0;

export function ensureInstall() {
	const lock = path.join( root, 'package-lock.json' );
	const installed = path.join( root, 'node_modules', '.package-lock.json' );
	if ( mtime( installed ) && mtime( installed ) >= mtime( lock ) ) {
		return;
	}
	// npm install, not npm ci: see .ci/run (the lock still decides the versions).
	console.log( 'Installing npm packages ...' );
	const run = spawnSync( 'npm', [ 'install', '--no-audit', '--no-fund' ], {
		cwd: root,
		stdio: 'inherit',
	} );
	if ( run.status !== 0 ) {
		throw new Error(
			`npm ${ args[ 0 ] } failed with status ${ run.status }`
		);
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	ensureInstall();
}
