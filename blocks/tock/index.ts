/**
 * Registers jetpack/tock, the reservation block (spec 3): Tock's booking
 * button for a business name. One per post. It saves no markup:
 * blocks/tock/render.php builds the widget from the validated
 * name. The edit UI loads on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { ensureBlockCategory } from '../../shared/block-category';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import { TockIcon as icon } from './icon';
import transforms from './transforms';

export { metadata };

export function register(): void {
	ensureBlockCategory( 'earn', __( 'Earn', 'orbit-blocks' ) );
	registerBlockType< { url?: string } >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "tock-edit" */ './edit' )
		),
		save: () => null,
		deprecated,
		transforms,
	} as never );
}
