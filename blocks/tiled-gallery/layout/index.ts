/**
 * Where each image goes for a layout: rows of indexes with each tile's
 * width in percent of its row (mosaic, circles, square tiles), or one row
 * holding every image in order (tiled columns, laid out by the browser).
 */
import type { LayoutName } from '../constants';
import { columnWidths, roundWidth, widthsFitRows } from './column-widths';
import { gridRows } from './grid';
import { mosaicRows } from './mosaic';

export interface Placement {
	rows: number[][];
	widths: number[][];
}

export function placeImages(
	layout: LayoutName,
	ratios: readonly number[],
	columns: number,
	storedWidths?: unknown
): Placement {
	if ( layout === 'columns' ) {
		return {
			rows: [ ratios.map( ( _, i ) => i ) ],
			widths: [ ratios.map( () => 100 ) ],
		};
	}
	if ( layout === 'rectangular' ) {
		const rows = mosaicRows( ratios );
		return {
			rows,
			widths: widthsFitRows( storedWidths, rows )
				? storedWidths
				: columnWidths( rows, ratios ),
		};
	}
	const rows = gridRows( ratios.length, columns );
	return {
		rows,
		widths: rows.map( ( row ) =>
			row.map( () => roundWidth( 100 / row.length ) )
		),
	};
}
