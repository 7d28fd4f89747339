/**
 * Registers jetpack/address, a child of jetpack/contact-info (block.json
 * "parent"): the contact info block registers it with itself.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../../shared/lazy-edit';
import { addressIcon as icon } from '../icons';
import type { AddressAttributes } from './address';
import metadata from './block.json';
import incumbentLines from './deprecated/incumbent-lines';
import save from './save';

export { metadata };

export function register(): void {
	registerBlockType< AddressAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "contact-info-edit" */ './edit' )
		),
		save,
		deprecated: [ incumbentLines ] as never,
	} );
}
