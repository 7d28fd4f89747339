/**
 * The inner blocks are saved as they are; the host renders them or nothing
 * for each visitor (php-stubs/blocks/repeat-visitor/render.php).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
