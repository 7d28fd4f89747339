/**
 * Column widths of the mosaic: per row, each tile's share of the row in
 * percent (its aspect ratio over the row's sum), stored to 5 decimals. The
 * last tile of a row takes what the others leave, so that every row adds up
 * to 100 (to the stored precision).
 */
import { WIDTH_DECIMALS } from '../constants';

const SCALE = 10 ** WIDTH_DECIMALS;

export function roundWidth( value: number ): number {
	return Math.round( value * SCALE ) / SCALE;
}

export function columnWidths(
	rows: readonly ( readonly number[] )[],
	ratios: readonly number[]
): number[][] {
	return rows.map( ( row ) => {
		const sum = row.reduce(
			( total, index ) => total + ratios[ index ],
			0
		);
		let used = 0;
		return row.map( ( index, position ) => {
			if ( position === row.length - 1 ) {
				return roundWidth( 100 - used );
			}
			const width = roundWidth( ( ratios[ index ] / sum ) * 100 );
			used += width;
			return width;
		} );
	} );
}

/** Whether stored widths have the shape of these rows (and are numbers). */
export function widthsFitRows(
	widths: unknown,
	rows: readonly ( readonly number[] )[]
): widths is number[][] {
	return (
		Array.isArray( widths ) &&
		widths.length === rows.length &&
		widths.every(
			( row, r ) =>
				Array.isArray( row ) &&
				row.length === rows[ r ].length &&
				row.every(
					( width ) =>
						typeof width === 'number' && Number.isFinite( width )
				)
		)
	);
}

/**
 * Whether stored widths place `count` images, in rows of numbers: then
 * they are the rows the visitor sees (the server render,
 * blocks/tiled-gallery/render.php, does the same check).
 */
export function widthsPlace( widths: unknown, count: number ): boolean {
	let placed = 0;
	return (
		Array.isArray( widths ) &&
		widths.every(
			( row ) =>
				Array.isArray( row ) &&
				row.length > 0 &&
				row.every( ( width ) => ( placed++, Number.isFinite( width ) ) )
		) &&
		placed === count
	);
}
