/**
 * Turns a colour or gradient picked in the editor into the button's
 * attributes: a palette entry is kept by its slug (so a theme change follows
 * it), anything else as a custom value, and the other one is cleared.
 */
import type { ButtonAttributes } from './markup';

export interface PaletteEntry {
	slug: string;
	color?: string;
	gradient?: string;
}

export type Palette = Array< {
	colors?: PaletteEntry[];
	gradients?: PaletteEntry[];
} >;

function findSlug(
	value: string,
	palette: Palette,
	kind: 'colors' | 'gradients'
): string | undefined {
	const key = kind === 'colors' ? 'color' : 'gradient';
	for ( const origin of palette ) {
		const match = origin[ kind ]?.find(
			( entry ) => entry[ key ]?.toLowerCase() === value.toLowerCase()
		);
		if ( match ) {
			return match.slug;
		}
	}
	return undefined;
}

export function textColorAttributes(
	value: string | undefined,
	palette: Palette
): Partial< ButtonAttributes > {
	const slug = value ? findSlug( value, palette, 'colors' ) : undefined;
	return {
		textColor: slug,
		customTextColor: slug ? undefined : value,
	};
}

export function backgroundColorAttributes(
	value: string | undefined,
	palette: Palette
): Partial< ButtonAttributes > {
	const slug = value ? findSlug( value, palette, 'colors' ) : undefined;
	return {
		backgroundColor: slug,
		customBackgroundColor: slug ? undefined : value,
		// A colour replaces a gradient.
		...( value ? { gradient: undefined, customGradient: undefined } : {} ),
	};
}

export function gradientAttributes(
	value: string | undefined,
	palette: Palette
): Partial< ButtonAttributes > {
	const slug = value ? findSlug( value, palette, 'gradients' ) : undefined;
	return {
		gradient: slug,
		customGradient: slug ? undefined : value,
		...( value
			? { backgroundColor: undefined, customBackgroundColor: undefined }
			: {} ),
	};
}

/** The value to show in the picker: the palette colour or the custom one. */
export function displayedValue(
	slug: string | undefined,
	custom: string | undefined,
	palette: Palette,
	kind: 'colors' | 'gradients'
): string | undefined {
	if ( ! slug ) {
		return custom;
	}
	const key = kind === 'colors' ? 'color' : 'gradient';
	for ( const origin of palette ) {
		const match = origin[ kind ]?.find( ( entry ) => entry.slug === slug );
		if ( match?.[ key ] ) {
			return match[ key ];
		}
	}
	return custom;
}
