/**
 * The post keeps the attributes and the incumbent's markup:
 * div.wp-block-jetpack-recurring-payments (with the alignment class) around
 * the inner button. The host renders the button for visitors with the plan's
 * checkout link (blocks/recurring-payments/render.php).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
