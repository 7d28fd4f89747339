/**
 * The post keeps the attributes and the inner button; the host renders the
 * button for visitors with the plan's checkout link
 * (php-stubs/blocks/recurring-payments/render.php).
 */
import { InnerBlocks } from '@wordpress/block-editor';

export default function save() {
	return <InnerBlocks.Content />;
}
