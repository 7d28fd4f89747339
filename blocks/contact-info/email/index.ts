/**
 * Registers jetpack/email, a child of jetpack/contact-info (block.json
 * "parent"): the contact info block registers it with itself.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../../shared/lazy-edit';
import { emailIcon as icon } from '../icons';
import metadata from './block.json';
import type { EmailAttributes } from './edit';
import save from './save';
import { incumbentLine } from '../components/incumbent-line';

export { metadata };

export function register(): void {
	registerBlockType< EmailAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "contact-info-edit" */ './edit' )
		),
		save,
		deprecated: [ incumbentLine< EmailAttributes >( 'email' ) ],
	} );
}
