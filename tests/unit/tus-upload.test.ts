/**
 * Runs the upload server's integration tests (tests/integration/tus-*.mjs)
 * each in its own Node process: each starts a throw-away WordPress with the
 * machine's PHP (tools/php-server.mjs), or with WebAssembly PHP when the
 * machine has no PHP or one without the extensions (tools/wasm-php.mjs), and
 * drives the plugin's tus server (php-stubs/includes/rest/video-uploads.php)
 * with tus-js-client and the video block's client options. Loopback only;
 * on a quiet machine about 30 s together on the machine's PHP, 100 s on
 * WebAssembly PHP (every PHP snippet of the tests boots a runtime); many
 * minutes on a loaded one, hence the long time limits.
 */
import { spawnSync } from 'child_process';
import path from 'path';

function runIntegration( file: string ): string {
	const result = spawnSync(
		process.execPath,
		[ path.join( __dirname, '../integration', file ) ],
		{ encoding: 'utf8', timeout: 880_000 }
	);
	if ( result.status !== 0 ) {
		throw new Error( `${ result.stdout }\n${ result.stderr }` );
	}
	return result.stdout;
}

test( 'an upload cut mid-way resumes through the method tunnel and the stored attachment is byte-identical', () => {
	expect( runIntegration( 'tus-resume.mjs' ) ).toContain(
		'tus integration: all checks passed'
	);
}, 900_000 );

test( 'creation and completion make the attachment; owners, the size limit, the method tunnel, the protocol’s refusals and expiry hold', () => {
	expect( runIntegration( 'tus-protocol.mjs' ) ).toContain(
		'tus protocol: all checks passed'
	);
}, 900_000 );
