/**
 * OpenTable's widget settings (spec 2 "Table-reservation embed", sections 3,
 * 4, 5 and 9): the styles, languages and domains, their validation, and the
 * parser of a pasted embed code or widget address. Kept small: the raw
 * transform and save (in the editor entry) need it; what only the editor
 * uses is in widget.ts.
 */

export type OpenTableStyle = 'standard' | 'tall' | 'wide' | 'button';

export interface OpenTableAttributes {
	rid: string[];
	style: string;
	iframe: boolean;
	domain: string;
	lang?: string;
	newtab: boolean;
	negativeMargin: boolean;
	align?: string;
	className?: string;
}

/** The widget's styles (spec 2 section 9); the button is for one restaurant. */
export const STYLES: OpenTableStyle[] = [
	'standard',
	'tall',
	'wide',
	'button',
];

/** The widget's languages (spec 2 section 9); the first is the default. */
export const LANGUAGES = [
	'en-US',
	'fr-CA',
	'de-DE',
	'es-MX',
	'ja-JP',
	'nl-NL',
	'it-IT',
] as const;
export const DEFAULT_LANGUAGE = 'en-US';

/**
 * The OpenTable sites a widget may point at (the `domain` parameter is the
 * part after "opentable."). The spec names only the default, com; these are
 * the country sites OpenTable runs, so that a pasted code from any of them
 * keeps its domain, while anything else falls back to com.
 */
export const DOMAINS = [
	'com',
	'co.uk',
	'ca',
	'de',
	'jp',
	'com.mx',
	'ie',
	'nl',
	'it',
	'com.au',
	'hk',
	'sg',
	'ae',
] as const;
export const DEFAULT_DOMAIN = 'com';

/**
 * Where visitors book without the widget (the saved fallback link). A lone
 * surrogate (possible in a post's JSON) becomes U+FFFD: encodeURIComponent
 * throws on it, and a save that throws makes the block invalid.
 */
export const restaurantLink = ( rid: string ): string =>
	`https://www.opentable.com/restref/client/?rid=${ encodeURIComponent(
		rid.replace( /\p{Cs}/gu, '\ufffd' )
	) }`;

const RID = /^[0-9]{1,12}$/;

/** A restaurant id is a whole number (OpenTable's rid). */
export const isValidRid = ( rid: unknown ): rid is string =>
	( typeof rid === 'string' && RID.test( rid ) ) ||
	( typeof rid === 'number' && Number.isSafeInteger( rid ) && rid >= 0 );

/** The valid restaurant ids of a stored or pasted list, as strings, once each. */
export function normaliseRids( rids: unknown ): string[] {
	if ( ! Array.isArray( rids ) ) {
		return [];
	}
	const out: string[] = [];
	for ( const rid of rids ) {
		const value = String( rid );
		if ( isValidRid( rid ) && ! out.includes( value ) ) {
			out.push( value );
		}
	}
	return out;
}

/** The styles offered for this many restaurants: button only for one. */
export const stylesFor = ( count: number ): OpenTableStyle[] =>
	count > 1 ? STYLES.filter( ( style ) => style !== 'button' ) : STYLES;

/** A stored style made valid for this many restaurants. */
export function normaliseStyle(
	style: unknown,
	count: number
): OpenTableStyle {
	return stylesFor( count ).includes( style as OpenTableStyle )
		? ( style as OpenTableStyle )
		: 'standard';
}

export const normaliseLanguage = ( lang: unknown ): string =>
	LANGUAGES.find(
		( value ) =>
			typeof lang === 'string' &&
			value.toLowerCase() === lang.toLowerCase()
	) ?? DEFAULT_LANGUAGE;

export const normaliseDomain = ( domain: unknown ): string =>
	DOMAINS.find(
		( value ) =>
			typeof domain === 'string' && value === domain.toLowerCase()
	) ?? DEFAULT_DOMAIN;

/** What a pasted embed code or address sets. */
export interface ParsedEmbed {
	rid: string[];
	style: OpenTableStyle;
	domain: string;
	iframe?: boolean;
	lang?: string;
	newtab?: boolean;
}

