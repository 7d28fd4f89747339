/**
 * Saved markup: the inner blocks in the block's div. Fields save nothing but
 * their comment; the host turns the whole into a <form> for visitors.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
