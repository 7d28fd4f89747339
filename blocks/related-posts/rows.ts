/**
 * How the grid layout splits its posts into rows (spec 2 section 9: "Rows
 * split 2 and 3 for counts of 2, 4 and 5, otherwise 3").
 *
 * - 2 posts: one row of 2.
 * - 4 posts: two rows of 2.
 * - 5 posts: a row of 2, then a row of 3. The spec names no order; the posts
 *   come most related first, so the two closest matches get the wider cards
 *   of the top row and the weaker ones share the row below.
 * - Any other count: rows of 3 (1 → [1], 3 → [3], 6 → [3, 3]).
 *
 * The server render (blocks/related-posts/render.php,
 * orbit_blocks_related_posts_rows) follows the same rule.
 */

/** The sizes of the rows, top first, for `count` posts. */
export function rowSizes( count: number ): number[] {
	const total = Number.isFinite( count )
		? Math.max( 0, Math.floor( count ) )
		: 0;
	if ( total === 2 ) {
		return [ 2 ];
	}
	if ( total === 4 ) {
		return [ 2, 2 ];
	}
	if ( total === 5 ) {
		return [ 2, 3 ];
	}
	const sizes: number[] = [];
	for ( let left = total; left > 0; left -= 3 ) {
		sizes.push( Math.min( 3, left ) );
	}
	return sizes;
}

/** The items split into rows, in order, following rowSizes(). */
export function splitRows< T >( items: readonly T[] ): T[][] {
	const rows: T[][] = [];
	let start = 0;
	for ( const size of rowSizes( items.length ) ) {
		rows.push( items.slice( start, start + size ) );
		start += size;
	}
	return rows;
}

/**
 * For each item, the size of the row it sits in: the markup gives every
 * post its row's size (data-row-size), and the stylesheet's six-column grid
 * lets a post of a row of 2 span 3 columns, of a row of 3 span 2, alone 6.
 */
export function rowSizeOfEach( count: number ): number[] {
	return rowSizes( count ).flatMap( ( size ) => Array( size ).fill( size ) );
}
