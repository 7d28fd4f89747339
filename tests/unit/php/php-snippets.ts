/**
 * Runs PHP snippets in one WebAssembly PHP process (loading the runtime
 * takes seconds): the prelude (WordPress, stand-ins and requires), then each snippet,
 * which echoes JSON, collected by name. `folders` are the php-stubs/
 * folders to mount (run-php.mjs).
 */
import { execFile, execFileSync } from 'child_process';
import path from 'path';

const RUNNER = path.join( __dirname, 'run-php.mjs' );

/** Runs PHP code and returns what it echoed. */
export function runPhp( folders: string[], code: string ): string {
	return execFileSync( process.execPath, [ RUNNER, ...folders ], {
		input: code,
		encoding: 'utf8',
		timeout: 60000,
	} );
}

/**
 * Runs PHP code without blocking this process, so that a server the test
 * runs here (a stand-in the PHP calls on loopback) can answer meanwhile.
 */
export function runPhpAsync(
	folders: string[],
	code: string
): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		const child = execFile(
			process.execPath,
			[ RUNNER, ...folders ],
			{ encoding: 'utf8', timeout: 60000 },
			( error, stdout ) => ( error ? reject( error ) : resolve( stdout ) )
		);
		child.stdin?.end( code );
	} );
}

/** Runs every snippet after the prelude; their decoded JSON, by name. */
export function runPhpSnippets(
	folders: string[],
	prelude: string,
	snippets: Record< string, string >
): Record< string, unknown > {
	const code =
		prelude +
		'$__out = array();\n' +
		Object.entries( snippets )
			.map(
				( [ name, body ] ) =>
					`ob_start();\n${ body }\n$__out[ ${ JSON.stringify(
						name
					) } ] = json_decode( ob_get_clean(), true );\n`
			)
			.join( '' ) +
		'echo json_encode( $__out );';
	const output = runPhp( folders, code );
	try {
		return JSON.parse( output );
	} catch {
		throw new Error( `PHP said: ${ output }` );
	}
}

/**
 * A snippet's echoed HTML (a render's output) as elements, in a div; fails
 * with what PHP gave when it is not a string (a PHP error, null).
 */
export function renderedElement(
	results: Record< string, unknown >,
	name: string
): HTMLElement {
	const html = results[ name ];
	if ( typeof html !== 'string' ) {
		throw new Error( `${ name }: PHP gave ${ JSON.stringify( html ) }` );
	}
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	return host;
}
