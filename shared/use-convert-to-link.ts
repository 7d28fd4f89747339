/**
 * "Convert block to link" (the Pinterest and Eventbrite embeds, spec 2
 * section 8): replaces the block with a paragraph holding the address that
 * could not be embedded (shared/link-paragraph.ts).
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { BlockInstance } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { linkParagraph } from './link-paragraph';

export function useConvertToLink( clientId: string ) {
	const { replaceBlock } = useDispatch( blockEditorStore ) as unknown as {
		replaceBlock: ( clientId: string, block: BlockInstance ) => void;
	};
	return ( url: string ) => replaceBlock( clientId, linkParagraph( url ) );
}
