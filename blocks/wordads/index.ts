/**
 * Registers jetpack/wordads, the ad block (spec 3): a slot of a chosen
 * format. It saves no markup (the host renders the slot) and cannot become
 * a reusable block. The edit UI loads on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { currencyDollar as icon } from '@wordpress/icons';
import { ensureBlockCategory } from '../../shared/block-category';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import type { AdAttributes } from './edit';

export { metadata };

export function register(): void {
	ensureBlockCategory( 'earn', __( 'Earn', 'orbit-blocks' ) );
	registerBlockType< AdAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "wordads-edit" */ './edit' )
		),
		save: () => null,
		deprecated,
	} as never );
}
