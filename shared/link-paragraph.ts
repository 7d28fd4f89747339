/**
 * "Convert block to link" (the Pinterest and Eventbrite embeds): the
 * paragraph that replaces a block whose content could not be embedded: the
 * address as a link to itself, escaped. Only http(s) addresses become links;
 * anything else is kept as plain text.
 *
 * Why: docs/decisions.md, "Escaping, entities and debouncing come from @wordpress packages".
 */
import { createBlock } from '@wordpress/blocks';
import { escapeAttribute, escapeHTML } from '@wordpress/escape-html';

export function isHttpUrl( text: unknown ): text is string {
	if ( typeof text !== 'string' || /\s/.test( text.trim() ) ) {
		return false;
	}
	try {
		const url = new URL( text.trim() );
		return url.protocol === 'https:' || url.protocol === 'http:';
	} catch {
		return false;
	}
}

export function linkParagraphContent( url: string ): string {
	const trimmed = url.trim();
	return isHttpUrl( trimmed )
		? `<a href="${ escapeAttribute( trimmed ) }">${ escapeHTML(
				trimmed
		  ) }</a>`
		: escapeHTML( trimmed );
}

/** The paragraph that replaces the block: its content links to `url`. */
export function linkParagraph( url: string ) {
	return createBlock( 'core/paragraph', {
		content: linkParagraphContent( url ),
	} );
}
