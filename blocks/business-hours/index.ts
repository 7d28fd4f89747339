/**
 * Registers jetpack/business-hours. Kept tiny: the editor entry imports it,
 * and the edit UI loads on demand. The block is dynamic (saves no markup);
 * blocks/business-hours/render.php renders it for visitors.
 */
import { registerBlockType } from '@wordpress/blocks';
import { scheduled } from '@wordpress/icons';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import type { BusinessHoursAttributes } from './edit';

export { metadata };

export function register(): void {
	registerBlockType< BusinessHoursAttributes >( metadata, {
		icon: scheduled,
		edit: lazyEdit(
			() =>
				import( /* webpackChunkName: "business-hours-edit" */ './edit' )
		),
		save: () => null,
	} );
}
