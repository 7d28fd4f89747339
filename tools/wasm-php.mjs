// @ts-check
/**
 * The machine's `php` command, played by WebAssembly PHP (@php-wasm/node, the
 * runtime Playground uses): what tools/php-server.mjs runs when the machine
 * has no PHP, or a PHP without the extensions the sites need
 * (tools/php-server.mjs, phpCommand()). It takes the part of php's command
 * line that the tools and tests use:
 *
 *   node tools/wasm-php.mjs [-d name=value]… -r 'code'      run code
 *   node tools/wasm-php.mjs [-d name=value]… file.php       run a file
 *   node tools/wasm-php.mjs [-d name=value]… < script.php   run stdin
 *   node tools/wasm-php.mjs -m                              the extensions
 *   node tools/wasm-php.mjs [-d name=value]… -S host:port -t docroot [router.php]
 *
 * PHP sees the machine's files at their own paths (useHostFilesystem), so a
 * site's wp-config.php, its SQLite database and its uploads are the same files
 * for this PHP and for the tests that read them. File locks (flock) are the
 * machine's, shared with other processes. The server answers with
 * PHPRequestHandler, one PHP instance a request up to PHP_CLI_SERVER_WORKERS
 * at once (as php -S): a file on disk is sent, a .php file runs, and anything
 * else goes to the document root's index.php, which is what the sites' router
 * script (tools/php-server.mjs) tells php -S to do. PHP 8.3 (Playground's), or
 * ORBIT_PHP_VERSION.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as phpWasmNode from '@php-wasm/node';
import * as phpWasm from '@php-wasm/universal';

// Their types re-export folders (`export * from './lib'`), which Node's own
// module resolution (tools/tsconfig.json) cannot follow: typed by hand.
const { loadNodeRuntime, useHostFilesystem: mountHostFiles } =
	/** @type {any} */ ( phpWasmNode );
const { PHP, PHPRequestHandler, setPhpIniEntries } = /** @type {any} */ (
	phpWasm
);

const version = process.env.ORBIT_PHP_VERSION || '8.3';
const args = process.argv.slice( 2 );

/** @type {Record<string, string>} */
const ini = {};
/** @type {string[]} */
const rest = [];
let serve = '';
let docroot = process.cwd();
for ( let i = 0; i < args.length; i++ ) {
	const arg = args[ i ];
	if ( arg === '-d' ) {
		const [ name, ...value ] = args[ ++i ].split( '=' );
		ini[ name ] = value.join( '=' );
	} else if ( arg === '-S' ) {
		serve = args[ ++i ];
	} else if ( arg === '-t' ) {
		docroot = path.resolve( args[ ++i ] );
	} else {
		rest.push( arg );
	}
}

let processId = 1;
/** @return {Promise<any>} a PHP with the machine's files and the -d settings */
async function newPhp() {
	const php = new PHP(
		await loadNodeRuntime( version, {
			emscriptenOptions: { processId: processId++ },
		} )
	);
	mountHostFiles( php );
	if ( Object.keys( ini ).length ) {
		await setPhpIniEntries( php, ini );
	}
	return php;
}

if ( serve ) {
	const [ host, port ] = serve.split( ':' );
	const workers = Math.max(
		1,
		Number( process.env.PHP_CLI_SERVER_WORKERS ?? 1 ) || 1
	);
	const handler = new PHPRequestHandler( {
		documentRoot: docroot,
		absoluteUrl: `http://${ serve }`,
		// Each request carries its own cookies, as with any web server.
		cookieStore: false,
		phpFactory: async () => {
			const php = await newPhp();
			php.chdir( docroot );
			return php;
		},
		maxPhpInstances: workers,
		getFileNotFoundAction: () => ( {
			type: 'internal-redirect',
			uri: '/index.php',
		} ),
	} );
	const server = http.createServer( async ( req, res ) => {
		/** @type {Buffer[]} */
		const chunks = [];
		try {
			for await ( const chunk of req ) {
				chunks.push( chunk );
			}
		} catch {
			// The client went away before sending the whole body: PHP never
			// sees the request, as with php -S.
			res.destroy();
			return;
		}
		/** @type {Record<string, string>} */
		const headers = {};
		for ( const [ name, value ] of Object.entries( req.headers ) ) {
			if ( value !== undefined ) {
				headers[ name ] = Array.isArray( value )
					? value.join( ', ' )
					: value;
			}
		}
		try {
			const answer = await handler.request( {
				method: req.method ?? 'GET',
				url: `http://${ serve }${ req.url }`,
				headers,
				body: new Uint8Array( Buffer.concat( chunks ) ),
			} );
			// One request a connection, as php -S: a client's kept-alive
			// connection never meets the server closing it when idle.
			res.writeHead( answer.httpStatusCode, {
				...answer.headers,
				connection: 'close',
			} );
			res.end( req.method === 'HEAD' ? undefined : answer.bytes );
		} catch ( error ) {
			process.stderr.write( `${ String( error ) }\n` );
			res.writeHead( 500 ).end();
		}
	} );
	server.listen( Number( port ), host, () =>
		process.stderr.write(
			`WebAssembly PHP ${ version } serving ${ docroot } on http://${ serve }\n`
		)
	);
	const stop = () => server.close( () => process.exit( 0 ) );
	process.on( 'SIGTERM', stop );
	process.on( 'SIGINT', stop );
	// A server whose starter died without stopping it (a test killed at its
	// time limit) ends too, rather than serving on with no one to stop it.
	const starter = process.ppid;
	setInterval( () => {
		if ( process.ppid !== starter ) {
			process.exit( 0 );
		}
	}, 1000 ).unref();
} else {
	const php = await newPhp();
	let script = '';
	// No code and no file: the script comes on stdin, as with php.
	if (
		! rest.some(
			( arg ) => /^-[rm]$/.test( arg ) || ! arg.startsWith( '-' )
		)
	) {
		script = path.join(
			fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-wasm-php-' ) ),
			'stdin.php'
		);
		fs.writeFileSync( script, fs.readFileSync( 0 ) );
		rest.push( script );
	}
	let status = 1;
	try {
		const run = await php.cli( [ 'php', ...rest ] );
		// Written as PHP prints it: a caller may wait for a line while the
		// script goes on (a lock holder saying it holds the lock).
		/**
		 * @param {ReadableStream<Uint8Array>} stream
		 * @param {NodeJS.WriteStream}         to
		 */
		const relay = async ( stream, to ) => {
			const reader = stream.getReader();
			for (
				let read = await reader.read();
				! read.done;
				read = await reader.read()
			) {
				to.write( read.value );
			}
		};
		const [ , , code ] = await Promise.all( [
			relay( run.stdout, process.stdout ),
			relay( run.stderr, process.stderr ),
			run.exitCode,
		] );
		status = code;
	} finally {
		if ( script ) {
			fs.rmSync( path.dirname( script ), {
				recursive: true,
				force: true,
			} );
		}
	}
	process.exit( status );
}
