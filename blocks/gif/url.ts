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
 * Giphy ids are letters and digits. Nothing here throws. Addresses are
 * matched as written: percent-encoded or backslashed forms are refused.
 */

/** A Giphy id: letters and digits (Giphy's own are 10 to 20 long). */
export const GIPHY_ID = /^[A-Za-z0-9]{1,64}$/;

// One pattern for every accepted address (kept as a pattern rather than a
// URL object because it ships in the editor entry, for the paste
// transform): an optional https scheme, a Giphy host followed at once by a
// slash (so no port, user name or longer host gets through), the path, and
// an optional trailing slash, query or fragment.
const ID = '([a-z0-9]{1,64})';
const PART = '[^/?#]+';
const GIPHY_ADDRESS = new RegExp(
	'^(?:https://)?(?:' +
		`(?:www\\.)?giphy\\.com/(?:gifs/(?:${ PART }-)?${ ID }(?:/(?:fullscreen|html5|tile|links))?|embed/${ ID })` +
		`|(?:media[0-4]?|i)\\.giphy\\.com/media/(?:v1\\.${ PART }/)?${ ID }/${ PART }` +
		`|i\\.giphy\\.com/${ ID }\\.(?:gif|webp|mp4)` +
		')/?(?:[?#].*)?$',
	'i'
);
const EMBED =
	/^https:\/\/(?:www\.)?giphy\.com\/embed\/([a-z0-9]{1,64})\/?(?:[?#].*)?$/i;

/** The canonical embed address of a GIF, the one Giphy's embed_url gives. */
export function giphyEmbedUrl( id: string ): string {
	return `https://giphy.com/embed/${ id }`;
}

/**
 * The id of the GIF a Giphy address names, or null for anything else (which
 * the block then searches for).
 */
export function parseGiphyId( input: unknown ): string | null {
	if ( typeof input !== 'string' ) {
		return null;
	}
	const text = input.trim();
	// No address holds whitespace; a long text is a search, not a link.
	if ( text.length > 2048 || /\s/.test( text ) ) {
		return null;
	}
	const match = GIPHY_ADDRESS.exec( text );
	return match ? match.slice( 1 ).find( Boolean ) ?? null : null;
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
	const match =
		typeof value === 'string' && ! /\s/.test( value.trim() )
			? EMBED.exec( value.trim() )
			: null;
	return match ? giphyEmbedUrl( match[ 1 ] ) : null;
}

// Tumblr's GIF files (the incumbent's Tumblr search): https, a media host of
// tumblr.com, a path of plain characters (no quotes, spaces or backslashes).
const TUMBLR_GIF =
	/^https:\/\/(?:[a-z0-9-]+\.)?media\.tumblr\.com\/[A-Za-z0-9._~%/-]+$/i;

/** A Tumblr GIF image address the block may show, or null for anything else. */
export function safeGifImageUrl( value: unknown ): string | null {
	return typeof value === 'string' && TUMBLR_GIF.test( value.trim() )
		? value.trim()
		: null;
}
