/**
 * Test stand-ins for the contact form's field blocks (the contract in
 * blocks/contact-form/README.md: dynamic, label / required / placeholder / id, options
 * on radio, select and checkbox-multiple), the real jetpack/button, and
 * the freeform, html and missing handlers the editor registers, so that
 * parse() produces every kind of block the form AI must reject.
 */
import '@wordpress/block-editor'; // Its hooks add the `lock` attribute to every block.
import * as blocks from '@wordpress/blocks';
import { register as registerButton } from '../../../blocks/button';
import { FIELD_BLOCKS } from '../prompt';

const WITH_OPTIONS = [
	'jetpack/field-radio',
	'jetpack/field-select',
	'jetpack/field-checkbox-multiple',
];

export function registerFormBlocks(): void {
	if ( blocks.getBlockType( 'jetpack/field-name' ) ) {
		return;
	}
	blocks.registerBlockType( 'jetpack/contact-form' as never, {
		title: 'Form',
		category: 'widgets',
		attributes: { subject: { type: 'string' } },
		edit: () => null,
		save: () => null,
	} );
	for ( const name of FIELD_BLOCKS ) {
		blocks.registerBlockType( name as never, {
			title: name,
			category: 'widgets',
			parent: [ 'jetpack/contact-form' ],
			attributes: {
				label: { type: 'string' },
				required: { type: 'boolean', default: false },
				placeholder: { type: 'string' },
				id: { type: 'string' },
				...( WITH_OPTIONS.includes( name )
					? { options: { type: 'array', default: [] } }
					: {} ),
			},
			edit: () => null,
			save: () => null,
		} );
	}
	registerButton();
	blocks.registerBlockType( 'core/freeform' as never, {
		title: 'Classic',
		category: 'text',
		attributes: { content: { type: 'string', source: 'raw' } },
		edit: () => null,
		save: ( { attributes } ) => attributes.content as string,
	} );
	blocks.registerBlockType( 'core/html' as never, {
		title: 'HTML',
		category: 'widgets',
		attributes: { content: { type: 'string', source: 'raw' } },
		edit: () => null,
		save: ( { attributes } ) => attributes.content as string,
	} );
	blocks.registerBlockType( 'core/missing' as never, {
		title: 'Missing',
		category: 'text',
		attributes: {
			originalName: { type: 'string' },
			originalUndelimitedContent: { type: 'string' },
			originalContent: { type: 'string', source: 'raw' },
		},
		edit: () => null,
		save: ( { attributes } ) => attributes.originalContent as string,
	} );
	// The 6.8 type declarations omit these two runtime exports.
	const handlers = blocks as unknown as {
		setFreeformContentHandlerName: ( name: string ) => void;
		setUnregisteredTypeHandlerName: ( name: string ) => void;
	};
	handlers.setFreeformContentHandlerName( 'core/freeform' );
	handlers.setUnregisteredTypeHandlerName( 'core/missing' );
}

/** A block comment's attributes as the block serializer writes them. */
export function commentAttributes( attributes: Record< string, unknown > ) {
	return JSON.stringify( attributes )
		.replace( /--/g, '\\u002d\\u002d' )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' );
}

export function field(
	name: string,
	attributes: Record< string, unknown > = {}
): string {
	const json = Object.keys( attributes ).length
		? commentAttributes( attributes ) + ' '
		: '';
	return `<!-- wp:${ name } ${ json }/-->`;
}
