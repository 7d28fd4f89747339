/**
 * Component tests of the tiled gallery in the editor (spec 3 "Gallery
 * block", sections 2, 4 and 5), with the media record answered by an
 * api-fetch double and the media library and upload by stand-ins: the
 * placeholder; choosing images (ids, columns clamp); selecting, moving,
 * removing (columns clamp), Backspace; deselection when the block loses
 * selection; the blob spinner; metadata from the media record; the filter
 * menu (picking the current one clears it); the settings shown per layout;
 * column widths stored when missing or after a change only; uploads and
 * their errors in the notice list.
 */
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { TiledGalleryEdit } from '../edit';
import { registerCoreEntities } from './core-entities';
import type { TiledGalleryAttributes } from '../types';
import '../../../tests/setup/resize-observer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
registerCoreEntities();

const mockMediaUpload = jest.fn();

jest.mock( '@wordpress/block-editor', () => {
	const actual = jest.requireActual( '@wordpress/block-editor' );
	return {
		...actual,
		BlockControls: ( { children }: { children: unknown } ) => children,
		InspectorControls: ( { children }: { children: unknown } ) => (
			<div data-testid="sidebar">{ children as never }</div>
		),
		MediaUploadCheck: ( { children }: { children: unknown } ) => children,
		MediaUpload: ( {
			render: renderButton,
			onSelect,
		}: {
			render: ( args: { open: () => void } ) => unknown;
			onSelect: ( items: unknown[] ) => void;
		} ) =>
			renderButton( {
				open: () =>
					onSelect( [
						{
							id: 9,
							url: 'https://example.com/9.jpg',
							width: 10,
							height: 10,
						},
					] ),
			} ),
		MediaPlaceholder: ( {
			labels,
			onSelect,
			accept,
		}: {
			labels: { title: string };
			onSelect: ( items: unknown[] ) => void;
			accept: string;
		} ) => (
			<div data-testid="placeholder" data-accept={ accept }>
				<h2>{ labels.title }</h2>
				<button
					// The library's first two images (IMAGES, below: read
					// when clicked, after the module has run).
					onClick={ () => onSelect( mockImages().slice( 0, 2 ) ) }
				>
					Media Library
				</button>
			</div>
		),
		useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
			...props,
			className: `wp-block-jetpack-tiled-gallery ${
				props.className ?? ''
			}`,
		} ),
	};
} );

const IMAGES = [
	{
		id: 1,
		url: 'https://example.com/1.jpg',
		width: 300,
		height: 200,
		alt: 'One',
		link: 'l1',
	},
	{
		id: 2,
		url: 'https://example.com/2.jpg',
		width: 200,
		height: 300,
		alt: 'Two',
		link: 'l2',
	},
	{
		id: 3,
		url: 'https://example.com/3.jpg',
		width: 200,
		height: 200,
		alt: 'Three',
		link: 'l3',
	},
];
const mockImages = () => IMAGES;

let latest: TiledGalleryAttributes;
const setSpy = jest.fn();
const notices = { createErrorNotice: jest.fn(), removeAllNotices: jest.fn() };

function Harness( {
	initial,
	selected = true,
}: {
	initial: Partial< TiledGalleryAttributes >;
	selected?: boolean;
} ) {
	const [ attributes, setAttributes ] = useState< TiledGalleryAttributes >( {
		images: [],
		className: 'is-style-rectangular',
		...initial,
	} );
	latest = attributes;
	return (
		<TiledGalleryEdit
			attributes={ attributes }
			setAttributes={ ( next ) => {
				setSpy( next );
				setAttributes( ( previous ) => ( { ...previous, ...next } ) );
			} }
			isSelected={ selected }
			noticeOperations={ notices }
			noticeUI={ false }
		/>
	);
}

const renderEdit = (
	initial: Partial< TiledGalleryAttributes > = {},
	selected = true
) => render( <Harness initial={ initial } selected={ selected } /> );

const tileIds = () =>
	Array.from( document.querySelectorAll( '.tiled-gallery__item img' ) ).map(
		( img ) => img.getAttribute( 'data-id' )
	);

beforeEach( () => {
	apiFetchDouble.mockReset().mockResolvedValue( {} );
	mockMediaUpload.mockReset();
	dispatch( blockEditorStore ).updateSettings( {
		mediaUpload: mockMediaUpload,
	} as never );
	setSpy.mockReset();
	notices.createErrorNotice.mockReset();
} );

