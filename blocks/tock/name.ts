/**
 * The Tock business name (spec 3 "Reservation", sections 3, 4 and 5): the
 * part of the business's public page address after the host, as in
 * https://www.exploretock.com/roister. What the author types or pastes is
 * read with any address prefix stripped up to the host, so a pasted page
 * address (https://www.exploretock.com/roister/search?date=…) keeps
 * "roister". Pure; the editor entry's part is address.ts.
 */

export const TOCK_HOSTS = [ 'exploretock.com', 'www.exploretock.com' ];

import { isValidTockName } from './address';

export { isValidTockName };

/** The business's public page. */
export const tockPageUrl = ( name: string ): string =>
	`https://www.exploretock.com/${ encodeURIComponent( name ) }`;

/**
 * The business name in a name or an address, or null when there is none:
 * an address must be http(s) on Tock's own host; a bare name loses any
 * path, query or fragment after it. Never throws.
 */
export function parseTockName( input: unknown ): string | null {
	if ( typeof input !== 'string' ) {
		return null;
	}
	const text = input.trim();
	if ( text === '' ) {
		return null;
	}
	const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test( text );
	const startsWithHost =
		/^(?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#:]|$)/i.test( text );
	let name: string;
	if ( hasScheme || startsWithHost || text.startsWith( '//' ) ) {
		let url: URL;
		try {
			url = new URL(
				hasScheme ? text : `https://${ text.replace( /^\/\//, '' ) }`
			);
		} catch {
			return null;
		}
		if (
			( url.protocol !== 'https:' && url.protocol !== 'http:' ) ||
			url.username ||
			url.password ||
			url.port ||
			! TOCK_HOSTS.includes( url.hostname.toLowerCase() )
		) {
			return null;
		}
		name = url.pathname.split( '/' ).filter( Boolean )[ 0 ] ?? '';
		try {
			name = decodeURIComponent( name );
		} catch {
			return null;
		}
	} else {
		name = text.split( /[/?#]/ )[ 0 ];
	}
	return isValidTockName( name ) ? name : null;
}
