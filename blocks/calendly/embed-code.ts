/**
 * Calendly's embed codes (spec 2 section 5), read but never kept: see url.ts
 * for what the block stores. Loaded with the edit code only.
 */
import { decodeEntities } from '@wordpress/html-entities';
import {
	parseCalendlyUrl,
	settingsFrom,
	type CalendlyButton,
	type ParsedCalendly,
} from './url';

/** A string value of `key` in a widget call's object literal. */
function objectValue( call: string, key: string ): string | undefined {
	const match = new RegExp(
		String.raw`(?:^|[{,\s])${ key }\s*:\s*(["'])((?:(?!\1)[^\\]|\\.)*)\1`
	).exec( call );
	return match ? match[ 2 ].replace( /\\(.)/g, '$1' ) : undefined;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const cssColor = ( value: string | undefined ) =>
	value && HEX_COLOR.test( value ) ? value : undefined;

/** Visible text of an HTML fragment, tags dropped and entities decoded. */
const textOf = ( html: string ) =>
	decodeEntities( html.replace( /<[^>]*>/g, '' ) )
		.replace( /\s+/g, ' ' )
		.trim();

/**
 * Reads an address or an embed code. Returns null for anything that does
 * not hold a Calendly address; never throws.
 */
export function parseCalendlyInput( input: unknown ): ParsedCalendly | null {
	if ( typeof input !== 'string' || input.length > 20000 ) {
		return null;
	}
	const text = input.trim();
	if ( ! text ) {
		return null;
	}

	// Inline widget: the address is in data-url.
	const dataUrl = /\sdata-url\s*=\s*(["'])([^"']*)\1/i.exec( text );
	if ( dataUrl ) {
		const parsed = parseCalendlyUrl( decodeEntities( dataUrl[ 2 ] ) );
		return parsed
			? {
					url: parsed.url,
					style: 'inline',
					...settingsFrom( parsed.params ),
			  }
			: null;
	}

	// Popup text link or popup badge: the address is in the widget call.
	const call =
		/Calendly\.(initPopupWidget|initBadgeWidget)\s*\(\s*\{([^}]*)\}/.exec(
			decodeEntities( text )
		);
	if ( call ) {
		const parsed = parseCalendlyUrl(
			objectValue( call[ 2 ], 'url' ) ?? ''
		);
		if ( ! parsed ) {
			return null;
		}
		const button: CalendlyButton = {};
		if ( call[ 1 ] === 'initBadgeWidget' ) {
			button.text = objectValue( call[ 2 ], 'text' )?.trim() || undefined;
			button.backgroundColor = cssColor(
				objectValue( call[ 2 ], 'color' )
			);
			button.textColor = cssColor(
				objectValue( call[ 2 ], 'textColor' )
			);
		} else {
			const anchor = /<a\b[^>]*>([\s\S]*?)<\/a>/i.exec( text );
			button.text = anchor
				? textOf( anchor[ 1 ] ) || undefined
				: undefined;
		}
		return {
			url: parsed.url,
			style: 'link',
			...settingsFrom( parsed.params ),
			button: Object.fromEntries(
				Object.entries( button ).filter( ( [ , value ] ) => value )
			),
		};
	}

	// A bare address, with or without its protocol.
	const parsed = parseCalendlyUrl( text );
	return parsed
		? { url: parsed.url, ...settingsFrom( parsed.params ) }
		: null;
}
