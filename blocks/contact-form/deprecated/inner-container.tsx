/**
 * The incumbent's form with an inner container: the fields and the button
 * in <div class="wp-block-contact-form__inner-container"> inside the
 * block's div. Same attributes; it re-saves without the container.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import metadata from '../block.json';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => (
		<div { ...useBlockProps.save() }>
			<div className="wp-block-contact-form__inner-container">
				<InnerBlocks.Content />
			</div>
		</div>
	),
};
