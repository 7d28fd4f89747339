/**
 * Saved markup: the inner blocks (email, phone, address, and whatever else
 * the author added) in the block's div.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
