/**
 * Runs the upload server's integration test (tests/integration/tus-resume.mjs)
 * in its own Node process: @tus/server is an ES module that jest's CommonJS
 * transform cannot load. Loopback only; about 5 s.
 */
import { spawnSync } from 'child_process';
import path from 'path';

test( 'an upload cut mid-way resumes and the stored file is byte-identical', () => {
	const result = spawnSync(
		process.execPath,
		[ path.join( __dirname, '../integration/tus-resume.mjs' ) ],
		{ encoding: 'utf8', timeout: 60_000 }
	);
	if ( result.status !== 0 ) {
		throw new Error( `${ result.stdout }\n${ result.stderr }` );
	}
	expect( result.stdout ).toContain( 'tus integration: all checks passed' );
}, 70_000 );
