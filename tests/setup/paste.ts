/**
 * Pasting in a block's transform tests: what the editor's paste handler
 * makes of a pasted text, and a stand-in for core/embed's catch-all URL
 * transform (priority 10), which a block's own URL transform must win over.
 */
import {
	pasteHandler,
	registerBlockType,
	type BlockInstance,
} from '@wordpress/blocks';

type Logged = { toHaveLogged: () => void };

/** The blocks pasting `plainText` (and `HTML`) into an empty paragraph gives. */
export function pastedBlocks(
	plainText: string,
	mode = 'BLOCKS',
	HTML = ''
): BlockInstance[] {
	const blocks = pasteHandler( { plainText, HTML, mode } ) as BlockInstance[];
	// The paste handler logs each piece it processes in development builds.
	// eslint-disable-next-line jest/valid-expect -- @wordpress/jest-console's matcher, untyped here
	( expect( console ) as unknown as Logged ).toHaveLogged();
	return blocks;
}

/** core/embed's raw transform: a paragraph that is one http(s) address. */
export function registerEmbedStandIn(): void {
	registerBlockType(
		{
			name: 'core/embed',
			title: 'Embed',
			category: 'embed',
			attributes: { url: { type: 'string' } },
		},
		{
			save: () => null,
			transforms: {
				from: [
					{
						type: 'raw',
						isMatch: ( node: Element ) =>
							node.nodeName === 'P' &&
							/^\s*https?:\/\/\S+\s*$/i.test(
								node.textContent ?? ''
							),
						transform: ( node: Element ) => ( {
							name: 'core/embed',
							attributes: { url: node.textContent?.trim() },
							innerBlocks: [],
						} ),
					},
				],
			},
		}
	);
}
