/**
 * Registers the twelve field blocks from one table (definitions.ts). Each is
 * dynamic (the host renders it inside the form; save.tsx keeps only the
 * inner blocks the incumbent's shape holds) and may only sit inside a form
 * (ancestor). Their edit UI is one on-demand chunk,
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
import saveField from './save';

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
				// The inner label shows "(required)"; the phone input its
				// country select.
				providesContext: {
					'jetpack/field-required': 'required',
					'jetpack/field-phone-country': 'default',
					'jetpack/field-phone-country-toggle': 'showCountrySelector',
				},
			},
			{
				icon: definition.icon,
				edit: lazyEdit(
					() =>
						import(
							/* webpackChunkName: "contact-form-edit" */ './edit'
						)
				),
				save: saveField as never,
			}
		);
	}
}
