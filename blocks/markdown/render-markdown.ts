/**
 * Markdown to HTML for the markdown block (spec 2 "Markdown"; docs/security.md,
 * "Escaping and saved markup": raw HTML off, links limited to safe schemes). Only the edit chunk
 * imports this file: markdown-it is about 45 KB gzipped, too much for the
 * editor entry, so the block stores the HTML rendered here in its markup
 * (see save.tsx) and never renders markdown in save().
 *
 * One markdown-it instance, made on first use and reused for every render.
 */
import MarkdownIt from 'markdown-it';

/** Schemes a link or image may use; anything else is not linked. */
export const SAFE_SCHEMES = [ 'http', 'https', 'mailto', 'tel' ] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * markdown-it's validateLink: given a link or image destination after
 * markdown-it has decoded entities and backslash escapes and normalised it,
 * true only for http(s), mailto and tel, or a URL without a scheme (relative,
 * `#anchor`, `?query`, `//host`). Browsers drop tabs and newlines anywhere in
 * a URL and spaces and control characters around it, so they are removed
 * before the scheme is read: "java\tscript:" is a javascript: URL to them.
 */
export function isSafeLink( url: string ): boolean {
	// eslint-disable-next-line no-control-regex
	const compact = url.replace( /[\u0000-\u0020\u007f]/g, '' );
	const scheme = SCHEME.exec( compact )?.[ 1 ]?.toLowerCase();
	if ( scheme === undefined ) {
		return true;
	}
	return ( SAFE_SCHEMES as readonly string[] ).includes( scheme );
}

let instance: MarkdownIt | undefined;

/** The shared markdown-it instance (created on first call). */
export function markdownRenderer(): MarkdownIt {
	if ( ! instance ) {
		instance = new MarkdownIt( 'default', {
			// Raw HTML in the source is shown as text, never as markup.
			html: false,
			// Bare web addresses become links (through isSafeLink too).
			linkify: true,
			// Straight quotes stay straight; WordPress's own texturize
			// curls them for visitors.
			typographer: false,
		} );
		instance.validateLink = isSafeLink;
	}
	return instance;
}

/** The HTML visitors see for a markdown source. */
export function renderMarkdown( source: string | undefined ): string {
	if ( ! source || ! source.trim() ) {
		return '';
	}
	return markdownRenderer().render( source );
}
