// @ts-check
/**
 * Runs tools/i18n/extract-php.php (PHP's own tokenizer) over PHP files in
 * the WebAssembly PHP that the PHP tests use (@php-wasm/node), so the
 * extraction needs no PHP on the machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';

const here = path.dirname( fileURLToPath( import.meta.url ) );

/**
 * @param {string}   root  the folder the paths are relative to
 * @param {string[]} files paths relative to root
 * @return {Promise<import('./extract-js.mjs').Entry[]>} the entries, in file order
 */
export async function extractPhp( root, files ) {
	const php = new PHP(
		await loadNodeRuntime( '8.3', { emscriptenOptions: { processId: 1 } } )
	);
	try {
		php.mkdir( '/i18n/src' );
		for ( const file of files ) {
			php.mkdir( path.posix.dirname( `/i18n/src/${ file }` ) );
			php.writeFile(
				`/i18n/src/${ file }`,
				fs.readFileSync( path.join( root, file ) )
			);
		}
		php.writeFile( '/i18n/files.json', JSON.stringify( files ) );
		const response = await php.run( {
			code: fs.readFileSync(
				path.join( here, 'extract-php.php' ),
				'utf8'
			),
		} );
		if ( response.errors ) {
			throw new Error( response.errors );
		}
		return JSON.parse( response.text );
	} finally {
		php.exit();
	}
}