/** The image whose button is `name` is the selected one (pressed). */
const expectSelected = ( name: string ) =>
	expect( screen.getByRole( 'button', { name } ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);

describe( 'empty gallery', () => {
	it( 'shows the Tiled Gallery placeholder accepting images', () => {
		renderEdit();
		expect(
			screen.getByRole( 'heading', { name: 'Tiled Gallery' } )
		).toBeVisible();
		expect( screen.getByTestId( 'placeholder' ) ).toHaveAttribute(
			'data-accept',
			'image/*'
		);
	} );

	it( 'shows the gallery once images are chosen, with ids and clamped columns', async () => {
		renderEdit( { columns: 5 } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Media Library' } )
		);
		expect( tileIds() ).toEqual( [ '1', '2' ] );
		expect( latest.ids ).toEqual( [ 1, 2 ] );
		expect( latest.columns ).toBe( 2 );
	} );
} );

describe( 'selection, moving and removing', () => {
	it( 'selects an image and offers its buttons; the first cannot move backward', async () => {
		renderEdit( { images: IMAGES } );
		expect(
			screen.queryByRole( 'button', { name: 'Remove image' } )
		).toBeNull();
		await userEvent.click( screen.getByRole( 'button', { name: 'One' } ) );
		expectSelected( 'One' );
		expect(
			screen.getByRole( 'button', { name: 'Move image backward' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'moves forward and keeps the moved image selected; the last cannot move forward', async () => {
		renderEdit( { images: IMAGES } );
		await userEvent.click( screen.getByRole( 'button', { name: 'Two' } ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		);
		expect( latest.images.map( ( image ) => image.id ) ).toEqual( [
			1, 3, 2,
		] );
		expect( latest.ids ).toEqual( [ 1, 3, 2 ] );
		expectSelected( 'Two' );
		expect(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Move image backward' } )
		);
		expect( latest.ids ).toEqual( [ 1, 2, 3 ] );
	} );

	it.each( [ 'is-style-rectangular', 'is-style-square' ] )(
		'keeps focus on the move button after moving, back and forth (%s)',
		async ( className ) => {
			renderEdit( { images: IMAGES, className, columns: 2 } );
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Two' } )
			);
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Move image forward' } )
			);
			expect( latest.ids ).toEqual( [ 1, 3, 2 ] );
			expect(
				screen.getByRole( 'button', { name: 'Move image forward' } )
			).toHaveFocus();
			// The keyboard goes on from there: Shift+Tab to Move backward.
			await userEvent.tab( { shift: true } );
			expect(
				screen.getByRole( 'button', { name: 'Move image backward' } )
			).toHaveFocus();
			await userEvent.keyboard( '{Enter}' );
			expect( latest.ids ).toEqual( [ 1, 2, 3 ] );
			expect(
				screen.getByRole( 'button', { name: 'Move image backward' } )
			).toHaveFocus();
			await userEvent.keyboard( '{Enter}' );
			expect( latest.ids ).toEqual( [ 2, 1, 3 ] );
			expect(
				screen.getByRole( 'button', { name: 'Move image backward' } )
			).toHaveFocus();
			expect(
				screen.getByRole( 'button', { name: 'Two' } )
			).toHaveAttribute( 'aria-pressed', 'true' );
		}
	);

	it( 'removes, deselects and lowers the columns', async () => {
		renderEdit( {
			images: IMAGES,
			columns: 3,
			className: 'is-style-square',
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Three' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove image' } )
		);
		expect( latest.ids ).toEqual( [ 1, 2 ] );
		expect( latest.columns ).toBe( 2 );
		expect( screen.queryByRole( 'button', { pressed: true } ) ).toBeNull();
	} );

	it( 'removes the focused selected image with Backspace or Delete', async () => {
		renderEdit( { images: IMAGES } );
		const one = screen.getByRole( 'button', { name: 'One' } );
		await userEvent.click( one );
		fireEvent.keyDown( one, { key: 'Backspace' } );
		expect( latest.ids ).toEqual( [ 2, 3 ] );
		const two = screen.getByRole( 'button', { name: 'Two' } );
		await userEvent.click( two );
		fireEvent.keyDown( two, { key: 'Delete' } );
		expect( latest.ids ).toEqual( [ 3 ] );
	} );

	it( 'deselects when the block loses selection', async () => {
		const { rerender } = renderEdit( { images: IMAGES } );
		await userEvent.click( screen.getByRole( 'button', { name: 'One' } ) );
		rerender(
			<Harness initial={ { images: IMAGES } } selected={ false } />
		);
		expect( screen.queryByRole( 'button', { pressed: true } ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Remove image' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Upload an image' } )
		).toBeNull();
	} );
} );

describe( 'uploads and metadata', () => {
	it( 'shows a spinner over a blob image', () => {
		renderEdit( {
			images: [ ...IMAGES, { url: 'blob:http://localhost/x' } ],
		} );
		expect(
			document.querySelectorAll(
				'.tiled-gallery__item.is-transient .components-spinner'
			)
		).toHaveLength( 1 );
	} );

	it( 'fills missing metadata from the media records, in one request for every image', async () => {
		apiFetchDouble.mockResolvedValue( [
			{
				id: 7,
				alt_text: 'From library',
				link: 'https://example.com/?attachment_id=7',
				source_url: 'https://example.com/7.jpg',
				media_details: { width: 640, height: 480 },
			},
			{
				id: 8,
				alt_text: 'Eight',
				link: 'https://example.com/?attachment_id=8',
				source_url: 'https://example.com/8.jpg',
				media_details: { width: 300, height: 300 },
			},
		] );
		renderEdit( { images: [ { id: '7' }, { id: '8' } ] } );
		await waitFor( () =>
			expect( latest.images[ 0 ] ).toEqual( {
				id: '7',
				alt: 'From library',
				link: 'https://example.com/?attachment_id=7',
				url: 'https://example.com/7.jpg',
				width: 640,
				height: 480,
			} )
		);
		expect( latest.images[ 1 ] ).toMatchObject( { id: '8', alt: 'Eight' } );
		expect( latest.ids ).toEqual( [ 7, 8 ] );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 1 );
		expect( apiFetchDouble ).toHaveBeenCalledWith( {
			path: '/wp/v2/media?include%5B0%5D=7&include%5B1%5D=8&per_page=2&context=edit',
		} );
	} );

	it( 'uploads with Upload an image and reports errors in the notice list', async () => {
		mockMediaUpload.mockImplementation( ( { onFileChange, onError } ) => {
			onFileChange( [ { url: 'blob:http://localhost/new' } ] );
			onError( 'The upload failed.' );
		} );
		renderEdit( { images: IMAGES } );
		const input = document.querySelector(
			'.tiled-gallery__add-item input[type="file"]'
		) as HTMLInputElement;
		expect( input ).toHaveAttribute(
			'accept',
			expect.stringMatching( /^image\/\*/ )
		);
		const file = new File( [ 'x' ], 'x.png', { type: 'image/png' } );
		fireEvent.change( input, { target: { files: [ file ] } } );
		expect( mockMediaUpload ).toHaveBeenCalledWith(
			expect.objectContaining( { allowedTypes: [ 'image' ] } )
		);
		expect( latest.images ).toHaveLength( 4 );
		expect( latest.ids ).toEqual( [ 1, 2, 3 ] );
		expect( notices.createErrorNotice ).toHaveBeenCalledWith(
			'The upload failed.'
		);
	} );
} );

describe( 'toolbar and settings', () => {
	it( 'picks a filter, and picking it again clears it', async () => {
		renderEdit( { images: IMAGES } );
		const menu = () =>
			screen.getByRole( 'button', { name: 'Pick an image filter' } );
		await userEvent.click( menu() );
		await userEvent.click(
			screen.getByRole( 'menuitemradio', { name: 'Sepia' } )
		);
		expect( latest.imageFilter ).toBe( 'sepia' );
		await userEvent.click( menu() );
		await userEvent.click(
			screen.getByRole( 'menuitemradio', { name: 'Sepia' } )
		);
		expect( latest.imageFilter ).toBeUndefined();
	} );

	it( 'Edit Gallery replaces the images from the library', async () => {
		renderEdit( { images: IMAGES, columns: 3 } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Edit Gallery' } )
		);
		expect( latest.ids ).toEqual( [ 9 ] );
		expect( latest.columns ).toBe( 1 );
	} );

	it( 'shows Columns only for the other layouts with more than one image', () => {
		const { unmount } = renderEdit( { images: IMAGES } );
		expect(
			screen.queryByRole( 'slider', { name: 'Columns' } )
		).toBeNull();
		expect(
			screen.getByRole( 'slider', { name: 'Rounded corners' } )
		).toBeInTheDocument();
		unmount();
		renderEdit( { images: IMAGES, className: 'is-style-circle' } );
		const columns = screen.getByRole( 'slider', { name: 'Columns' } );
		expect( columns ).toHaveAttribute( 'max', '3' );
		expect( columns ).toHaveAttribute( 'min', '1' );
		expect(
			screen.queryByRole( 'slider', { name: 'Rounded corners' } )
		).toBeNull();
	} );

	it( 'sets Link To', async () => {
		renderEdit( { images: IMAGES } );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Link To' } ),
			'Media File'
		);
		expect( latest.linkTo ).toBe( 'media' );
	} );
} );

describe( 'column widths', () => {
	it( 'are stored when none were', async () => {
		renderEdit( { images: IMAGES } );
		await waitFor( () =>
			expect( latest.columnWidths ).toEqual( [
				[ 47.36842, 21.05263, 31.57895 ],
			] )
		);
	} );

	it.each( [
		[ 'are kept as stored until the gallery changes', {} ],
		[
			'follow the images changed in another layout, not before',
			{ className: 'is-style-square' },
		],
	] )( '%s', async ( _, layout ) => {
		renderEdit( {
			images: IMAGES,
			...layout,
			columnWidths: [ [ 40, 20, 40 ] ],
		} );
		await act( async () => {} );
		expect( setSpy ).not.toHaveBeenCalledWith(
			expect.objectContaining( { columnWidths: expect.anything() } )
		);
		await userEvent.click( screen.getByRole( 'button', { name: 'Two' } ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		);
		await waitFor( () =>
			expect( latest.columnWidths ).not.toEqual( [ [ 40, 20, 40 ] ] )
		);
	} );
} );
