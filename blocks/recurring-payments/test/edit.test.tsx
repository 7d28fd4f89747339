/**
 * Component tests of the Payment Button in the editor (spec 3: payment-plan
 * copy and messages, the payments nudge and its tracking event): loading;
 * not connected with a connect URL (the nudge, Connect tracked and leaving
 * for the connect URL) and without one; connected with no plan (hidden from
 * visitors), a valid plan, an invalid saved plan ("Invalid payment plan
 * configured for this block."); adding a plan inline with the payment-plan
 * messages (name, valid price, server failure) and the new plan chosen.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import { RegistryProvider } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import { navigateTo } from '../../../shared/navigate';
import { recordEvent } from '../../../shared/tracking';
import { store as membershipsStore } from '../../../store/memberships';
import { freshRegistry } from '../../../tests/setup/registry';
import * as membershipsDouble from '../../../store/memberships/test/memberships-api-double';
import RecurringPaymentsEdit, {
	type RecurringPaymentsAttributes,
} from '../edit';
import { heldAnswer } from '../../../tests/setup/held-answer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../shared/navigate', () => ( { navigateTo: jest.fn() } ) );
jest.mock( '../../../shared/tracking', () => ( { recordEvent: jest.fn() } ) );
let innerBlocksOptions: { template?: unknown; templateLock?: unknown } = {};
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	InspectorControls: ( { children }: { children: unknown } ) => children,
	useBlockProps: ( props: object = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-recurring-payments',
	} ),
	useInnerBlocksProps: (
		props: object,
		options: { template?: unknown; templateLock?: unknown }
	) => {
		innerBlocksOptions = options;
		return { ...props, children: <a href="#top">Contribute</a> };
	},
} ) );

const CONNECT_URL =
	'http://localhost/wp-admin/admin-post.php?action=orbit_blocks_payment_account&redirect_uri=x';
const LETTER = membershipsDouble.weeklyLetter( 50, 'USD' );
const COUNTS = {
	counts: { social_followers: 0, email_subscribers: 0, paid_subscribers: 0 },
};

type Request = membershipsDouble.MembershipsRequest;

const serve = ( status: unknown, product?: ( request: Request ) => unknown ) =>
	membershipsDouble.answerMembershipsRoutes( mockFetch, {
		status,
		counts: COUNTS,
		product,
	} );

const posts = (): Request[] =>
	mockFetch.mock.calls
		.map( ( [ request ] ) => request as Request )
		.filter( ( request ) => request.method === 'POST' );

let latest: RecurringPaymentsAttributes;

function Harness( { initial }: { initial: RecurringPaymentsAttributes } ) {
	const [ attributes, setState ] = useState( initial );
	latest = attributes;
	return (
		<RecurringPaymentsEdit
			attributes={ attributes }
			setAttributes={ ( next ) => {
				setState( ( previous ) => {
					latest = { ...previous, ...next };
					return latest;
				} );
			} }
		/>
	);
}

function renderEdit( attributes: Partial< RecurringPaymentsAttributes > = {} ) {
	const registry = freshRegistry( membershipsStore, noticesStore );
	render(
		<RegistryProvider value={ registry as never }>
			<Harness initial={ { url: '#', uniqueId: 'id', ...attributes } } />
		</RegistryProvider>
	);
	const notices = () =>
		registry
			.select( noticesStore )
			.getNotices()
			.map( ( { content, status } ) => ( { content, status } ) );
	return { notices };
}

const HIDDEN =
	'This button is hidden from visitors until a valid payment plan is selected.';

// Notices are also spoken (a live region): look in the notice itself.
const IN_NOTICE = { selector: '.components-notice__content' };

beforeEach( () => {
	mockFetch.mockReset();
	// An administrator, who may add products, unless a test says not.
	window.orbitBlocksEditorState = { user: { canManageOptions: true } };
	jest.clearAllMocks();
	innerBlocksOptions = {};
} );

describe( 'Payment Button editor', () => {
	it( 'shows the inner button, locked, and a spinner while the status loads', async () => {
		const held = heldAnswer();
		serve( held.answer );
		renderEdit();
		expect( screen.getByText( 'Loading payment plans…' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: 'Contribute' } )
		).toBeTruthy();
		expect( innerBlocksOptions.templateLock ).toBe( 'all' );
		expect( innerBlocksOptions.template ).toEqual( [
			[
				'jetpack/button',
				expect.objectContaining( {
					element: 'a',
					text: 'Contribute',
					passthroughAttributes: { url: 'url' },
				} ),
			],
		] );
		await waitFor( () => expect( mockFetch ).toHaveBeenCalledTimes( 2 ) );
		await act( async () =>
			held.release(
				membershipsDouble.connected( [ membershipsDouble.GOLD ] )
			)
		);
		expect( await screen.findByText( HIDDEN, IN_NOTICE ) ).toBeTruthy();
		expect( screen.queryByText( 'Loading payment plans…' ) ).toBeNull();
	} );

	it( 'not connected: the payments nudge, whose Connect is tracked and leaves for the connect URL', async () => {
		serve( {
			connect_url: CONNECT_URL,
			site_slug: 'localhost',
			products: [],
		} );
		renderEdit();
		expect(
			await screen.findByText(
				'Connect to Stripe to use this block on your site'
			)
		).toBeTruthy();
		expect(
			screen.queryByRole( 'combobox', { name: 'Payment plan' } )
		).toBeNull();
		await userEvent.click(
			screen.getByRole( 'link', { name: 'Connect' } )
		);
		await waitFor( () => expect( navigateTo ).toHaveBeenCalledTimes( 1 ) );
		expect( recordEvent ).toHaveBeenCalledTimes( 1 );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_block_stripe_connect_click',
			{ block: 'jetpack/recurring-payments' }
		);
	} );

	it( 'not connected without a connect URL: asks for an administrator', async () => {
		serve( { site_slug: 'localhost', products: [] } );
		renderEdit();
		expect(
			await screen.findByText(
				/Ask a site administrator to connect one/,
				IN_NOTICE
			)
		).toBeTruthy();
		expect( screen.queryByText( /Connect to Stripe/ ) ).toBeNull();
	} );

	it( 'lists the account plans (not newsletter ones) and chooses one', async () => {
		serve(
			membershipsDouble.connected( [ membershipsDouble.GOLD, LETTER ] )
		);
		renderEdit();
		const select = await screen.findByRole( 'combobox', {
			name: 'Payment plan',
		} );
		expect(
			Array.from( ( select as HTMLSelectElement ).options ).map(
				( option ) => option.textContent
			)
		).toEqual( [ 'Select a payment plan', 'Gold: $12.00 / month' ] );
		expect( screen.getByText( HIDDEN, IN_NOTICE ) ).toBeTruthy();
		await userEvent.selectOptions( select, '11' );
		expect( latest.planId ).toBe( 11 );
		expect( screen.queryByText( HIDDEN, IN_NOTICE ) ).toBeNull();
		expect(
			screen.queryByText(
				'Invalid payment plan configured for this block.',
				IN_NOTICE
			)
		).toBeNull();
	} );

	it( 'says a saved plan that is not among the products is invalid', async () => {
		serve( membershipsDouble.connected( [ membershipsDouble.GOLD ] ) );
		renderEdit( { planId: 99 } );
		expect(
			await screen.findByText(
				'Invalid payment plan configured for this block.',
				IN_NOTICE
			)
		).toBeTruthy();
		expect( screen.queryByText( HIDDEN, IN_NOTICE ) ).toBeNull();
		expect(
			screen.getByRole( 'combobox', { name: 'Payment plan' } )
		).toHaveValue( '99' );
	} );

	it( 'offers the default first plan when the account has none', async () => {
		serve( membershipsDouble.connected( [] ) );
		renderEdit();
		expect(
			await screen.findByRole( 'textbox', { name: 'Name' } )
		).toHaveValue( 'Monthly Subscription' );
		expect( screen.getByRole( 'textbox', { name: 'Price' } ) ).toHaveValue(
			'5'
		);
		expect(
			screen.getByRole( 'form', { name: 'Add a new payment plan' } )
		).toBeTruthy();
	} );

	it( 'adds a plan inline with the payment-plan messages, then chooses it', async () => {
		let fail = true;
		serve(
			membershipsDouble.connected( [ membershipsDouble.GOLD ] ),
			( request ) => {
				if ( fail ) {
					throw { code: 'oops', message: 'No.' };
				}
				return { id: 30, ...request.data };
			}
		);
		const { notices } = renderEdit();
		const name = await screen.findByRole( 'textbox', { name: 'Name' } );
		const price = screen.getByRole( 'textbox', { name: 'Price' } );
		const add = screen.getByRole( 'button', { name: 'Add' } );

		await userEvent.type( price, '10' );
		await userEvent.click( add );
		await waitFor( () =>
			expect( notices() ).toEqual( [
				{ content: 'Payment plan requires a name', status: 'error' },
			] )
		);

		await userEvent.type( name, 'Silver' );
		await userEvent.clear( price );
		await userEvent.type( price, '10.505' );
		await userEvent.click( add );
		await waitFor( () =>
			expect( notices() ).toEqual( [
				{
					content: 'Payment plan requires a valid price',
					status: 'error',
				},
			] )
		);
		expect( posts() ).toEqual( [] );

		// The price in the currency's own format.
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Currency' } ),
			'EUR'
		);
		await userEvent.clear( price );
		await userEvent.type( price, '1.234,50' );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Interval' } ),
			'1 year'
		);
		await userEvent.click( add );
		await waitFor( () =>
			expect( notices() ).toEqual( [
				{
					content: 'There was an error when adding the payment plan.',
					status: 'error',
				},
			] )
		);
		expect( name ).toHaveValue( 'Silver' );
		expect( latest.planId ).toBeUndefined();

		fail = false;
		await userEvent.click( add );
		await waitFor( () => expect( latest.planId ).toBe( 30 ) );
		expect( notices() ).toEqual( [
			{ content: 'Successfully created payment plan', status: 'success' },
		] );
		expect( posts().at( -1 ) ).toEqual( {
			path: '/wpcom/v2/memberships/product',
			method: 'POST',
			data: {
				title: 'Silver',
				price: 1234.5,
				currency: 'EUR',
				interval: '1 year',
			},
		} );
		expect(
			screen.getByRole( 'combobox', { name: 'Payment plan' } )
		).toHaveValue( '30' );
		expect( screen.queryByText( HIDDEN, IN_NOTICE ) ).toBeNull();
	} );
} );
