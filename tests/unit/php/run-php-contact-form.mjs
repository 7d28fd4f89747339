// @ts-check
/**
 * Runs PHP code (read from stdin) in the WebAssembly PHP 8.3 that
 * Playground serves the site with, like run-php.mjs, with the contact
 * form's host code (php-stubs/includes/contact-form/) mounted at
 * /contact-form. tests/unit/contact-form-php.test.ts runs it in a child
 * process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';

const dir = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../../../php-stubs/includes/contact-form'
);
const php = new PHP(
	await loadNodeRuntime( '8.3', { emscriptenOptions: { processId: 1 } } )
);
php.mkdir( '/contact-form' );
for ( const file of fs.readdirSync( dir ) ) {
	php.writeFile(
		`/contact-form/${ file }`,
		fs.readFileSync( path.join( dir, file ) )
	);
}
const code = fs.readFileSync( 0, 'utf8' );
const response = await php.run( { code } );
process.stdout.write( response.text );
if ( response.errors ) {
	process.stderr.write( response.errors );
}
process.exit( 0 );
