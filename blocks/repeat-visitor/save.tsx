/**
 * The incumbent's markup: the inner blocks inside
 * div.wp-block-jetpack-repeat-visitor__inner-container, inside the block's
 * div. The host renders it or nothing for each visitor
 * (blocks/repeat-visitor/render.php).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<div className="wp-block-jetpack-repeat-visitor__inner-container">
				<InnerBlocks.Content />
			</div>
		</div>
	);
}
