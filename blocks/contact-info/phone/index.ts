/**
 * Registers jetpack/phone, a child of jetpack/contact-info (block.json
 * "parent"): the contact info block registers it with itself.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../../shared/lazy-edit';
import { phoneIcon as icon } from '../icons';
import metadata from './block.json';
import type { PhoneAttributes } from './edit';
import save from './save';
import { incumbentLine } from '../components/incumbent-line';

export { metadata };

export function register(): void {
	registerBlockType< PhoneAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "contact-info-edit" */ './edit' )
		),
		save,
		deprecated: [ incumbentLine< PhoneAttributes >( 'phone' ) ],
	} );
}
