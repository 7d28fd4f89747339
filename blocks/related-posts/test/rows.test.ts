/**
 * The grid's rows (spec 2 section 9): rows of 2 for 2 and 4 posts, 2 then 3
 * for 5, otherwise rows of 3.
 */
import { rowSizeOfEach, rowSizes, splitRows } from '../rows';

describe( 'rowSizes', () => {
	it.each( [
		[ 1, [ 1 ] ],
		[ 2, [ 2 ] ],
		[ 3, [ 3 ] ],
		[ 4, [ 2, 2 ] ],
		[ 5, [ 2, 3 ] ],
		[ 6, [ 3, 3 ] ],
	] )( '%i posts: rows of %j', ( count, sizes ) => {
		expect( rowSizes( count ) ).toEqual( sizes );
	} );

	it( 'has no rows for no posts or an unreadable count', () => {
		expect( rowSizes( 0 ) ).toEqual( [] );
		expect( rowSizes( -2 ) ).toEqual( [] );
		expect( rowSizes( NaN ) ).toEqual( [] );
	} );

	it( 'always places every post, never more than 3 a row', () => {
		for ( let count = 1; count <= 12; count++ ) {
			const sizes = rowSizes( count );
			expect( sizes.reduce( ( sum, size ) => sum + size, 0 ) ).toBe(
				count
			);
			expect( Math.max( ...sizes ) ).toBeLessThanOrEqual( 3 );
		}
	} );
} );

describe( 'splitRows', () => {
	const posts = [ 'a', 'b', 'c', 'd', 'e', 'f' ];

	it.each( [
		[ 1, [ [ 'a' ] ] ],
		[ 2, [ [ 'a', 'b' ] ] ],
		[ 3, [ [ 'a', 'b', 'c' ] ] ],
		[
			4,
			[
				[ 'a', 'b' ],
				[ 'c', 'd' ],
			],
		],
		[
			5,
			[
				[ 'a', 'b' ],
				[ 'c', 'd', 'e' ],
			],
		],
		[
			6,
			[
				[ 'a', 'b', 'c' ],
				[ 'd', 'e', 'f' ],
			],
		],
	] )( '%i posts keep their order, most related first', ( count, rows ) => {
		expect( splitRows( posts.slice( 0, count ) ) ).toEqual( rows );
	} );

	it( 'gives no rows for no posts', () => {
		expect( splitRows( [] ) ).toEqual( [] );
	} );
} );

describe( 'rowSizeOfEach', () => {
	it.each( [
		[ 1, [ 1 ] ],
		[ 2, [ 2, 2 ] ],
		[ 3, [ 3, 3, 3 ] ],
		[ 4, [ 2, 2, 2, 2 ] ],
		[ 5, [ 2, 2, 3, 3, 3 ] ],
		[ 6, [ 3, 3, 3, 3, 3, 3 ] ],
	] )( '%i posts: each in a row of %j', ( count, sizes ) => {
		expect( rowSizeOfEach( count ) ).toEqual( sizes );
	} );
} );
