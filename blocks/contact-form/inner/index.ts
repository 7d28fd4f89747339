/**
 * Registers the inner blocks of the fields (definitions.ts): the label, the
 * input, the phone input and the two option blocks. Each saves only its
 * comment; their edit UIs are in the form's on-demand chunk.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../../shared/lazy-edit';
import { OPTION_BLOCKS, innerBlockDefinitions } from './definitions';

export function registerInnerBlocks(): void {
	for ( const definition of innerBlockDefinitions() ) {
		registerBlockType(
			{
				apiVersion: 3,
				name: definition.name,
				title: definition.title,
				category: 'widgets',
				parent: definition.parent,
				textdomain: 'orbit-blocks',
				attributes: definition.attributes as never,
				// Options are added from their field (Enter, Add option),
				// which needs them insertable; a label and an input come
				// with their field only.
				supports: {
					...definition.supports,
					inserter: OPTION_BLOCKS.includes( definition.name ),
				},
				usesContext: definition.usesContext,
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
