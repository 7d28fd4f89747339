/**
 * The older versions' migration (the fixtures in tests/fixtures/blocks
 * cover their markup): captions become alt text when there was none, the
 * saved inside and wrapper are dropped, blob images go, ids follow.
 */
import { captionToAlt, migrate } from '../deprecated';

const images = [
	{
		id: '1',
		url: 'https://example.com/a.jpg',
		width: '300',
		height: '200',
	},
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

	it( 'keep the images (not blobs), their ids and the settings', () => {
		expect(
			migrate( {
				images,
				inner: '<div class="tiled-gallery__row"></div>',
				wrapper: 'wp-block-jetpack-tiled-gallery aligncenter',
				columnWidths: [ [ 75, 25 ] ],
				linkTo: 'media',
			} )
		).toEqual( {
			images: images.slice( 0, 2 ),
			ids: [ 1, 2 ],
			columnWidths: [ [ 75, 25 ] ],
			linkTo: 'media',
		} );
	} );

	it( 'turn captions into alt text when migrating', () => {
		expect(
			migrate( {
				images: [ { ...images[ 1 ], alt: '', caption: 'Sea' } ],
			} ).images
		).toEqual( [ { ...images[ 1 ], alt: 'Sea' } ] );
	} );
} );
