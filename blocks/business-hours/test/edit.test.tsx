/**
 * Component tests of the business-hours block (spec 1, sections 2, 4, 5)
 * with the localised week answered by a test double of api-fetch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';
import { defaultDays } from '../hours';
import { ENGLISH_WEEK_FROM_SUNDAY, dayLabels } from './day-labels';
import { renderEdit, setSiteTimeFormat } from './render-edit';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const FRENCH_WEEK = {
	days: {
		Sun: 'dimanche',
		Mon: 'lundi',
		Tue: 'mardi',
		Wed: 'mercredi',
		Thu: 'jeudi',
		Fri: 'vendredi',
		Sat: 'samedi',
	},
	startOfWeek: 1,
};

apiFetchDouble.mockResolvedValue( FRENCH_WEEK );
setSiteTimeFormat( 'g:i a' );

const dayGroup = ( label: string ) =>
	screen.getByRole( 'group', { name: label } );

describe( 'business hours, not selected', () => {
	it( 'shows the definition list in the site week order with formatted times and Closed', async () => {
		const { container } = renderEdit( { isSelected: false } );
		// Until the localised week arrives: English labels, Sunday first.
		expect( dayLabels( container ) ).toEqual( ENGLISH_WEEK_FROM_SUNDAY );
		await waitFor( () =>
			expect( screen.getByText( 'lundi' ) ).toBeInTheDocument()
		);
		expect( screen.queryByText( 'Monday' ) ).toBeNull();

		const list = container.querySelector(
			'dl.wp-block-jetpack-business-hours'
		)!;
		expect( list ).not.toBeNull();
		expect( dayLabels( list ) ).toEqual( [
			'lundi',
			'mardi',
			'mercredi',
			'jeudi',
			'vendredi',
			'samedi',
			'dimanche',
		] );
		const hours = [ ...list.querySelectorAll( 'dd' ) ];
		expect( hours.map( ( dd ) => dd.textContent ) ).toEqual( [
			...Array( 5 ).fill( '9:00 am – 5:00 pm' ),
			'Closed',
			'Closed',
		] );
		expect( hours[ 5 ] ).toHaveClass(
			'jetpack-business-hours__hours',
			'Sat',
			'is-closed'
		);
		expect( hours[ 0 ] ).not.toHaveClass( 'is-closed' );
	} );

	it( 'asks for the localised week once, however many blocks there are', async () => {
		renderEdit( { isSelected: false } );
		renderEdit( { isSelected: false } );
		await waitFor( () =>
			expect( screen.getAllByText( 'lundi' ) ).toHaveLength( 2 )
		);
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 1 );
		expect( apiFetchDouble ).toHaveBeenCalledWith( {
			path: expect.stringMatching(
				/^\/wpcom\/v2\/business-hours\/localized-week\?_cacheBuster=\d+$/
			),
		} );
	} );
} );

describe( 'business hours, selected', () => {
	it( 'shows each day with its toggle and the default times', async () => {
		renderEdit();
		await waitFor( () =>
			expect( dayGroup( 'lundi' ) ).toBeInTheDocument()
		);
		const monday = within( dayGroup( 'lundi' ) );
		expect(
			monday.getByRole( 'checkbox', { name: 'Open' } )
		).toBeChecked();
		expect( monday.getByLabelText( 'Opening time for lundi' ) ).toHaveValue(
			'09:00'
		);
		expect( monday.getByLabelText( 'Closing time for lundi' ) ).toHaveValue(
			'17:00'
		);
		expect(
			monday.getByRole( 'button', { name: 'Add Hours' } )
		).toBeInTheDocument();
		expect(
			monday.queryByRole( 'button', { name: 'Remove Hours' } )
		).toBeNull();

		const saturday = within( dayGroup( 'samedi' ) );
		expect(
			saturday.getByRole( 'checkbox', { name: 'Closed' } )
		).not.toBeChecked();
		expect(
			saturday.queryByLabelText( 'Opening time for samedi' )
		).toBeNull();
		expect(
			saturday.queryByRole( 'button', { name: 'Add Hours' } )
		).toBeNull();
	} );

	it( 'opening a closed day sets 09:00–17:00 and closing a day empties it', async () => {
		const user = userEvent.setup();
		const { setAttributes } = renderEdit();
		await waitFor( () =>
			expect( dayGroup( 'samedi' ) ).toBeInTheDocument()
		);

		await user.click(
			within( dayGroup( 'samedi' ) ).getByRole( 'checkbox', {
				name: 'Closed',
			} )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			days: defaultDays().map( ( d ) =>
				d.name === 'Sat'
					? {
							name: 'Sat',
							hours: [ { opening: '09:00', closing: '17:00' } ],
					  }
					: d
			),
		} );
		expect(
			within( dayGroup( 'samedi' ) ).getByRole( 'checkbox', {
				name: 'Open',
			} )
		).toBeChecked();

		await user.click(
			within( dayGroup( 'lundi' ) ).getByRole( 'checkbox', {
				name: 'Open',
			} )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			days: defaultDays().map( ( d ) => {
				if ( d.name === 'Mon' ) {
					return { name: 'Mon', hours: [] };
				}
				return d.name === 'Sat'
					? {
							name: 'Sat',
							hours: [ { opening: '09:00', closing: '17:00' } ],
					  }
					: d;
			} ),
		} );
		expect(
			within( dayGroup( 'lundi' ) ).queryByLabelText(
				'Opening time for lundi'
			)
		).toBeNull();
		expect( setAttributes ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'toggles a day from the keyboard and from its visible label, and types times with the keyboard', async () => {
		const user = userEvent.setup();
		const { lastDays } = renderEdit();
		await waitFor( () =>
			expect( dayGroup( 'samedi' ) ).toBeInTheDocument()
		);
		const saturday = within( dayGroup( 'samedi' ) );
		// The switch is reached with Tab and flipped with Space.
		saturday.getByRole( 'checkbox', { name: 'Closed' } ).focus();
		await user.keyboard( ' ' );
		expect( lastDays().find( ( d ) => d.name === 'Sat' )?.hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
		// The visible word is the switch's label: clicking it closes the day.
		await user.click( saturday.getByText( 'Open' ) );
		expect( lastDays().find( ( d ) => d.name === 'Sat' )?.hours ).toEqual(
			[]
		);
		expect(
			saturday.getByRole( 'checkbox', { name: 'Closed' } )
		).not.toBeChecked();
		// Tab goes from Monday's switch to its opening time, a time input.
		within( dayGroup( 'lundi' ) )
			.getByRole( 'checkbox', { name: 'Open' } )
			.focus();
		await user.tab();
		const opening = within( dayGroup( 'lundi' ) ).getByLabelText(
			'Opening time for lundi'
		);
		expect( opening ).toHaveFocus();
		expect( opening ).toHaveAttribute( 'type', 'time' );
		await user.clear( opening );
		await user.type( opening, '08:30' );
		expect( lastDays().find( ( d ) => d.name === 'Mon' )?.hours ).toEqual( [
			{ opening: '08:30', closing: '17:00' },
		] );
	} );

	it( 'Add Hours adds an interval, and then each interval gets Remove Hours', async () => {
		const user = userEvent.setup();
		const { lastDays } = renderEdit();
		await waitFor( () =>
			expect( dayGroup( 'mardi' ) ).toBeInTheDocument()
		);
		const tuesday = () => within( dayGroup( 'mardi' ) );

		await user.click(
			tuesday().getByRole( 'button', { name: 'Add Hours' } )
		);
		expect( lastDays().find( ( d ) => d.name === 'Tue' )!.hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '17:00', closing: '19:00' },
		] );
		expect(
			tuesday().getAllByLabelText( 'Opening time for mardi' )
		).toHaveLength( 2 );
		expect(
			tuesday().getAllByRole( 'button', { name: 'Remove Hours' } )
		).toHaveLength( 2 );
		// Monday still has one interval and no Remove Hours.
		expect(
			within( dayGroup( 'lundi' ) ).queryByRole( 'button', {
				name: 'Remove Hours',
			} )
		).toBeNull();

		await user.click(
			tuesday().getAllByRole( 'button', { name: 'Remove Hours' } )[ 0 ]
		);
		expect( lastDays().find( ( d ) => d.name === 'Tue' )!.hours ).toEqual( [
			{ opening: '17:00', closing: '19:00' },
		] );
		expect(
			tuesday().queryByRole( 'button', { name: 'Remove Hours' } )
		).toBeNull();
	} );

	it( 'Add Hours after a day closing at 23:59 proposes its first free time, and is disabled once the day is full', async () => {
		const user = userEvent.setup();
		const { lastDays } = renderEdit( {
			days: defaultDays().map( ( d ) =>
				d.name === 'Wed'
					? {
							...d,
							hours: [ { opening: '01:00', closing: '23:59' } ],
					  }
					: d
			),
		} );
		await waitFor( () =>
			expect( dayGroup( 'mercredi' ) ).toBeInTheDocument()
		);
		const wednesday = () => within( dayGroup( 'mercredi' ) );
		await user.click(
			wednesday().getByRole( 'button', { name: 'Add Hours' } )
		);
		expect( lastDays().find( ( d ) => d.name === 'Wed' )!.hours ).toEqual( [
			{ opening: '01:00', closing: '23:59' },
			{ opening: '00:00', closing: '01:00' },
		] );
		expect( wednesday().queryByText( 'Closes the next day.' ) ).toBeNull();
		const add = wednesday().getByRole( 'button', { name: 'Add Hours' } );
		expect( add ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( add ).toHaveAccessibleDescription(
			'These hours already cover the whole day.'
		);
		await user.click( add );
		expect(
			lastDays().find( ( d ) => d.name === 'Wed' )!.hours
		).toHaveLength( 2 );
		// Other days still offer it.
		expect(
			within( dayGroup( 'jeudi' ) ).getByRole( 'button', {
				name: 'Add Hours',
			} )
		).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'a time input changes its own interval', async () => {
		const user = userEvent.setup();
		const { lastDays } = renderEdit();
		await waitFor( () =>
			expect( dayGroup( 'vendredi' ) ).toBeInTheDocument()
		);
		const closing = within( dayGroup( 'vendredi' ) ).getByLabelText(
			'Closing time for vendredi'
		);
		await user.clear( closing );
		await user.type( closing, '18:30' );
		expect( lastDays().find( ( d ) => d.name === 'Fri' )!.hours ).toEqual( [
			{ opening: '09:00', closing: '18:30' },
		] );
		expect( lastDays().find( ( d ) => d.name === 'Thu' )!.hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
	} );

	it( 'says when an interval is incomplete or runs past midnight', async () => {
		const user = userEvent.setup();
		renderEdit();
		await waitFor( () =>
			expect( dayGroup( 'jeudi' ) ).toBeInTheDocument()
		);
		const thursday = within( dayGroup( 'jeudi' ) );
		await user.clear( thursday.getByLabelText( 'Opening time for jeudi' ) );
		expect(
			thursday.getByText(
				'Enter both times. Visitors do not see hours without them.'
			)
		).toBeInTheDocument();
		await user.type(
			thursday.getByLabelText( 'Opening time for jeudi' ),
			'20:00'
		);
		expect(
			thursday.getByText( 'Closes the next day.' )
		).toBeInTheDocument();
	} );
} );
