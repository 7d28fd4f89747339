import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import { WidthPanel } from '../components/width-panel';

function Harness( { initial, align }: { initial?: string; align?: string } ) {
	const [ width, setWidth ] = useState( initial );
	return (
		<>
			<WidthPanel width={ width } align={ align } onChange={ setWidth } />
			<output>{ width || 'none' }</output>
		</>
	);
}

describe( 'width panel', () => {
	it( 'sets a preset, and clears it when the active one is clicked again', async () => {
		render( <Harness /> );
		await userEvent.click( screen.getByRole( 'button', { name: '50%' } ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '50%' );
		expect( screen.getByRole( 'button', { name: '50%' } ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await userEvent.click( screen.getByRole( 'button', { name: '50%' } ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'none' );
	} );

	it( 'caps a typed percent at 100', async () => {
		render( <Harness initial="50%" /> );
		const input = screen.getByRole( 'spinbutton', {
			name: 'Custom width',
		} );
		await userEvent.clear( input );
		await userEvent.type( input, '150' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '100%' );
	} );

	it( 'offers no percent beside a left alignment', () => {
		render( <Harness initial="200px" align="left" /> );
		expect( screen.getByRole( 'button', { name: '25%' } ) ).toBeDisabled();
		const units = screen.getByRole( 'combobox', { name: 'Select unit' } );
		expect(
			Array.from( ( units as HTMLSelectElement ).options ).map(
				( option ) => option.value
			)
		).toEqual( [ 'px', 'em' ] );
	} );
} );
