/**
 * Calendar embed input (spec 2 "Calendar embed", section 5): what an author
 * pastes becomes the address of an embeddable public calendar, or nothing.
 *
 * Accepted, always on the calendar service's own host (calendar.google.com,
 * http or https, saved as https):
 * - the Public URL: /calendar/embed?src=… (also /calendar/u/<n>/embed?src=…);
 * - the Embed Code: an <iframe> whose src is such an address; its width and
 *   height are read (the pasted HTML itself is never kept);
 * - a cid link: /calendar?cid=<base64 id> (also /calendar/u/<n>?cid= and
 *   /calendar/r?cid=): the id is decoded and becomes an embed address with
 *   src=<id>.
 * Anything else (the newer calendar.app.google share links, another host,
 * another scheme) is refused: the block then shows CALENDAR_ERROR.
 *
 * The Embed Code reader is embed-code.ts, which only the edit code loads:
 * the paste transform (in the editor entry) needs only addresses, as the
 * editor's paste filters turn a pasted <iframe> into its src.
 */

export const CALENDAR_HOST = 'calendar.google.com';

/** Heights the sidebar allows, and the defaults of spec 2 section 9. */
export const DEFAULT_HEIGHT = 600;
export const MOBILE_HEIGHT = 300;
export const MIN_HEIGHT = 100;
export const MAX_HEIGHT = 2000;

export interface CalendarEmbed {
	/** https://calendar.google.com/calendar/embed?… */
	url: string;
	/** From a pasted iframe, when it gave a usable one. */
	height?: number;
	width?: number;
}

const EMBED_PATH = /^\/calendar(?:\/u\/\d+)?\/embed\/?$/;
const CID_PATH = /^\/calendar(?:\/u\/\d+|\/r)?\/?$/;

/** A calendar id as Google writes them: an address-like id, no spaces. */
const CALENDAR_ID = /^[A-Za-z0-9._%+\-#]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$/;

export function clampHeight( value: number ): number {
	return Math.min( MAX_HEIGHT, Math.max( MIN_HEIGHT, Math.round( value ) ) );
}

/** A base64 (standard or URL-safe, padding optional) string decoded, or null. */
export function decodeBase64( text: string ): string | null {
	const normal = text.replace( /-/g, '+' ).replace( /_/g, '/' );
	if ( ! /^[A-Za-z0-9+/]+={0,2}$/.test( normal ) ) {
		return null;
	}
	const unpadded = normal.replace( /=+$/, '' );
	if ( unpadded.length % 4 === 1 ) {
		return null;
	}
	try {
		const binary = atob(
			unpadded + '='.repeat( ( 4 - ( unpadded.length % 4 ) ) % 4 )
		);
		// UTF-8 bytes to text; invalid UTF-8 throws (URIError).
		return decodeURIComponent(
			Array.from(
				binary,
				( c ) =>
					'%' + c.charCodeAt( 0 ).toString( 16 ).padStart( 2, '0' )
			).join( '' )
		);
	} catch {
		return null;
	}
}

/** The embed address of a calendar id. */
export function embedUrlForId( id: string ): string {
	return `https://${ CALENDAR_HOST }/calendar/embed?src=${ encodeURIComponent(
		id
	) }`;
}

function parseAddress( text: string ): URL | null {
	const trimmed = text.trim();
	// Only http(s), or no scheme at all ("calendar.google.com/calendar/…").
	const withScheme = /^https?:\/\//i.test( trimmed )
		? trimmed
		: `https://${ trimmed }`;
	if ( /\s/.test( trimmed ) || ! /^https?:\/\/[^/?#]+/i.test( withScheme ) ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( withScheme );
	} catch {
		return null;
	}
	if (
		( url.protocol !== 'https:' && url.protocol !== 'http:' ) ||
		url.hostname !== CALENDAR_HOST ||
		url.username ||
		url.password ||
		( url.port && url.port !== '443' && url.port !== '80' )
	) {
		return null;
	}
	return url;
}

/**
 * A query argument without form decoding: a base64 cid keeps its "+" (which
 * URLSearchParams would read as a space).
 */
function rawQueryParam( url: URL, name: string ): string | null {
	const match = new RegExp( `[?&]${ name }=([^&]*)` ).exec( url.search );
	if ( ! match ) {
		return null;
	}
	try {
		return decodeURIComponent( match[ 1 ] );
	} catch {
		return null;
	}
}

/** The calendar URL (Public URL or cid link) as an embed address, or null. */
export function parseCalendarUrl( text: string ): string | null {
	const url = parseAddress( text );
	if ( ! url ) {
		return null;
	}
	if ( EMBED_PATH.test( url.pathname ) ) {
		if ( ! url.searchParams.get( 'src' ) ) {
			return null;
		}
		url.protocol = 'https:';
		url.port = '';
		url.hash = '';
		return url.toString();
	}
	const cid = rawQueryParam( url, 'cid' );
	if ( CID_PATH.test( url.pathname ) && cid ) {
		const id = decodeBase64( cid );
		return id && CALENDAR_ID.test( id ) ? embedUrlForId( id ) : null;
	}
	return null;
}

/** Whether a saved url attribute is an embeddable calendar address. */
export function isCalendarEmbedUrl( url: unknown ): url is string {
	return (
		typeof url === 'string' &&
		/^https:\/\/calendar\.google\.com\/calendar\//.test( url ) &&
		parseCalendarUrl( url ) === url
	);
}
