/**
 * Responsive images through the resizing service (spec 3 sections 7, 9).
 */
import fc from 'fast-check';
import {
	DEFAULT_RESIZER,
	resizedUrl,
	resizerBase,
	safeImageUrl,
	srcset,
	srcsetWidths,
} from '../srcset';

describe( 'srcset widths', () => {
	it( 'run from min(600, w) to min(2000, w) in steps of 300', () => {
		expect( srcsetWidths( 1200 ) ).toEqual( [ 600, 900, 1200 ] );
		expect( srcsetWidths( 400 ) ).toEqual( [ 400 ] );
		expect( srcsetWidths( 2400 ) ).toEqual( [
			600, 900, 1200, 1500, 1800,
		] );
		expect( srcsetWidths( 0 ) ).toEqual( [] );
		expect( srcsetWidths( NaN ) ).toEqual( [] );
	} );

	it( 'stay within the image and the 2000 px cap', () => {
		fc.assert(
			fc.property( fc.integer( { min: 1, max: 10000 } ), ( width ) => {
				const widths = srcsetWidths( width );
				expect( widths[ 0 ] ).toBe( Math.min( 600, width ) );
				widths.forEach( ( w ) =>
					expect( w ).toBeLessThanOrEqual( Math.min( 2000, width ) )
				);
				widths
					.slice( 1 )
					.forEach( ( w, i ) =>
						expect( w - widths[ i ] ).toBe( 300 )
					);
			} )
		);
	} );
} );

const setEditorState = ( state: Window[ 'orbitBlocksEditorState' ] ) => {
	window.orbitBlocksEditorState = state;
};

describe( 'resized addresses', () => {
	afterEach( () => setEditorState( {} ) );

	it( 'go through i0.wp.com by default, Photon-style', () => {
		expect( resizerBase() ).toBe( DEFAULT_RESIZER );
		expect( resizedUrl( 'https://example.com/a/b.jpg?x=1', 900 ) ).toBe(
			'https://i0.wp.com/example.com/a/b.jpg?x=1&strip=info&w=900'
		);
	} );

	it( 'cap the edge at 2000', () => {
		expect( resizedUrl( 'https://example.com/b.jpg', 5000 ) ).toContain(
			'w=2000'
		);
	} );

	it( 'use the base the host names', () => {
		setEditorState( {
			services: {
				'image-resizer': {
					url: 'http://localhost/stand-in/image-resizer/',
				},
			},
		} );
		expect( resizedUrl( 'http://localhost:8888/up/c.png', 600 ) ).toBe(
			'http://localhost/stand-in/image-resizer/localhost:8888/up/c.png?strip=info&w=600'
		);
	} );

	it( 'put the parameters on a hosted files domain address itself', () => {
		expect(
			resizedUrl( 'https://site.files.wordpress.com/2020/01/a.jpg', 600 )
		).toBe( 'https://site.files.wordpress.com/2020/01/a.jpg?w=600' );
	} );

	it( 'refuse anything but http(s)', () => {
		expect( safeImageUrl( 'javascript:alert(1)' ) ).toBeUndefined();
		expect( safeImageUrl( 'data:image/png;base64,AAAA' ) ).toBeUndefined();
		expect( resizedUrl( 'javascript:alert(1)', 600 ) ).toBeUndefined();
		expect( srcset( 'not a url', 900 ) ).toBeUndefined();
	} );

	it( 'list each width once', () => {
		expect( srcset( 'https://example.com/a.jpg', 900 ) ).toBe(
			'https://i0.wp.com/example.com/a.jpg?strip=info&w=600 600w, https://i0.wp.com/example.com/a.jpg?strip=info&w=900 900w'
		);
	} );
} );
