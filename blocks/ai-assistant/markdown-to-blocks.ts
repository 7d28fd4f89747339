/**
 * The accepted answer as core blocks (spec 1 section 4, Accept). The answer
 * is markdown: markdown-it renders it (the markdown block's renderer: raw
 * HTML off, so every tag in the HTML is markdown-it's own, and links limited
 * to safe schemes), and @wordpress/blocks' rawHandler turns the HTML into
 * blocks with the raw transforms of the blocks the editor has registered:
 * paragraph, heading, list and list items (nested), quote, code, separator,
 * table, image.
 *
 * Three things rawHandler does not do for markdown-it's HTML are done here
 * first (docs/decisions.md, "AI answers become blocks through rawHandler"):
 * - it reads shortcodes in the raw string, even inside a code block, and
 *   makes blocks of them: "[" is written as an entity, so the answer's
 *   text stays text;
 * - it keeps the line breaks markdown-it writes between tags as <br>, inside
 *   lists too: they are dropped (code keeps its own, which are not between
 *   tags);
 * - an image alone in its paragraph stays an inline image beside an empty
 *   paragraph: it is given a <figure>, which core/image's transform takes.
 */
import { rawHandler, type BlockInstance } from '@wordpress/blocks';
import { renderMarkdown } from '../markdown/render-markdown';

/** Block-level tags markdown-it writes; its text never holds a raw "<". */
const BLOCK_TAG =
	'(?:p|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|th|td|hr)';
const NEWLINE_AFTER_BLOCK_TAG = new RegExp(
	`(<\\/?${ BLOCK_TAG }\\b[^>]*>)\\n`,
	'g'
);
const NEWLINE_BEFORE_BLOCK_TAG = new RegExp(
	`\\n(?=<\\/?${ BLOCK_TAG }\\b)`,
	'g'
);

/** markdown-it's HTML, prepared for rawHandler (see above). */
export function answerHtml( markdown: string ): string {
	return renderMarkdown( markdown )
		.replace( /\[/g, '&#91;' )
		.replace( /\n<\/code><\/pre>/g, '</code></pre>' )
		.replace( NEWLINE_AFTER_BLOCK_TAG, '$1' )
		.replace( NEWLINE_BEFORE_BLOCK_TAG, '' )
		.replace( /<p>(<img [^>]*>)<\/p>/g, '<figure>$1</figure>' );
}

/** The markdown as editor blocks (none for an empty answer). */
export function markdownToBlocks( markdown: string ): BlockInstance[] {
	if ( ! markdown.trim() ) {
		return [];
	}
	return rawHandler( { HTML: answerHtml( markdown ) } );
}
