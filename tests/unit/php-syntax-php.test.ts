/**
 * Every PHP file of the plugin (php-stubs/ and the blocks' render.php and
 * helpers.php) compiles on the PHP the tests run on: 8.3 by
 * default, and the lowest version the plugin claims ("Requires PHP" in
 * php-stubs/orbit-blocks.php and readme.txt) when CI runs the PHP tests
 * with ORBIT_PHP_VERSION (docs/testing.md, "PHP tests"). `php -l` in CI
 * checks the same files on the machine's PHP. Each file is compiled, not
 * run: `return;` comes first.
 *
 * Why: docs/decisions.md, "Requires PHP is 7.4, and tested".
 */
import fs from 'fs';
import path from 'path';
import { runPhp } from './php/php-snippets';

const PLUGIN = path.join( __dirname, '../../php-stubs' );

const CHECK = `<?php
$files = array();
foreach ( array( '/plugin', '/blocks' ) as $root ) {
	foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root, FilesystemIterator::SKIP_DOTS ) ) as $file ) {
		if ( '.php' === substr( $file->getPathname(), -4 ) && false === strpos( $file->getPathname(), '/build/' ) ) {
			$files[] = $file->getPathname();
		}
	}
}
sort( $files );
$errors = array();
foreach ( $files as $file ) {
	try {
		eval( 'return; ?>' . file_get_contents( $file ) );
	} catch ( ParseError $error ) {
		$errors[] = substr( $file, 1 ) . ':' . $error->getLine() . ' ' . $error->getMessage();
	}
}
echo json_encode( array( 'version' => PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION, 'files' => count( $files ), 'errors' => $errors ) );
`;

/** The "Requires PHP" of a file's header. */
function requiresPhp( file: string ): string | undefined {
	return /Requires PHP:\s*([0-9.]+)/.exec(
		fs.readFileSync( path.join( PLUGIN, file ), 'utf8' )
	)?.[ 1 ];
}

describe( 'PHP syntax', () => {
	it( 'compiles every file of the plugin', () => {
		const result = JSON.parse( runPhp( [], CHECK ) ) as {
			version: string;
			files: number;
			errors: string[];
		};
		expect( result.version ).toBe( process.env.ORBIT_PHP_VERSION || '8.3' );
		expect( result.files ).toBeGreaterThan( 100 );
		expect( result.errors ).toEqual( [] );
	} );

	it( 'claims the same lowest PHP in the plugin header and readme.txt', () => {
		expect( requiresPhp( 'orbit-blocks.php' ) ).toBe( '7.4' );
		expect( requiresPhp( 'readme.txt' ) ).toBe( '7.4' );
	} );
} );
