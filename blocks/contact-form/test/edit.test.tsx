/**
 * Component tests of the form's editor states: the empty form's layouts
 * (each fills the form with its fields and the locked submit), the form
 * settings with their validation, and a field: shown as visitors see it,
 * the Required toggle, and the options editor (add, edit, remove; Enter
 * adds the next option).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { register as registerButton } from '../../button';
import { FormSettings } from '../components/form-settings';
import ContactFormEdit from '../edit';
import FieldEdit from '../fields/edit';
import type { FieldAttributes } from '../fields/definitions';
import { register } from '../index';
import type { FormAttributes } from '../settings';
import '../../../tests/setup/resize-observer';
import {
	renderEditComponentHoldingAttributes,
	renderEditHoldingAttributes,
} from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/block-editor', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( './form-block-editor' ).formBlockEditor()
);

beforeAll( () => {
	register();
	registerButton();
} );

const FORM: FormAttributes = {
	subject: '',
	to: '',
	customThankyou: '',
	customThankyouHeading: '',
	customThankyouMessage: '',
	customThankyouRedirect: '',
	formTitle: '',
};

type Summary = [ string, Record< string, unknown > ];

/** Puts an empty form in the editor's store and renders its edit. */
function renderEmptyForm() {
	const form = createBlock( 'jetpack/contact-form' );
	dispatch( blockEditorStore ).resetBlocks( [ form ] );
	render(
		<ContactFormEdit
			attributes={ FORM }
			setAttributes={ jest.fn() }
			clientId={ form.clientId }
			isSelected
		/>
	);
	return {
		inner: (): Summary[] =>
			(
				select( blockEditorStore ) as unknown as {
					getBlocks: ( id: string ) => Array< {
						name: string;
						attributes: Record< string, unknown >;
					} >;
				}
			 )
				.getBlocks( form.clientId )
				.map( ( block ) => [ block.name, block.attributes ] ),
	};
}

const SUBMIT = {
	element: 'button',
	text: 'Submit',
	borderRadius: 8,
	lock: { remove: true },
};

describe( 'an empty form', () => {
	it( 'offers starting layouts and Start empty', () => {
		renderEmptyForm();
		for ( const name of [
			'Contact form',
			'RSVP',
			'Registration',
			'Start empty',
		] ) {
			expect( screen.getByRole( 'button', { name } ) ).toBeVisible();
		}
		expect( screen.queryByTestId( 'inner-blocks' ) ).toBeNull();
	} );

	it( 'Contact form: name, email, message and the locked submit', async () => {
		const { inner } = renderEmptyForm();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Contact form' } )
		);
		expect( inner() ).toEqual( [
			[
				'jetpack/field-name',
				expect.objectContaining( { required: true } ),
			],
			[
				'jetpack/field-email',
				expect.objectContaining( { required: true } ),
			],
			[
				'jetpack/field-textarea',
				expect.objectContaining( { required: false } ),
			],
			[ 'jetpack/button', expect.objectContaining( SUBMIT ) ],
		] );
		// The form now shows its inner blocks instead of the layouts.
		expect( await screen.findByTestId( 'inner-blocks' ) ).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'RSVP' } )
		).not.toBeInTheDocument();
	} );

	it( 'RSVP asks whether they will attend', async () => {
		const { inner } = renderEmptyForm();
		await userEvent.click( screen.getByRole( 'button', { name: 'RSVP' } ) );
		expect( inner().map( ( [ name ] ) => name ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-radio',
			'jetpack/field-textarea',
			'jetpack/button',
		] );
		expect( inner()[ 2 ][ 1 ] ).toMatchObject( {
			label: 'Will you attend?',
			required: true,
			options: [ 'Yes', 'No' ],
		} );
	} );

	it( 'Registration ends with consent', async () => {
		const { inner } = renderEmptyForm();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Registration' } )
		);
		expect( inner().map( ( [ name ] ) => name ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-telephone',
			'jetpack/field-select',
			'jetpack/field-textarea',
			'jetpack/field-consent',
			'jetpack/button',
		] );
	} );

	it( 'Start empty gives only the submit', async () => {
		const { inner } = renderEmptyForm();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Start empty' } )
		);
		expect( inner() ).toEqual( [
			[ 'jetpack/button', expect.objectContaining( SUBMIT ) ],
		] );
	} );
} );

/** Renders the settings with a setAttributes that applies its changes. */
function renderSettings( initial: Partial< FormAttributes > = {} ) {
	return renderEditHoldingAttributes(
		{ ...FORM, ...initial },
		( attributes, setAttributes ) => (
			<FormSettings
				attributes={ attributes }
				setAttributes={ setAttributes }
				instanceId="form-1"
			/>
		)
	);
}

