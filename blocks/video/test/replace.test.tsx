/**
 * Replace (the toolbar's Open Media Library, edit.tsx): picking a library
 * video swaps the block's video; picking the video the block already shows
 * keeps it on its preview rather than on the placeholder. The preview and
 * the public video API are doubles; the media route is answered by a
 * double of api-fetch that checks its path.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import type { VideoAttributes } from '../types';
import { answerMediaLibrary, Block } from './library-harness';

let mockPicked: { id: number; url: string } = { id: 0, url: '' };

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( './library-doubles' ).blockEditorDouble( {
		picked: () => mockPicked,
		sidebar: false,
	} )
);
jest.mock( '../components/preview', () => ( {
	__esModule: true,
	default: ( { attributes }: { attributes: VideoAttributes } ) => (
		<p>Preview of { attributes.guid }</p>
	),
} ) );
jest.mock( '../components/tracks-editor', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( './library-doubles' ).emptyComponentModule()
);
jest.mock( '../lib/api', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( './library-doubles' ).videoApiDouble()
);

const api = answerMediaLibrary();

/** The block showing the library's video 5, on its preview. */
const showLibraryVideo5 = async () => {
	render(
		<Block
			initial={ {
				id: 5,
				guid: 'AbCd1234',
				src: 'https://example.test/a.mp4',
			} }
		/>
	);
	expect( await screen.findByText( 'Preview of AbCd1234' ) ).toBeVisible();
};

const replaceWith = async ( picked: { id: number; url: string } ) => {
	mockPicked = picked;
	fireEvent.click( screen.getByRole( 'button', { name: 'Replace' } ) );
	fireEvent.click(
		await screen.findByRole( 'button', { name: 'Open Media Library' } )
	);
};

it( 'keeps the video on its preview when Replace picks the same library video', async () => {
	await showLibraryVideo5();
	await replaceWith( { id: 5, url: 'https://example.test/a.mp4' } );
	expect( await screen.findByText( 'Preview of AbCd1234' ) ).toBeVisible();
	expect( screen.queryByText( 'Video placeholder' ) ).not.toBeInTheDocument();
} );

it( 'shows the other video when Replace picks another one', async () => {
	await showLibraryVideo5();
	await replaceWith( { id: 6, url: 'https://example.test/b.mp4' } );
	expect( await screen.findByText( 'Preview of EfGh5678' ) ).toBeVisible();
	expect( api ).toHaveBeenLastCalledWith( {
		path: '/wp/v2/media/6?context=edit',
	} );
} );
