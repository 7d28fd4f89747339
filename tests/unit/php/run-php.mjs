// @ts-check
/**
 * Runs PHP code (read from stdin) in WebAssembly PHP (@php-wasm/node, the
 * runtime the Playground CLI uses): PHP 8.3, the version Playground serves
 * the site with, or the one ORBIT_PHP_VERSION names (7.4, the lowest the
 * plugin claims: docs/decisions.md, "PHP tests load WordPress's own
 * functions"). Each argument names a folder of php-stubs/ (e.g.
 * `includes/ai`), or of the repository (`blocks/gif`), whose files are
 * mounted at /<its last segment> (`/ai`, `/gif`).
 * WordPress 6.8 (.cache/wordpress, the e2e sites' copy) is mounted at
 * /wordpress, and /wordpress-core.php loads the part of it that runs
 * without a database (wordpress.php); php-stubs/ as a whole is at /plugin,
 * and the blocks' folders (their render.php and helpers.php) at /blocks. Jest cannot load the runtime in its
 * own VM, so the tests run this in a child process (php-snippets.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeFsMountHandler, loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';
import { fetchWordPress } from '../../../tools/fetch-wordpress.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const stubs = path.resolve( here, '../../../php-stubs' );
const version = process.env.ORBIT_PHP_VERSION || '8.3';
if ( ! [ '7.4', '8.0', '8.1', '8.2', '8.3', '8.4' ].includes( version ) ) {
	process.stderr.write( `Unknown ORBIT_PHP_VERSION ${ version }\n` );
	process.exit( 1 );
}
// stdout is what the PHP echoes: the first fetch's messages go to stderr.
// eslint-disable-next-line no-console
console.log = console.error;
const wordpress = await fetchWordPress();
const php = new PHP(
	// @ts-ignore -- the version list above is the runtime's SupportedPHPVersion.
	await loadNodeRuntime( version, { emscriptenOptions: { processId: 1 } } )
);
php.mkdir( '/wordpress' );
await php.mount( '/wordpress', createNodeFsMountHandler( wordpress ) );
// The whole plugin, read-only use: for checks over every file.
php.mkdir( '/plugin' );
await php.mount( '/plugin', createNodeFsMountHandler( stubs ) );
// The blocks' PHP (render.php, helpers.php), read-only use too.
php.mkdir( '/blocks' );
await php.mount(
	'/blocks',
	createNodeFsMountHandler( path.resolve( here, '../../../blocks' ) )
);
php.writeFile(
	'/wordpress-core.php',
	fs.readFileSync( path.join( here, 'wordpress.php' ) )
);
const repository = path.resolve( here, '../../..' );
for ( const folder of process.argv.slice( 2 ) ) {
	// A folder of php-stubs/ (`includes/ai`), or of the repository: a
	// block's folder (`blocks/gif`, its render.php and helpers.php).
	const inStubs = path.join( stubs, folder );
	const dir = fs.existsSync( inStubs )
		? inStubs
		: path.join( repository, folder );
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
