/**
 * Component tests of the address block (spec 2 "Contact Info", "Address"):
 * the formatted view when not selected, the seven fields when selected or
 * empty, Enter blocked in them, and the Google Maps toggle.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AddressAttributes } from '../address';
import AddressEdit from '../edit';
import { renderEdit } from '../../test/render-edit';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useBlockProps: jest
		.requireActual( '../../test/render-edit' )
		.mockBlockProps( 'wp-block-jetpack-address' ),
} ) );

const EMPTY: AddressAttributes = {
	address: '',
	addressLine2: '',
	addressLine3: '',
	city: '',
	region: '',
	postal: '',
	country: '',
	linkToGoogleMaps: false,
};

const FILLED: AddressAttributes = {
	...EMPTY,
	address: '123 Main St',
	addressLine2: 'Suite 4',
	city: 'Springfield',
	region: 'IL',
	postal: '62701',
	country: 'USA',
};

const LABELS = [
	'Street Address',
	'Address Line 2',
	'Address Line 3',
	'City',
	'State/Province/Region',
	'Postal/Zip Code',
	'Country',
];

describe( 'address, not selected', () => {
	it( 'shows the formatted address, not the fields', () => {
		const { container } = renderEdit( AddressEdit, FILLED, {
			isSelected: false,
		} );
		expect( screen.queryAllByRole( 'textbox' ) ).toHaveLength( 0 );
		const block = container.querySelector( '.wp-block-jetpack-address' )!;
		expect(
			[
				...block.querySelectorAll(
					'.jetpack-address__street, .jetpack-address__locality, .jetpack-address__country'
				),
			].map( ( line ) => line.textContent )
		).toEqual( [
			'123 Main St',
			'Suite 4',
			'Springfield, IL 62701',
			'USA',
		] );
		expect(
			block.querySelector( '[itemprop="postalCode"]' )
		).toHaveTextContent( '62701' );
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'shows the link to Google Maps when asked, and a click does not follow it', () => {
		renderEdit(
			AddressEdit,
			{ ...FILLED, linkToGoogleMaps: true },
			{ isSelected: false }
		);
		const link = screen.getByRole( 'link' );
		expect( link ).toHaveAttribute(
			'href',
			'https://www.google.com/maps/search/123%20Main%20St%2C%20Suite%204%2C%20Springfield%2C%20IL%2062701%2C%20USA'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( fireEvent.click( link ) ).toBe( false );
	} );

	it( 'shows the empty fields (placeholders) when there is no address yet', () => {
		renderEdit( AddressEdit, EMPTY, { isSelected: false } );
		expect(
			screen
				.getAllByRole( 'textbox' )
				.map( ( field ) => field.getAttribute( 'placeholder' ) )
		).toEqual( LABELS );
	} );
} );

describe( 'address, selected', () => {
	it( 'shows the seven fields with their values and the toggle', () => {
		renderEdit( AddressEdit, FILLED );
		expect(
			LABELS.map(
				( label ) =>
					(
						screen.getByRole( 'textbox', {
							name: label,
						} ) as HTMLTextAreaElement
					 ).value
			)
		).toEqual( [
			'123 Main St',
			'Suite 4',
			'',
			'Springfield',
			'IL',
			'62701',
			'USA',
		] );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Link address to Google Maps',
			} )
		).not.toBeChecked();
	} );

	it( 'saves what is typed in each field', async () => {
		const user = userEvent.setup();
		const { attributes } = renderEdit( AddressEdit, EMPTY );
		await user.type(
			screen.getByRole( 'textbox', { name: 'City' } ),
			'Oslo'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Postal/Zip Code' } ),
			'0150'
		);
		expect( attributes() ).toEqual( {
			...EMPTY,
			city: 'Oslo',
			postal: '0150',
		} );
	} );

	it( 'blocks Enter and Shift+Enter in every field: no line break', async () => {
		const user = userEvent.setup();
		const { attributes } = renderEdit( AddressEdit, EMPTY );
		for ( const label of LABELS ) {
			const field = screen.getByRole( 'textbox', { name: label } );
			await user.type( field, 'a{Enter}b{Shift>}{Enter}{/Shift}c' );
			expect( field ).toHaveValue( 'abc' );
			expect( fireEvent.keyDown( field, { key: 'Enter' } ) ).toBe(
				false
			);
		}
		expect( attributes().address ).toBe( 'abc' );
		expect( attributes().country ).toBe( 'abc' );
	} );

	it( 'turns pasted line breaks into spaces', async () => {
		const user = userEvent.setup();
		const { attributes } = renderEdit( AddressEdit, EMPTY );
		const field = screen.getByRole( 'textbox', { name: 'Street Address' } );
		field.focus();
		await user.paste( '1 Long Road\nFlat 2' );
		expect( attributes().address ).toBe( '1 Long Road Flat 2' );
	} );

	it( 'the toggle links the address to Google Maps, and unlinks it', async () => {
		const user = userEvent.setup();
		const view = renderEdit( AddressEdit, FILLED );
		const toggle = screen.getByRole( 'checkbox', {
			name: 'Link address to Google Maps',
		} );
		await user.click( toggle );
		expect( view.setAttributes ).toHaveBeenLastCalledWith( {
			linkToGoogleMaps: true,
		} );
		expect( toggle ).toBeChecked();

		view.select( false );
		expect( screen.getByRole( 'link' ) ).toHaveAttribute(
			'href',
			expect.stringMatching(
				/^https:\/\/www\.google\.com\/maps\/search\//
			)
		);

		view.select( true );
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Link address to Google Maps',
			} )
		);
		expect( view.attributes().linkToGoogleMaps ).toBe( false );
		view.select( false );
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'puts the caret in the first field when selected by a click on the preview', () => {
		const view = renderEdit( AddressEdit, FILLED, { isSelected: false } );
		const block = view.container.querySelector(
			'.wp-block-jetpack-address'
		) as HTMLElement;
		// The editor focuses the block's wrapper when it is clicked.
		block.tabIndex = 0;
		block.focus();
		view.select( true );
		expect(
			screen.getByRole( 'textbox', { name: 'Street Address' } )
		).toHaveFocus();
	} );
} );
