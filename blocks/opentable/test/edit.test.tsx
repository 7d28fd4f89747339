/**
 * Component tests of the table-reservation embed (spec 2 "Table-reservation
 * embed", sections 2, 4, 5, 7 and 9): the placeholder's restaurant search
 * (throttled, never for an address or a tag), choosing restaurants, pasting
 * an embed code (and its exact error), then the preview and its settings,
 * the multi-restaurant style and the wide-style warning. The restaurant
 * search (fetch) is answered by a test double.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockEditProps } from '@wordpress/blocks';
import type { OpenTableAttributes } from '../embed-code';
import OpenTableEdit, { EMBED_ERROR, WIDE_WARNING } from '../edit';
import '../../../tests/setup/resize-observer';
import { renderEditHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	// Sidebar panels render in place (there is no inspector slot here).
	InspectorControls: ( { children }: { children: unknown } ) => children,
	InspectorAdvancedControls: ( { children }: { children: unknown } ) =>
		children,
	useBlockProps: ( props: { className?: string } = {} ) => ( {
		...props,
		className: [ 'wp-block-jetpack-opentable', props.className ]
			.filter( Boolean )
			.join( ' ' ),
	} ),
} ) );

const RESTAURANTS = [
	{ rid: 412810, name: 'Ristorante Lucca', city: 'San Francisco' },
	{ rid: 230914, name: 'Trattoria da Lucia', city: 'Chicago' },
	{ rid: 1779, name: 'The Lighthouse Oyster Bar', city: 'Boston' },
];

const DEFAULTS: OpenTableAttributes = {
	rid: [],
	style: 'standard',
	iframe: true,
	domain: 'com',
	newtab: false,
	negativeMargin: false,
};

let fetchMock: jest.Mock;

beforeEach( () => {
	jest.useFakeTimers();
	fetchMock = jest.fn( async ( address: string ) => {
		const query = (
			new URL( address ).searchParams.get( 'query' ) ?? ''
		).toLowerCase();
		return {
			ok: true,
			json: async () => ( {
				totalCount: 3,
				items: RESTAURANTS.filter( ( item ) =>
					item.name.toLowerCase().includes( query )
				),
			} ),
		};
	} );
	global.fetch = fetchMock;
} );

afterEach( () => {
	jest.useRealTimers();
} );

type Props = BlockEditProps< OpenTableAttributes >;

const renderEdit = ( initial: Partial< OpenTableAttributes > = {} ) =>
	renderEditHoldingAttributes(
		{ ...DEFAULTS, ...initial },
		( attributes, setAttributes ) => (
			<OpenTableEdit
				{ ...( {
					attributes,
					setAttributes,
					isSelected: true,
					clientId: 'opentable-1',
				} as unknown as Props ) }
			/>
		)
	);

const user = () =>
	userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );

const field = () => screen.getByRole( 'combobox', { name: 'Restaurants' } );
const embedButton = () => screen.getByRole( 'button', { name: 'Embed' } );

// Notices and placeholders are also spoken (a11y live regions): look at
// what is on screen only.
const SHOWN = { ignore: '.a11y-speak-region, script, style' };

/** Lets the search answer (its promises) settle. */
const settle = () => act( async () => {} );

