/**
 * Blocks whose comment names postLinkUrl or postLinkText (a link to the
 * post, "Click here to purchase."): declared once, never written nor read
 * by the editor or the render; they are dropped. The block's README says
 * why.
 */
import metadata from '../block.json';
import { currentAttributes } from './current-attributes';

const DROPPED = [ 'postLinkUrl', 'postLinkText' ];

export default {
	attributes: {
		...metadata.attributes,
		postLinkUrl: { type: 'string' },
		postLinkText: {
			type: 'string',
			default: 'Click here to purchase.',
		},
	},
	save: () => null,
	// The saved comment names one of them (the current parse drops them).
	isEligible: (
		_attributes: unknown,
		_innerBlocks: unknown,
		{ blockNode }: { blockNode?: { attrs?: Record< string, unknown > } }
	) => DROPPED.some( ( name ) => name in ( blockNode?.attrs ?? {} ) ),
	migrate: currentAttributes,
};
