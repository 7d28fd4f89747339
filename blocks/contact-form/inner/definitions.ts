/**
 * The inner blocks of a field, in the shape the incumbent saves its forms in
 * since 2025: a field block holding a label and an input
 * (<!-- wp:jetpack/field-name --><div><!-- wp:jetpack/label {"label":"Name"} /-->
 * <!-- wp:jetpack/input /--></div><!-- /wp:jetpack/field-name -->), the phone
 * field a jetpack/phone-input, and choice fields their options as
 * jetpack/field-option-radio or jetpack/field-option-checkbox blocks. Each
 * saves only its comment (save: null); the host reads them when it renders
 * the form (php-stubs/includes/contact-form/inner-blocks.php).
 */
import { __ } from '@wordpress/i18n';
import { fieldName } from '../fields/definitions';
import { lineIcon } from '../icons';
import type { ReactElement } from 'react';

export const LABEL_BLOCK = 'jetpack/label';
export const INPUT_BLOCK = 'jetpack/input';
export const PHONE_INPUT_BLOCK = 'jetpack/phone-input';
export const RADIO_OPTION_BLOCK = 'jetpack/field-option-radio';
export const CHECKBOX_OPTION_BLOCK = 'jetpack/field-option-checkbox';

export const OPTION_BLOCKS = [ RADIO_OPTION_BLOCK, CHECKBOX_OPTION_BLOCK ];

/** The blocks that a field saves inside its own <div>. */
export const WRAPPED_BLOCKS = [ LABEL_BLOCK, INPUT_BLOCK, PHONE_INPUT_BLOCK ];

/** Fields whose label is a jetpack/label block, and their input block. */
const TEXT_FIELDS = [ 'name', 'email', 'url', 'text', 'textarea', 'date' ];

/** The inner blocks a field block accepts, by field slug. */
export function innerBlocksOf( slug: string ): string[] {
	if ( TEXT_FIELDS.includes( slug ) || slug === 'select' ) {
		return [ LABEL_BLOCK, INPUT_BLOCK ];
	}
	if ( slug === 'telephone' ) {
		return [ LABEL_BLOCK, PHONE_INPUT_BLOCK ];
	}
	if ( slug === 'radio' ) {
		return [ LABEL_BLOCK, RADIO_OPTION_BLOCK ];
	}
	if ( slug === 'checkbox-multiple' ) {
		return [ LABEL_BLOCK, CHECKBOX_OPTION_BLOCK ];
	}
	return [];
}

/** The field blocks an inner block may sit in. */
const parentsOf = ( block: string ) =>
	[ ...TEXT_FIELDS, 'select', 'telephone', 'radio', 'checkbox-multiple' ]
		.filter( ( slug ) => innerBlocksOf( slug ).includes( block ) )
		.map( fieldName );

type Attributes = Record<
	string,
	{ type: string | string[]; default?: unknown }
>;

/** Text, border and type styles, as the incumbent's inputs have them. */
const INPUT_SUPPORTS = {
	html: false,
	reusable: false,
	color: { text: true, background: true, gradients: false },
	__experimentalBorder: {
		color: true,
		radius: true,
		style: true,
		width: true,
	},
	typography: { fontSize: true, lineHeight: true },
};

/** Labels and options: their text colour and type. */
const TEXT_SUPPORTS = {
	html: false,
	reusable: false,
	color: { text: true, background: false, gradients: false },
	typography: { fontSize: true, lineHeight: true },
};

export interface InnerBlockDefinition {
	name: string;
	title: string;
	icon: ReactElement;
	parent: string[];
	attributes: Attributes;
	supports: Record< string, unknown >;
	usesContext?: string[];
}

/** A function, so that the titles are translated when it runs. */
export function innerBlockDefinitions(): InnerBlockDefinition[] {
	const option = ( name: string, title: string ): InnerBlockDefinition => ( {
		name,
		title,
		icon: lineIcon( 'M5 12h14' ),
		parent: parentsOf( name ),
		attributes: {
			label: { type: 'string', default: '' },
			// The incumbent's older options name their kind.
			fieldType: { type: 'string' },
		},
		supports: TEXT_SUPPORTS,
	} );
	return [
		{
			name: LABEL_BLOCK,
			title: __( 'Field label', 'orbit-blocks' ),
			icon: lineIcon( 'M7 18l5-12 5 12M9 14h6' ),
			parent: parentsOf( LABEL_BLOCK ),
			attributes: {
				label: { type: 'string', default: '' },
				placeholder: { type: 'string' },
				requiredText: { type: 'string' },
				requiredIndicator: { type: 'boolean' },
			},
			supports: TEXT_SUPPORTS,
			usesContext: [ 'jetpack/field-required' ],
		},
		{
			name: INPUT_BLOCK,
			title: __( 'Field input', 'orbit-blocks' ),
			icon: lineIcon( 'M3 8h18v8H3zM7 10v4' ),
			parent: parentsOf( INPUT_BLOCK ),
			attributes: {
				placeholder: { type: 'string', default: '' },
				type: { type: 'string' },
				min: { type: [ 'number', 'string' ] },
				max: { type: [ 'number', 'string' ] },
			},
			supports: INPUT_SUPPORTS,
		},
		{
			name: PHONE_INPUT_BLOCK,
			title: __( 'Phone number input', 'orbit-blocks' ),
			icon: lineIcon( 'M7 3h10v18H7zM11 18h2' ),
			parent: parentsOf( PHONE_INPUT_BLOCK ),
			attributes: {
				placeholder: { type: 'string', default: '' },
			},
			supports: INPUT_SUPPORTS,
			usesContext: [
				'jetpack/field-phone-country',
				'jetpack/field-phone-country-toggle',
			],
		},
		option(
			RADIO_OPTION_BLOCK,
			__( 'Single choice option', 'orbit-blocks' )
		),
		option(
			CHECKBOX_OPTION_BLOCK,
			__( 'Multiple choice option', 'orbit-blocks' )
		),
	];
}
