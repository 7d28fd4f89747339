/**
 * Component tests of the calendar embed in the editor (spec 2 "Calendar
 * embed", sections 2, 4, 5, 8 and 9): the placeholder with its two
 * instructions, textarea, Embed and Learn more; the exact error text (input
 * and calendar kept); Public URL, Embed Code (height read, HTML not kept) and
 * cid link; the preview iframe under the overlay that a click removes and
 * deselection restores; Edit in the toolbar; the sidebar's height.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import GoogleCalendarEdit, { CALENDAR_ERROR } from '../edit';
import type { GoogleCalendarAttributes } from '../types';
import '../../../tests/setup/resize-observer';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	// Toolbar and sidebar render in place (no slots here).
	BlockControls: ( { children }: { children: unknown } ) => (
		<div data-testid="toolbar">{ children as never }</div>
	),
	InspectorControls: ( { children }: { children: unknown } ) => (
		<div data-testid="sidebar">{ children as never }</div>
	),
	useBlockProps: ( props: { className?: string } = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-google-calendar',
	} ),
} ) );

const PUBLIC =
	'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com';

function renderEdit(
	initial: Partial< GoogleCalendarAttributes > = {},
	isSelected = true
) {
	return renderEditComponentHoldingAttributes< GoogleCalendarAttributes >(
		GoogleCalendarEdit,
		{ height: 600, ...initial },
		{ isSelected, clientId: 'calendar' }
	);
}

const placeholder = () =>
	document.querySelector(
		'.wp-block-jetpack-google-calendar__placeholder'
	) as HTMLElement;

function embed( text: string ) {
	const area = within( placeholder() ).getByRole( 'textbox' );
	fireEvent.change( area, { target: { value: text } } );
	fireEvent.click(
		within( placeholder() ).getByRole( 'button', { name: 'Embed' } )
	);
}

describe( 'placeholder', () => {
	it( 'shows two instructions, the textarea, Embed and Learn more', () => {
		renderEdit();
		const box = within( placeholder() );
		expect( box.getAllByRole( 'listitem' ) ).toHaveLength( 2 );
		expect( box.getByRole( 'textbox' ) ).toHaveAttribute(
			'placeholder',
			'Enter URL or iframe to embed here…'
		);
		expect( box.getByRole( 'button', { name: 'Embed' } ) ).toBeDisabled();
		expect(
			box.getByRole( 'link', { name: /Learn more/ } )
		).toHaveAttribute(
			'href',
			'https://support.google.com/calendar/answer/41207'
		);
		expect( screen.getByTestId( 'sidebar' ) ).toHaveTextContent(
			'Calendar settings'
		);
	} );

	it( 'shows the exact error for a Shareable Link and keeps what was typed', () => {
		const { setAttributes } = renderEdit();
		const share = 'https://calendar.app.google/AbCdEf12345';
		embed( share );
		expect(
			within( placeholder() ).getByRole( 'alert' )
		).toHaveTextContent( CALENDAR_ERROR );
		expect( CALENDAR_ERROR ).toBe(
			"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work."
		);
		expect( within( placeholder() ).getByRole( 'textbox' ) ).toHaveValue(
			share
		);
		expect( setAttributes ).not.toHaveBeenCalled();
		// Typing again clears the message.
		fireEvent.change( within( placeholder() ).getByRole( 'textbox' ), {
			target: { value: share + 'x' },
		} );
		expect( within( placeholder() ).queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'embeds a Public URL', () => {
		const { attributes } = renderEdit();
		embed( PUBLIC );
		expect( attributes() ).toEqual( { url: PUBLIC, height: 600 } );
		expect( placeholder() ).toBeNull();
		expect( screen.getByTitle( 'Google Calendar' ) ).toHaveAttribute(
			'src',
			PUBLIC
		);
	} );

	it( 'embeds an Embed Code: its url and height, never its HTML', () => {
		const { attributes } = renderEdit();
		embed(
			`<iframe src="${ PUBLIC }" style="border:0" width="800" height="450" onload="alert(1)"></iframe>`
		);
		expect( attributes() ).toEqual( { url: PUBLIC, height: 450 } );
		const frame = screen.getByTitle( 'Google Calendar' );
		expect( frame ).toHaveAttribute( 'height', '450' );
		expect( frame ).not.toHaveAttribute( 'onload' );
	} );

	it( 'embeds a cid link as the embed link of the decoded id', () => {
		const { attributes } = renderEdit();
		const id = 'team@group.calendar.google.com';
		embed( `https://calendar.google.com/calendar/u/0?cid=${ btoa( id ) }` );
		expect( attributes().url ).toBe(
			'https://calendar.google.com/calendar/embed?src=team%40group.calendar.google.com'
		);
	} );
} );

describe( 'preview', () => {
	it( 'covers the calendar until clicked; deselecting covers it again', () => {
		const { select } = renderEdit( { url: PUBLIC } );
		expect( screen.getByTitle( 'Google Calendar' ) ).toHaveAttribute(
			'height',
			'600'
		);
		const overlay = screen.getByTestId( 'calendar-overlay' );
		expect( overlay ).toHaveAttribute( 'title', 'Click to interact' );
		fireEvent.mouseUp( overlay );
		expect( screen.queryByTestId( 'calendar-overlay' ) ).toBeNull();
		select( false );
		expect( screen.getByTestId( 'calendar-overlay' ) ).toBeInTheDocument();
	} );

	it( 'Edit returns to the form with the url; a bad entry keeps the calendar', () => {
		const { attributes } = renderEdit( { url: PUBLIC, height: 500 } );
		fireEvent.click(
			within( screen.getByTestId( 'toolbar' ) ).getByRole( 'button', {
				name: 'Edit',
			} )
		);
		expect( within( placeholder() ).getByRole( 'textbox' ) ).toHaveValue(
			PUBLIC
		);
		embed( 'https://example.com/calendar' );
		expect(
			within( placeholder() ).getByRole( 'alert' )
		).toHaveTextContent( CALENDAR_ERROR );
		expect( attributes() ).toEqual( { url: PUBLIC, height: 500 } );
		fireEvent.click(
			within( screen.getByTestId( 'toolbar' ) ).getByRole( 'button', {
				name: 'Cancel',
			} )
		);
		expect( screen.getByTitle( 'Google Calendar' ) ).toHaveAttribute(
			'src',
			PUBLIC
		);
	} );

	it( 'the sidebar sets the height and embeds from its own form', () => {
		const { attributes } = renderEdit( { url: PUBLIC } );
		const sidebar = within( screen.getByTestId( 'sidebar' ) );
		fireEvent.change( sidebar.getByRole( 'spinbutton' ), {
			target: { value: '420' },
		} );
		expect( attributes().height ).toBe( 420 );
		const other =
			'https://calendar.google.com/calendar/embed?src=b%40example.org';
		fireEvent.change(
			sidebar.getByRole( 'textbox', {
				name: 'Public URL or Embed Code',
			} ),
			{ target: { value: other } }
		);
		fireEvent.click( sidebar.getByRole( 'button', { name: 'Embed' } ) );
		expect( attributes().url ).toBe( other );
		fireEvent.change(
			sidebar.getByRole( 'textbox', {
				name: 'Public URL or Embed Code',
			} ),
			{ target: { value: 'nope' } }
		);
		fireEvent.click( sidebar.getByRole( 'button', { name: 'Embed' } ) );
		expect( sidebar.getByRole( 'alert' ) ).toHaveTextContent(
			CALENDAR_ERROR
		);
		expect( attributes().url ).toBe( other );
	} );
} );
