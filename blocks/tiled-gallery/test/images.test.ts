/**
 * The image list rules (spec 3 sections 4, 5 and 9).
 */
import { idsOf, isBlobImage, savedImages } from '../images';
import {
	canMove,
	clampColumns,
	fillFromRecord,
	imageFromMedia,
	moveImage,
	needsMetadata,
	removeImage,
} from '../image-list';
import { defaultColumns, effectiveColumns, gridRows } from '../layout/grid';

const a = { id: 1, url: 'https://example.com/a.jpg' };
const b = { id: 2, url: 'https://example.com/b.jpg' };
const c = { id: 3, url: 'https://example.com/c.jpg' };

describe( 'moving', () => {
	it( 'swaps with the neighbour', () => {
		expect( moveImage( [ a, b, c ], 1, -1 ) ).toEqual( [ b, a, c ] );
		expect( moveImage( [ a, b, c ], 1, 1 ) ).toEqual( [ a, c, b ] );
	} );

	it( 'does not move the first backward nor the last forward', () => {
		expect( canMove( 0, -1, 3 ) ).toBe( false );
		expect( canMove( 2, 1, 3 ) ).toBe( false );
		expect( canMove( 1, 1, 3 ) ).toBe( true );
		expect( moveImage( [ a, b, c ], 0, -1 ) ).toEqual( [ a, b, c ] );
		expect( moveImage( [ a, b, c ], 2, 1 ) ).toEqual( [ a, b, c ] );
	} );
} );

describe( 'removing and columns', () => {
	it( 'lowers columns to at most the remaining images', () => {
		expect( removeImage( [ a, b, c ], 0, 3 ) ).toEqual( {
			images: [ b, c ],
			columns: 2,
		} );
		expect( removeImage( [ a, b, c ], 2, 1 ).columns ).toBe( 1 );
	} );

	it( 'leaves columns unset when they were unset', () => {
		expect( removeImage( [ a, b ], 0, undefined ).columns ).toBeUndefined();
		expect( clampColumns( undefined, 2 ) ).toBeUndefined();
		expect( clampColumns( 5, 2 ) ).toBe( 2 );
		expect( clampColumns( 5, 0 ) ).toBe( 1 );
	} );

	it( 'defaults to min(3, images) columns, at most 20', () => {
		expect( defaultColumns( 2 ) ).toBe( 2 );
		expect( defaultColumns( 9 ) ).toBe( 3 );
		expect( effectiveColumns( undefined, 9 ) ).toBe( 3 );
		expect( effectiveColumns( 30, 40 ) ).toBe( 20 );
		expect( effectiveColumns( 6, 4 ) ).toBe( 4 );
		expect( gridRows( 5, 2 ) ).toEqual( [ [ 0, 1 ], [ 2, 3 ], [ 4 ] ] );
	} );
} );

describe( 'blob images', () => {
	it( 'are recognised and never saved', () => {
		const blob = { url: 'blob:http://localhost/123' };
		expect( isBlobImage( blob ) ).toBe( true );
		expect( isBlobImage( a ) ).toBe( false );
		expect( savedImages( [ a, blob, { id: 4 }, b ] ) ).toEqual( [ a, b ] );
	} );
} );

describe( 'ids', () => {
	it( 'follow the images', () => {
		expect(
			idsOf( [ a, { id: '7', url: 'x' }, { url: 'y' }, c ] )
		).toEqual( [ 1, 7, 3 ] );
	} );
} );

describe( 'metadata', () => {
	const record = {
		alt_text: 'From the library',
		link: 'https://example.com/?attachment_id=1',
		source_url: 'https://example.com/a-full.jpg',
		media_details: { width: 1200, height: 800 },
	};

	it( 'is filled from the media record where missing', () => {
		expect( fillFromRecord( { id: 1 }, record ) ).toEqual( {
			id: 1,
			alt: 'From the library',
			link: 'https://example.com/?attachment_id=1',
			url: 'https://example.com/a-full.jpg',
			width: 1200,
			height: 800,
		} );
	} );

	it( 'keeps what the image has', () => {
		expect(
			fillFromRecord(
				{ id: 1, alt: 'Mine', url: a.url, width: 10, height: 5 },
				record
			)
		).toEqual( {
			id: 1,
			alt: 'Mine',
			url: a.url,
			width: 10,
			height: 5,
			link: 'https://example.com/?attachment_id=1',
		} );
	} );

	it( 'is looked up only for saved images lacking some', () => {
		expect( needsMetadata( { id: 1, url: a.url } ) ).toBe( true );
		expect(
			needsMetadata( {
				id: 1,
				url: a.url,
				alt: 'x',
				link: 'l',
				width: 1,
				height: 1,
			} )
		).toBe( false );
		expect( needsMetadata( { url: 'blob:x', id: 2 } ) ).toBe( false );
		expect( needsMetadata( { url: a.url } ) ).toBe( false );
	} );

	it( 'comes from a chosen media item', () => {
		expect(
			imageFromMedia( {
				id: 5,
				url: 'https://example.com/m.jpg',
				alt: 'm',
				link: 'https://example.com/?attachment_id=5',
				sizes: {
					full: {
						url: 'https://example.com/m-full.jpg',
						width: 300,
						height: 200,
					},
				},
			} )
		).toEqual( {
			id: 5,
			alt: 'm',
			url: 'https://example.com/m-full.jpg',
			width: 300,
			height: 200,
			link: 'https://example.com/?attachment_id=5',
		} );
	} );
} );
