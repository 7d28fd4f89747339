/**
 * The calendar input as the block's form takes it (spec 2 "Calendar embed",
 * section 5): a Public URL or cid link (url.ts), or the Embed Code, an
 * <iframe> whose src is one, with its width and height read. The pasted HTML
 * is never kept: only the address and the height leave this module.
 */
import { clampHeight, parseCalendarUrl } from './url';
import type { CalendarEmbed } from './url';

function decodeEntities( text: string ): string {
	return text
		.replace( /&(?:amp|#0*38|#x0*26);/gi, '&' )
		.replace( /&(?:quot|#0*34|#x0*22);/gi, '"' )
		.replace( /&(?:#0*39|#x0*27|apos);/gi, "'" )
		.replace( /&(?:lt|#0*60|#x0*3c);/gi, '<' )
		.replace( /&(?:gt|#0*62|#x0*3e);/gi, '>' );
}

function attribute( tag: string, name: string ): string | null {
	const match = new RegExp(
		`\\s${ name }\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
		'i'
	).exec( tag );
	if ( ! match ) {
		return null;
	}
	return decodeEntities( match[ 1 ] ?? match[ 2 ] ?? match[ 3 ] ?? '' );
}

function dimension( value: string | null ): number | undefined {
	if (
		value === null ||
		! /^\s*\d+(?:\.\d+)?\s*(?:px)?\s*$/i.test( value )
	) {
		return undefined;
	}
	const number = parseFloat( value );
	return number > 0 ? Math.round( number ) : undefined;
}

/**
 * What an author typed or pasted (Public URL, Embed Code or cid link) as a
 * calendar embed, or null when it is none of them.
 */
export function parseCalendarInput( input: string ): CalendarEmbed | null {
	if ( typeof input !== 'string' ) {
		return null;
	}
	const text = input.trim();
	if ( ! text ) {
		return null;
	}
	const iframe = /<iframe\b[^>]*>/i.exec( text );
	if ( iframe ) {
		const src = attribute( iframe[ 0 ], 'src' );
		const url = src === null ? null : parseCalendarUrl( src );
		if ( ! url ) {
			return null;
		}
		const height = dimension( attribute( iframe[ 0 ], 'height' ) );
		const width = dimension( attribute( iframe[ 0 ], 'width' ) );
		return {
			url,
			...( height ? { height: clampHeight( height ) } : {} ),
			...( width ? { width } : {} ),
		};
	}
	if ( /</.test( text ) ) {
		return null;
	}
	const url = parseCalendarUrl( text );
	return url ? { url } : null;
}
