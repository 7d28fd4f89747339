/**
 * The block is rendered for visitors by the host (blocks/calendly/
 * render.php). The post keeps the attributes and the incumbent's markup: an
 * empty div.wp-block-jetpack-calendly for the inline style, the same div
 * around the inner button for the link style.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
