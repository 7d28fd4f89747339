/**
 * The block is rendered for visitors by the host (php-stubs/blocks/calendly/
 * render.php): the post keeps the attributes and, for the link style, the
 * inner button.
 */
import { InnerBlocks } from '@wordpress/block-editor';

export default function save() {
	return <InnerBlocks.Content />;
}
