/**
 * The mosaic in pixels for a container width: what the browser draws from
 * the stored percentages with flex-shrink (save.tsx, style.scss). Each
 * tile's width is its percentage of the width left after the gutters, so
 * a row fills the container exactly and its tiles share one height
 * (percent / 100 * free width / ratio). Used by the tests and the bench.
 */
import { GUTTER } from '../constants';

export interface PixelRow {
	widths: number[];
	height: number;
}

export function pixelRows(
	widths: readonly ( readonly number[] )[],
	rows: readonly ( readonly number[] )[],
	ratios: readonly number[],
	containerWidth: number,
	gutter = GUTTER
): PixelRow[] {
	return widths.map( ( row, r ) => {
		const free = containerWidth - gutter * ( row.length - 1 );
		const pixels = row.map( ( percent ) => ( percent / 100 ) * free );
		const first = rows[ r ][ 0 ];
		return { widths: pixels, height: pixels[ 0 ] / ratios[ first ] };
	} );
}
