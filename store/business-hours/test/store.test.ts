import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';
import { isLocalizedWeek, reducer, resolvers, actions } from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const WEEK = {
	days: {
		Sun: 'Sunday',
		Mon: 'Monday',
		Tue: 'Tuesday',
		Wed: 'Wednesday',
		Thu: 'Thursday',
		Fri: 'Friday',
		Sat: 'Saturday',
	},
	startOfWeek: 1,
};

describe( 'business-hours store', () => {
	it( 'accepts only the localized-week shape', () => {
		expect( isLocalizedWeek( WEEK ) ).toBe( true );
		expect( isLocalizedWeek( { ...WEEK, startOfWeek: 7 } ) ).toBe( false );
		expect( isLocalizedWeek( { ...WEEK, startOfWeek: '1' } ) ).toBe(
			false
		);
		expect(
			isLocalizedWeek( {
				...WEEK,
				days: { ...WEEK.days, Sat: undefined },
			} )
		).toBe( false );
		expect( isLocalizedWeek( null ) ).toBe( false );
		expect( isLocalizedWeek( [] ) ).toBe( false );
	} );

	it( 'stores the week and clears an earlier error', () => {
		const failed = reducer(
			undefined,
			actions.receiveLocalizedWeekError( 'offline' )
		);
		expect( failed ).toEqual( { localizedWeek: null, error: 'offline' } );
		expect(
			reducer( failed, actions.receiveLocalizedWeek( WEEK ) )
		).toEqual( { localizedWeek: WEEK, error: null } );
	} );

	it.each( [
		[ 'the week', WEEK, actions.receiveLocalizedWeek( WEEK ) ],
		[
			'an error for a malformed body',
			{ days: [] },
			actions.receiveLocalizedWeekError( 'Unexpected API response' ),
		],
	] )( 'resolves %s', async ( _, response, expected ) => {
		apiFetchDouble.mockResolvedValueOnce( response );
		const dispatch = {
			receiveLocalizedWeek: jest.fn(),
			receiveLocalizedWeekError: jest.fn(),
		};
		await resolvers.getLocalizedWeek()( { dispatch } );
		// Every GET carries a cache-buster (spec 1, calls).
		const [ [ { path } ] ] = apiFetchDouble.mock.calls.slice( -1 );
		expect( path ).toMatch(
			/^\/wpcom\/v2\/business-hours\/localized-week\?_cacheBuster=\d+$/
		);
		const called =
			expected.type === 'RECEIVE_LOCALIZED_WEEK'
				? dispatch.receiveLocalizedWeek
				: dispatch.receiveLocalizedWeekError;
		expect( called ).toHaveBeenCalledWith(
			'localizedWeek' in expected
				? expected.localizedWeek
				: expected.error
		);
	} );

	it( 'resolves a failed request to its message', async () => {
		apiFetchDouble.mockRejectedValueOnce( new Error( 'Failed to fetch' ) );
		const dispatch = {
			receiveLocalizedWeek: jest.fn(),
			receiveLocalizedWeekError: jest.fn(),
		};
		await resolvers.getLocalizedWeek()( { dispatch } );
		expect( dispatch.receiveLocalizedWeekError ).toHaveBeenCalledWith(
			'Failed to fetch'
		);
		expect( dispatch.receiveLocalizedWeek ).not.toHaveBeenCalled();
	} );
} );
