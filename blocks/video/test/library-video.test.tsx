/**
 * The video editor showing a video from the media library (edit.tsx):
 * - Replace (the toolbar's Open Media Library): picking a library video
 *   swaps the block's video; picking the video the block already shows keeps
 *   it on its preview rather than on the placeholder;
 * - the Width panel (shared/components/width-panel.tsx): its presets and
 *   custom width set the player's maximum width (maxWidth), and clearing it
 *   goes back to the default, 100%.
 * The preview and the public video API are doubles; the media route is
 * answered by a double of api-fetch that checks its path.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import type { VideoAttributes } from '../types';
import { answerMediaLibrary, Block } from './library-harness';

let mockPicked: { id: number; url: string } = { id: 0, url: '' };
// The sidebar is shown for the Width panel's test only (it has a second
// Open Media Library, the poster's).
let mockShowSidebar = false;

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( './library-doubles' ).blockEditorDouble( {
		picked: () => mockPicked,
		sidebar: () => mockShowSidebar,
	} )
);
jest.mock( '../components/preview', () => ( {
	__esModule: true,
	default: ( { attributes }: { attributes: VideoAttributes } ) => (
		<p>
			Preview of { attributes.guid } at{ ' ' }
			{ attributes.maxWidth ?? 'the default width' }
		</p>
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
beforeEach( () => {
	mockShowSidebar = false;
} );

/**
 * The block showing the library's video 5 (at `maxWidth`, else at the
 * default width), on its preview.
 */
const showLibraryVideo5 = async ( maxWidth?: string ) => {
	render(
		<Block
			initial={ {
				id: 5,
				guid: 'AbCd1234',
				src: 'https://example.test/a.mp4',
				maxWidth,
			} }
		/>
	);
	expect(
		await screen.findByText(
			`Preview of AbCd1234 at ${ maxWidth ?? 'the default width' }`
		)
	).toBeVisible();
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
	expect(
		await screen.findByText( 'Preview of AbCd1234 at the default width' )
	).toBeVisible();
	expect( screen.queryByText( 'Video placeholder' ) ).not.toBeInTheDocument();
} );

it( 'shows the other video when Replace picks another one', async () => {
	await showLibraryVideo5();
	await replaceWith( { id: 6, url: 'https://example.test/b.mp4' } );
	expect(
		await screen.findByText( 'Preview of EfGh5678 at the default width' )
	).toBeVisible();
	expect( api ).toHaveBeenLastCalledWith( {
		path: '/wp/v2/media/6?context=edit',
	} );
} );

it( 'sets the player’s maximum width from the Width panel, and back to 100%', async () => {
	mockShowSidebar = true;
	await showLibraryVideo5( '100%' );
	fireEvent.click( screen.getByRole( 'button', { name: '50%' } ) );
	expect( screen.getByText( 'Preview of AbCd1234 at 50%' ) ).toBeVisible();
	fireEvent.change(
		screen.getByRole( 'spinbutton', { name: 'Custom width' } ),
		{ target: { value: '80' } }
	);
	expect( screen.getByText( 'Preview of AbCd1234 at 80%' ) ).toBeVisible();
	// The active preset clears the width: the default again.
	fireEvent.click( screen.getByRole( 'button', { name: '75%' } ) );
	fireEvent.click( screen.getByRole( 'button', { name: '75%' } ) );
	expect( screen.getByText( 'Preview of AbCd1234 at 100%' ) ).toBeVisible();
} );
