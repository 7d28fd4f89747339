/**
 * A text block's content to and from the AI: its rich-text HTML as plain
 * text for the prompt, and an answer (markdown) as the inline HTML the block
 * holds (markdown-it's escaped rendering, raw HTML off, safe links only;
 * line breaks as <br>). Headings lose a leading "#" the model may add.
 */
import { markdownRenderer } from '../../blocks/markdown/render-markdown';
import { htmlToText } from '../../blocks/ai-assistant/post-text';

export function blockText( content: unknown ): string {
	return htmlToText( String( content ?? '' ) );
}

export function answerToInlineHtml(
	answer: string,
	blockName: string
): string {
	let text = answer.trim();
	if ( blockName === 'core/heading' ) {
		text = text.replace( /^#+\s*/, '' );
	}
	if ( blockName === 'core/list-item' ) {
		text = text.replace( /^([-*+]|\d+\.)\s+/, '' );
	}
	return text
		.split( /\n+/ )
		.map( ( line ) => markdownRenderer().renderInline( line.trim() ) )
		.filter( Boolean )
		.join( '<br>' );
}
