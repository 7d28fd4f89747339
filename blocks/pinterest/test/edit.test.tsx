/**
 * Component tests of the Pinterest embed in the editor (spec 2 "Pinterest",
 * sections 2, 4, 5 and 8), with the widget API (fetch) and the redirect
 * resolver (api-fetch) answered by test doubles: the URL form; fetching
 * (a real request) then embedded (pin and board previews) or error with the
 * exact text, Try again and Convert block to link (a core paragraph holding
 * the link); pin.it links resolved first; Edit URL back to the form.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFetchDouble as mockApiFetch } from '../../../tests/setup/api-fetch-double';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import board from '../../../tests/e2e/fixtures/pinterest/board.json';
import notFound from '../../../tests/e2e/fixtures/pinterest/not-found.json';
import pin from '../../../tests/e2e/fixtures/pinterest/pin.json';
import { registerCoreTextBlocks } from '../../../tests/fixtures/core-blocks';
import PinterestEdit, { EMBED_ERROR } from '../edit';
import type { PinterestAttributes } from '../types';
import '../../../tests/setup/resize-observer';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	BlockControls: ( { children }: { children: unknown } ) => (
		<div data-testid="toolbar">{ children as never }</div>
	),
	useBlockProps: ( props: { className?: string } = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-pinterest',
	} ),
} ) );

const PIN_URL = 'https://www.pinterest.com/pin/99360735500167749/';
const BOARD_URL = 'https://www.pinterest.com/martaoliveira/cakes/';
registerCoreTextBlocks();

// The editor's block list, watched: Convert block to link replaces the block.
const replaceBlock = jest
	.spyOn( dispatch( blockEditorStore ), 'replaceBlock' )
	.mockImplementation( () => undefined as never );
const realFetch = window.fetch;

interface Pending {
	url: string;
	answer: ( status: number, body: unknown ) => void;
	fail: () => void;
}

/** Every widget API request waits until the test answers it. */
function holdRequests(): Pending[] {
	const pending: Pending[] = [];
	window.fetch = jest.fn(
		( url: string ) =>
			new Promise( ( resolve, reject ) => {
				pending.push( {
					url,
					answer: ( status, body ) =>
						resolve( {
							ok: status >= 200 && status < 300,
							status,
							json: async () => body,
						} as Response ),
					fail: () => reject( new TypeError( 'Failed to fetch' ) ),
				} );
			} )
	) as unknown as typeof window.fetch;
	return pending;
}

afterEach( () => {
	window.fetch = realFetch;
	replaceBlock.mockClear();
	mockApiFetch.mockReset();
} );

function renderEdit( initial: PinterestAttributes = {} ) {
	return renderEditComponentHoldingAttributes( PinterestEdit, initial, {
		isSelected: true,
		clientId: 'pin-block',
	} );
}

function embed( text: string ) {
	fireEvent.change(
		screen.getByRole( 'textbox', { name: 'Pinterest URL' } ),
		{
			target: { value: text },
		}
	);
	fireEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
}

it( 'shows the URL form; Embed is off until something is typed', () => {
	renderEdit();
	expect(
		screen.getAllByText(
			'Paste a link to the Pinterest pin, board or profile you want to display.'
		)[ 0 ]
	).toBeVisible();
	expect( screen.getByRole( 'button', { name: 'Embed' } ) ).toBeDisabled();
	expect( screen.queryByTestId( 'toolbar' ) ).toBeNull();
} );

it( 'fetches, then shows the embedded pin', async () => {
	const pending = holdRequests();
	const { attributes } = renderEdit();
	embed( 'http://www.pinterest.com/pin/99360735500167749?utm=x' );
	expect( await screen.findByText( 'Embedding…' ) ).toBeInTheDocument();
	expect( attributes().url ).toBe( PIN_URL );
	await waitFor( () => expect( pending ).toHaveLength( 1 ) );
	expect( pending[ 0 ].url ).toBe(
		'https://widgets.pinterest.com/v3/pidgets/pins/info/?pin_ids=99360735500167749'
	);
	await act( async () => pending[ 0 ].answer( 200, pin ) );
	const image = await screen.findByRole( 'img', {
		name: 'Lemon and thyme olive oil cake, baked in a loaf tin',
	} );
	expect( image ).toHaveAttribute(
		'src',
		pin.data[ 0 ].images[ '564x' ].url
	);
	expect( screen.getByText( 'Marta Oliveira' ) ).toBeInTheDocument();
	expect( screen.getByText( 'Saved to Cakes' ) ).toBeInTheDocument();
	expect( screen.queryByText( 'Embedding…' ) ).toBeNull();
} );

it( 'fetches a saved board when it opens, and Edit URL returns to the form', async () => {
	const pending = holdRequests();
	renderEdit( { url: BOARD_URL } );
	expect( screen.getByText( 'Embedding…' ) ).toBeInTheDocument();
	await waitFor( () => expect( pending ).toHaveLength( 1 ) );
	await act( async () => pending[ 0 ].answer( 200, board ) );
	expect( await screen.findAllByRole( 'listitem' ) ).toHaveLength( 9 );
	expect( screen.getByText( 'Cakes' ) ).toBeInTheDocument();
	fireEvent.click( screen.getByRole( 'button', { name: 'Edit URL' } ) );
	expect(
		screen.getByRole( 'textbox', { name: 'Pinterest URL' } )
	).toHaveValue( BOARD_URL );
} );

