/**
 * Older saved blocks: the attribute fallbackLinkUrl was declared but never
 * written nor read by the editor or the render; it is dropped. The block's
 * README says why.
 */
import metadata from './block.json';

export const deprecated = [
	{
		attributes: {
			...metadata.attributes,
			fallbackLinkUrl: { type: 'string' },
		},
		save: () => null,
		// The saved comment names it (the current parse drops it).
		isEligible: (
			_attributes: unknown,
			_innerBlocks: unknown,
			{ blockNode }: { blockNode?: { attrs?: Record< string, unknown > } }
		) => 'fallbackLinkUrl' in ( blockNode?.attrs ?? {} ),
		migrate: ( {
			fallbackLinkUrl,
			...attributes
		}: Record< string, unknown > ) => attributes,
	},
];
