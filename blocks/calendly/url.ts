/**
 * What an author types or pastes into the scheduling embed (spec 2
 * "Scheduling embed", section 5): a Calendly address, with or without its
 * protocol, or one of Calendly's embed codes (embed-code.ts). A code is only read, never
 * kept: the block stores the clean address and the settings found in it.
 *
 * - An inline widget (`<div class="calendly-inline-widget" data-url="…">`)
 *   gives the inline style.
 * - A popup text link (`Calendly.initPopupWidget( { url: '…' } )`) or a
 *   popup badge (`Calendly.initBadgeWidget( { url: '…', text: '…',
 *   color: '#…', textColor: '#…' } )`) gives the link style; their text and
 *   colours go to the inner button.
 * - The colour query parameters (background_color, primary_color,
 *   text_color) are kept only when they are exactly 6 letters or digits
 *   (spec 2 section 5); hide_event_type_details=1 sets the toggle.
 */

/** The scheduling service's address; every stored url starts with it. */
export const CALENDLY_ORIGIN = 'https://calendly.com';

/** The block's example (inserter preview); not re-checked on load. */
export const CALENDLY_EXAMPLE_URL = 'https://calendly.com/orbit-blocks/30min';

export const DEFAULT_COLORS = {
	backgroundColor: 'ffffff',
	primaryColor: '00A2FF',
	textColor: '4D5055',
} as const;

export type CalendlyStyle = 'inline' | 'link';

export interface CalendlyButton {
	text?: string;
	/** CSS colours (#rrggbb) for the inner button. */
	backgroundColor?: string;
	textColor?: string;
}

export interface ParsedCalendly {
	url: string;
	/** Only when the input said so (an embed code); an address keeps the block's style. */
	style?: CalendlyStyle;
	hideEventTypeDetails?: boolean;
	backgroundColor?: string;
	primaryColor?: string;
	textColor?: string;
	button?: CalendlyButton;
}

const COLOR_PARAM = /^[a-z0-9]{6}$/i;

/** A colour query parameter value, or undefined when it is not 6 alphanumerics. */
export function colorParam( value: unknown ): string | undefined {
	return typeof value === 'string' && COLOR_PARAM.test( value )
		? value
		: undefined;
}

// A path segment: what Calendly's user and event slugs use.
const SEGMENT = /^[A-Za-z0-9_.~-]+$/;

/**
 * The Calendly address in `text` (which may lack its protocol), cleaned to
 * https://calendly.com/<path>, with the query parameters it carried; null
 * when it is not a Calendly address with a path.
 */
export function parseCalendlyUrl(
	text: string
): { url: string; params: URLSearchParams } | null {
	const value = text.trim();
	const match =
		/^(?:(https?):\/\/)?((?:www\.)?calendly\.com)(\/[^\s?#]*)?(\?[^\s#]*)?(#\S*)?$/i.exec(
			value
		);
	if ( ! match ) {
		return null;
	}
	const segments = ( match[ 3 ] ?? '' ).split( '/' ).filter( Boolean );
	if (
		segments.length === 0 ||
		! segments.every(
			( segment ) => SEGMENT.test( segment ) && ! /^\.+$/.test( segment )
		)
	) {
		return null;
	}
	let params: URLSearchParams;
	try {
		params = new URLSearchParams( match[ 4 ] ?? '' );
	} catch {
		return null;
	}
	return {
		url: `${ CALENDLY_ORIGIN }/${ segments.join( '/' ) }`,
		params,
	};
}

export function settingsFrom(
	params: URLSearchParams
): Omit< ParsedCalendly, 'url' > {
	const settings: Omit< ParsedCalendly, 'url' > = {};
	const background = colorParam( params.get( 'background_color' ) );
	const primary = colorParam( params.get( 'primary_color' ) );
	const text = colorParam( params.get( 'text_color' ) );
	if ( background ) {
		settings.backgroundColor = background;
	}
	if ( primary ) {
		settings.primaryColor = primary;
	}
	if ( text ) {
		settings.textColor = text;
	}
	if ( params.has( 'hide_event_type_details' ) ) {
		settings.hideEventTypeDetails =
			params.get( 'hide_event_type_details' ) === '1';
	}
	return settings;
}
