/**
 * Layouts, filters, rounded corners and Link To (spec 3 sections 3, 4, 5).
 */
import { galleryClasses } from '../classes';
import { filterOptions, linkToOptions, nextFilter } from '../edit-options';
import metadata from '../block.json';
import { cornersFor, layoutOf } from '../styles';

const images = [ { id: 1, url: 'https://example.com/a.jpg' } ];

describe( 'layouts', () => {
	it( 'are four block styles, the mosaic the default', () => {
		expect( metadata.styles ).toEqual( [
			{ name: 'rectangular', label: 'Tiled mosaic', isDefault: true },
			{ name: 'circle', label: 'Circles' },
			{ name: 'square', label: 'Square tiles' },
			{ name: 'columns', label: 'Tiled columns' },
		] );
	} );

	it( 'come from the class name', () => {
		expect( layoutOf( undefined ) ).toBe( 'rectangular' );
		expect( layoutOf( 'custom is-style-circle' ) ).toBe( 'circle' );
		expect( layoutOf( 'is-style-columns' ) ).toBe( 'columns' );
		expect( layoutOf( 'is-style-unknown' ) ).toBe( 'rectangular' );
	} );
} );

describe( 'filters', () => {
	it( 'are the spec six, Original first', () => {
		expect( filterOptions().map( ( option ) => option.value ) ).toEqual( [
			'none',
			'black-and-white',
			'sepia',
			'1977',
			'clarendon',
			'gingham',
		] );
		expect( filterOptions()[ 0 ].label ).toBe( 'Original' );
	} );

	it( 'clear when the current one is picked again', () => {
		expect( nextFilter( undefined, 'sepia' ) ).toBe( 'sepia' );
		expect( nextFilter( 'sepia', 'sepia' ) ).toBeUndefined();
		expect( nextFilter( 'sepia', 'gingham' ) ).toBe( 'gingham' );
		expect( nextFilter( 'sepia', 'none' ) ).toBeUndefined();
		expect( nextFilter( 'sepia', 'bogus' ) ).toBe( 'sepia' );
	} );
} );

describe( 'rounded corners', () => {
	it( 'run 0 to 20 and never apply to circles', () => {
		expect( cornersFor( 'rectangular', 8 ) ).toBe( 8 );
		expect( cornersFor( 'square', 99 ) ).toBe( 20 );
		expect( cornersFor( 'columns', -3 ) ).toBe( 0 );
		expect( cornersFor( 'circle', 8 ) ).toBe( 0 );
	} );
} );

describe( 'Link To', () => {
	it( 'offers Attachment Page, Media File and None', () => {
		expect( linkToOptions() ).toEqual( [
			{ value: 'attachment', label: 'Attachment Page' },
			{ value: 'media', label: 'Media File' },
			{ value: 'none', label: 'None' },
		] );
	} );
} );

describe( 'wrapper classes', () => {
	it( 'name the layout, corners, filter and columns', () => {
		expect(
			galleryClasses(
				{
					images,
					className: 'is-style-square',
					roundedCorners: 6,
					imageFilter: 'sepia',
				},
				1
			)
		).toBe( 'has-rounded-corners-6 filter__sepia' );
		expect( galleryClasses( { images }, 1 ) ).toBe(
			'is-style-rectangular'
		);
		expect(
			galleryClasses(
				{ images, className: 'is-style-circle', roundedCorners: 6 },
				1
			)
		).toBe( '' );
		expect(
			galleryClasses(
				{ images, className: 'is-style-columns', columns: 4 },
				6
			)
		).toBe( 'columns-4' );
		expect(
			galleryClasses( { images, imageFilter: '"><script>' }, 1 )
		).toBe( 'is-style-rectangular' );
	} );
} );