describe( 'form settings', () => {
	it( 'flags invalid recipients and keeps what was typed', async () => {
		const { attributes } = renderSettings();
		const to = screen.getByRole( 'textbox', {
			name: 'Email address to send to',
		} );
		await userEvent.type( to, 'me@example.com, oops' );
		expect( attributes().to ).toBe( 'me@example.com, oops' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Not a valid email address: oops'
		);
		expect( to ).toHaveAttribute( 'aria-invalid', 'true' );

		await userEvent.type( to, '@example.org' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( to ).toHaveAttribute( 'aria-invalid', 'false' );
	} );

	it( 'a custom message asks for its heading and text', async () => {
		const { attributes } = renderSettings();
		expect(
			screen.queryByRole( 'textbox', { name: 'Message heading' } )
		).not.toBeInTheDocument();
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Visitors see' } ),
			'message'
		);
		const heading = screen.getByRole( 'textbox', {
			name: 'Message heading',
		} );
		expect( heading ).toHaveAttribute(
			'placeholder',
			'Your message has been sent'
		);
		await userEvent.type( heading, 'Thanks!' );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Message text' } ),
			'We will reply soon.'
		);
		expect( attributes() ).toMatchObject( {
			customThankyou: 'message',
			customThankyouHeading: 'Thanks!',
			customThankyouMessage: 'We will reply soon.',
		} );
	} );

	it( 'a redirect must be an http(s) address', async () => {
		const { attributes } = renderSettings( { customThankyou: 'redirect' } );
		const url = screen.getByRole( 'textbox', { name: 'Redirect address' } );
		await userEvent.type( url, 'javascript:alert(1)' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Enter a web address that starts with http:// or https://.'
		);
		expect( attributes().customThankyouRedirect ).toBe(
			'javascript:alert(1)'
		);
		await userEvent.clear( url );
		await userEvent.type( url, 'https://example.com/thanks' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );

/** Renders a field's edit with a setAttributes that applies its changes. */
function renderField(
	name: string,
	initial: Partial< FieldAttributes > = {},
	isSelected = true
) {
	return renderEditComponentHoldingAttributes< FieldAttributes >(
		FieldEdit,
		{ label: '', required: false, ...initial },
		{ name, isSelected, clientId: 'field-1' }
	);
}

describe( 'a field', () => {
	it( 'shows a disabled input with its placeholder, and Required', async () => {
		const { container, attributes } = renderField( 'jetpack/field-email', {
			placeholder: 'you@example.com',
		} );
		const input = container.querySelector( 'input[type="email"]' );
		expect( input ).toBeDisabled();
		expect( input ).toHaveAttribute( 'placeholder', 'you@example.com' );
		expect( screen.queryByText( '(required)' ) ).not.toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Required' } )
		);
		expect( attributes().required ).toBe( true );
		expect( screen.getByText( '(required)' ) ).toBeVisible();
	} );

	it( 'a textarea and a dropdown, as visitors see them', () => {
		const textarea = renderField( 'jetpack/field-textarea' );
		expect( textarea.container.querySelector( 'textarea' ) ).toBeDisabled();
		textarea.unmount();
		const dropdown = renderField(
			'jetpack/field-select',
			{ options: [ 'S', 'M' ] },
			false
		);
		expect( dropdown.container.querySelector( 'select' ) ).toBeDisabled();
		expect( screen.getByRole( 'option' ) ).toHaveTextContent(
			'Select one option'
		);
	} );

	it( 'an explicit consent shows its checkbox and wording', async () => {
		const { container, attributes } = renderField(
			'jetpack/field-consent'
		);
		const inline = () =>
			container.querySelector( '.orbit-form-field__inline' )!;
		expect( inline().querySelector( 'input' ) ).toBeNull();
		// Implicit consent asks nothing, so it cannot be required.
		expect(
			screen.queryByRole( 'checkbox', { name: 'Required' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByText( /giving us permission to email you/ )
		).toBeVisible();
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Permission to email' } ),
			'explicit'
		);
		expect( attributes().consentType ).toBe( 'explicit' );
		expect(
			inline().querySelector( 'input[type="checkbox"]' )
		).toBeDisabled();
		expect(
			screen.getByRole( 'checkbox', { name: 'Required' } )
		).toBeVisible();
		expect(
			screen.getAllByText( 'Can we send you an email from time to time?' )
				.length
		).toBeGreaterThan( 0 );
	} );
} );

describe( 'the options editor', () => {
	it( 'starts with one row; Enter adds the next and moves to it', async () => {
		const { attributes } = renderField( 'jetpack/field-radio' );
		const first = screen.getByRole( 'textbox', { name: 'Option 1' } );
		await userEvent.type( first, 'Yes{Enter}' );
		const second = screen.getByRole( 'textbox', { name: 'Option 2' } );
		expect( second ).toHaveFocus();
		await userEvent.keyboard( 'No{Enter}Maybe' );
		expect( attributes().options ).toEqual( [ 'Yes', 'No', 'Maybe' ] );
	} );

	it( 'edits, removes and adds options', async () => {
		const { attributes } = renderField( 'jetpack/field-checkbox-multiple', {
			options: [ 'News', 'Events', 'Offers' ],
		} );
		const events = screen.getByRole( 'textbox', { name: 'Option 2' } );
		fireEvent.change( events, { target: { value: 'Meetups' } } );
		expect( attributes().options ).toEqual( [
			'News',
			'Meetups',
			'Offers',
		] );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove option 1' } )
		);
		expect( attributes().options ).toEqual( [ 'Meetups', 'Offers' ] );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add option' } )
		);
		expect( attributes().options ).toEqual( [ 'Meetups', 'Offers', '' ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Option 3' } )
		).toHaveFocus();

		// Backspace in the empty row removes it and goes back.
		await userEvent.keyboard( '{Backspace}' );
		expect( attributes().options ).toEqual( [ 'Meetups', 'Offers' ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Option 2' } )
		).toHaveFocus();
	} );

	it( 'not selected: the choices as visitors see them, empty ones left out', () => {
		const { container } = renderField(
			'jetpack/field-radio',
			{ options: [ 'Yes', '', 'No' ] },
			false
		);
		expect(
			screen.queryByRole( 'textbox', { name: 'Option 1' } )
		).not.toBeInTheDocument();
		const list = container.querySelector(
			'.orbit-form-field__choices'
		) as HTMLElement;
		const radios = within( list ).getAllByRole( 'radio' );
		expect( radios ).toHaveLength( 2 );
		radios.forEach( ( radio ) => expect( radio ).toBeDisabled() );
		expect( list ).toHaveTextContent( 'YesNo' );
	} );
} );
