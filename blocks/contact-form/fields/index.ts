/**
 * Registers the twelve field blocks from one table (definitions.ts). Each is
 * dynamic (save returns null: the host renders it inside the form) and may
 * only sit inside a form (ancestor). Their edit UI is one on-demand chunk,
 * shared with the form's.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../../shared/lazy-edit';
import {
	FORM_BLOCK,
	fieldAttributes,
	fieldDefinitions,
	fieldName,
	type FieldAttributes,
} from './definitions';

export function registerFields(): void {
	for ( const definition of fieldDefinitions() ) {
		registerBlockType< FieldAttributes >(
			{
				apiVersion: 3,
				name: fieldName( definition.slug ),
				title: definition.title,
				category: 'widgets',
				ancestor: [ FORM_BLOCK ],
				textdomain: 'orbit-blocks',
				attributes: fieldAttributes( definition.kind ),
				supports: { html: false, reusable: false },
			},
			{
				icon: definition.icon,
				edit: lazyEdit(
					() =>
						import(
							/* webpackChunkName: "contact-form-edit" */ './edit'
						)
				),
				save: () => null,
			}
		);
	}
}
