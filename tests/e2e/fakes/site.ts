/**
 * The e2e site's configuration for the adapter tests: a must-use plugin
 * that sets the services' settings (their wp-config.php constants) and
 * sends each service's documented address to its local fake, and PHP run
 * on the site as WP-Cron would run it.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';

function siteDir(): string {
	const dir = process.env.WP_SITE_DIR;
	if ( ! dir ) {
		throw new Error( 'WP_SITE_DIR is not set: run with tools/e2e.mjs.' );
	}
	return path.join( dir, 'wordpress' );
}

const phpString = ( value: string ) =>
	`'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

/**
 * What points the site at a service's fake (configureSite's last two
 * arguments): the plugin's constants, and the documented addresses the fake
 * answers.
 */
export type ServiceSettings = [
	constants: Record< string, string | boolean >,
	endpoints: Record< string, string >,
];

/**
 * Writes the must-use plugin `name`: `constants` defined, and each
 * documented address in `endpoints` answered by its fake. Any other address
 * asked of orbit_blocks_service_endpoint goes to a closed port: a wrong
 * documented address fails the test instead of reaching a real host.
 * Returns the function that removes the plugin.
 */
export function configureSite(
	name: string,
	constants: Record< string, string | boolean >,
	endpoints: Record< string, string >
): () => void {
	const file = path.join(
		siteDir(),
		'wp-content',
		'mu-plugins',
		`orbit-e2e-${ name }.php`
	);
	const lines = [
		'<?php',
		'// Written by an e2e test (tests/e2e/fakes/site.ts), removed after it.',
		...Object.entries( constants ).map(
			( [ constant, value ] ) =>
				`define( ${ phpString( constant ) }, ${
					typeof value === 'boolean'
						? String( value )
						: phpString( value )
				} );`
		),
		`$orbit_e2e_endpoints = array( ${ Object.entries( endpoints )
			.map(
				( [ documented, fake ] ) =>
					`${ phpString( documented ) } => ${ phpString( fake ) }`
			)
			.join( ', ' ) } );`,
		'add_filter( "orbit_blocks_service_endpoint", static function ( $endpoint, $service, $documented ) use ( $orbit_e2e_endpoints ) {',
		'	return $orbit_e2e_endpoints[ $documented ] ?? "http://127.0.0.1:9/not-the-documented-address";',
		'}, 10, 3 );',
		// The fakes' files are downloaded as the services' would be (download_url
		// takes only ports 80, 443 and 8080 of other hosts): the fakes' ports too.
		`$orbit_e2e_ports = array( ${ Object.values( endpoints )
			.map( ( fake ) => Number( new URL( fake ).port ) )
			.join( ', ' ) } );`,
		'add_filter( "http_allowed_safe_ports", static fn( $ports ) => array_merge( $ports, $orbit_e2e_ports ) );',
		'',
	];
	fs.writeFileSync( file, lines.join( '\n' ) );
	return () => fs.rmSync( file, { force: true } );
}

/**
 * Runs PHP statements with the site's WordPress loaded; what they echo.
 * Asynchronous: the fakes live in this process and must answer PHP meanwhile.
 */
export function runOnSite( code: string ): Promise< string > {
	const base = new URL( process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889' );
	const script = `<?php
$_SERVER['HTTP_HOST'] = ${ phpString( base.host ) };
$_SERVER['REQUEST_URI'] = '/';
require ${ phpString( path.join( siteDir(), 'wp-load.php' ) ) };
${ code }
`;
	return new Promise( ( resolve, reject ) => {
		const child = spawn( 'php', [], { stdio: [ 'pipe', 'pipe', 'pipe' ] } );
		let stdout = '';
		let stderr = '';
		child.stdout.on( 'data', ( chunk ) => ( stdout += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( stderr += chunk ) );
		child.on( 'error', reject );
		child.on( 'close', ( status ) =>
			status === 0
				? resolve( stdout )
				: reject( new Error( `PHP failed: ${ stdout }\n${ stderr }` ) )
		);
		child.stdin.end( script );
	} );
}

/**
 * Runs a WP-Cron event as wp-cron.php would once its time has come: takes
 * it off the schedule and fires its hook. Resolves to when it was due (a
 * Unix time), or 0 when it was not scheduled.
 */
export async function runCronEvent( hook: string ): Promise< number > {
	const output = await runOnSite( `
$orbit_due = wp_next_scheduled( ${ phpString( hook ) } );
if ( $orbit_due ) {
	wp_unschedule_event( $orbit_due, ${ phpString( hook ) } );
	do_action( ${ phpString( hook ) } );
}
echo (int) $orbit_due;
` );
	return Number( output.trim() );
}

/** When a WP-Cron event is next due (a Unix time), or 0. */
export async function nextScheduled( hook: string ): Promise< number > {
	return Number(
		(
			await runOnSite(
				`echo (int) wp_next_scheduled( ${ phpString( hook ) } );`
			)
		).trim()
	);
}
