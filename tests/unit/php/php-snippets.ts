/**
 * Runs PHP snippets in one WebAssembly PHP process (loading the runtime
 * takes seconds): the prelude (WordPress, stand-ins and requires), then each snippet,
 * which echoes JSON, collected by name. `folders` are the php-stubs/
 * folders to mount (run-php.mjs).
 */
import { execFile, execFileSync } from 'child_process';
import http from 'http';
import type { AddressInfo } from 'net';
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

/**
 * Runs PHP code that calls an HTTP server of this process on loopback (a
 * stand-in for a third-party service): the server answers with `handler`
 * on a free port of 127.0.0.1, `code( port )` is the PHP, and the server is
 * closed once the PHP has ended. Resolves to what the PHP echoed.
 */
export async function runPhpWithLoopbackServer(
	folders: string[],
	handler: http.RequestListener,
	code: ( port: number ) => string
): Promise< string > {
	const server = http.createServer( handler );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	try {
		const { port } = server.address() as AddressInfo;
		return await runPhpAsync( folders, code( port ) );
	} finally {
		server.close();
	}
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

/**
 * PHP: the signed-in user has the capabilities listed in $GLOBALS['caps']
 * (the database's part). current_user_can() and is_user_logged_in() are
 * pluggable, so this comes before WordPress (/wordpress-core.php).
 */
export const PHP_SIGNED_IN_USER = `
$GLOBALS['caps'] = array();
function current_user_can( $c ) { return in_array( $c, $GLOBALS['caps'], true ); }
function is_user_logged_in() { return true; }
`;

/**
 * PHP: call( $path, $method, $json ) dispatches a request to a route through
 * WordPress's REST server (permission, argument schema, callback); $path may
 * hold a query (?page=2). It returns the status, and the error's code,
 * message, field and invalid params, or the data and headers.
 */
export const PHP_REST_CALL = `
function call( $path, $method, $json = array() ) {
	$parts   = explode( '?', $path, 2 );
	$request = new WP_REST_Request( $method, '/' . $parts[0] );
	if ( isset( $parts[1] ) ) {
		parse_str( $parts[1], $query );
		$request->set_query_params( $query );
	}
	if ( $json ) {
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( wp_json_encode( $json ) );
	}
	$response = rest_do_request( $request );
	if ( $response->is_error() ) {
		$error = $response->as_error();
		$data  = $error->get_error_data();
		return array( 'status' => $response->get_status(), 'code' => $error->get_error_code(), 'message' => $error->get_error_message(), 'field' => $data['field'] ?? null, 'params' => array_keys( $data['params'] ?? array() ) );
	}
	return array( 'status' => $response->get_status(), 'data' => $response->get_data(), 'headers' => $response->get_headers() );
}
`;

/** What call() of PHP_REST_CALL returns, once echoed as JSON. */
export interface RestCallAnswer {
	status: number;
	code?: string;
	message?: string;
	field?: string | null;
	params?: string[];
	data?: Record< string, any >;
	headers?: Record< string, string >;
}

/**
 * PHP: an expression whose value is `value` (objects become associative
 * arrays): its JSON in a single-quoted PHP string, backslashes and quotes
 * escaped, decoded.
 */
export const phpValue = ( value: unknown ) =>
	`json_decode( '${ JSON.stringify( value ).replace(
		/[\\']/g,
		'\\$&'
	) }', true )`;

/**
 * PHP: wp_roles() answers the site's roles (the database's part), by slug:
 * each role's name and capabilities.
 */
export const phpSiteRoles = (
	roles: Record<
		string,
		{ name: string; capabilities: Record< string, boolean > }
	>
) => `
function wp_roles() {
	return (object) array( 'roles' => ${ phpValue( roles ) } );
}
`;

/**
 * PHP: WordPress (/wordpress-core.php) with a signed-in user
 * (PHP_SIGNED_IN_USER) and the site's roles (phpSiteRoles): an
 * administrator's and `others`.
 */
export const phpWordPressWithRoles = (
	others: Parameters< typeof phpSiteRoles >[ 0 ]
) => `
${ PHP_SIGNED_IN_USER }
require '/wordpress-core.php';
${ phpSiteRoles( {
	administrator: {
		name: 'Administrator',
		capabilities: { edit_posts: true },
	},
	...others,
} ) }
`;

/**
 * PHP: the settings registry, its rules and its site route
 * (includes/settings.php, services.php, settings-rules.php,
 * rest/settings.php), the adapters whose redirect addresses the settings
 * screen shows, the AI server and its test, then the files in `more`
 * (paths under the mounted folders); and call() (PHP_REST_CALL) to
 * dispatch to the routes.
 */
export const phpSettingsRoutes = ( more: string[] = [] ) =>
	[
		'/includes/settings.php',
		'/includes/services.php',
		'/includes/settings-rules.php',
		'/rest/settings.php',
		'/adapters/instagram.php',
		'/adapters/google-photos.php',
		'/ai/server.php',
		'/ai/server-test.php',
		...more,
	]
		.map( ( file ) => `require '${ file }';` )
		.concat( PHP_REST_CALL )
		.join( '\n' );
