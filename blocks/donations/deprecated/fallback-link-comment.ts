/**
 * Comments naming fallbackLinkUrl, which the block declared once and never
 * wrote nor read in the editor or the render: it is dropped. The block's
 * README says why.
 */
import metadata from '../block.json';
import { currentAttributes } from './current-attributes';

export default {
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
	migrate: currentAttributes,
};
