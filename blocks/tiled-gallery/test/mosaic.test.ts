/**
 * The mosaic's row rules (layout/mosaic.ts) on galleries a person would
 * recognise.
 */
import { aspectRatio, mosaicRows } from '../layout/mosaic';
import { columnWidths, widthsFitRows } from '../layout/column-widths';
import { placeImages } from '../layout';

const rowSizes = ( ratios: number[] ) =>
	mosaicRows( ratios ).map( ( row ) => row.length );

describe( 'mosaicRows', () => {
	it( 'gives nothing for no images and one row for one', () => {
		expect( mosaicRows( [] ) ).toEqual( [] );
		expect( mosaicRows( [ 1 ] ) ).toEqual( [ [ 0 ] ] );
	} );

	it( 'puts four squares in a row (target 3.5)', () => {
		expect( rowSizes( [ 1, 1, 1, 1, 1, 1, 1, 1 ] ) ).toEqual( [ 4, 4 ] );
	} );

	it( 'puts 3:2 landscapes three to a row at most', () => {
		expect( rowSizes( Array( 6 ).fill( 1.5 ) ) ).toEqual( [ 2, 2, 2 ] );
		expect( rowSizes( Array( 6 ).fill( 1.7 ) ) ).toEqual( [ 2, 2, 2 ] );
	} );

	it( 'lets a row of portraits hold five in a small gallery', () => {
		expect( rowSizes( Array( 5 ).fill( 0.7 ) ) ).toEqual( [ 5 ] );
	} );

	it( 'caps mixed rows at 4 below 15 images and 5 from 15', () => {
		const mixed = [ 0.8, 1, 0.7, 0.7, 0.5, 1, 1, 1 ];
		expect( rowSizes( mixed )[ 0 ] ).toBe( 4 );
		const large = [ ...mixed, ...Array( 7 ).fill( 1 ) ];
		expect( rowSizes( large )[ 0 ] ).toBe( 5 );
	} );

	it( 'gives a panorama wider than 5 a row of its own', () => {
		expect( mosaicRows( [ 1, 1, 6, 1, 1 ] ) ).toEqual( [
			[ 0, 1 ],
			[ 2 ],
			[ 3, 4 ],
		] );
	} );

	it( 'stops before an image that would take the row past 5', () => {
		expect( mosaicRows( [ 2.5, 3 ] ) ).toEqual( [ [ 0 ], [ 1 ] ] );
	} );

	it( 'merges a lone square last row into the row before', () => {
		// 4 squares (3.5 reached at 4) then one square: merged into 5.
		expect( mosaicRows( [ 1, 1, 0.8, 0.8, 1 ] ) ).toEqual( [
			[ 0, 1, 2, 3, 4 ],
		] );
		// A short row takes the next image even past the target.
		expect( rowSizes( [ 1.5, 1.5, 1.5, 3 ] ) ).toEqual( [ 2, 2 ] );
		// A last row that is wide enough (2 or more) stays.
		expect( rowSizes( [ 1, 1, 1, 1, 2.5 ] ) ).toEqual( [ 4, 1 ] );
	} );
} );

describe( 'aspectRatio', () => {
	it( 'is width over height, 1 when unknown', () => {
		expect( aspectRatio( 1200, 800 ) ).toBe( 1.5 );
		expect( aspectRatio( '600', '1200' ) ).toBe( 0.5 );
		expect( aspectRatio( undefined, 100 ) ).toBe( 1 );
		expect( aspectRatio( 100, 0 ) ).toBe( 1 );
	} );
} );

describe( 'column widths', () => {
	it( 'shares each row by aspect ratio, to 5 decimals', () => {
		expect( columnWidths( [ [ 0, 1, 2 ] ], [ 1, 1, 1 ] ) ).toEqual( [
			[ 33.33333, 33.33333, 33.33334 ],
		] );
		expect( columnWidths( [ [ 0, 1 ] ], [ 1.5, 0.5 ] ) ).toEqual( [
			[ 75, 25 ],
		] );
	} );

	it( 'keeps stored widths only when they fit the rows', () => {
		const rows = [ [ 0, 1 ] ];
		expect( widthsFitRows( [ [ 60, 40 ] ], rows ) ).toBe( true );
		expect( widthsFitRows( [ [ 100 ] ], rows ) ).toBe( false );
		expect( widthsFitRows( [], rows ) ).toBe( false );
		expect( widthsFitRows( [ [ 60, '40' ] ], rows ) ).toBe( false );
		expect(
			placeImages( 'rectangular', [ 1, 1 ], 3, [ [ 60, 40 ] ] ).widths
		).toEqual( [ [ 60, 40 ] ] );
		expect( placeImages( 'rectangular', [ 1, 1 ], 3, [] ).widths ).toEqual(
			[ [ 50, 50 ] ]
		);
	} );

	it( 'places square tiles and circles in rows of the columns', () => {
		expect( placeImages( 'square', [ 1, 2, 1, 1 ], 3 ) ).toEqual( {
			rows: [ [ 0, 1, 2 ], [ 3 ] ],
			widths: [ [ 33.33333, 33.33333, 33.33333 ], [ 100 ] ],
		} );
		expect( placeImages( 'circle', [ 1, 1 ], 2 ).rows ).toEqual( [
			[ 0, 1 ],
		] );
		expect( placeImages( 'columns', [ 1, 2, 1 ], 2 ).rows ).toEqual( [
			[ 0, 1, 2 ],
		] );
	} );
} );
