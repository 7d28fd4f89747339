/**
 * Registers jetpack/simple-payments (spec 2 "Simple payments"). The product
 * lives in a jp_pay_product post; visitors see it rendered by the host
 * (blocks/simple-payments/render.php). The edit UI loads on demand;
 * the products are saved before the post (pre-save.ts).
 */
import { registerBlockType } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import { currencyDollar as icon } from '@wordpress/icons';
import { ensureBlockCategory } from '../../shared/block-category';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import { deprecated } from './deprecated';
import { saveProductsBeforePost, type EditorRegistry } from './pre-save';
import type { SimplePaymentsAttributes } from './types';

export { metadata };

export function register(): void {
	ensureBlockCategory( 'earn', __( 'Earn', 'orbit-blocks' ) );
	registerBlockType< SimplePaymentsAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() =>
				import(
					/* webpackChunkName: "simple-payments-edit" */ './edit'
				)
		),
		save: () => null,
		deprecated,
	} as never );
	// The products are saved before the post, in the same Publish.
	addFilter(
		'editor.preSavePost',
		'orbit-blocks/simple-payments/products',
		saveProductsBeforePost( {
			select,
			dispatch,
		} as unknown as EditorRegistry )
	);
}
