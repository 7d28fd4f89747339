/**
 * The Instagram gallery's pure logic (spec 2 "Instagram gallery", sections
 * 3, 5 and 9): attribute ranges, and the readers of what the provider's
 * routes answer (connections, connect-url, gallery). Every reader takes
 * `unknown` and never throws: a response of the wrong shape is "no data",
 * which the editor reports with the spec's error text.
 */

export const MAX_POSTS = 30;
export const DEFAULT_COUNT = 9;
export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 6;
export const DEFAULT_COLUMNS = 3;
export const MIN_SPACING = 0;
export const MAX_SPACING = 50;
export const DEFAULT_SPACING = 10;
/** The account radio list's "Add a new account" choice (spec 2 section 9). */
export const NEW_ACCOUNT = 'instagram-gallery-new-account';
/** The gallery is always fetched at its maximum; `count` only slices it. */
export const GALLERY_FETCH_COUNT = MAX_POSTS;

export interface InstagramGalleryAttributes {
	accessToken?: string;
	instagramUser?: string;
	columns: number;
	count: number;
	spacing: number;
	isStackedOnMobile: boolean;
}

/** A connected account: its Instagram username and the keyring token. */
export interface InstagramConnection {
	username: string;
	token: string;
}

export interface InstagramImage {
	url: string;
	title: string;
	link: string;
}

export interface InstagramGallery {
	externalName: string;
	images: InstagramImage[];
}

function clamp(
	value: unknown,
	min: number,
	max: number,
	fallback: number
): number {
	const number =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	if ( typeof number !== 'number' || ! Number.isFinite( number ) ) {
		return fallback;
	}
	return Math.min( max, Math.max( min, Math.round( number ) ) );
}

export const clampCount = ( value: unknown ) =>
	clamp( value, 1, MAX_POSTS, DEFAULT_COUNT );
export const clampColumns = ( value: unknown ) =>
	clamp( value, MIN_COLUMNS, MAX_COLUMNS, DEFAULT_COLUMNS );
export const clampSpacing = ( value: unknown ) =>
	clamp( value, MIN_SPACING, MAX_SPACING, DEFAULT_SPACING );

/**
 * A keyring token: a positive whole number (the pop-up's keyring_id), as the
 * string the block saves. Anything else is no token.
 */
export function normaliseToken( value: unknown ): string | null {
	let text: string;
	if ( typeof value === 'number' ) {
		if ( ! Number.isSafeInteger( value ) || value <= 0 ) {
			return null;
		}
		text = String( value );
	} else if ( typeof value === 'string' ) {
		text = value.trim();
	} else {
		return null;
	}
	return /^[1-9]\d{0,15}$/.test( text ) ? text : null;
}

/** Instagram usernames: letters, digits, dots and underscores, up to 30. */
export function isValidUsername( value: unknown ): value is string {
	return typeof value === 'string' && /^[A-Za-z0-9._]{1,30}$/.test( value );
}

/** The account's public profile, for the sidebar's account link. */
export function profileUrl( username: string ): string | null {
	return isValidUsername( username )
		? `https://www.instagram.com/${ username }/`
		: null;
}

/**
 * An absolute http(s) address, as the URL parser normalises it, or null.
 * Images and links are shown in the editor only (the block saves none of
 * them; the front end is rendered by the server), but a javascript: or data:
 * address must still never reach an href or src.
 */
export function safeHttpUrl( value: unknown ): string | null {
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( value.trim() );
	} catch {
		return null;
	}
	if (
		( url.protocol !== 'http:' && url.protocol !== 'https:' ) ||
		! url.hostname
	) {
		return null;
	}
	return url.href;
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

/**
 * GET instagram-gallery/connections: a list of { username, token }. Entries
 * of another shape are left out; a non-list is no connections (null).
 */
export function parseConnections(
	data: unknown
): InstagramConnection[] | null {
	if ( ! Array.isArray( data ) ) {
		return null;
	}
	const seen = new Set< string >();
	const connections: InstagramConnection[] = [];
	for ( const entry of data ) {
		if ( ! isRecord( entry ) ) {
			continue;
		}
		const token = normaliseToken( entry.token );
		const { username } = entry;
		if ( ! token || ! isValidUsername( username ) || seen.has( token ) ) {
			continue;
		}
		seen.add( token );
		connections.push( { username, token } );
	}
	return connections;
}

/** GET instagram-gallery/connect-url: the consent page's address. */
export function parseConnectUrl( data: unknown ): string | null {
	const value = isRecord( data ) ? data.url ?? data.connect_url : data;
	return safeHttpUrl( value );
}

/**
 * GET instagram-gallery/gallery: { external_name, images: [ { url, title,
 * link } ] }. Null when images is not a list (the spec's "non-list gallery
 * response", an error); images without a usable url are left out, a link
 * that is not http(s) falls back to the image itself.
 */
export function parseGallery( data: unknown ): InstagramGallery | null {
	if ( ! isRecord( data ) || ! Array.isArray( data.images ) ) {
		return null;
	}
	const images: InstagramImage[] = [];
	for ( const entry of data.images ) {
		if ( ! isRecord( entry ) ) {
			continue;
		}
		const url = safeHttpUrl( entry.url );
		if ( ! url ) {
			continue;
		}
		images.push( {
			url,
			title: typeof entry.title === 'string' ? entry.title : '',
			link: safeHttpUrl( entry.link ) ?? url,
		} );
	}
	return {
		externalName: isValidUsername( data.external_name )
			? data.external_name
			: '',
		images,
	};
}

/** The grid's classes and inline style, shared by the editor preview. */
export function gridLayout(
	attributes: Pick<
		InstagramGalleryAttributes,
		'columns' | 'spacing' | 'isStackedOnMobile'
	>
) {
	const columns = clampColumns( attributes.columns );
	const spacing = clampSpacing( attributes.spacing );
	return {
		className: [
			'wp-block-jetpack-instagram-gallery__grid',
			`wp-block-jetpack-instagram-gallery__grid-columns-${ columns }`,
			attributes.isStackedOnMobile !== false
				? 'is-stacked-on-mobile'
				: '',
		]
			.filter( Boolean )
			.join( ' ' ),
		style: { gap: `${ spacing }px` },
	};
}
