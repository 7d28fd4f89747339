/**
 * When the localised week cannot be fetched, the block still works, with
 * English day names and the editor's own first day of the week.
 */
import { screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { select } from '@wordpress/data';
import { renderEdit, setSiteTimeFormat } from './render-edit';
import { store } from '../../../store/business-hours';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-business-hours',
	} ),
} ) );

( apiFetch as unknown as jest.Mock ).mockRejectedValue( {
	code: 'rest_forbidden',
	message: 'Sorry, you are not allowed to do that.',
} );
setSiteTimeFormat( 'H:i' );

it( 'falls back to English labels, Sunday first, in the site time format', async () => {
	const { container } = renderEdit( { isSelected: false } );
	await waitFor( () =>
		expect( select( store ).getLocalizedWeekError() ).toBe(
			'Sorry, you are not allowed to do that.'
		)
	);
	expect(
		[ ...container.querySelectorAll( 'dt' ) ].map(
			( dt ) => dt.textContent
		)
	).toEqual( [
		'Sunday',
		'Monday',
		'Tuesday',
		'Wednesday',
		'Thursday',
		'Friday',
		'Saturday',
	] );
	expect( container.querySelector( 'dd.Mon' ) ).toHaveTextContent(
		'09:00 – 17:00'
	);
	expect( screen.getAllByText( 'Closed' ) ).toHaveLength( 2 );
} );
