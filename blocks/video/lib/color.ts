/** Colour: six hex digits, optional #; null when invalid (spec 3 section 5). */
export function normalizeColor( value: string ): string | null {
	const match = /^#?([0-9a-f]{6})$/i.exec( value.trim() );
	return match ? `#${ match[ 1 ].toLowerCase() }` : null;
}
