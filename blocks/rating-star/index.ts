/**
 * Registers jetpack/rating-star. Kept tiny: the editor entry imports it and
 * the saved markup (save.tsx), and the edit UI loads on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { starFilled as icon } from '@wordpress/icons';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import type { RatingStarAttributes } from './rating';
import deprecated from './deprecated';
import save from './save';

export { metadata };

export function register(): void {
	registerBlockType< RatingStarAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "rating-star-edit" */ './edit' )
		),
		save,
		deprecated,
	} );
}
