/**
 * Older saved blocks: the attributes postLinkUrl and postLinkText (a link
 * to the post, "Click here to purchase.") were declared but never written
 * nor read by the editor or the render; they are dropped. The block's
 * README says why.
 */
import type { SimplePaymentsAttributes } from './types';
import metadata from './block.json';

const DROPPED = [ 'postLinkUrl', 'postLinkText' ];

export const deprecated = [
	{
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
		migrate: (
			attributes: SimplePaymentsAttributes & Record< string, unknown >
		) =>
			Object.fromEntries(
				Object.entries( attributes ).filter(
					( [ name ] ) => ! DROPPED.includes( name )
				)
			),
	},
];
