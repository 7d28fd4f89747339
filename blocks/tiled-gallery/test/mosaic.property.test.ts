/**
 * The mosaic's promises for any gallery (fast-check): every image placed
 * once and in order, rows of 1 to 5 images, rows filling the width within a
 * pixel at any container width, one height per row, column widths adding
 * up to 100 per row and stored to 5 decimals.
 */
import fc from 'fast-check';
import { GUTTER } from '../constants';
import { columnWidths } from '../layout/column-widths';
import { aspectRatio, mosaicRows } from '../layout/mosaic';
import { pixelRows } from '../layout/pixels';

const ratio = fc.oneof(
	fc.double( { min: 0.05, max: 20, noNaN: true } ),
	fc.constantFrom( 0.5, 0.75, 1, 4 / 3, 1.5, 16 / 9, 3 )
);
const gallery = fc.array( ratio, { minLength: 0, maxLength: 120 } );

describe( 'mosaic layout properties', () => {
	it( 'places every image once, in order, in rows of 1 to 5', () => {
		fc.assert(
			fc.property( gallery, ( ratios ) => {
				const rows = mosaicRows( ratios );
				expect( rows.flat() ).toEqual( ratios.map( ( _, i ) => i ) );
				rows.forEach( ( row ) => {
					expect( row.length ).toBeGreaterThanOrEqual( 1 );
					expect( row.length ).toBeLessThanOrEqual( 5 );
				} );
			} )
		);
	} );

	it( 'gives column widths adding up to 100 per row, to 5 decimals', () => {
		fc.assert(
			fc.property( gallery, ( ratios ) => {
				const rows = mosaicRows( ratios );
				const widths = columnWidths( rows, ratios );
				widths.forEach( ( row, r ) => {
					expect( row ).toHaveLength( rows[ r ].length );
					const sum = row.reduce( ( a, b ) => a + b, 0 );
					expect( Math.abs( sum - 100 ) ).toBeLessThanOrEqual( 1e-5 );
					row.forEach( ( width ) => {
						expect( width ).toBeGreaterThan( 0 );
						expect( Math.round( width * 1e5 ) / 1e5 ).toBe( width );
					} );
				} );
			} )
		);
	} );

	it( 'fills the width within a pixel, tiles of a row sharing one height', () => {
		fc.assert(
			fc.property(
				gallery,
				fc.integer( { min: 320, max: 2400 } ),
				( ratios, containerWidth ) => {
					const rows = mosaicRows( ratios );
					const widths = columnWidths( rows, ratios );
					const pixels = pixelRows(
						widths,
						rows,
						ratios,
						containerWidth
					);
					pixels.forEach( ( row, r ) => {
						const used =
							row.widths.reduce( ( a, b ) => a + b, 0 ) +
							GUTTER * ( row.widths.length - 1 );
						expect(
							Math.abs( used - containerWidth )
						).toBeLessThan( 1 );
						row.widths.forEach( ( width, c ) => {
							const height = width / ratios[ rows[ r ][ c ] ];
							expect(
								Math.abs( height - row.height )
							).toBeLessThan( 1 );
						} );
					} );
				}
			)
		);
	} );

	it( 'reads broken sizes as squares', () => {
		fc.assert(
			fc.property( fc.anything(), fc.anything(), ( w, h ) => {
				const r = aspectRatio( w, h );
				expect( Number.isFinite( r ) && r > 0 ).toBe( true );
			} )
		);
		// Found by the property above: a ratio that overflows.
		expect( aspectRatio( 1, 5e-324 ) ).toBe( 1 );
		expect( aspectRatio( 5e-324, 1e300 ) ).toBe( 1 );
	} );
} );
