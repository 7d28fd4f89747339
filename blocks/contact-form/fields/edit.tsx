/**
 * A field in the editor, shown as visitors see it: its label (editable in
 * place), "(required)", and a disabled input of its kind. Choice fields edit
 * their options in place while selected. The sidebar holds Required, the
 * placeholder and, for consent, its wording.
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	EXPLICIT_CONSENT,
	IMPLICIT_CONSENT,
	PLACEHOLDER_KINDS,
	fieldDefinitions,
	fieldName,
	type FieldAttributes,
	type FieldDefinition,
} from './definitions';
import { OptionsEditor } from './options-editor';
import { visibleOptions } from './options';

export interface FieldEditProps extends BlockEditProps< FieldAttributes > {
	/** The block's name: BlockEdit passes it to every edit component. */
	name?: string;
}

export function definitionOf( name = '' ): FieldDefinition {
	return (
		fieldDefinitions().find(
			( field ) => fieldName( field.slug ) === name
		) ?? fieldDefinitions()[ 3 ]
	);
}

const INPUT_TYPES: Record< string, string > = {
	text: 'text',
	email: 'email',
	url: 'url',
	date: 'date',
	tel: 'tel',
};

export default function FieldEdit( {
	name,
	attributes,
	setAttributes,
	isSelected,
}: FieldEditProps ) {
	const definition = definitionOf( name );
	const { kind } = definition;
	const blockProps = useBlockProps( {
		className: `orbit-form-field orbit-form-field--${ kind }`,
	} );
	const options = attributes.options ?? [];
	const placeholder = attributes.placeholder ?? '';

	const label = (
		<div className="orbit-form-field__label">
			<RichText
				identifier="label"
				tagName="span"
				className="orbit-form-field__label-text"
				aria-label={ __( 'Field label', 'orbit-blocks' ) }
				placeholder={ definition.label }
				value={ attributes.label }
				onChange={ ( value: string ) =>
					setAttributes( { label: value } )
				}
				allowedFormats={ [] }
				withoutInteractiveFormatting
				disableLineBreaks
			/>
			{ attributes.required && (
				<span className="orbit-form-field__required">
					{ __( '(required)', 'orbit-blocks' ) }
				</span>
			) }
		</div>
	);

	let control;
	if ( kind === 'textarea' ) {
		control = <textarea disabled rows={ 4 } placeholder={ placeholder } />;
	} else if ( kind === 'checkbox' ) {
		control = null;
	} else if ( kind === 'consent' ) {
		control = null;
	} else if ( kind === 'select' ) {
		control = isSelected ? (
			<OptionsEditor
				type="select"
				options={ options }
				onChange={ ( next ) => setAttributes( { options: next } ) }
			/>
		) : (
			<select disabled>
				<option>
					{ placeholder || __( 'Select one option', 'orbit-blocks' ) }
				</option>
			</select>
		);
	} else if ( kind === 'radio' || kind === 'checkbox-multiple' ) {
		const type = kind === 'radio' ? 'radio' : 'checkbox';
		control = isSelected ? (
			<OptionsEditor
				type={ type }
				options={ options }
				onChange={ ( next ) => setAttributes( { options: next } ) }
			/>
		) : (
			<ul className="orbit-form-field__choices">
				{ visibleOptions( options ).map( ( option, index ) => (
					<li key={ index }>
						<span className="orbit-form-field__inline">
							<input
								type={ type }
								disabled
								aria-label={ option }
							/>
							<span>{ option }</span>
						</span>
					</li>
				) ) }
			</ul>
		);
	} else {
		control = (
			<input
				type={ INPUT_TYPES[ kind ] ?? 'text' }
				disabled
				placeholder={ placeholder }
			/>
		);
	}

	let body;
	if ( kind === 'checkbox' ) {
		body = (
			<div className="orbit-form-field__inline">
				<input type="checkbox" disabled />
				{ label }
			</div>
		);
	} else if ( kind === 'consent' ) {
		const explicit = attributes.consentType === 'explicit';
		const message = explicit
			? attributes.explicitConsentMessage || EXPLICIT_CONSENT()
			: attributes.implicitConsentMessage || IMPLICIT_CONSENT();
		body = (
			<div className="orbit-form-field__inline">
				{ explicit && <input type="checkbox" disabled /> }
				<span className="orbit-form-field__consent">{ message }</span>
			</div>
		);
	} else {
		body = (
			<>
				{ label }
				{ control }
			</>
		);
	}

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Field settings', 'orbit-blocks' ) }>
					{ /* An implicit consent asks nothing, so it cannot be required. */ }
					{ ( kind !== 'consent' ||
						attributes.consentType === 'explicit' ) && (
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Required', 'orbit-blocks' ) }
							help={ __(
								'Visitors cannot send the form without it.',
								'orbit-blocks'
							) }
							checked={ attributes.required }
							onChange={ ( required ) =>
								setAttributes( { required } )
							}
						/>
					) }
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Label', 'orbit-blocks' ) }
						placeholder={ definition.label }
						value={ attributes.label }
						onChange={ ( value ) =>
							setAttributes( { label: value } )
						}
					/>
					{ PLACEHOLDER_KINDS.includes( kind ) && (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Placeholder text', 'orbit-blocks' ) }
							value={ placeholder }
							onChange={ ( value ) =>
								setAttributes( {
									placeholder: value || undefined,
								} )
							}
						/>
					) }
					{ kind === 'consent' && (
						<ConsentSettings
							attributes={ attributes }
							setAttributes={ setAttributes }
						/>
					) }
				</PanelBody>
			</InspectorControls>
			{ body }
		</div>
	);
}

function ConsentSettings( {
	attributes,
	setAttributes,
}: Pick< FieldEditProps, 'attributes' | 'setAttributes' > ) {
	const explicit = attributes.consentType === 'explicit';
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Permission to email', 'orbit-blocks' ) }
				value={ explicit ? 'explicit' : 'implicit' }
				options={ [
					{
						value: 'implicit',
						label: __(
							'Mention that you can email',
							'orbit-blocks'
						),
					},
					{
						value: 'explicit',
						label: __( 'Add a privacy checkbox', 'orbit-blocks' ),
					},
				] }
				onChange={ ( value: string ) =>
					setAttributes( {
						consentType:
							value === 'explicit' ? 'explicit' : 'implicit',
					} )
				}
			/>
			{ explicit ? (
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Consent text', 'orbit-blocks' ) }
					placeholder={ EXPLICIT_CONSENT() }
					value={ attributes.explicitConsentMessage ?? '' }
					onChange={ ( value ) =>
						setAttributes( {
							explicitConsentMessage: value || undefined,
						} )
					}
				/>
			) : (
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Consent text', 'orbit-blocks' ) }
					placeholder={ IMPLICIT_CONSENT() }
					value={ attributes.implicitConsentMessage ?? '' }
					onChange={ ( value ) =>
						setAttributes( {
							implicitConsentMessage: value || undefined,
						} )
					}
				/>
			) }
		</>
	);
}