it.each( [
	[ 'a failure answer', ( p: Pending ) => p.answer( 200, notFound ) ],
	[ 'an HTTP error', ( p: Pending ) => p.answer( 404, {} ) ],
	[ 'no answer', ( p: Pending ) => p.fail() ],
] )(
	'shows the error after %s; Try again fetches again',
	async ( _, answer ) => {
		const pending = holdRequests();
		renderEdit( { url: PIN_URL } );
		await waitFor( () => expect( pending ).toHaveLength( 1 ) );
		await act( async () => answer( pending[ 0 ] ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			EMBED_ERROR
		);
		expect( EMBED_ERROR ).toBe(
			'Sorry, this content could not be embedded.'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( screen.getByText( 'Embedding…' ) ).toBeInTheDocument();
		await waitFor( () => expect( pending ).toHaveLength( 2 ) );
		await act( async () => pending[ 1 ].answer( 200, pin ) );
		expect(
			await screen.findByText( 'Marta Oliveira' )
		).toBeInTheDocument();
	}
);

it( 'Convert block to link replaces the block with a paragraph of the link', async () => {
	const pending = holdRequests();
	renderEdit( { url: PIN_URL } );
	await waitFor( () => expect( pending ).toHaveLength( 1 ) );
	await act( async () => pending[ 0 ].answer( 404, {} ) );
	fireEvent.click(
		await screen.findByRole( 'button', { name: 'Convert block to link' } )
	);
	expect( replaceBlock ).toHaveBeenCalledTimes( 1 );
	const [ clientId, paragraph ] = replaceBlock.mock.calls[ 0 ] as [
		string,
		{ name: string; attributes: { content: unknown } },
	];
	expect( clientId ).toBe( 'pin-block' );
	expect( paragraph.name ).toBe( 'core/paragraph' );
	// Rich text: its HTML is the link.
	expect( String( paragraph.attributes.content ) ).toBe(
		`<a href="${ PIN_URL }">${ PIN_URL }</a>`
	);
} );

it( 'an address that is no pin, board or profile is an error, and nothing is saved', async () => {
	const pending = holdRequests();
	const { setAttributes } = renderEdit();
	embed( 'https://www.example.com/recipes/cake' );
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		EMBED_ERROR
	);
	expect( setAttributes ).not.toHaveBeenCalled();
	expect( pending ).toHaveLength( 0 );
	// Try again returns to the form with the text kept.
	fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
	expect(
		screen.getByRole( 'textbox', { name: 'Pinterest URL' } )
	).toHaveValue( 'https://www.example.com/recipes/cake' );
} );

it( 'text that is not an address gets the error without Convert block to link', async () => {
	holdRequests();
	renderEdit();
	embed( 'cake recipes' );
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		EMBED_ERROR
	);
	expect(
		screen.queryByRole( 'button', { name: 'Convert block to link' } )
	).toBeNull();
} );

it( 'resolves a pin.it link through the host, then embeds where it leads', async () => {
	const pending = holdRequests();
	mockApiFetch.mockResolvedValue( { url: `${ PIN_URL }?invite_code=x` } );
	const { attributes } = renderEdit();
	embed( 'https://pin.it/4BvYdEN' );
	await waitFor( () => expect( pending ).toHaveLength( 1 ) );
	expect( mockApiFetch ).toHaveBeenCalledWith( {
		path: '/wpcom/v2/resolve-redirect?url=https%3A%2F%2Fpin.it%2F4BvYdEN',
	} );
	expect( attributes().url ).toBe( PIN_URL );
	await act( async () => pending[ 0 ].answer( 200, pin ) );
	expect( await screen.findByText( 'Marta Oliveira' ) ).toBeInTheDocument();
} );

it( 'a pin.it link that cannot be resolved is an error', async () => {
	holdRequests();
	mockApiFetch.mockRejectedValue( new Error( 'offline' ) );
	renderEdit();
	embed( 'pin.it/4BvYdEN' );
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		EMBED_ERROR
	);
} );

it( 'resolves a pasted pin.it link when the block shows', async () => {
	const pending = holdRequests();
	mockApiFetch.mockResolvedValue( { url: BOARD_URL } );
	const { attributes } = renderEdit( { url: 'https://pin.it/4BvYdEN' } );
	expect( screen.getByText( 'Embedding…' ) ).toBeInTheDocument();
	await waitFor( () => expect( pending ).toHaveLength( 1 ) );
	expect( attributes().url ).toBe( BOARD_URL );
	await act( async () => pending[ 0 ].answer( 200, board ) );
	expect( await screen.findByText( 'Cakes' ) ).toBeInTheDocument();
} );
