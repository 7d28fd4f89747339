/**
 * Component tests of the scheduling embed (spec 2 "Scheduling embed",
 * sections 2, 4, 5, 8 and 9): the placeholder, embedding an address
 * (resolved through the host's helper) or an embed code (inline or link
 * style), the exact error with the url cleared and the typed text kept, the
 * re-check of a saved address on load (not for the example, not for the
 * link style), the sidebar toggle and the toolbar Edit. api-fetch is a test
 * double.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { apiFetchDouble as mockApiFetch } from '../../../tests/setup/api-fetch-double';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch, select } from '@wordpress/data';
import { register as registerButton } from '../../button';
import CalendlyEdit from '../edit';
import type { CalendlyAttributes } from '../types';
import '../../../tests/setup/resize-observer';
import { addressAndQuery } from '../../../tests/setup/address-and-query';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () => {
	const setup = jest.requireActual(
		'../../../tests/setup/block-editor-in-place'
	);
	return setup.blockEditorInPlace( 'wp-block-jetpack-calendly', {
		useInnerBlocksProps: setup.innerBlocksShowingTemplate,
	} );
} );

const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or code.";
const DEFAULTS: CalendlyAttributes = {
	backgroundColor: 'ffffff',
	hideEventTypeDetails: false,
	primaryColor: '00A2FF',
	textColor: '4D5055',
	style: 'inline',
};

/** Answers resolve-redirect with where each address ends (itself by default). */
function resolveTo( map: Record< string, string > = {} ) {
	mockApiFetch.mockImplementation( async ( { path }: { path: string } ) => {
		const url = new URL( path, 'http://localhost' ).searchParams.get(
			'url'
		);
		return { url: map[ url ?? '' ] ?? url };
	} );
}

function renderEdit( initial: Partial< CalendlyAttributes > = {} ) {
	return renderEditComponentHoldingAttributes(
		CalendlyEdit,
		{ ...DEFAULTS, ...initial },
		{
			isSelected: true,
			clientId: 'calendly-1',
		}
	);
}

const field = () =>
	screen.getByRole( 'textbox', {
		name: 'Calendly web address or embed code',
	} );
const embedButton = () =>
	screen.getAllByRole( 'button', { name: 'Embed' } )[ 0 ];
const iframe = () =>
	document.querySelector( 'iframe' ) as HTMLIFrameElement | null;

/** Lets pending promises (the resolve-redirect answer) settle inside act. */
const settle = () =>
	act( () => new Promise< void >( ( resolve ) => setTimeout( resolve, 0 ) ) );

async function submit( text: string ) {
	fireEvent.change( field(), { target: { value: text } } );
	fireEvent.click( embedButton() );
	await settle();
}

/** The error notice's text (the a11y live region repeats it). */
const notice = () =>
	document.querySelector( '.components-notice__content' )?.textContent ??
	null;

beforeAll( () => registerButton() );

beforeEach( () => {
	mockApiFetch.mockReset();
	(
		dispatch( blockEditorStore ) as unknown as {
			resetBlocks: ( blocks: unknown[] ) => void;
		}
	 ).resetBlocks( [] );
	resolveTo();
} );

