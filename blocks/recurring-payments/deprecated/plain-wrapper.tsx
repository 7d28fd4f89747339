/**
 * The incumbent's markup before its wrapper carried the alignment class:
 * <div class="wp-block-jetpack-recurring-payments"> around the inner button,
 * whatever the block's align; and the version with a width (the share of a
 * row of payment buttons), kept in the wrapper's style:
 * width:calc(<width> - var(--jetpack-payment-buttons-gap, 0) * 0.5).
 * The block here has no width setting: it migrates without it (README).
 */
import { InnerBlocks } from '@wordpress/block-editor';
import metadata from '../block.json';

interface Attributes {
	width?: string;
}

export default {
	attributes: { ...metadata.attributes, width: { type: 'string' } },
	supports: { html: false, reusable: false },
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
	migrate( attributes: Record< string, unknown > ) {
		const { width, ...rest } = attributes;
		return rest;
	},
};
