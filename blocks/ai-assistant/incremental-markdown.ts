/**
 * Markdown rendering that keeps up with a stream (issue 4, streaming
 * performance). A streamed answer only grows, so the part up to the last
 * blank line outside a code fence is finished: its HTML is rendered once and
 * kept, and each update renders only the unfinished tail. The whole answer is
 * never re-parsed per chunk; a tail holds one paragraph or list at most.
 *
 * Markdown across a blank line can depend on what came before (a loose list,
 * reference links); the preview may then differ slightly from the final
 * rendering, which Accept makes from the whole answer (markdown-to-blocks.ts).
 * When the text does not extend the previous one (Try Again, a new request),
 * the renderer starts over.
 */
import { markdownRenderer } from '../markdown/render-markdown';

/** Where the finished part of `text` ends (after its last safe blank line). */
export function finishedLength( text: string, from = 0 ): number {
	let inFence = false;
	let boundary = from;
	let lineStart = from;
	while ( lineStart < text.length ) {
		const newline = text.indexOf( '\n', lineStart );
		if ( newline === -1 ) {
			break;
		}
		const line = text.slice( lineStart, newline );
		if ( /^ {0,3}(```|~~~)/.test( line ) ) {
			inFence = ! inFence;
		}
		// A blank line outside a fence ends the blocks before it.
		if ( ! inFence && line.trim() === '' && lineStart > from ) {
			boundary = newline + 1;
		}
		lineStart = newline + 1;
	}
	return boundary;
}

export interface IncrementalRenderer {
	/** The HTML of `text`, reusing the finished part of the last call. */
	render: ( text: string ) => string;
	/** How many characters were parsed by the last render (for the bench). */
	lastParsed: () => number;
}

export function createIncrementalRenderer(
	render: ( markdown: string ) => string = ( markdown ) =>
		markdownRenderer().render( markdown )
): IncrementalRenderer {
	let finishedText = '';
	let finishedHtml = '';
	let parsed = 0;
	return {
		render( text ) {
			if ( ! text.startsWith( finishedText ) ) {
				finishedText = '';
				finishedHtml = '';
			}
			const end = finishedLength( text, finishedText.length );
			parsed = 0;
			if ( end > finishedText.length ) {
				const segment = text.slice( finishedText.length, end );
				finishedHtml += render( segment );
				finishedText = text.slice( 0, end );
				parsed += segment.length;
			}
			const tail = text.slice( end );
			parsed += tail.length;
			return finishedHtml + ( tail.trim() ? render( tail ) : '' );
		},
		lastParsed: () => parsed,
	};
}
