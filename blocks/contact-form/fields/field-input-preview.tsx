/**
 * A field's input as visitors will see it, disabled in the editor: a
 * textarea, a select showing its placeholder (or "Select one option"), or
 * an input whose type the caller's table gives for the field's kind (text
 * when the table has none). The field blocks (fields/edit.tsx) and the
 * incumbent's jetpack/input inner block (inner/edit.tsx) show it alike.
 */
import { __ } from '@wordpress/i18n';

export function FieldInputPreview( {
	kind,
	placeholder,
	inputTypes,
}: {
	kind: string;
	placeholder: string;
	inputTypes: Record< string, string >;
} ) {
	if ( kind === 'textarea' ) {
		return <textarea disabled rows={ 4 } placeholder={ placeholder } />;
	}
	if ( kind === 'select' ) {
		return (
			<select disabled>
				<option>
					{ placeholder || __( 'Select one option', 'orbit-blocks' ) }
				</option>
			</select>
		);
	}
	return (
		<input
			type={ inputTypes[ kind ] ?? 'text' }
			disabled
			placeholder={ placeholder }
		/>
	);
}
