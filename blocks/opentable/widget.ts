/**
 * The widget's editor side (spec 2 sections 5 and 9): its sizes, OpenTable's
 * type and theme for a style, the address of the widget page the preview
 * shows, and what is not a search term. Only the edit chunk needs these.
 */
import {
	normaliseDomain,
	normaliseLanguage,
	normaliseRids,
	normaliseStyle,
	type OpenTableAttributes,
	type OpenTableStyle,
} from './embed-code';

/** The widget's sizes in pixels, by style (spec 2 section 9). */
export const STYLE_SIZES: Record<
	OpenTableStyle,
	{ width: number; height: number }
> = {
	standard: { width: 224, height: 301 },
	tall: { width: 288, height: 490 },
	wide: { width: 840, height: 150 },
	button: { width: 210, height: 113 },
};

/**
 * The widget's type and theme for a style (OpenTable names them apart:
 * several restaurants are the "multi" type, whose themes are the styles
 * other than button; the button style is the button type's only theme).
 */
export function typeAndTheme(
	style: OpenTableStyle,
	count: number
): [ 'standard' | 'button' | 'multi', 'standard' | 'tall' | 'wide' ] {
	const theme = style === 'button' ? 'standard' : style;
	if ( count > 1 ) {
		return [ 'multi', theme ];
	}
	return [ style === 'button' ? 'button' : 'standard', theme ];
}

/**
 * The address of the widget itself for the editor's preview (the page
 * OpenTable's loader script puts in its iframe), from validated attributes.
 */
export function previewUrl( attributes: OpenTableAttributes ): string {
	const rids = normaliseRids( attributes.rid );
	const style = normaliseStyle( attributes.style, rids.length );
	const [ type, theme ] = typeAndTheme( style, rids.length );
	const query = new URLSearchParams( {
		rid: rids.join( ',' ),
		type,
		theme,
		iframe: String( attributes.iframe !== false ),
		domain: normaliseDomain( attributes.domain ),
		lang: normaliseLanguage( attributes.lang ),
		newtab: String( attributes.newtab === true ),
		overlay: 'false',
		disablega: 'true',
	} );
	return `https://www.opentable.com/widget/reservation/canvas?${ query }`;
}

/**
 * Input that is an address or a tag (an embed code) rather than a name to
 * search for (spec 2 section 5: such input is not a search term).
 */
export const isPossibleEmbed = ( input: string ): boolean =>
	/^\s*(?:[a-z][a-z0-9+.-]*:\/\/|\/\/|www\.|<)/i.test( input ) ||
	/<\s*script\b/i.test( input );