const TAG_SRC =
	/<\s*(?:script|iframe)\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * OpenTable's hosts, the country site captured. Made when asked: the front
 * end's view script imports this module's lists only.
 */
const openTableHost = () =>
	new RegExp(
		`^(?:[a-z0-9-]+\\.)*opentable\\.(${ DOMAINS.map( ( domain ) =>
			domain.replace( '.', '\\.' )
		).join( '|' ) })$`,
		'i'
	);

/** OpenTable's own address: http(s), on one of its country sites. */
function openTableUrl( address: string ): URL | null {
	let url: URL;
	try {
		url = new URL(
			address.startsWith( '//' ) ? `https:${ address }` : address
		);
	} catch {
		return null;
	}
	if ( url.protocol !== 'https:' && url.protocol !== 'http:' ) {
		return null;
	}
	if ( url.username || url.password || url.port ) {
		return null;
	}
	return openTableHost().test( url.hostname ) ? url : null;
}

const flag = ( value: string | null ): boolean | undefined => {
	if ( value === null ) {
		return undefined;
	}
	const lower = value.toLowerCase();
	if ( lower === 'true' || lower === '1' ) {
		return true;
	}
	return lower === 'false' || lower === '0' ? false : undefined;
};

/**
 * Reads OpenTable's embed code (its <script src="//www.opentable.com/widget/
 * reservation/loader?rid=…"> tag), the widget's iframe, or a reservation
 * address (…/restref/client/?restref=…). Gives the restaurants and the
 * widget settings it carries, or null when the input does not come from
 * OpenTable or names no restaurant: rid or restref is required (spec 2
 * section 5). Never throws; nothing of the input but these values is kept.
 */
export function parseEmbedCode( input: string ): ParsedEmbed | null {
	if ( typeof input !== 'string' ) {
		return null;
	}
	const trimmed = input.trim();
	let address: string;
	const tag = TAG_SRC.exec( trimmed );
	if ( tag ) {
		address = ( tag[ 1 ] ?? tag[ 2 ] ?? tag[ 3 ] ?? '' ).replace(
			/&amp;/gi,
			'&'
		);
	} else if ( /^(?:[a-z][a-z0-9+.-]*:\/\/|\/\/)\S+$/i.test( trimmed ) ) {
		address = trimmed;
	} else if ( /^www\.\S+$/i.test( trimmed ) ) {
		address = `https://${ trimmed }`;
	} else {
		return null;
	}
	const url = openTableUrl( address.trim() );
	if ( ! url ) {
		return null;
	}
	const params = url.searchParams;
	const ids = [ ...params.getAll( 'rid' ), ...params.getAll( 'restref' ) ]
		.flatMap( ( value ) => value.split( ',' ) )
		.map( ( value ) => value.trim() );
	const rid = normaliseRids( ids );
	if ( rid.length === 0 ) {
		return null;
	}
	const style: OpenTableStyle =
		params.get( 'type' ) === 'button'
			? 'button'
			: normaliseStyle( params.get( 'theme' ), 2 );
	const hostDomain =
		openTableHost().exec( url.hostname )?.[ 1 ] ?? DEFAULT_DOMAIN;
	const parsed: ParsedEmbed = {
		rid,
		style: normaliseStyle( style, rid.length ),
		domain: normaliseDomain(
			DOMAINS.includes( params.get( 'domain' ) as never )
				? params.get( 'domain' )
				: hostDomain
		),
	};
	const iframe = flag( params.get( 'iframe' ) );
	if ( iframe !== undefined ) {
		parsed.iframe = iframe;
	}
	const newtab = flag( params.get( 'newtab' ) );
	if ( newtab !== undefined ) {
		parsed.newtab = newtab;
	}
	const lang = params.get( 'lang' );
	if (
		lang &&
		LANGUAGES.some(
			( value ) => value.toLowerCase() === lang.toLowerCase()
		)
	) {
		parsed.lang = normaliseLanguage( lang );
	}
	return parsed;
}
