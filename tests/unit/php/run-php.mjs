// @ts-check
/**
 * Runs PHP code (read from stdin) in the WebAssembly PHP 8.3 that
 * Playground serves the site with (@php-wasm/node, the version that the
 * Playground CLI uses), with php-stubs/includes/ai/ mounted at /ai, and
 * prints what it echoes. Jest cannot load that runtime in its own VM, so
 * tests/unit/ai-offline-responder.test.ts runs this in a child process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';

const aiDir = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../../../php-stubs/includes/ai'
);
const php = new PHP(
	await loadNodeRuntime( '8.3', { emscriptenOptions: { processId: 1 } } )
);
php.mkdir( '/ai' );
for ( const file of fs.readdirSync( aiDir ) ) {
	php.writeFile(
		`/ai/${ file }`,
		fs.readFileSync( path.join( aiDir, file ) )
	);
}
const code = fs.readFileSync( 0, 'utf8' );
const response = await php.run( { code } );
process.stdout.write( response.text );
if ( response.errors ) {
	process.stderr.write( response.errors );
}
process.exit( 0 );
