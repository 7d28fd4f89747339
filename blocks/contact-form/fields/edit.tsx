/**
 * A field in the editor, shown as visitors see it: its label (editable in
 * place), "(required)", and a disabled input of its kind. Choice fields edit
 * their options in place while selected. The sidebar holds Required, the
 * placeholder and, for consent, its wording.
 */
import {
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	COUNTRY_CODES,
	DEFAULT_COUNTRY,
	countryLabel,
} from '../inner/country-codes';
import { OPTION_BLOCKS, innerBlocksOf } from '../inner/definitions';
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
import { FieldInputPreview } from './field-input-preview';
import { FieldLabelText } from './field-label-text';
import { RequiredSetting } from './required-setting';
import {
	SelectSetting,
	TextSetting,
	TextareaSetting,
	ToggleSetting,
} from '../../../shared/components/settings-controls';
import { SettingsPanel } from '../../../shared/components/settings-panel';

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

/**
 * A field holding inner blocks (the incumbent's shape: a label block and an
 * input, or option blocks) edits them in place; any other field its
 * attributes.
 */
export default function FieldEdit( props: FieldEditProps ) {
	const hasInnerBlocks = useSelect(
		( select ) =>
			Boolean( props.clientId ) &&
			(
				select( blockEditorStore ) as {
					getBlockCount: ( id: string ) => number;
				}
			 ).getBlockCount( props.clientId ) > 0,
		[ props.clientId ]
	);
	return hasInnerBlocks ? (
		<InnerBlocksFieldEdit { ...props } />
	) : (
		<AttributesFieldEdit { ...props } />
	);
}

function InnerBlocksFieldEdit( {
	name,
	attributes,
	setAttributes,
	clientId,
}: FieldEditProps ) {
	const definition = definitionOf( name );
	const allowedBlocks = innerBlocksOf( definition.slug );
	const optionBlock = allowedBlocks.find( ( block ) =>
		OPTION_BLOCKS.includes( block )
	);
	const { children, ...innerBlocksProps } = useInnerBlocksProps(
		useBlockProps( {
			className: `orbit-form-field orbit-form-field--${ definition.kind }`,
		} ),
		{ allowedBlocks, renderAppender: false }
	);
	const { insertBlock } = useDispatch( blockEditorStore ) as unknown as {
		insertBlock: (
			block: ReturnType< typeof createBlock >,
			index: undefined,
			rootClientId: string
		) => void;
	};
	return (
		<div { ...innerBlocksProps }>
			<SettingsPanel title={ __( 'Field settings', 'orbit-blocks' ) }>
				<RequiredSetting
					checked={ attributes.required }
					onChange={ ( required ) => setAttributes( { required } ) }
				/>
				{ definition.kind === 'tel' && (
					<CountrySettings
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				) }
			</SettingsPanel>
			{ children }
			{ optionBlock && (
				<Button
					variant="link"
					className="orbit-form-field__add-option"
					onClick={ () =>
						insertBlock(
							createBlock( optionBlock ),
							undefined,
							clientId
						)
					}
				>
					{ __( 'Add option', 'orbit-blocks' ) }
				</Button>
			) }
		</div>
	);
}

/** The phone field's country code: on or off, and the country it starts at. */
function CountrySettings( {
	attributes,
	setAttributes,
}: Pick< FieldEditProps, 'attributes' | 'setAttributes' > ) {
	return (
		<>
			<ToggleSetting
				label={ __( 'Ask for the country code', 'orbit-blocks' ) }
				help={ __(
					'Visitors choose their country; the number is stored with its calling code.',
					'orbit-blocks'
				) }
				checked={ Boolean( attributes.showCountrySelector ) }
				onChange={ ( showCountrySelector ) =>
					setAttributes( { showCountrySelector } )
				}
			/>
			{ attributes.showCountrySelector && (
				<SelectSetting
					label={ __( 'Default country', 'orbit-blocks' ) }
					value={ attributes.default || DEFAULT_COUNTRY }
					options={ COUNTRY_CODES.split( ' ' )
						.map( ( pair ) => pair.split( ':' )[ 0 ] )
						.map( ( code ) => ( {
							value: code,
							label: countryLabel( code ),
						} ) )
						.sort( ( a, b ) => a.label.localeCompare( b.label ) ) }
					onChange={ ( value: string ) =>
						setAttributes( { default: value } )
					}
				/>
			) }
		</>
	);
}

function AttributesFieldEdit( {
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
			<FieldLabelText
				placeholder={ definition.label }
				value={ attributes.label }
				onChange={ ( value: string ) =>
					setAttributes( { label: value } )
				}
				required={ attributes.required }
			/>
		</div>
	);

	let control;
	if ( kind === 'checkbox' || kind === 'consent' ) {
		control = null;
	} else if ( kind === 'select' && isSelected ) {
		control = (
			<OptionsEditor
				type="select"
				options={ options }
				onChange={ ( next ) => setAttributes( { options: next } ) }
			/>
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
			<FieldInputPreview
				kind={ kind }
				placeholder={ placeholder }
				inputTypes={ INPUT_TYPES }
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
			<SettingsPanel title={ __( 'Field settings', 'orbit-blocks' ) }>
				{ /* An implicit consent asks nothing, so it cannot be required. */ }
				{ ( kind !== 'consent' ||
					attributes.consentType === 'explicit' ) && (
					<RequiredSetting
						checked={ attributes.required }
						onChange={ ( required ) =>
							setAttributes( { required } )
						}
					/>
				) }
				<TextSetting
					label={ __( 'Label', 'orbit-blocks' ) }
					placeholder={ definition.label }
					value={ attributes.label }
					onChange={ ( value ) => setAttributes( { label: value } ) }
				/>
				{ PLACEHOLDER_KINDS.includes( kind ) && (
					<TextSetting
						label={ __( 'Placeholder text', 'orbit-blocks' ) }
						value={ placeholder }
						onChange={ ( value ) =>
							setAttributes( {
								placeholder: value || undefined,
							} )
						}
					/>
				) }
				{ kind === 'tel' && (
					<CountrySettings
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				) }
				{ kind === 'consent' && (
					<ConsentSettings
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				) }
			</SettingsPanel>
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
			<SelectSetting
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
				<TextareaSetting
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
				<TextareaSetting
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
