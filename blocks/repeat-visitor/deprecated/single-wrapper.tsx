/**
 * The markup the incumbent's older version and Orbit Blocks until now
 * saved: the inner blocks straight in div.wp-block-jetpack-repeat-visitor,
 * without the inner container. Same attributes; it re-saves with the
 * container (save.tsx).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import metadata from '../block.json';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save() {
		return (
			<div { ...useBlockProps.save() }>
				<InnerBlocks.Content />
			</div>
		);
	},
};
