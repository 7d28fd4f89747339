/**
 * languages/orbit-blocks.pot, the template translators start from, holds
 * every string of the sources (JS, TS, TSX, PHP, block.json) with their
 * translator comments, and nothing they no longer have. When this fails, run
 * `npm run i18n` and commit the .pot.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve( __dirname, '../..' );

test( 'the committed .pot holds every source string', () => {
	const check = spawnSync(
		process.execPath,
		[ path.join( root, 'tools/i18n/make-pot.mjs' ), '--check' ],
		{ cwd: root, encoding: 'utf8' }
	);
	expect( check.stderr ).toBe( '' );
	expect( check.status ).toBe( 0 );
	expect( check.stdout ).toMatch( /holds all \d+ strings/ );
}, 60_000 );
