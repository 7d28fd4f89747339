/**
 * The Width panel of the video block (edit.tsx, shared/components/
 * width-panel.tsx): its presets and custom width set the player's maximum
 * width (maxWidth), and clearing it goes back to the default, 100%. The
 * preview and the public video API are doubles.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import type { VideoAttributes } from '../types';
import { answerMediaLibrary, Block } from './library-harness';

const mockPicked: { id: number; url: string } = { id: 0, url: '' };

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( './library-doubles' ).blockEditorDouble( {
		picked: () => mockPicked,
		sidebar: true,
	} )
);
jest.mock( '../components/preview', () => ( {
	__esModule: true,
	default: ( { attributes }: { attributes: VideoAttributes } ) => (
		<p>
			Preview of { attributes.guid } at { attributes.maxWidth }
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

answerMediaLibrary();

it( 'sets the player’s maximum width from the Width panel, and back to 100%', async () => {
	render(
		<Block
			initial={ {
				id: 5,
				guid: 'AbCd1234',
				src: 'https://example.test/a.mp4',
				maxWidth: '100%',
			} }
		/>
	);
	expect(
		await screen.findByText( 'Preview of AbCd1234 at 100%' )
	).toBeVisible();
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
