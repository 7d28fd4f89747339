/**
 * Component tests of the event checkout embed (spec 2 "Event checkout
 * embed", sections 2, 4, 5 and 8): the placeholder, Embedding… while the
 * host's helper resolves the address, the In-page Embed preview, Button &
 * Modal with its locked inner button, the exact error with Convert block to
 * link (a paragraph holding the link), and Edit URL. api-fetch is a test
 * double.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { apiFetchDouble as mockApiFetch } from '../../../tests/setup/api-fetch-double';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { registerCoreTextBlocks } from '../../../tests/fixtures/core-blocks';
import EventbriteEdit, { linkParagraph } from '../edit';
import type { EventbriteAttributes } from '../types';
import '../../../tests/setup/resize-observer';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () => {
	const setup = jest.requireActual(
		'../../../tests/setup/block-editor-in-place'
	);
	return setup.blockEditorInPlace( 'wp-block-jetpack-eventbrite', {
		useInnerBlocksProps: setup.innerBlocksShowingTemplate,
	} );
} );

const ERROR = 'Sorry, this content could not be embedded.';
const EVENT = 'https://www.eventbrite.com/e/jazz-night-tickets-123456789012';

type Editor = {
	getBlocks: () => Array< {
		name: string;
		attributes: Record< string, unknown >;
	} >;
};
const editor = () => select( blockEditorStore ) as unknown as Editor;

function renderEdit(
	initial: Partial< EventbriteAttributes > = {},
	clientId = 'eventbrite-1'
) {
	return renderEditComponentHoldingAttributes(
		EventbriteEdit,
		{ style: 'inline', ...initial },
		{
			isSelected: true,
			clientId,
		}
	);
}

const field = () => screen.getByRole( 'textbox', { name: 'Event URL' } );
const settle = () =>
	act( () => new Promise< void >( ( resolve ) => setTimeout( resolve, 0 ) ) );
/** The error notice's message (without its action button). */
function notice() {
	const content = document
		.querySelector( '.components-notice__content' )
		?.cloneNode( true ) as HTMLElement | undefined;
	content
		?.querySelectorAll( '.components-notice__actions, button' )
		.forEach( ( node ) => node.remove() );
	return content?.textContent ?? null;
}

function type( text: string ) {
	fireEvent.change( field(), { target: { value: text } } );
	fireEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
}

beforeAll( () => registerCoreTextBlocks() );

beforeEach( () => {
	mockApiFetch.mockReset();
	mockApiFetch.mockImplementation( async ( { path }: { path: string } ) => ( {
		url: new URL( path, 'http://localhost' ).searchParams.get( 'url' ),
	} ) );
} );

