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
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useBlockProps: ( props: object ) => props,
	BlockControls: ( { children }: { children: unknown } ) => children,
	InspectorControls: ( { children }: { children: unknown } ) => (
		<div data-testid="sidebar">{ children as never }</div>
	),
	MediaUpload: ( {
		onSelect,
	}: {
		onSelect: ( picked: { id: number; url: string } ) => void;
	} ) => (
		<button onClick={ () => onSelect( mockPicked ) }>
			Open Media Library
		</button>
	),
	MediaPlaceholder: () => <p>Video placeholder</p>,
} ) );
jest.mock( '../components/preview', () => ( {
	__esModule: true,
	default: ( { attributes }: { attributes: VideoAttributes } ) => (
		<p>
			Preview of { attributes.guid } at { attributes.maxWidth }
		</p>
	),
} ) );
jest.mock( '../components/tracks-editor', () => ( {
	__esModule: true,
	default: () => null,
} ) );
jest.mock( '../lib/api', () => ( {
	...jest.requireActual( '../lib/api' ),
	fetchVideoWithRetry: ( guid: string ) =>
		Promise.resolve( { guid, original: 'https://example.test/v.mp4' } ),
} ) );

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
