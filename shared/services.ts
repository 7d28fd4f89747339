/**
 * Third-party services the editor calls from the browser. The host plugin
 * names each one's base URL and public key (php-stubs/includes/services.php),
 * so that a site, `npm start` or a test can point a client elsewhere; a
 * client passes the public address it uses when the host names none.
 *
 * Why: docs/decisions.md, "Third-party services are called from the browser, with addresses the host gives".
 */
import { getEditorState } from './editor-state';
import type { ServiceConfig } from './editor-state';

export function getService(
	name: string,
	fallback: ServiceConfig
): ServiceConfig {
	const configured = getEditorState().services?.[ name ];
	if ( ! configured?.url ) {
		return fallback;
	}
	return { ...fallback, ...configured };
}

/**
 * The address of `path` on a service, with query arguments (undefined ones
 * left out). The path is joined to the base with exactly one slash.
 */
export function serviceUrl(
	service: ServiceConfig,
	path: string,
	query: Record< string, string | number | undefined > = {}
): string {
	const url = new URL(
		service.url.replace( /\/+$/, '' ) + '/' + path.replace( /^\/+/, '' )
	);
	for ( const [ name, value ] of Object.entries( query ) ) {
		if ( value !== undefined ) {
			url.searchParams.set( name, String( value ) );
		}
	}
	return url.toString();
}
