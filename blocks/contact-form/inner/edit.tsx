/**
 * The inner blocks of a field in the editor (definitions.ts), each as
 * visitors will see it: the label editable in place with "(required)" after
 * it, a disabled input of its field's kind (its placeholder in the sidebar),
 * the phone input with its country, and an option: its text editable in
 * place, Enter adds the next option and moves to it, Backspace in an empty
 * one removes it. Options move with the block movers of their toolbar.
 */
import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import { definitionOf } from '../fields/edit';
import { FieldInputPreview } from '../fields/field-input-preview';
import { FieldLabelText } from '../fields/field-label-text';
import {
	LABEL_BLOCK,
	PHONE_INPUT_BLOCK,
	RADIO_OPTION_BLOCK,
} from './definitions';
import { DEFAULT_COUNTRY, countryLabel } from './country-codes';
import { TextSetting } from '../../../shared/components/settings-controls';
import { SettingsPanel } from '../../../shared/components/settings-panel';

interface InnerAttributes {
	label?: string;
	placeholder?: string;
	type?: string;
}

interface InnerEditProps extends BlockEditProps< InnerAttributes > {
	name?: string;
	context?: Record< string, unknown >;
}

interface EditorSelectors {
	getBlockRootClientId: ( id: string ) => string | null;
	getBlockName: ( id: string ) => string | null;
	getBlockIndex: ( id: string ) => number;
	getBlockOrder: ( id?: string | null ) => string[];
}

interface EditorActions {
	insertBlock: (
		block: ReturnType< typeof createBlock >,
		index: number,
		rootClientId: string | null
	) => void;
	removeBlock: ( id: string, selectPrevious?: boolean ) => void;
	selectBlock: ( id: string ) => void;
}

/** The name of the field block this inner block sits in. */
function useFieldName( clientId: string ) {
	return useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as EditorSelectors;
			const parent = editor.getBlockRootClientId( clientId );
			return parent ? editor.getBlockName( parent ) ?? '' : '';
		},
		[ clientId ]
	);
}

function PlaceholderSetting( {
	attributes,
	setAttributes,
}: Pick< InnerEditProps, 'attributes' | 'setAttributes' > ) {
	return (
		<SettingsPanel title={ __( 'Field settings', 'orbit-blocks' ) }>
			<TextSetting
				label={ __( 'Placeholder text', 'orbit-blocks' ) }
				value={ attributes.placeholder ?? '' }
				onChange={ ( placeholder ) => setAttributes( { placeholder } ) }
			/>
		</SettingsPanel>
	);
}

function LabelEdit( {
	attributes,
	setAttributes,
	clientId,
	context,
}: InnerEditProps ) {
	const blockProps = useBlockProps( {
		className: 'orbit-form-field__label',
	} );
	const field = definitionOf( useFieldName( clientId ) );
	return (
		<div { ...blockProps }>
			<FieldLabelText
				placeholder={ field.label }
				value={ attributes.label ?? '' }
				onChange={ ( label: string ) => setAttributes( { label } ) }
				required={ Boolean( context?.[ 'jetpack/field-required' ] ) }
			/>
		</div>
	);
}

const INPUT_TYPES: Record< string, string > = {
	email: 'email',
	url: 'url',
	date: 'date',
};

function InputEdit( props: InnerEditProps ) {
	const { attributes, clientId } = props;
	const blockProps = useBlockProps( {
		className: 'orbit-form-field__input',
	} );
	const { kind } = definitionOf( useFieldName( clientId ) );
	const placeholder = attributes.placeholder ?? '';
	return (
		<div { ...blockProps }>
			<PlaceholderSetting { ...props } />
			<FieldInputPreview
				kind={ kind }
				placeholder={ placeholder }
				inputTypes={ INPUT_TYPES }
			/>
		</div>
	);
}

function PhoneInputEdit( props: InnerEditProps ) {
	const { attributes, context } = props;
	const blockProps = useBlockProps( {
		className: 'orbit-form-field__input orbit-form-field__phone',
	} );
	const country =
		( context?.[ 'jetpack/field-phone-country' ] as string ) ||
		DEFAULT_COUNTRY;
	return (
		<div { ...blockProps }>
			<PlaceholderSetting { ...props } />
			{ Boolean( context?.[ 'jetpack/field-phone-country-toggle' ] ) && (
				<select
					disabled
					aria-label={ __( 'Country code', 'orbit-blocks' ) }
				>
					<option>{ countryLabel( country ) }</option>
				</select>
			) }
			<input
				type="tel"
				disabled
				placeholder={ attributes.placeholder ?? '' }
			/>
		</div>
	);
}

export function OptionEdit( {
	attributes,
	setAttributes,
	clientId,
	name,
	isSelected,
}: InnerEditProps ) {
	const blockProps = useBlockProps( {
		className: 'orbit-form-field__option-block',
	} );
	const text = useRef< HTMLInputElement >( null );
	// A selected option (a new one, or the one before a removed one) is
	// typed into at once.
	useEffect( () => {
		if (
			isSelected &&
			text.current?.ownerDocument.activeElement !== text.current
		) {
			text.current?.focus();
		}
	}, [ isSelected ] );
	const { root, index, previous } = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as EditorSelectors;
			const rootId = editor.getBlockRootClientId( clientId );
			const at = editor.getBlockIndex( clientId );
			return {
				root: rootId,
				index: at,
				previous: editor.getBlockOrder( rootId )[ at - 1 ],
			};
		},
		[ clientId ]
	);
	const { insertBlock, removeBlock } = useDispatch(
		blockEditorStore
	) as unknown as EditorActions;
	const type = name === RADIO_OPTION_BLOCK ? 'radio' : 'checkbox';
	const label = attributes.label ?? '';

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			// insertBlock selects the new option, whose input takes focus.
			insertBlock(
				createBlock( name ?? RADIO_OPTION_BLOCK ),
				index + 1,
				root
			);
		} else if ( event.key === 'Backspace' && label === '' && previous ) {
			event.preventDefault();
			removeBlock( clientId, true );
		}
	};

	return (
		<div { ...blockProps }>
			<span className="orbit-form-field__inline">
				<input type={ type } disabled aria-hidden="true" />
				<input
					ref={ text }
					type="text"
					className="orbit-form-field__option-text"
					aria-label={ __( 'Option', 'orbit-blocks' ) }
					placeholder={ __( 'Add option…', 'orbit-blocks' ) }
					value={ label }
					onChange={ ( event ) =>
						setAttributes( { label: event.target.value } )
					}
					onKeyDown={ onKeyDown }
				/>
			</span>
		</div>
	);
}

export default function InnerBlockEdit( props: InnerEditProps ) {
	if ( props.name === LABEL_BLOCK ) {
		return <LabelEdit { ...props } />;
	}
	if ( props.name === PHONE_INPUT_BLOCK ) {
		return <PhoneInputEdit { ...props } />;
	}
	if ( props.name?.startsWith( 'jetpack/field-option-' ) ) {
		return <OptionEdit { ...props } />;
	}
	return <InputEdit { ...props } />;
}
