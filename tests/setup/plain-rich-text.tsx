/**
 * A stand-in for the block editor's RichText in component tests: a plain
 * `input` or `textarea` with the field's aria-label and placeholder, so a
 * test types into it as a person would and reads what onChange received.
 */
export const plainRichText =
	( Field: 'input' | 'textarea' ) =>
	( {
		value,
		onChange,
		placeholder,
		'aria-label': label,
	}: {
		value: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		'aria-label': string;
	} ) => (
		<Field
			aria-label={ label }
			placeholder={ placeholder }
			value={ value }
			onChange={ ( event ) => onChange( event.target.value ) }
		/>
	);

/**
 * RichText as a plain textarea that keeps the real component's helpers
 * (RichText.isEmpty, RichText.Content) for the code that reads them.
 */
export const plainRichTextKeeping = ( actual: {
	isEmpty: unknown;
	Content: unknown;
} ) =>
	Object.assign( plainRichText( 'textarea' ), {
		isEmpty: actual.isEmpty,
		Content: actual.Content,
	} );

/**
 * '@wordpress/block-editor' for jest.mock's factory to return: the real
 * module with RichText as plainRichTextKeeping (no editor store in a
 * component test); `overrides` replace or add exports.
 */
export function blockEditorWithPlainRichText(
	overrides: Record< string, unknown > = {}
) {
	const actual = jest.requireActual( '@wordpress/block-editor' );
	return {
		...actual,
		RichText: plainRichTextKeeping( actual.RichText ),
		...overrides,
	};
}
