/**
 * Pinterest addresses (spec 2 "Pinterest", section 5): a pin, a board or a
 * user's profile on one of Pinterest's own hosts, and what Pinterest's
 * widget makes of each (data-pin-do).
 *
 * Hosts: pinterest.<tld> (com, co.uk, de, com.au, com.mx …), bare, with www.
 * or with a two-letter country subdomain (uk.pinterest.com). Paths: /pin/<id>/
 * is a pin; one segment a user; two segments a board. http(s) only, or no
 * scheme; saved as https with a trailing slash, without query or fragment.
 * pin.it short links are not parsed here: the edit resolves them first
 * (shared/resolve-embed-url.ts) and parses where they lead.
 */

export type PinType = 'embedPin' | 'embedBoard' | 'embedUser';

export interface PinterestTarget {
	type: PinType;
	/** https://<host>/<path>/ */
	url: string;
	pinId?: string;
	user?: string;
	board?: string;
}

const HOST =
	/^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

export const SHORT_HOST = 'pin.it';

/** Pinterest's own pages that are neither users nor boards. */
export const RESERVED_PATHS: ReadonlySet< string > = new Set( [
	'pin',
	'pin-builder',
	'search',
	'ideas',
	'today',
	'explore',
	'categories',
	'business',
	'settings',
	'login',
	'signup',
	'logout',
	'about',
	'_',
	'news_hub',
	'videos',
	'topics',
	'password',
	'oauth',
	'resource',
] );

const PIN_ID = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * A user name or board slug as it sits in the path: letters, digits, "._~-"
 * and percent-encoded characters that decode to neither quotes, angle
 * brackets, slashes nor white space.
 */
const SEGMENT = /^(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2}){1,200}$/;
const UNSAFE_DECODED = /[\s"'<>`\\/?#]/;

function toUrl( text: unknown ): URL | null {
	if ( typeof text !== 'string' ) {
		return null;
	}
	const trimmed = text.trim();
	if ( ! trimmed || /\s/.test( trimmed ) ) {
		return null;
	}
	const withScheme = /^https?:\/\//i.test( trimmed )
		? trimmed
		: `https://${ trimmed }`;
	if ( ! /^https?:\/\/[a-z0-9.-]+(?::\d+)?(?:[/?#]|$)/i.test( withScheme ) ) {
		return null;
	}
	try {
		const url = new URL( withScheme );
		if (
			( url.protocol !== 'https:' && url.protocol !== 'http:' ) ||
			url.username ||
			url.password ||
			url.port
		) {
			return null;
		}
		return url;
	} catch {
		return null;
	}
}

/** Whether the text is a pin.it short link (to resolve before parsing). */
export function isShortLink( text: unknown ): boolean {
	const url = toUrl( text );
	return (
		!! url &&
		url.hostname === SHORT_HOST &&
		/^\/[A-Za-z0-9_-]+\/?$/.test( url.pathname )
	);
}

function decodeSegment( segment: string ): string | null {
	try {
		const decoded = decodeURIComponent( segment );
		return UNSAFE_DECODED.test( decoded ) ? null : decoded;
	} catch {
		return null;
	}
}

/** A pin, board or user address as its target, or null. */
export function parsePinterestUrl( text: unknown ): PinterestTarget | null {
	const url = toUrl( text );
	if ( ! url || ! HOST.test( url.hostname ) ) {
		return null;
	}
	const segments = url.pathname.replace( /\/+$/, '' ).split( '/' ).slice( 1 );
	if (
		segments.some(
			( segment ) =>
				! SEGMENT.test( segment ) || decodeSegment( segment ) === null
		)
	) {
		return null;
	}
	const href = `https://${ url.hostname }/${ segments.join( '/' ) }/`;
	if ( segments.length === 2 && segments[ 0 ] === 'pin' ) {
		return PIN_ID.test( segments[ 1 ] )
			? { type: 'embedPin', url: href, pinId: segments[ 1 ] }
			: null;
	}
	if ( RESERVED_PATHS.has( segments[ 0 ]?.toLowerCase() ) ) {
		return null;
	}
	if ( segments.length === 1 ) {
		return {
			type: 'embedUser',
			url: href,
			user: decodeSegment( segments[ 0 ] ) ?? '',
		};
	}
	if ( segments.length === 2 ) {
		return {
			type: 'embedBoard',
			url: href,
			user: decodeSegment( segments[ 0 ] ) ?? '',
			board: decodeSegment( segments[ 1 ] ) ?? '',
		};
	}
	return null;
}

/** The widget type of a saved url ('' when it is none of the three). */
export function pinType( url: unknown ): PinType | '' {
	return parsePinterestUrl( url )?.type ?? '';
}
