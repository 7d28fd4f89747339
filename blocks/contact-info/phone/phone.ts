/**
 * The phone numbers in the phone line and their tel: links (spec 2
 * section 5, "Contact Info display": digits are extracted for the tel link,
 * a leading plus kept).
 *
 * A number is a run of digits with the separators people type between them
 * (spaces, hyphens, dots, parentheses), optionally starting with "+", and
 * with at least MIN_DIGITS digits, so that times, years and "24/7" stay text.
 * A shorter number (SHORT_MIN_DIGITS or more: 112, 911, 15, short codes) is
 * a number too when it is the only one on the line, stands on its own (no
 * letter or digit against it: "Room A12", "1-800-FLOWERS" stay text) and
 * has no "+" (a country code alone is not a number to call).
 * The rest of the line stays plain text outside the links:
 * - a label before the number ("Tel:", "Call us on") is kept as it is;
 * - an extension after it ("ext. 12", "x12", "#12", "extension 12") stays
 *   text too, and its digits are not dialled: tel: links have no portable
 *   extension syntax, and dialling them as part of the number would call a
 *   wrong number;
 * - several numbers on one line ("555-0100 or 555-0101") each get a link.
 * In an international number a "(0)" trunk prefix is not dialled:
 * "+44 (0)20 7946 0958" links to tel:+442079460958.
 * Letters in vanity numbers (1-800-FLOWERS) are not converted: such a line
 * has no run of five digits, and its short run touches letters, so it stays
 * text.
 */
import { pushText, type TextSegment } from '../segments';

export const MIN_DIGITS = 5;
/** Emergency numbers and short codes: 15, 112, 911, 3333. */
export const SHORT_MIN_DIGITS = 2;

const NUMBER = /\+?\(?\d[\d\s().\-\u00a0\u2010-\u2012]*\d|\+?\d/g;
const EXTENSION = /^[\s,]*(?:ext\.?|extension|x|#)\s*\d+/i;

/** tel: and the number's digits, "+" first if the number starts with one. */
export function telHref( number: string ): string {
	const trimmed = number.trim();
	const international = trimmed.startsWith( '+' );
	const digits = (
		international ? trimmed.replace( /\(\s*0\s*\)/g, '' ) : trimmed
	).replace( /\D/g, '' );
	return `tel:${ international ? '+' : '' }${ digits }`;
}

function digitCount( text: string ): number {
	return text.replace( /\D/g, '' ).length;
}

/**
 * An unmatched opening parenthesis ("Call (555) 010-0199" is matched, but
 * "(555-0199" is not) belongs to the text around the number.
 */
function balanced( run: string ): { before: string; number: string } {
	const opens = ( run.match( /\(/g ) ?? [] ).length;
	const closes = ( run.match( /\)/g ) ?? [] ).length;
	if ( opens > closes ) {
		const at = run.indexOf( '(' );
		if ( at === 0 || ( at === 1 && run.startsWith( '+' ) ) ) {
			return {
				before: run.slice( 0, at + 1 ),
				number: run.slice( at + 1 ),
			};
		}
	}
	return { before: '', number: run };
}

/**
 * A short number is called only when it is the line's one number and
 * stands on its own: no letter or digit just before it, nor after it (past
 * one hyphen or dot), and no "+".
 */
function isShortNumber(
	text: string,
	number: string,
	start: number,
	end: number,
	only: boolean
): boolean {
	return (
		only &&
		digitCount( number ) >= SHORT_MIN_DIGITS &&
		! number.trim().startsWith( '+' ) &&
		! /[\p{L}\p{N}]$/u.test( text.slice( 0, start ) ) &&
		! /^[-.\u2010-\u2012]?[\p{L}\p{N}]/u.test( text.slice( end ) )
	);
}

/** The line cut into plain text and tel: links, in order. */
export function linkPhoneNumbers( text: string ): TextSegment[] {
	const segments: TextSegment[] = [];
	const matches = [ ...text.matchAll( NUMBER ) ];
	let position = 0;
	for ( const match of matches ) {
		const start = match.index ?? 0;
		if ( start < position ) {
			continue;
		}
		const { before, number } = balanced( match[ 0 ] );
		if (
			digitCount( number ) < MIN_DIGITS &&
			! isShortNumber(
				text,
				number,
				start,
				start + match[ 0 ].length,
				matches.length === 1
			)
		) {
			continue;
		}
		pushText( segments, text.slice( position, start ) + before );
		segments.push( { text: number, href: telHref( number ) } );
		position = start + match[ 0 ].length;
		const extension = text.slice( position ).match( EXTENSION );
		if ( extension ) {
			pushText( segments, extension[ 0 ] );
			position += extension[ 0 ].length;
		}
	}
	pushText( segments, text.slice( position ) );
	return segments;
}
