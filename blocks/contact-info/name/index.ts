/**
 * Registers jetpack/name, a child of jetpack/contact-info (block.json
 * "parent"): the name at the top of a contact card, as the incumbent saves
 * it, so that its cards keep their name. The contact info block registers it
 * with itself.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../../shared/lazy-edit';
import { nameIcon as icon } from '../icons';
import metadata from './block.json';
import type { NameAttributes } from './edit';
import save from './save';

export { metadata };

export function register(): void {
	registerBlockType< NameAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "contact-info-edit" */ './edit' )
		),
		save,
	} );
}
