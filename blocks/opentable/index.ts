/**
 * Registers jetpack/opentable, the table-reservation embed (spec 2). Kept
 * small: registration, the saved links, the older version and the paste
 * transform; the edit UI (restaurant search, settings) loads on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { ensureBlockCategory } from '../../shared/block-category';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import type { OpenTableAttributes } from './embed-code';
import { OpenTableIcon as icon } from './icon';
import save from './save';
import transforms from './transforms';

export { metadata };

export function register(): void {
	ensureBlockCategory( 'earn', __( 'Earn', 'orbit-blocks' ) );
	registerBlockType< OpenTableAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "opentable-edit" */ './edit' )
		),
		save,
		deprecated,
		transforms,
	} as never );
}
