/**
 * A line of contact text cut into pieces: plain text, or text that links to
 * an address (mailto:, tel:, a map). The email and phone blocks build these
 * from what the author typed; components/linked-text.tsx renders them, so the
 * saved markup and the editor preview are the same elements.
 */
export interface TextSegment {
	text: string;
	/** Set when the text is a link; always built by our own code. */
	href?: string;
}

/** Appends plain text, merging it with a plain segment before it. */
export function pushText( segments: TextSegment[], text: string ): void {
	if ( ! text ) {
		return;
	}
	const last = segments[ segments.length - 1 ];
	if ( last && last.href === undefined ) {
		last.text += text;
	} else {
		segments.push( { text } );
	}
}

/** One line: newlines (pasted text) become spaces. */
export function singleLine( value: string ): string {
	return value.replace( /[\r\n\u2028\u2029]+/g, ' ' );
}
