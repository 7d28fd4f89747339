/**
 * jetpack/recurring-payments-button: a layer the incumbent saved for a while
 * between the Payment Button and its inner button, with the plan and the
 * alignment:
 * <div class="wp-block-jetpack-recurring-payments-button"><!-- wp:jetpack/button … /--></div>.
 * Registered only so that such posts parse; the Payment Button's
 * deprecation (deprecated/plain-wrapper.tsx) folds it into itself.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import { currencyDollar as icon } from '@wordpress/icons';
import metadata from './block.json';

export { metadata };

export function register(): void {
	registerBlockType(
		metadata as never,
		{
			icon,
			edit: () => <InnerBlocks />,
			save: () => (
				<div className="wp-block-jetpack-recurring-payments-button">
					<InnerBlocks.Content />
				</div>
			),
		} as never
	);
}
