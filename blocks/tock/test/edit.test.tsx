/**
 * Component tests of the reservation block (spec 3 "Reservation", sections
 * 2, 4, 5 and 9): the Edit popover with its own copy of the name, submit by
 * the button or Enter (Enter only with a name), the address prefix stripped,
 * Escape restoring the saved name, the popover opening by itself while no
 * name is set, and the preview of Tock's button.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TockEdit, { NOT_A_NAME } from '../edit';
import '../../../tests/setup/resize-observer';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	// The toolbar renders in place (there is no block toolbar slot here).
	BlockControls: ( { children }: { children: unknown } ) => children,
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-tock',
	} ),
} ) );

// The sandbox writes its document into an iframe; here it shows the HTML.
jest.mock( '../preview', () => {
	const { widgetHtml } = jest.requireActual( '../widget' );
	return ( { name }: { name: string } ) => (
		<iframe
			title="Tock reservation button"
			data-html={ widgetHtml( name ) }
		/>
	);
} );

interface Attributes {
	url?: string;
}

/** Lets the popover finish placing itself. */
const settle = () => act( async () => {} );

async function renderEdit( initial: Attributes = {}, isSelected = true ) {
	const view = renderEditComponentHoldingAttributes(
		TockEdit,
		{ ...initial },
		{ isSelected, clientId: 'tock-1' }
	);
	await settle();
	return {
		...view,
		select: async ( next: boolean ) => {
			view.select( next );
			await settle();
		},
	};
}

const SHOWN = { ignore: '.a11y-speak-region, script, style' };
const nameBox = () =>
	screen.queryByRole( 'textbox', { name: 'Tock business name' } );
const applyButton = () => screen.getByRole( 'button', { name: 'Apply' } );
const editButton = () => screen.getByRole( 'button', { name: 'Edit' } );
const preview = () => screen.queryByTitle( 'Tock reservation button' );

describe( 'without a name', () => {
	it( 'opens the popover by itself, with placeholder and help', async () => {
		await renderEdit();
		const box = await screen.findByRole( 'textbox', {
			name: 'Tock business name',
		} );
		expect( box ).toHaveAttribute(
			'placeholder',
			'Add Tock business name'
		);
		expect(
			screen.getByText(
				/The business name is the part of your Tock page’s public address/,
				SHOWN
			)
		).toBeInTheDocument();
		expect( preview() ).toBeNull();
	} );

	it( 'shows the placeholder, not the popover, when not selected', async () => {
		const { select } = await renderEdit( {}, false );
		expect( nameBox() ).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Add business name' } )
		).toBeVisible();
		await select( true );
		expect( nameBox() ).not.toBeNull();
	} );

	it( 'can be dismissed without a name, and Add business name opens it again', async () => {
		const { setAttributes } = await renderEdit();
		await userEvent.type( nameBox()!, 'rois' );
		fireEvent.keyDown( nameBox()!, { key: 'Escape', keyCode: 27 } );
		expect( nameBox() ).toBeNull();
		expect( setAttributes ).not.toHaveBeenCalled();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add business name' } )
		);
		expect( nameBox() ).toHaveValue( '' );
		// The toolbar's Edit closes it too.
		await userEvent.click( editButton() );
		expect( nameBox() ).toBeNull();
		await userEvent.click( editButton() );
		expect( nameBox() ).not.toBeNull();
	} );

	it( 'opens by itself again when the block is selected again', async () => {
		const { select } = await renderEdit();
		fireEvent.keyDown( nameBox()!, { key: 'Escape', keyCode: 27 } );
		expect( nameBox() ).toBeNull();
		await select( false );
		await select( true );
		expect( nameBox() ).not.toBeNull();
	} );

	it( 'ignores Enter while the name is empty', async () => {
		const { setAttributes } = await renderEdit();
		await userEvent.type( nameBox()!, '   {Enter}' );
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( nameBox() ).not.toBeNull();
	} );

	it( 'strips an address prefix up to the host on Enter', async () => {
		const { setAttributes } = await renderEdit();
		await userEvent.click( nameBox()! );
		await userEvent.paste(
			'https://www.exploretock.com/roister/search?date=2024-05-01'
		);
		await userEvent.keyboard( '{Enter}' );
		expect( setAttributes ).toHaveBeenCalledWith( { url: 'roister' } );
		expect( nameBox() ).toBeNull();
		expect( preview() ).toHaveAttribute(
			'data-html',
			expect.stringContaining( 'tock("init","roister")' )
		);
	} );

	it( 'refuses a foreign address with a message, keeping what was typed', async () => {
		const { setAttributes } = await renderEdit();
		await userEvent.type( nameBox()!, 'https://evil.example/roister' );
		await userEvent.click( applyButton() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( NOT_A_NAME );
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( nameBox() ).toHaveValue( 'https://evil.example/roister' );
	} );
} );

describe( 'with a name', () => {
	it( 'previews the button and opens the popover from the toolbar', async () => {
		await renderEdit( { url: 'roister' } );
		expect( nameBox() ).toBeNull();
		expect( preview() ).toHaveAttribute(
			'data-html',
			expect.stringContaining( 'data-tock-display-mode="Button"' )
		);
		await userEvent.click( editButton() );
		expect( nameBox() ).toHaveValue( 'roister' );
	} );

	it( 'applies a new name with the submit button', async () => {
		const { setAttributes } = await renderEdit( { url: 'roister' } );
		await userEvent.click( editButton() );
		await userEvent.clear( nameBox()! );
		await userEvent.type( nameBox()!, 'exploretock.com/canlis' );
		await userEvent.click( applyButton() );
		expect( setAttributes ).toHaveBeenCalledWith( { url: 'canlis' } );
		expect( nameBox() ).toBeNull();
	} );

	it( 'restores the saved name on Escape', async () => {
		const { setAttributes } = await renderEdit( { url: 'roister' } );
		await userEvent.click( editButton() );
		await userEvent.clear( nameBox()! );
		await userEvent.type( nameBox()!, 'canlis' );
		// Browsers give Escape its keyCode (27), which the popover reads.
		fireEvent.keyDown( nameBox()!, { key: 'Escape', keyCode: 27 } );
		expect( nameBox() ).toBeNull();
		expect( setAttributes ).not.toHaveBeenCalled();
		await userEvent.click( editButton() );
		expect( nameBox() ).toHaveValue( 'roister' );
	} );

	it( 'removes the name when the button is pressed with an empty box', async () => {
		const { attributes } = await renderEdit( { url: 'roister' } );
		await userEvent.click( editButton() );
		await userEvent.clear( nameBox()! );
		await act( async () => {
			applyButton().click();
		} );
		expect( attributes().url ).toBeUndefined();
		// No name: the popover stays open for one.
		expect( nameBox() ).not.toBeNull();
	} );

	it( 'shows a saved value that is not a name, for correction', async () => {
		await renderEdit( { url: 'my place' }, false );
		expect( screen.getByText( NOT_A_NAME, SHOWN ) ).toBeVisible();
		expect( preview() ).toBeNull();
	} );
} );
