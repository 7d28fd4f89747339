/**
 * When the localised week cannot be fetched, the block still works, with
 * English day names and the editor's own first day of the week.
 */
import { screen, waitFor } from '@testing-library/react';
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';
import { select } from '@wordpress/data';
import { ENGLISH_WEEK_FROM_SUNDAY, dayLabels } from './day-labels';
import { renderEdit, setSiteTimeFormat } from './render-edit';
import { store } from '../../../store/business-hours';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

apiFetchDouble.mockRejectedValue( {
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
	expect( dayLabels( container ) ).toEqual( ENGLISH_WEEK_FROM_SUNDAY );
	expect( container.querySelector( 'dd.Mon' ) ).toHaveTextContent(
		'09:00 – 17:00'
	);
	expect( screen.getAllByText( 'Closed' ) ).toHaveLength( 2 );
} );
