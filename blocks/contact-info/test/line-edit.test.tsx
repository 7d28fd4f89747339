/**
 * Component tests of the email and phone blocks: a field while selected or
 * empty, and otherwise what visitors will see (the same links as the saved
 * markup, not followed on click), with a hint when nothing could be linked.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmailEdit from '../email/edit';
import PhoneEdit from '../phone/edit';
import { renderEdit } from './render-edit';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useBlockProps: jest
		.requireActual( './render-edit' )
		.mockBlockProps( 'wp-block-jetpack-line' ),
} ) );

describe( 'email', () => {
	it( 'is a field named "Email" while selected, and saves what is typed', async () => {
		const user = userEvent.setup();
		const view = renderEdit( EmailEdit, { email: '' } );
		const field = screen.getByRole( 'textbox', { name: 'Email' } );
		expect( field ).toHaveAttribute( 'placeholder', 'Email' );
		await user.type( field, 'hello@example.com.' );
		expect( view.attributes() ).toEqual( { email: 'hello@example.com.' } );
	} );

	it( 'blocks Enter', async () => {
		const user = userEvent.setup();
		const view = renderEdit( EmailEdit, { email: '' } );
		const field = screen.getByRole( 'textbox', { name: 'Email' } );
		await user.type( field, 'a@b.co{Enter}x' );
		expect( view.attributes().email ).toBe( 'a@b.cox' );
		expect( fireEvent.keyDown( field, { key: 'Enter' } ) ).toBe( false );
	} );

	it( 'shows the mailto: link, without the trailing dot, when not selected', () => {
		const view = renderEdit(
			EmailEdit,
			{ email: 'hello@example.com.' },
			{ isSelected: false }
		);
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		const link = screen.getByRole( 'link', { name: 'hello@example.com' } );
		expect( link ).toHaveAttribute( 'href', 'mailto:hello@example.com' );
		expect( link.parentElement ).toHaveTextContent( 'hello@example.com.' );
		expect( fireEvent.click( link ) ).toBe( false );
		expect(
			view.container.querySelector( '.jetpack-contact-info__hint' )
		).toBeNull();
	} );

	it( 'says so when the line has no valid address', () => {
		renderEdit(
			EmailEdit,
			{ email: 'hello at example' },
			{ isSelected: false }
		);
		expect(
			screen.getByText(
				'No valid email address here: visitors will see this as plain text.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'keeps markup typed in the field as text', () => {
		const view = renderEdit(
			EmailEdit,
			{ email: '<img src=x onerror=alert(1)>' },
			{ isSelected: false }
		);
		expect( view.container.querySelector( 'img' ) ).toBeNull();
		expect( view.container ).toHaveTextContent(
			'<img src=x onerror=alert(1)>'
		);
	} );

	it( 'shows the empty field when not selected and empty', () => {
		renderEdit( EmailEdit, { email: '  ' }, { isSelected: false } );
		expect(
			screen.getByRole( 'textbox', { name: 'Email' } )
		).toBeInTheDocument();
	} );
} );

describe( 'phone', () => {
	it( 'is a field named "Phone number" while selected', async () => {
		const user = userEvent.setup();
		const view = renderEdit( PhoneEdit, { phone: '' } );
		const field = screen.getByRole( 'textbox', { name: 'Phone number' } );
		await user.type( field, '+1 (555) 010-0199{Enter}' );
		expect( view.attributes() ).toEqual( { phone: '+1 (555) 010-0199' } );
	} );

	it( 'shows the tel: link with digits only when not selected', () => {
		renderEdit(
			PhoneEdit,
			{ phone: 'Tel: +1 (555) 010-0199 ext. 12' },
			{ isSelected: false }
		);
		expect(
			screen.getByRole( 'link', { name: '+1 (555) 010-0199' } )
		).toHaveAttribute( 'href', 'tel:+15550100199' );
	} );

	it( 'says so when the line has no phone number', () => {
		renderEdit(
			PhoneEdit,
			{ phone: 'Ask at the desk' },
			{ isSelected: false }
		);
		expect(
			screen.getByText(
				'No phone number here: visitors will see this as plain text.'
			)
		).toBeInTheDocument();
	} );

	it( 'puts the caret in the field when selected by a click on the preview', () => {
		const view = renderEdit(
			PhoneEdit,
			{ phone: '555-0100' },
			{ isSelected: false }
		);
		const block = view.container.firstElementChild as HTMLElement;
		block.tabIndex = 0;
		block.focus();
		view.select( true );
		expect(
			screen.getByRole( 'textbox', { name: 'Phone number' } )
		).toHaveFocus();
	} );

	it( 'leaves the focus alone when the block is selected from elsewhere', () => {
		const view = renderEdit(
			PhoneEdit,
			{ phone: '555-0100' },
			{ isSelected: false }
		);
		const outside = document.createElement( 'button' );
		document.body.append( outside );
		outside.focus();
		view.select( true );
		expect( outside ).toHaveFocus();
		outside.remove();
	} );
} );
