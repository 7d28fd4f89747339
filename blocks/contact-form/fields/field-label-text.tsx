/**
 * A field's label as visitors see it, editable in place, with "(required)"
 * after it when the field is required: the field blocks (fields/edit.tsx,
 * file-edit.tsx) and the incumbent's jetpack/label inner block
 * (inner/edit.tsx) show it alike.
 */
import { RichText } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

export function FieldLabelText( {
	placeholder,
	value,
	onChange,
	required,
	disableLineBreaks = true,
}: {
	placeholder: string;
	value: string | undefined;
	onChange: ( label: string ) => void;
	required: boolean;
	/** Off for the file field's label only, which has always taken line breaks. */
	disableLineBreaks?: boolean;
} ) {
	return (
		<>
			<RichText
				identifier="label"
				tagName="span"
				className="orbit-form-field__label-text"
				aria-label={ __( 'Field label', 'orbit-blocks' ) }
				placeholder={ placeholder }
				value={ value }
				onChange={ onChange }
				allowedFormats={ [] }
				withoutInteractiveFormatting
				disableLineBreaks={ disableLineBreaks }
			/>
			{ required && (
				<span className="orbit-form-field__required">
					{ __( '(required)', 'orbit-blocks' ) }
				</span>
			) }
		</>
	);
}