describe( 'placeholder', () => {
	it( 'asks for a restaurant or an embed code', () => {
		renderEdit();
		expect(
			screen.getByText( 'OpenTable Reservation', SHOWN )
		).toBeVisible();
		expect(
			screen.getByText(
				'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.',
				SHOWN
			)
		).toBeVisible();
		expect( embedButton() ).toBeDisabled();
	} );

	it( 'searches as the author types, one call per 500 ms, pageSize 20', async () => {
		renderEdit();
		const u = userEvent.setup( {
			delay: 50,
			advanceTimers: jest.advanceTimersByTime,
		} );
		await u.type( field(), 'Luc' );
		await settle();
		// The first letter searches at once; the others wait for the window.
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toBe(
			'https://www.opentable.com/widget/reservation/restaurant-search?pageSize=20&query=L'
		);
		await act( async () => {
			jest.advanceTimersByTime( 500 );
		} );
		await settle();
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( fetchMock.mock.calls[ 1 ][ 0 ] ).toMatch( /query=Luc$/ );
		expect(
			await screen.findByRole( 'option', { name: 'Ristorante Lucca' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'option', { name: 'Trattoria da Lucia' } )
		).toBeVisible();
	} );

	it( 'embeds the restaurants chosen from the suggestions', async () => {
		const { setAttributes } = renderEdit();
		const u = user();
		await u.type( field(), 'Lucca' );
		await act( async () => {
			jest.advanceTimersByTime( 500 );
		} );
		await settle();
		await u.click(
			await screen.findByRole( 'option', { name: 'Ristorante Lucca' } )
		);
		await u.type( field(), 'Oyster' );
		await act( async () => {
			jest.advanceTimersByTime( 500 );
		} );
		await settle();
		await u.click(
			await screen.findByRole( 'option', {
				name: 'The Lighthouse Oyster Bar',
			} )
		);
		// Chosen restaurants show by name.
		expect( screen.getByText( 'Ristorante Lucca', SHOWN ) ).toBeVisible();
		await u.click( embedButton() );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			rid: [ '412810', '1779' ],
			style: 'standard',
		} );
		// Configured: the preview of both, the multi type.
		const preview = screen.getByTitle( 'OpenTable reservation widget' );
		expect(
			new URL( preview.getAttribute( 'src' )! ).searchParams.get( 'type' )
		).toBe( 'multi' );
	} );

	it( 'never searches for an address or a tag', async () => {
		renderEdit();
		const u = user();
		await u.click( field() );
		await u.paste( 'https://www.opentable.com/restref/client/?rid=1' );
		await u.clear( field() );
		await u.paste( '<script src="x"></script>' );
		await act( async () => {
			jest.advanceTimersByTime( 1000 );
		} );
		await settle();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'shows the exact error for an embed code from elsewhere, keeping the input', async () => {
		const { setAttributes } = renderEdit();
		const u = user();
		const code =
			'<script src="https://evil.example/widget/reservation/loader?rid=1"></script>';
		await u.click( field() );
		await u.paste( code );
		await u.click( embedButton() );
		expect( screen.getByText( EMBED_ERROR, SHOWN ) ).toBeVisible();
		expect( EMBED_ERROR ).toBe(
			'We ran into an issue — Please ensure this embed matches the one from your OpenTable account'
		);
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( field() ).toHaveValue( code );
	} );

	it( 'reads a pasted embed code: restaurants and settings', async () => {
		const { attributes } = renderEdit();
		const u = user();
		await u.click( field() );
		await u.paste(
			"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=95413&type=button&theme=standard&iframe=true&domain=ca&lang=fr-CA&newtab=true'></script>"
		);
		await u.keyboard( '{Enter}' );
		expect( attributes() ).toMatchObject( {
			rid: [ '95413' ],
			style: 'button',
			domain: 'ca',
			iframe: true,
			lang: 'fr-CA',
			newtab: true,
		} );
		expect( screen.queryByText( EMBED_ERROR, SHOWN ) ).toBeNull();
	} );

	it( 'says so when the search fails, and still takes an embed code', async () => {
		fetchMock.mockRejectedValue( new Error( 'offline' ) );
		renderEdit();
		const u = user();
		await u.type( field(), 'L' );
		await settle();
		expect(
			screen.getByText(
				/Restaurant search is not available right now/,
				SHOWN
			)
		).toBeVisible();
	} );
} );

