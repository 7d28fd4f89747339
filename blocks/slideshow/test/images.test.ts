/** Slides from media records and other blocks: ids, urls, escaped captions, upload state. */
import fc from 'fast-check';
import { idsOf, isSafeImageUrl, keepImagesWithIdAndUrl } from '../images';
import { imageFromMedia, isUploading, urlForSize } from '../media';

describe( 'slides from media', () => {
	it( 'takes id, url, alt and an escaped caption', () => {
		expect(
			imageFromMedia( {
				id: 12,
				url: 'https://example.test/a.png',
				alt: 'A cat',
				caption: 'Tom & <b>Jerry</b><script>x</script>',
			} )
		).toEqual( {
			id: 12,
			url: 'https://example.test/a.png',
			alt: 'A cat',
			caption: 'Tom &amp; &lt;b>Jerry&lt;/b>&lt;script>x&lt;/script>',
		} );
		expect(
			imageFromMedia( {
				id: '7',
				source_url: '/wp-content/uploads/b.png',
				alt_text: 'B',
				caption: { raw: 'Raw' },
			} )
		).toEqual( {
			id: 7,
			url: '/wp-content/uploads/b.png',
			alt: 'B',
			caption: 'Raw',
		} );
	} );

	it( "takes the address of the chosen size, from the media modal's or the REST API's record, else the original's", () => {
		const modal = {
			id: 3,
			url: 'https://example.test/c.jpg',
			sizes: { medium: { url: 'https://example.test/c-300x200.jpg' } },
		};
		const rest = {
			id: 4,
			source_url: 'https://example.test/d.jpg',
			media_details: {
				sizes: {
					large: {
						source_url: 'https://example.test/d-1024x683.jpg',
					},
				},
			},
		};
		expect( urlForSize( modal, 'medium' ) ).toBe(
			'https://example.test/c-300x200.jpg'
		);
		expect( urlForSize( rest, 'large' ) ).toBe(
			'https://example.test/d-1024x683.jpg'
		);
		expect( urlForSize( rest, 'medium' ) ).toBeUndefined();
		expect( imageFromMedia( modal, 'medium' ).url ).toBe(
			'https://example.test/c-300x200.jpg'
		);
		expect( imageFromMedia( rest, 'large' ).url ).toBe(
			'https://example.test/d-1024x683.jpg'
		);
		// A size the image does not have (smaller than it): the original.
		expect( imageFromMedia( modal, 'large' ).url ).toBe(
			'https://example.test/c.jpg'
		);
		expect( imageFromMedia( modal ).url ).toBe(
			'https://example.test/c.jpg'
		);
	} );

	it( 'sees an upload in progress by its blob address', () => {
		expect( isUploading( [ { url: 'blob:http://x/1' } ] ) ).toBe( true );
		expect(
			isUploading( [ { id: 1, url: 'https://x.test/1.png' } ] )
		).toBe( false );
		expect( isUploading( [] ) ).toBe( false );
	} );

	it( 'lists numeric ids', () => {
		expect(
			idsOf( [ { id: 3 }, { id: '4' }, { url: 'blob:x' }, { id: 'x' } ] )
		).toEqual( [ 3, 4 ] );
	} );
} );

describe( 'addresses', () => {
	it( 'accepts http(s), site-relative and blob, nothing else', () => {
		expect( isSafeImageUrl( 'https://a.test/x.png' ) ).toBe( true );
		expect( isSafeImageUrl( 'HTTP://a.test/x.png' ) ).toBe( true );
		expect( isSafeImageUrl( '/wp-content/x.png' ) ).toBe( true );
		expect( isSafeImageUrl( 'blob:http://a.test/1' ) ).toBe( true );
		expect( isSafeImageUrl( 'javascript:alert(1)' ) ).toBe( false );
		expect( isSafeImageUrl( 'data:image/png;base64,xx' ) ).toBe( false );
		expect( isSafeImageUrl( '' ) ).toBe( false );
		expect( isSafeImageUrl( undefined ) ).toBe( false );
	} );

	it( 'never accepts a script address (property)', () => {
		fc.assert(
			fc.property(
				fc.string(),
				( rest ) => ! isSafeImageUrl( `javascript:${ rest }` )
			)
		);
	} );
} );

describe( 'images taken from other blocks', () => {
	it( 'keeps only those with an id and a url', () => {
		expect(
			keepImagesWithIdAndUrl( [
				{
					id: 1,
					url: 'https://a.test/1.png',
					alt: 'one',
					caption: 'c',
				},
				{ id: 2 },
				{ url: 'https://a.test/3.png' },
				{ id: 4, url: 'blob:http://a.test/4' },
				{ id: 5, url: 'javascript:alert(1)' },
				null,
				{ id: '6', url: 'https://a.test/6.png' },
			] )
		).toEqual( [
			{ id: 1, url: 'https://a.test/1.png', alt: 'one', caption: 'c' },
			{ id: 6, url: 'https://a.test/6.png', alt: '', caption: '' },
		] );
	} );
} );
