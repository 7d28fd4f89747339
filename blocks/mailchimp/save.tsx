/**
 * The post keeps the attributes and the incumbent's markup:
 * div.wp-block-jetpack-mailchimp around the inner button. The host renders
 * the form (blocks/mailchimp/render.php).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
