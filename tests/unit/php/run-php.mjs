// @ts-check
/**
 * Runs PHP code (read from stdin) in the WebAssembly PHP 8.3 that
 * Playground serves the site with (@php-wasm/node, the version that the
 * Playground CLI uses), and prints what it echoes. Each argument names a
 * folder of php-stubs/ (e.g. `includes/ai`) whose files are mounted at
 * /<its last segment> (`/ai`). Jest cannot load that runtime in its own
 * VM, so the tests run this in a child process (php-snippets.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';

const stubs = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../../../php-stubs'
);
const php = new PHP(
	await loadNodeRuntime( '8.3', { emscriptenOptions: { processId: 1 } } )
);
for ( const folder of process.argv.slice( 2 ) ) {
	const dir = path.join( stubs, folder );
	const mount = `/${ path.basename( dir ) }`;
	php.mkdir( mount );
	// Its files only: a sub-folder is mounted by naming it too.
	for ( const file of fs
		.readdirSync( dir, { withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() )
		.map( ( entry ) => entry.name ) ) {
		php.writeFile(
			`${ mount }/${ file }`,
			fs.readFileSync( path.join( dir, file ) )
		);
	}
}
const code = fs.readFileSync( 0, 'utf8' );
const response = await php.run( { code } );
process.stdout.write( response.text );
if ( response.errors ) {
	process.stderr.write( response.errors );
}
process.exit( 0 );
