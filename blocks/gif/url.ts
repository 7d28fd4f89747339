/**
 * Giphy addresses (spec 2 "GIF", section 5): a pasted Giphy page, embed or
 * media link names one GIF by its trailing id; anything else is a search.
 *
 * Accepted, always over https (an address written without a scheme is read
 * as https; http and every other scheme are refused, as is any other host,
 * a port, or a user name before the host):
 * - pages     giphy.com/gifs/<slug>-<id>, giphy.com/gifs/<id> (www. too;
 *             a trailing /fullscreen, /html5 … view of the page is allowed)
 * - embeds    giphy.com/embed/<id>
 * - media     media.giphy.com, media0–media4.giphy.com and i.giphy.com:
 *             /media/<id>/<file>, /media/v1.<token>/<id>/<file>, and on
 *             i.giphy.com also /<id>.gif (or .webp, .mp4)
 *
 * Giphy ids are letters and digits. Nothing here throws.
 */

/** A Giphy id: letters and digits (Giphy's own are 10 to 20 long). */
export const GIPHY_ID = /^[A-Za-z0-9]{1,64}$/;

const PAGE_HOSTS = new Set( [ 'giphy.com', 'www.giphy.com' ] );
const MEDIA_HOST = /^(media[0-4]?|i)\.giphy\.com$/;

/** The canonical embed address of a GIF, the one Giphy's embed_url gives. */
export function giphyEmbedUrl( id: string ): string {
	return `https://giphy.com/embed/${ id }`;
}

function toUrl( input: string ): URL | null {
	const text = input.trim();
	if ( ! text || /\s/.test( text ) ) {
		return null;
	}
	// A scheme is letters then ":" (and "//" for a web address); without one,
	// the text is read as an https address ("giphy.com/gifs/…").
	const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test( text );
	let url: URL;
	try {
		url = new URL( hasScheme ? text : `https://${ text }` );
	} catch {
		return null;
	}
	if (
		url.protocol !== 'https:' ||
		url.username !== '' ||
		url.password !== '' ||
		url.port !== ''
	) {
		return null;
	}
	return url;
}

function idOf( segment: string | undefined ): string | null {
	return segment !== undefined && GIPHY_ID.test( segment ) ? segment : null;
}

/** The path's segments, without empty ones ("/gifs/a/" → ["gifs", "a"]). */
function segmentsOf( url: URL ): string[] {
	return url.pathname.split( '/' ).filter( ( part ) => part !== '' );
}

/** The page views Giphy serves after a GIF's page address. */
const PAGE_VIEWS = new Set( [ 'fullscreen', 'html5', 'tile', 'links' ] );

function pageId( segments: string[] ): string | null {
	const [ kind, name, view, ...rest ] = segments;
	if (
		rest.length > 0 ||
		( view !== undefined && ! PAGE_VIEWS.has( view ) )
	) {
		return null;
	}
	if ( kind === 'gifs' && name !== undefined ) {
		// <slug>-<id>: the id is what follows the last hyphen.
		return idOf( name.slice( name.lastIndexOf( '-' ) + 1 ) );
	}
	if ( kind === 'embed' && view === undefined ) {
		return idOf( name );
	}
	return null;
}

function mediaId( host: string, segments: string[] ): string | null {
	if ( segments[ 0 ] === 'media' ) {
		// /media/<id>/<file> or /media/v1.<token>/<id>/<file>
		const rest = segments[ 1 ]?.startsWith( 'v1.' )
			? segments.slice( 2 )
			: segments.slice( 1 );
		return rest.length === 2 ? idOf( rest[ 0 ] ) : null;
	}
	if ( host === 'i.giphy.com' && segments.length === 1 ) {
		const match = /^([A-Za-z0-9]+)\.(gif|webp|mp4)$/.exec( segments[ 0 ] );
		return match ? idOf( match[ 1 ] ) : null;
	}
	return null;
}

/**
 * The id of the GIF a Giphy address names, or null for anything else (which
 * the block then searches for).
 */
export function parseGiphyId( input: unknown ): string | null {
	if ( typeof input !== 'string' ) {
		return null;
	}
	const url = toUrl( input );
	if ( ! url ) {
		return null;
	}
	const host = url.hostname.toLowerCase();
	const segments = segmentsOf( url );
	if ( PAGE_HOSTS.has( host ) ) {
		return pageId( segments );
	}
	if ( MEDIA_HOST.test( host ) ) {
		return mediaId( host, segments );
	}
	return null;
}

/** Whether the text is a Giphy address of one GIF (the paste transform). */
export function isGiphyUrl( input: unknown ): boolean {
	return parseGiphyId( input ) !== null;
}

/**
 * The address the block may embed: a Giphy embed address over https (the
 * service's embed_url, or a stored giphyUrl), written out canonically
 * (https://giphy.com/embed/<id>); null for anything else.
 */
export function safeEmbedUrl( value: unknown ): string | null {
	if ( typeof value !== 'string' || ! /^https:\/\//i.test( value.trim() ) ) {
		return null;
	}
	const url = toUrl( value );
	if ( ! url || ! PAGE_HOSTS.has( url.hostname.toLowerCase() ) ) {
		return null;
	}
	const segments = segmentsOf( url );
	if ( segments.length !== 2 || segments[ 0 ] !== 'embed' ) {
		return null;
	}
	const id = idOf( segments[ 1 ] );
	return id ? giphyEmbedUrl( id ) : null;
}
