/**
 * The AI card's usage table (src/settings/ai-usage.tsx), with api-fetch a
 * jest double answering as orbit-blocks/v1/ai-usage does: each user's
 * requests this month and last month, their last use, the site's totals,
 * an empty table, a failed load, and starting this month's counts again.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { apiFetchDouble as api } from '../../../tests/setup/api-fetch-double';
import AiUsage, { AI_USAGE_PATH } from '../ai-usage';
import type { AiUsageReport } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const REPORT: AiUsageReport = {
	thisMonth: '2026-11',
	lastMonth: '2026-10',
	users: [
		{
			id: 2,
			name: 'Ada Author',
			thisMonth: 3,
			lastMonth: 12,
			lastUse: '2026-11-27T10:15:00+00:00',
		},
		{
			id: 1,
			name: 'Site Admin',
			thisMonth: 1,
			lastMonth: 0,
			lastUse: '2026-11-02T08:00:00+00:00',
		},
	],
	total: { thisMonth: 4, lastMonth: 12 },
	nextReset: '2026-12-01',
};

beforeEach( () => api.mockReset() );

it( 'lists each user’s requests this month and last, their last use, and the site’s totals', async () => {
	api.mockResolvedValueOnce( REPORT );
	render( <AiUsage /> );
	expect( screen.getByText( 'Loading AI usage…' ) ).toBeInTheDocument();
	const table = await screen.findByRole( 'table', { name: 'AI usage' } );
	expect( api ).toHaveBeenCalledWith( { path: AI_USAGE_PATH } );
	expect(
		within( table )
			.getAllByRole( 'columnheader' )
			.map( ( cell ) => cell.textContent )
	).toEqual( [ 'User', 'November 2026', 'October 2026', 'Last use' ] );
	const rows = within( table )
		.getAllByRole( 'row' )
		.slice( 1 )
		.map( ( row ) =>
			Array.from( row.querySelectorAll( 'th, td' ) )
				.slice( 0, 3 )
				.map( ( cell ) => cell.textContent )
		);
	expect( rows ).toEqual( [
		[ 'Ada Author', '3', '12' ],
		[ 'Site Admin', '1', '0' ],
		[ 'The whole site', '4', '12' ],
	] );
	expect( within( table ).getByText( /November 27, 2026/ ) ).toBeVisible();
	expect(
		screen.getByText( /Counts start again on December 1, 2026/ )
	).toBeVisible();
} );

it( 'offers no reset under the limits a network set, and says who can', async () => {
	api.mockResolvedValueOnce( { ...REPORT, canReset: false } );
	render( <AiUsage /> );
	expect(
		await screen.findByText(
			'The network administrator set the monthly limits: only they can start the counts again.'
		)
	).toBeVisible();
	expect(
		screen.queryByRole( 'button', {
			name: 'Start this month’s counts again',
		} )
	).toBeNull();
} );

it( 'says when nothing counted, and offers no reset', async () => {
	api.mockResolvedValueOnce( {
		...REPORT,
		users: [],
		total: { thisMonth: 0, lastMonth: 0 },
	} );
	render( <AiUsage /> );
	expect(
		await screen.findByText(
			'No AI requests have counted in these two months.'
		)
	).toBeVisible();
	expect(
		screen.getByRole( 'button', {
			name: 'Start this month’s counts again',
		} )
	).toBeDisabled();
} );

it( 'starts this month’s counts again, then shows the table anew', async () => {
	api.mockResolvedValueOnce( REPORT );
	render( <AiUsage /> );
	await screen.findByRole( 'table', { name: 'AI usage' } );
	api.mockResolvedValueOnce( {} ).mockResolvedValueOnce( {
		...REPORT,
		users: REPORT.users.map( ( user ) => ( { ...user, thisMonth: 0 } ) ),
		total: { thisMonth: 0, lastMonth: 12 },
	} );
	fireEvent.click(
		screen.getByRole( 'button', {
			name: 'Start this month’s counts again',
		} )
	);
	expect( api ).toHaveBeenCalledWith( {
		path: '/wpcom/v2/ai/ai-assistant-feature',
		method: 'DELETE',
	} );
	const total = await screen.findByRole( 'row', {
		name: /The whole site 0/,
	} );
	expect( total ).toBeVisible();
} );

it( 'says why the usage could not be loaded', async () => {
	api.mockRejectedValueOnce( {
		code: 'rest_forbidden',
		message: 'Sorry, you are not allowed to do that.',
	} );
	render( <AiUsage /> );
	expect(
		await screen.findByText( 'Sorry, you are not allowed to do that.', {
			selector: '.components-notice__content',
		} )
	).toBeVisible();
} );
