/**
 * The incumbent's markup before its wrapper carried the alignment class:
 * <div class="wp-block-jetpack-recurring-payments"> around the inner button,
 * whatever the block's align; and the version with a width (the share of a
 * row of payment buttons), kept in the wrapper's style:
 * width:calc(<width> - var(--jetpack-payment-buttons-gap, 0) * 0.5).
 * The block here has no width setting: it migrates without it (README).
 * A version put a jetpack/recurring-payments-button between this div and
 * the button, holding the plan and the alignment: it is folded in.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import type { BlockInstance } from '@wordpress/blocks';
import metadata from '../block.json';

const LAYER = 'jetpack/recurring-payments-button';

interface Attributes {
	width?: string;
}

export default {
	attributes: { ...metadata.attributes, width: { type: 'string' } },
	supports: { html: false, reusable: false },
	// Its markup is also the current one when the block has no alignment:
	// the layer is folded in even then.
	isEligible: ( _attributes: unknown, innerBlocks: BlockInstance[] = [] ) =>
		innerBlocks.some( ( block ) => block.name === LAYER ),
	save( { attributes }: { attributes: Attributes } ) {
		return (
			<div
				className="wp-block-jetpack-recurring-payments"
				style={
					attributes.width
						? {
								width: `calc(${ attributes.width } - var(--jetpack-payment-buttons-gap, 0) * 0.5)`,
						  }
						: undefined
				}
			>
				<InnerBlocks.Content />
			</div>
		);
	},
	migrate(
		attributes: Record< string, unknown >,
		innerBlocks: BlockInstance[] = []
	) {
		const { width, ...rest } = attributes;
		const [ layer ] = innerBlocks;
		if ( innerBlocks.length !== 1 || layer.name !== LAYER ) {
			return [ rest, innerBlocks ];
		}
		return [
			{
				...rest,
				planId: rest.planId ?? layer.attributes.planId,
				align: rest.align ?? layer.attributes.align,
			},
			layer.innerBlocks,
		];
	},
};
