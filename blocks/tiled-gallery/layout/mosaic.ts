/**
 * The tiled mosaic's rows (the "rectangular" layout). Pure: aspect ratios
 * in, rows of image indexes out; no DOM, no container width.
 *
 * Every row is drawn at one height and fills the width exactly (save.tsx
 * gives each tile a flex-basis proportional to its aspect ratio), so a row
 * of images whose aspect ratios (width / height) add up to S is
 * (W - gutters) / S tall. Choosing rows is choosing S per row: we keep S
 * near one target so that rows have similar heights. The spec's thresholds
 * (section 9) and how we use them:
 *
 * - 3.5 TARGET: a row stops taking images once S reaches 3.5 (rows about
 *   W / 3.5 tall: three landscapes, four squares, five portraits).
 * - 2 MIN_ROW_SUM: below it a row is too tall, so it always takes the next
 *   image; from 2 on, it takes the next image only if that brings S closer
 *   to 3.5 and keeps S at most 5.
 * - 5 MAX_ROW_SUM: a row never grows beyond 5 (rows never thinner than
 *   W / 5), except that a single panorama wider than 5 has a row alone.
 * - 0.9 and 1.6 shapes: an image under 0.9 is a portrait, at 1.6 or more a
 *   landscape. A row with a landscape holds at most 3 images; a row of
 *   portraits only may hold 5.
 * - 15 images: a gallery of 15 images or more allows 5 images in any row;
 *   a smaller one at most 4 (except all-portrait rows), for larger tiles.
 * - 7 MAX_MERGED_SUM: the last row, when left under 2 (one square image,
 *   say, which would be a whole-width tile), joins the row before it if
 *   the two together hold at most 5 images and add up to at most 7.
 * - Rows hold 1 to 5 images, in the gallery's order; every image is placed
 *   once. The work is one pass (linear in the number of images).
 * - A missing or broken size counts as a square (ratio 1).
 */
import { aspectRatio } from './ratio';

export { aspectRatio };

export const PORTRAIT_BELOW = 0.9;
export const LANDSCAPE_FROM = 1.6;
export const MIN_ROW_SUM = 2;
export const TARGET_ROW_SUM = 3.5;
export const MAX_ROW_SUM = 5;
export const MAX_MERGED_SUM = 7;
export const LARGE_GALLERY = 15;
export const MAX_PER_ROW = 5;

function rowCap(
	hasLandscape: boolean,
	allPortrait: boolean,
	large: boolean
): number {
	if ( hasLandscape ) {
		return 3;
	}
	if ( allPortrait || large ) {
		return MAX_PER_ROW;
	}
	return 4;
}

/** Rows of image indexes, in order, for these aspect ratios. */
export function mosaicRows( ratios: readonly number[] ): number[][] {
	const rows: number[][] = [];
	const sums: number[] = [];
	const large = ratios.length >= LARGE_GALLERY;
	let i = 0;
	while ( i < ratios.length ) {
		const row = [ i ];
		let sum = ratios[ i ];
		let hasLandscape = ratios[ i ] >= LANDSCAPE_FROM;
		let allPortrait = ratios[ i ] < PORTRAIT_BELOW;
		i++;
		while ( i < ratios.length && sum < TARGET_ROW_SUM ) {
			const next = ratios[ i ];
			const landscape = hasLandscape || next >= LANDSCAPE_FROM;
			const portrait = allPortrait && next < PORTRAIT_BELOW;
			if ( row.length >= rowCap( landscape, portrait, large ) ) {
				break;
			}
			if ( sum >= MIN_ROW_SUM ) {
				const grown = sum + next;
				if (
					grown > MAX_ROW_SUM ||
					Math.abs( grown - TARGET_ROW_SUM ) >
						Math.abs( sum - TARGET_ROW_SUM )
				) {
					break;
				}
			}
			row.push( i );
			sum += next;
			hasLandscape = landscape;
			allPortrait = portrait;
			i++;
		}
		rows.push( row );
		sums.push( sum );
	}
	const last = rows.length - 1;
	if (
		last > 0 &&
		sums[ last ] < MIN_ROW_SUM &&
		rows[ last ].length + rows[ last - 1 ].length <= MAX_PER_ROW &&
		sums[ last ] + sums[ last - 1 ] <= MAX_MERGED_SUM
	) {
		rows[ last - 1 ].push( ...rows[ last ] );
		rows.pop();
	}
	return rows;
}
