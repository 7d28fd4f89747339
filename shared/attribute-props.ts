/**
 * The props that bind a sidebar control to one block attribute: its value
 * (or checked, for a toggle) and an onChange that sets it. A block's
 * settings panel spreads them instead of writing the pair for each control:
 * `<ToggleControl label={ … } { ...bind.checked( 'mapDetails' ) } />`.
 */
export function attributeProps< A extends object >(
	attributes: A,
	setAttributes: ( next: Partial< A > ) => void
) {
	const set =
		< K extends keyof A >( name: K ) =>
		( next: A[ K ] ) =>
			setAttributes( { [ name ]: next } as unknown as Partial< A > );
	return {
		value: < K extends keyof A >( name: K ) => ( {
			value: attributes[ name ],
			onChange: set( name ),
		} ),
		checked: < K extends keyof A >( name: K ) => ( {
			checked: attributes[ name ],
			onChange: set( name ),
		} ),
	};
}
