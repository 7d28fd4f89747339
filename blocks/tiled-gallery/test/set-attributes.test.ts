/**
 * Spec 3 section 5: setting the gallery's ids directly is an error; ids
 * follow the images.
 */
import { IDS_ERROR, gallerySetAttributes } from '../set-attributes';

describe( 'the gallery’s setAttributes', () => {
	it( 'throws when ids are set directly, and sets nothing', () => {
		const set = jest.fn();
		expect( () =>
			gallerySetAttributes( set )( { ids: [ 1, 2 ] } )
		).toThrow( IDS_ERROR );
		expect( () =>
			gallerySetAttributes( set )( {
				images: [ { id: 1, url: 'https://example.com/1.jpg' } ],
				ids: [ 5 ],
			} )
		).toThrow( IDS_ERROR );
		expect( set ).not.toHaveBeenCalled();
	} );

	it( 'gives a change of the images their ids', () => {
		const set = jest.fn();
		gallerySetAttributes( set )( {
			images: [
				{ id: '4', url: 'https://example.com/4.jpg' },
				{ url: 'blob:http://localhost/x' },
				{ id: 2, url: 'https://example.com/2.jpg' },
			],
			columns: 2,
		} );
		expect( set ).toHaveBeenCalledWith( {
			images: expect.any( Array ),
			columns: 2,
			ids: [ 4, 2 ],
		} );
		gallerySetAttributes( set )( { roundedCorners: 3 } );
		expect( set ).toHaveBeenLastCalledWith( { roundedCorners: 3 } );
	} );
} );
