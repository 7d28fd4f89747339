/**
 * The width control's rules (spec 3 sections 2 and 5, "Width"): presets of
 * 25, 50, 75 and 100 percent, a value with a unit, percent at most 100, only
 * px and em beside a left or right alignment.
 */
export const WIDTH_PRESETS = [ 25, 50, 75, 100 ] as const;
export const ALL_WIDTH_UNITS = [ '%', 'px', 'em' ] as const;
export type WidthUnit = ( typeof ALL_WIDTH_UNITS )[ number ];

export interface ParsedWidth {
	value: number;
	unit: WidthUnit;
}

export function parseWidth( width: string | undefined ): ParsedWidth | null {
	const match = /^\s*(\d+(?:\.\d+)?)\s*(%|px|em)\s*$/.exec( width ?? '' );
	return match
		? { value: Number( match[ 1 ] ), unit: match[ 2 ] as WidthUnit }
		: null;
}

const isSideAligned = ( align: string | undefined ) =>
	align === 'left' || align === 'right';

/** Units offered: beside a left/right alignment a percent makes no sense. */
export function allowedWidthUnits( align: string | undefined ): WidthUnit[] {
	return isSideAligned( align ) ? [ 'px', 'em' ] : [ ...ALL_WIDTH_UNITS ];
}

/**
 * What the unit input stores: '' for empty or unusable input, a percent
 * capped at 100, and only the units the alignment allows.
 */
export function normaliseWidth(
	input: string | undefined,
	align: string | undefined
): string {
	const parsed = parseWidth( input );
	if ( ! parsed || ! allowedWidthUnits( align ).includes( parsed.unit ) ) {
		return '';
	}
	const value =
		parsed.unit === '%' ? Math.min( parsed.value, 100 ) : parsed.value;
	return value > 0 ? `${ value }${ parsed.unit }` : '';
}

/** A preset click: the active preset clears the width, another sets it. */
export function widthAfterPreset(
	current: string | undefined,
	preset: number
): string {
	return current === `${ preset }%` ? '' : `${ preset }%`;
}

/** Moving to a left or right alignment drops a percent width. */
export function widthAfterAlign(
	width: string | undefined,
	align: string | undefined
): string | undefined {
	return isSideAligned( align ) && parseWidth( width )?.unit === '%'
		? ''
		: width;
}
