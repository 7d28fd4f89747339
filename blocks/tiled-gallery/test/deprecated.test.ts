/**
 * The older versions' migrations (the fixtures in tests/fixtures/blocks
 * cover their markup): captions become alt text when there was none, and
 * column widths are computed and stored for the mosaic.
 */
import { captionToAlt, v1, v2, withColumnWidths } from '../deprecated';

const images = [
	{ id: '1', url: 'https://example.com/a.jpg', width: '300', height: '200' },
	{ id: '2', url: 'https://example.com/b.jpg', width: '100', height: '200' },
	{ url: 'blob:http://localhost/3' },
];

describe( 'deprecations', () => {
	it( 'turn a caption into alt text only when alt was empty', () => {
		expect(
			captionToAlt( { alt: '', caption: 'A <em>red</em> door' } )
		).toEqual( {
			alt: 'A red door',
		} );
		expect( captionToAlt( { alt: 'Door', caption: 'Other' } ) ).toEqual( {
			alt: 'Door',
		} );
		expect( captionToAlt( { alt: 'Door' } ) ).toEqual( { alt: 'Door' } );
	} );

	it( 'store the mosaic column widths and ids', () => {
		expect( withColumnWidths( { images } ) ).toEqual( {
			images: images.slice( 0, 2 ),
			ids: [ 1, 2 ],
			columnWidths: [ [ 75, 25 ] ],
		} );
	} );

	it( 'store no widths for the other layouts', () => {
		expect(
			withColumnWidths( { images, className: 'is-style-square' } )
				.columnWidths
		).toBeUndefined();
	} );

	it( 'migrate v1 and v2', () => {
		expect(
			v1.migrate( {
				images: [ { ...images[ 0 ], alt: '', caption: 'Sea' } ],
			} ).images
		).toEqual( [ { ...images[ 0 ], alt: 'Sea' } ] );
		expect( v2.migrate( { images } ).columnWidths ).toEqual( [
			[ 75, 25 ],
		] );
	} );
} );
