/**
 * The post's text that the toolbar actions work on (spec 1 section 2):
 * "Based on preceding content" uses the blocks before the assistant block,
 * "Based on entire content" every block but it. Block HTML becomes plain
 * text (tags dropped, paragraphs on lines of their own).
 */
import { getBlockContent, type BlockInstance } from '@wordpress/blocks';
import { decodeEntities } from '@wordpress/html-entities';

/** Plain text of block HTML (for prompts only; never rendered). */
export function htmlToText( html: string ): string {
	// Tags go first, so that a decoded "<" is kept as text.
	const text = html
		.replace( /<!--[\s\S]*?-->/g, '' )
		.replace( /<br\s*\/?>/gi, '\n' )
		.replace( /<\/(p|h[1-6]|li|blockquote|pre|div)>/gi, '\n\n' )
		.replace( /<[^>]*>/g, '' );
	return decodeEntities( text )
		.replace( /\u00a0/g, ' ' )
		.replace( /[ \t]+\n/g, '\n' )
		.replace( /\n{3,}/g, '\n\n' )
		.trim();
}

function blocksText( blocks: BlockInstance[] ): string {
	return blocks
		.map( ( block ) => {
			try {
				return htmlToText( getBlockContent( block ) );
			} catch {
				return '';
			}
		} )
		.filter( Boolean )
		.join( '\n\n' );
}

/** Text of the blocks before `clientId` (top level). */
export function precedingText(
	blocks: BlockInstance[],
	clientId: string
): string {
	const index = blocks.findIndex( ( block ) => block.clientId === clientId );
	return blocksText( index === -1 ? blocks : blocks.slice( 0, index ) );
}

/** Text of every block but `clientId`. */
export function entireText(
	blocks: BlockInstance[],
	clientId: string
): string {
	return blocksText(
		blocks.filter( ( block ) => block.clientId !== clientId )
	);
}