describe( 'placeholder', () => {
	it( 'asks for an address or embed code, with help', () => {
		renderEdit();
		expect( screen.getByText( 'Calendly' ) ).toBeInTheDocument();
		expect( field() ).toHaveValue( '' );
		expect(
			screen.getByRole( 'link', {
				name: /Need help finding your embed code\?/,
			} )
		).toBeInTheDocument();
		// The customization link appears only once there is a url.
		expect(
			screen.queryByRole( 'link', { name: /customization/ } )
		).not.toBeInTheDocument();
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'shows the exact error, clears the url and keeps what was typed', async () => {
		const block = renderEdit();
		await submit( 'https://example.com/jane' );
		expect( notice() ).toBe( ERROR );
		expect( block.setAttributes ).toHaveBeenCalledWith( {
			url: undefined,
		} );
		expect( field() ).toHaveValue( 'https://example.com/jane' );
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'embeds an address without protocol, resolved through the host, inline', async () => {
		const block = renderEdit();
		await submit( 'calendly.com/jane/30min?text_color=abcdef' );
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: expect.stringMatching(
				/^\/wpcom\/v2\/resolve-redirect\?url=https%3A%2F%2Fcalendly\.com%2Fjane%2F30min$/
			),
		} );
		expect( block.attributes() ).toMatchObject( {
			url: 'https://calendly.com/jane/30min',
			textColor: 'abcdef',
			style: 'inline',
		} );
		const src = new URL( iframe()?.src ?? '' );
		expect( addressAndQuery( src ) ).toEqual( {
			address: 'https://calendly.com/jane/30min',
			query: {
				embed_domain: 'localhost',
				embed_type: 'Inline',
				background_color: 'ffffff',
				primary_color: '00A2FF',
				text_color: 'abcdef',
			},
		} );
		expect( notice() ).toBeNull();
		expect(
			screen.getByRole( 'link', { name: /customization/ } )
		).toBeInTheDocument();
	} );

	it( 'keeps the resolved address when it is still Calendly', async () => {
		resolveTo( {
			'https://calendly.com/j': 'https://calendly.com/jane/30min',
		} );
		const block = renderEdit();
		await submit( 'https://calendly.com/j' );
		expect( block.attributes().url ).toBe(
			'https://calendly.com/jane/30min'
		);
	} );

	it( 'fails when the address resolves away from Calendly', async () => {
		resolveTo( { 'https://calendly.com/j': 'https://evil.example/j' } );
		const block = renderEdit();
		await submit( 'https://calendly.com/j' );
		expect( block.attributes().url ).toBeUndefined();
		expect( notice() ).toBe( ERROR );
	} );

	it( 'a popup embed code gives the link style and its inner button', async () => {
		const block = renderEdit();
		await submit(
			"<script>Calendly.initBadgeWidget({ url: 'https://calendly.com/jane', text: 'Talk to us', color: '#112233', textColor: '#ffffff' });</script>"
		);
		expect( mockApiFetch ).not.toHaveBeenCalled();
		expect( block.attributes() ).toMatchObject( {
			url: 'https://calendly.com/jane',
			style: 'link',
		} );
		// The button goes into the block-editor store under this block.
		expect(
			(
				select( blockEditorStore ) as unknown as {
					getBlocks: ( id: string ) => unknown[];
				}
			 ).getBlocks( 'calendly-1' )
		).toEqual( [
			expect.objectContaining( {
				name: 'jetpack/button',
				attributes: expect.objectContaining( {
					element: 'a',
					text: 'Talk to us',
					url: 'https://calendly.com/jane',
					customBackgroundColor: '#112233',
					customTextColor: '#ffffff',
					passthroughAttributes: { url: 'url' },
				} ),
			} ),
		] );
		const inner = screen.getByTestId( 'inner-blocks' );
		expect( inner ).toHaveAttribute( 'data-lock', 'all' );
		expect( inner.dataset.template ).toContain( '"jetpack/button"' );
		expect( iframe() ).toBeNull();
	} );

	it( 'an inline embed code gives the inline style with its colours', async () => {
		const block = renderEdit( { style: 'link' } );
		await submit(
			'<div class="calendly-inline-widget" data-url="https://calendly.com/jane?background_color=000000&hide_event_type_details=1"></div>'
		);
		expect( block.attributes() ).toMatchObject( {
			url: 'https://calendly.com/jane',
			style: 'inline',
			backgroundColor: '000000',
			hideEventTypeDetails: true,
		} );
		expect( iframe()?.src ).toContain( 'hide_event_type_details=1' );
	} );
} );

describe( 'a saved address', () => {
	it( 'is re-checked on load and cleared with the error when it no longer resolves to Calendly', async () => {
		resolveTo( { 'https://calendly.com/gone': 'https://example.com/' } );
		const block = renderEdit( { url: 'https://calendly.com/gone' } );
		await settle();
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		expect( block.attributes().url ).toBeUndefined();
		expect( notice() ).toBe( ERROR );
	} );

	it( 'is kept when it resolves to Calendly', async () => {
		const block = renderEdit( { url: 'https://calendly.com/jane' } );
		await settle();
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		expect( block.attributes().url ).toBe( 'https://calendly.com/jane' );
		expect( iframe() ).not.toBeNull();
	} );

	it.each( [
		[
			'the link style',
			{ url: 'https://calendly.com/jane', style: 'link' },
		],
		[ 'the example', { url: 'https://calendly.com/orbit-blocks/30min' } ],
	] as const )( 'is not re-checked for %s', async ( _name, attributes ) => {
		renderEdit( attributes );
		await settle();
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'controls', () => {
	it( 'Hide event type details sets the attribute and the preview', async () => {
		const block = renderEdit( { url: 'https://calendly.com/jane' } );
		await settle();
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Hide event type details' } )
		);
		expect( block.attributes().hideEventTypeDetails ).toBe( true );
		expect( iframe()?.src ).toContain( 'hide_event_type_details=1' );
	} );

	it( 'Style switches between inline and link', async () => {
		const block = renderEdit( { url: 'https://calendly.com/jane' } );
		await settle();
		fireEvent.click( screen.getByRole( 'radio', { name: 'Link' } ) );
		expect( block.attributes().style ).toBe( 'link' );
		expect( screen.getByTestId( 'inner-blocks' ) ).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'radio', { name: 'Inline' } ) );
		expect( block.attributes().style ).toBe( 'inline' );
		expect( iframe() ).not.toBeNull();
	} );

	it( 'Edit goes back to the address field with the current url', async () => {
		renderEdit( { url: 'https://calendly.com/jane' } );
		await settle();
		fireEvent.click( screen.getByRole( 'button', { name: 'Edit' } ) );
		expect( field() ).toHaveValue( 'https://calendly.com/jane' );
		expect( iframe() ).toBeNull();
		fireEvent.click( screen.getByRole( 'button', { name: 'Edit' } ) );
		expect( iframe() ).not.toBeNull();
	} );
} );
