/**
 * The starting layouts the empty form offers (its placeholder), each a list
 * of [block name, attributes] that ends with the submit button. Labels left
 * out show the field's default label (fields/definitions.ts).
 */
import { __ } from '@wordpress/i18n';

export type BlockTemplate = Array< [ string, Record< string, unknown > ] >;

export interface FormLayout {
	name: string;
	title: string;
	description: string;
	blocks: BlockTemplate;
}

/** The submit: the shared button, kept in the form (removal locked). */
export function submitButton(): [ string, Record< string, unknown > ] {
	return [
		'jetpack/button',
		{
			element: 'button',
			text: __( 'Submit', 'orbit-blocks' ),
			borderRadius: 8,
			lock: { remove: true },
		},
	];
}

export function formLayouts(): FormLayout[] {
	return [
		{
			name: 'contact',
			title: __( 'Contact form', 'orbit-blocks' ),
			description: __( 'Name, email and a message.', 'orbit-blocks' ),
			blocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[ 'jetpack/field-textarea', {} ],
				submitButton(),
			],
		},
		{
			name: 'rsvp',
			title: __( 'RSVP', 'orbit-blocks' ),
			description: __(
				'Name, email and whether they will attend.',
				'orbit-blocks'
			),
			blocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[
					'jetpack/field-radio',
					{
						label: __( 'Will you attend?', 'orbit-blocks' ),
						required: true,
						options: [
							__( 'Yes', 'orbit-blocks' ),
							__( 'No', 'orbit-blocks' ),
						],
					},
				],
				[
					'jetpack/field-textarea',
					{ label: __( 'Other details', 'orbit-blocks' ) },
				],
				submitButton(),
			],
		},
		{
			name: 'registration',
			title: __( 'Registration', 'orbit-blocks' ),
			description: __(
				'Contact details, how they found you and consent.',
				'orbit-blocks'
			),
			blocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[ 'jetpack/field-telephone', {} ],
				[
					'jetpack/field-select',
					{
						label: __(
							'How did you hear about us?',
							'orbit-blocks'
						),
						options: [
							__( 'Search engine', 'orbit-blocks' ),
							__( 'Social media', 'orbit-blocks' ),
							__( 'A friend', 'orbit-blocks' ),
							__( 'Other', 'orbit-blocks' ),
						],
					},
				],
				[
					'jetpack/field-textarea',
					{ label: __( 'Other details', 'orbit-blocks' ) },
				],
				[ 'jetpack/field-consent', {} ],
				submitButton(),
			],
		},
	];
}
