/**
 * The post keeps the attributes and the inner button; the host renders the
 * form (php-stubs/blocks/mailchimp/render.php).
 */
import { InnerBlocks } from '@wordpress/block-editor';

export default function save() {
	return <InnerBlocks.Content />;
}
