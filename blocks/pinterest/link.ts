/**
 * "Convert block to link": the paragraph that replaces a block whose content
 * could not be embedded: the address as a link to itself, escaped. Only
 * http(s) addresses become links; anything else is kept as plain text.
 */
const escapeHtml = ( text: string ) =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );

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
		? `<a href="${ escapeHtml( trimmed ) }">${ escapeHtml( trimmed ) }</a>`
		: escapeHtml( trimmed );
}