describe( 'configured', () => {
	it( 'previews the widget at its style’s size with validated settings', () => {
		renderEdit( { rid: [ '412810' ], style: 'tall', lang: 'ja-JP' } );
		const preview = screen.getByTitle( 'OpenTable reservation widget' );
		expect( preview ).toHaveAttribute( 'width', '288' );
		expect( preview ).toHaveAttribute( 'height', '490' );
		const url = new URL( preview.getAttribute( 'src' )! );
		expect( url.hostname ).toBe( 'www.opentable.com' );
		expect( url.searchParams.get( 'rid' ) ).toBe( '412810' );
		expect( url.searchParams.get( 'theme' ) ).toBe( 'tall' );
		expect( url.searchParams.get( 'lang' ) ).toBe( 'ja-JP' );
		expect(
			screen.queryByText( 'OpenTable Reservation', SHOWN )
		).toBeNull();
	} );

	it( 'offers the styles with sizes, the languages and new window', async () => {
		const { setAttributes } = renderEdit( { rid: [ '412810' ] } );
		const styles = screen.getByRole( 'combobox', { name: 'Style' } );
		expect(
			within( styles )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'Standard (224 x 301 pixels)',
			'Tall (288 x 490 pixels)',
			'Wide (840 x 150 pixels)',
			'Button (210 x 113 pixels)',
		] );
		const languages = screen.getByRole( 'combobox', { name: 'Language' } );
		// The seven of spec 2 section 9, each under its own name, en-US first.
		expect(
			within( languages )
				.getAllByRole( 'option' )
				.map( ( option ) => [
					option.getAttribute( 'value' ),
					option.textContent,
				] )
		).toEqual( [
			[ 'en-US', 'English' ],
			[ 'fr-CA', 'Français' ],
			[ 'de-DE', 'Deutsch' ],
			[ 'es-MX', 'Español' ],
			[ 'ja-JP', '日本語' ],
			[ 'nl-NL', 'Nederlands' ],
			[ 'it-IT', 'Italiano' ],
		] );
		const u = user();
		await u.selectOptions( languages, 'nl-NL' );
		expect( setAttributes ).toHaveBeenLastCalledWith( { lang: 'nl-NL' } );
		await u.click(
			screen.getByRole( 'checkbox', { name: 'Open in a new window' } )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( { newtab: true } );
		await u.click(
			screen.getByRole( 'checkbox', {
				name: 'Load the widget in an iframe (recommended)',
			} )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( { iframe: false } );
	} );

	it( 'offers the button margin for the button style only', async () => {
		const { rerender } = renderEdit( { rid: [ '1' ], style: 'button' } );
		const margin = screen.getByRole( 'checkbox', {
			name: 'Remove button margin',
		} );
		await user().click( margin );
		expect(
			screen.getByTitle( 'OpenTable reservation widget' )
		).toHaveAttribute( 'width', '210' );
		rerender( <></> );
		renderEdit( { rid: [ '1' ], style: 'standard' } );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Remove button margin' } )
		).toBeNull();
	} );

	it( 'drops the button style for several restaurants', () => {
		const { setAttributes } = renderEdit( {
			rid: [ '1', '2' ],
			style: 'button',
		} );
		expect( setAttributes ).toHaveBeenCalledWith( { style: 'standard' } );
		const styles = screen.getByRole( 'combobox', { name: 'Style' } );
		expect(
			within( styles )
				.getAllByRole( 'option' )
				.map( ( option ) => option.getAttribute( 'value' ) )
		).toEqual( [ 'standard', 'tall', 'wide' ] );
		expect( document.querySelector( '.is-multi' ) ).not.toBeNull();
	} );

	it( 'warns about the wide style outside wide or full alignment', async () => {
		const { rerender } = renderEdit( {
			rid: [ '1' ],
			style: 'wide',
		} );
		expect( screen.getByText( WIDE_WARNING, SHOWN ) ).toBeVisible();
		rerender( <></> );
		renderEdit( { rid: [ '1' ], style: 'wide', align: 'full' } );
		expect( screen.queryByText( WIDE_WARNING, SHOWN ) ).toBeNull();
	} );

	it( 'choosing the wide style widens a block without alignment', async () => {
		const { setAttributes } = renderEdit( { rid: [ '1' ] } );
		await user().selectOptions(
			screen.getByRole( 'combobox', { name: 'Style' } ),
			'wide'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			style: 'wide',
			align: 'wide',
		} );
		expect( screen.queryByText( WIDE_WARNING, SHOWN ) ).toBeNull();
	} );
} );
