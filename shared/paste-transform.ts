/**
 * The paste transform of the embed blocks: an address pasted on a line of
 * its own (a paragraph holding only that text) becomes the block, with the
 * attributes read from it. A priority under 10 runs it before core/embed's
 * transform, which takes any address pasted on its own line.
 */
import { createBlock } from '@wordpress/blocks';

/** What a raw transform sees of a pasted node. */
interface PastedNode {
	nodeName: string;
	textContent: string | null;
}

export function pastedAddressTransform(
	blockName: string,
	priority: number,
	/** The block's attributes for the pasted text, or null when it is not the block's. */
	attributesOf: ( text: string ) => Record< string, unknown > | null
) {
	const read = ( node: PastedNode ) =>
		node.nodeName === 'P' ? attributesOf( node.textContent ?? '' ) : null;
	return {
		type: 'raw' as const,
		priority,
		isMatch: ( node: PastedNode ) => read( node ) !== null,
		transform: ( node: PastedNode ) =>
			createBlock( blockName, read( node ) ?? {} ),
	};
}