describe( 'placeholder', () => {
	it( 'is titled Eventbrite Checkout, with the field, Embed and Learn more', () => {
		renderEdit();
		expect( screen.getByText( 'Eventbrite Checkout' ) ).toBeInTheDocument();
		expect( field() ).toHaveValue( '' );
		expect(
			screen.getByRole( 'link', { name: /Learn more/ } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'radio', { name: 'In-page Embed' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Button & Modal' } )
		).not.toBeChecked();
	} );

	it( 'shows Embedding… while the address resolves, then the preview', async () => {
		let answer: ( value: { url: string } ) => void = () => undefined;
		mockApiFetch.mockImplementation(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const block = renderEdit();
		type( `  ${ EVENT }?aff=newsletter  ` );
		expect( screen.getByText( 'Embedding…' ) ).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: `/wpcom/v2/resolve-redirect?url=${ encodeURIComponent(
				EVENT
			) }`,
		} );
		await act( async () => answer( { url: EVENT } ) );
		expect( block.attributes() ).toEqual( {
			style: 'inline',
			url: EVENT,
			eventId: 123456789012,
		} );
		expect( screen.queryByText( 'Embedding…' ) ).not.toBeInTheDocument();
		expect(
			screen.getByText( /Event 123456789012\./ )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: new RegExp( EVENT ) } )
		).toHaveAttribute( 'href', EVENT );
	} );

	it( 'takes the event the address resolves to', async () => {
		mockApiFetch.mockResolvedValue( {
			url: 'https://www.eventbrite.co.uk/e/quiz-tickets-42',
		} );
		const block = renderEdit();
		type( EVENT );
		await settle();
		expect( block.attributes() ).toMatchObject( {
			url: 'https://www.eventbrite.co.uk/e/quiz-tickets-42',
			eventId: 42,
		} );
	} );

	it.each( [
		[ 'another site', 'https://example.com/e/x-123', true ],
		[ 'words', 'our jazz night', false ],
		[ 'a javascript: address', 'javascript:alert(1)', false ],
		[ 'the bare site address', 'https://www.eventbrite.com', true ],
	] )(
		'refuses %s with the exact error, keeping what was typed',
		async ( _name, input, linkable ) => {
			const block = renderEdit();
			type( input );
			await settle();
			expect( notice() ).toBe( ERROR );
			expect( field() ).toHaveValue( input );
			expect( mockApiFetch ).not.toHaveBeenCalled();
			expect( block.setAttributes ).not.toHaveBeenCalled();
			expect(
				screen.queryAllByRole( 'button', {
					name: 'Convert block to link',
				} )
			).toHaveLength( linkable ? 1 : 0 );
		}
	);

	it( 'fails when the address resolves away from an event', async () => {
		mockApiFetch.mockResolvedValue( {
			url: 'https://www.eventbrite.com/',
		} );
		renderEdit();
		type( EVENT );
		await settle();
		expect( notice() ).toBe( ERROR );
	} );

	/**
	 * Types `address` into the block (the only block of the post), then
	 * Convert block to link: the content of the one paragraph left.
	 */
	async function convertedToLink( address: string ) {
		const original = createBlock( 'core/paragraph', { content: 'x' } );
		(
			dispatch( blockEditorStore ) as unknown as {
				resetBlocks: ( blocks: unknown[] ) => void;
			}
		 ).resetBlocks( [ original ] );
		renderEdit( {}, original.clientId );
		type( address );
		await settle();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		);
		const blocks = editor().getBlocks();
		expect( blocks ).toHaveLength( 1 );
		expect( blocks[ 0 ].name ).toBe( 'core/paragraph' );
		return String( blocks[ 0 ].attributes.content );
	}

	it( 'Convert block to link replaces the block with a paragraph link', async () => {
		expect(
			await convertedToLink( 'https://www.eventbrite.com/?q=jazz' )
		).toBe(
			'<a href="https://www.eventbrite.com/">https://www.eventbrite.com/</a>'
		);
	} );

	it( 'Convert block to link links another site’s address as it was typed', async () => {
		expect(
			await convertedToLink(
				'  https://tickets.example.org/jazz?night=1&x=<b>  '
			)
		).toBe(
			'<a href="https://tickets.example.org/jazz?night=1&amp;x=<b&gt;">https://tickets.example.org/jazz?night=1&amp;x=&lt;b></a>'
		);
	} );
} );

describe( 'configured', () => {
	it( 'Button & Modal shows the locked inner button', () => {
		const block = renderEdit( { url: EVENT, eventId: 123456789012 } );
		fireEvent.click(
			screen.getByRole( 'radio', { name: 'Button & Modal' } )
		);
		expect( block.attributes().style ).toBe( 'modal' );
		const inner = screen.getByTestId( 'inner-blocks' );
		expect( inner ).toHaveAttribute( 'data-lock', 'all' );
		expect( JSON.parse( inner.dataset.template ?? '' ) ).toEqual( [
			[
				'jetpack/button',
				{
					element: 'a',
					text: 'Register',
					url: EVENT,
					passthroughAttributes: { url: 'url' },
				},
			],
		] );
	} );

	it( 'Edit URL goes back to the field with the address', () => {
		renderEdit( { url: EVENT, eventId: 123456789012 } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Edit URL' } ) );
		expect( field() ).toHaveValue( EVENT );
		fireEvent.click( screen.getByRole( 'button', { name: 'Edit URL' } ) );
		expect(
			screen.getByText( /Event 123456789012\./ )
		).toBeInTheDocument();
	} );
} );

describe( 'an address the post holds', () => {
	it.each( [
		[
			'a javascript: address',
			'javascript:alert(1)//eventbrite.com/e/1',
			1,
		],
		[ 'another site', 'https://attacker.example/e/jazz-1', 1 ],
		[ 'an event page of another id', EVENT, 7 ],
	] )(
		'is never a link when it is %s: the placeholder shows it in the field',
		( _name, url, eventId ) => {
			renderEdit( { url, eventId } );
			expect( document.querySelector( 'a[href="' + url + '"]' ) ).toBe(
				null
			);
			expect(
				screen.queryByText( /Visitors choose tickets/ )
			).not.toBeInTheDocument();
			expect( field() ).toHaveValue( url );
		}
	);
} );

describe( 'linkParagraph', () => {
	it( 'escapes the address', () => {
		expect(
			String(
				linkParagraph( 'https://www.eventbrite.com/?a="<b>&c' )
					.attributes.content
			)
		).toBe(
			'<a href="https://www.eventbrite.com/?a=&quot;<b&gt;&amp;c">https://www.eventbrite.com/?a="&lt;b>&amp;c</a>'
		);
	} );
} );
