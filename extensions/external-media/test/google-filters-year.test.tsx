/**
 * The Google Photos filter bar's Year field (specific month/year): any year
 * can be typed, digit by digit; it is checked and applied when the field
 * loses focus or on Enter, and a year outside 1970 to this year leaves the
 * filter as it was, with a message saying what is accepted.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import GoogleFiltersBar from '../components/google-filters';
import type { GoogleFilters } from '../lib/google-filters';

const THIS_YEAR = new Date().getFullYear();
const changes: GoogleFilters[] = [];

function Bar() {
	const [ filters, setFilters ] = useState< GoogleFilters >( {
		date: { range: 'specific_month', month: -1, year: THIS_YEAR },
	} );
	return (
		<GoogleFiltersBar
			filters={ filters }
			disabled={ false }
			onChange={ ( next ) => {
				changes.push( next );
				setFilters( next );
			} }
		/>
	);
}

beforeEach( () => {
	changes.length = 0;
} );

it( 'lets the author type a year, and applies it when the field is left', async () => {
	render( <Bar /> );
	const year = screen.getByRole( 'spinbutton', { name: 'Year' } );
	await userEvent.clear( year );
	await userEvent.type( year, '2019' );
	expect( year ).toHaveValue( 2019 );
	// Nothing is sent per keystroke.
	expect( changes ).toEqual( [] );
	await userEvent.tab();
	expect( changes ).toEqual( [
		{ date: { range: 'specific_month', month: -1, year: 2019 } },
	] );
	expect( screen.queryByRole( 'alert' ) ).toBeNull();
} );

it( 'applies the year on Enter', async () => {
	render( <Bar /> );
	const year = screen.getByRole( 'spinbutton', { name: 'Year' } );
	await userEvent.clear( year );
	await userEvent.type( year, '1999{Enter}' );
	expect( changes ).toEqual( [
		{ date: { range: 'specific_month', month: -1, year: 1999 } },
	] );
} );

it.each( [ '1969', String( THIS_YEAR + 1 ), '', '20' ] )(
	'refuses "%s" with a clear message and keeps the filter',
	async ( typed ) => {
		render( <Bar /> );
		const year = screen.getByRole( 'spinbutton', { name: 'Year' } );
		await userEvent.clear( year );
		if ( typed ) {
			await userEvent.type( year, typed );
		}
		await userEvent.tab();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			`Enter a year from 1970 to ${ THIS_YEAR }.`
		);
		expect( year ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( changes ).toEqual( [] );
		// Typing again clears the message; a good year is applied.
		await userEvent.clear( year );
		await userEvent.type( year, '2001' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		await userEvent.tab();
		expect( changes ).toEqual( [
			{ date: { range: 'specific_month', month: -1, year: 2001 } },
		] );
	}
);
