/**
 * Runs the upload server's integration tests (tests/integration/*.mjs) each
 * in its own Node process: @tus/server is an ES module that jest's CommonJS
 * transform cannot load. Loopback only; a few seconds each.
 */
import { spawnSync } from 'child_process';
import path from 'path';

function runIntegration( file: string ): string {
	const result = spawnSync(
		process.execPath,
		[ path.join( __dirname, '../integration', file ) ],
		{ encoding: 'utf8', timeout: 60_000 }
	);
	if ( result.status !== 0 ) {
		throw new Error( `${ result.stdout }\n${ result.stderr }` );
	}
	return result.stdout;
}

test( 'an upload cut mid-way resumes and the stored file is byte-identical', () => {
	expect( runIntegration( 'tus-resume.mjs' ) ).toContain(
		'tus integration: all checks passed'
	);
}, 70_000 );

test( 'a failed hand-off is retried through HEAD; the WordPress hand-off passes Playground’s auto-login and reports redirects and errors', () => {
	expect( runIntegration( 'tus-hand-off.mjs' ) ).toContain(
		'tus hand-off: all checks passed'
	);
}, 70_000 );
