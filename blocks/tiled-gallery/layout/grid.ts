/**
 * The other layouts' placement (spec 3: circles, square tiles). Tiled
 * columns need none: the browser's multi-column layout (style.scss) stacks
 * the images in order into `columns` columns of balanced height.
 */
import { MAX_COLUMNS } from '../constants';

/** Default columns: min(3, image count), at least 1. */
export function defaultColumns( count: number ): number {
	return Math.max( 1, Math.min( 3, count ) );
}

/** Columns in force: the stored value (clamped to 1..min(20, count)) or the default. */
export function effectiveColumns( columns: unknown, count: number ): number {
	const stored = Number( columns );
	if (
		columns === undefined ||
		columns === null ||
		! Number.isFinite( stored ) ||
		stored < 1
	) {
		return defaultColumns( count );
	}
	return Math.max(
		1,
		Math.min( Math.floor( stored ), MAX_COLUMNS, Math.max( count, 1 ) )
	);
}

/** Circles and square tiles: rows of `columns` images, the last row shorter. */
export function gridRows( count: number, columns: number ): number[][] {
	const rows: number[][] = [];
	const step = Math.max( 1, columns );
	for ( let start = 0; start < count; start += step ) {
		rows.push(
			Array.from(
				{ length: Math.min( step, count - start ) },
				( _, k ) => start + k
			)
		);
	}
	return rows;
}
