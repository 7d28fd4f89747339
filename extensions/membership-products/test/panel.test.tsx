import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import { RegistryProvider } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { getQueryArgs } from '@wordpress/url';
import { navigateTo } from '../../../shared/navigate';
import { recordEvent } from '../../../shared/tracking';
import { store as membershipsStore } from '../../../store/memberships';
import { freshRegistry } from '../../../tests/setup/registry';
import { noticesIn } from '../../../tests/setup/notices';
import {
	answerMembershipsRoutes,
	connected,
	GOLD,
	type MembershipsRequest,
	weeklyLetter,
} from '../../../store/memberships/test/memberships-api-double';
import MembershipProductsPanel from '../panel';
import { heldAnswer } from '../../../tests/setup/held-answer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../shared/navigate', () => ( { navigateTo: jest.fn() } ) );
jest.mock( '../../../shared/tracking', () => ( { recordEvent: jest.fn() } ) );

const CONNECT_URL =
	'http://localhost/wp-admin/admin-post.php?action=orbit_blocks_payment_account';
const NEWSLETTER = weeklyLetter( 1234.5, 'EUR' );
const COUNTS = {
	counts: {
		social_followers: 0,
		email_subscribers: 1234,
		paid_subscribers: 2,
	},
};

type Request = MembershipsRequest;

const serve = ( answers: Parameters< typeof answerMembershipsRoutes >[ 1 ] ) =>
	answerMembershipsRoutes( mockFetch, {
		...answers,
		counts: answers.counts ?? COUNTS,
	} );

const requests = (): Request[] =>
	mockFetch.mock.calls.map( ( [ request ] ) => request );

function renderPanel() {
	const registry = freshRegistry( membershipsStore, noticesStore );
	render(
		<RegistryProvider value={ registry as never }>
			<MembershipProductsPanel />
		</RegistryProvider>
	);
	const notices = () => noticesIn( registry );
	return { registry, notices };
}

beforeEach( () => {
	mockFetch.mockReset();
	// An administrator, who may add products, unless a test says not.
	window.orbitBlocksEditorState = { user: { canManageOptions: true } };
	( navigateTo as jest.Mock ).mockReset();
	( recordEvent as jest.Mock ).mockReset();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/post.php?post=5&action=edit'
	);
} );

describe( 'membership products panel', () => {
	it( 'shows a spinner while the status loads', async () => {
		const held = heldAnswer();
		serve( {
			status: held.answer,
		} );
		renderPanel();
		expect(
			screen.getByText( 'Loading membership products…' )
		).toBeInTheDocument();
		await waitFor( () => expect( mockFetch ).toHaveBeenCalledTimes( 2 ) );
		await act( async () => held.release( connected( [ GOLD ] ) ) );
		expect(
			await screen.findByRole( 'list', { name: 'Products' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Loading membership products…' )
		).not.toBeInTheDocument();
	} );

	it( 'offers "Connect Stripe", a link to the connect URL that returns to this post', async () => {
		serve( {
			status: {
				connect_url: CONNECT_URL,
				site_slug: 'localhost',
				products: [],
			},
		} );
		renderPanel();
		const button = await screen.findByRole( 'link', {
			name: 'Connect Stripe',
		} );
		expect( button ).toHaveAttribute( 'href', CONNECT_URL );
		expect( screen.queryByRole( 'form' ) ).not.toBeInTheDocument();

		await userEvent.click( button );
		await waitFor( () => expect( navigateTo ).toHaveBeenCalledTimes( 1 ) );
		const target = ( navigateTo as jest.Mock ).mock.calls[ 0 ][ 0 ];
		expect( target.split( '?' )[ 0 ] ).toBe(
			'http://localhost/wp-admin/admin-post.php'
		);
		expect( getQueryArgs( target ) ).toEqual( {
			action: 'orbit_blocks_payment_account',
			redirect_uri:
				'http://localhost/wp-admin/post.php?post=5&action=edit',
		} );
		// Spec 3 section 7: the Stripe connect click, once.
		expect( recordEvent ).toHaveBeenCalledTimes( 1 );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_block_stripe_connect_click',
			{ block: 'orbit-blocks/membership-products' }
		);
	} );

	it( 'tells an author without a connect URL to ask an administrator', async () => {
		serve( { status: { site_slug: 'localhost', products: [] } } );
		renderPanel();
		expect(
			await screen.findByText( /Ask a site administrator to connect one/ )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Connect Stripe' } )
		).not.toBeInTheDocument();
	} );

	it( 'says why the state could not be loaded, and tries again', async () => {
		serve( {
			status: { errors: { nope: [ 'The payment service is down.' ] } },
		} );
		const { notices } = renderPanel();
		expect(
			await screen.findByText( 'The payment service is down.', {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
		expect( notices() ).toEqual( [
			{
				content: 'The payment service is down.',
				status: 'error',
				type: 'snackbar',
			},
		] );
		expect(
			screen.queryByRole( 'link', { name: 'Connect Stripe' } )
		).not.toBeInTheDocument();

		serve( { status: connected( [ GOLD ] ) } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect( await screen.findByText( 'Gold' ) ).toBeInTheDocument();
		expect( requests() ).toHaveLength( 4 );
	} );

	it( 'lists the products with formatted prices and intervals, and the counts', async () => {
		serve( { status: connected( [ GOLD, NEWSLETTER ] ) } );
		renderPanel();
		const list = await screen.findByRole( 'list', { name: 'Products' } );
		const items = within( list ).getAllByRole( 'listitem' );
		expect( items.map( ( item ) => item.textContent ) ).toEqual( [
			'Gold$12.00 / month',
			'Weekly letter€1.234,50 / yearNewsletter',
		] );
		expect(
			screen.getByText( 'Email subscribers' ).nextSibling
		).toHaveTextContent( ( 1234 ).toLocaleString() );
		expect(
			screen.getByText( 'Paid subscribers' ).nextSibling
		).toHaveTextContent( '2' );
		expect(
			screen.getByText( 'Social followers' ).nextSibling
		).toHaveTextContent( '0' );
		// An account with products gets an empty form in its currency.
		expect( screen.getByRole( 'textbox', { name: 'Title' } ) ).toHaveValue(
			''
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Currency' } )
		).toHaveValue( 'USD' );
	} );

	it( 'shows a user who is not an administrator the products, and no form to add one', async () => {
		window.orbitBlocksEditorState = { user: { canManageOptions: false } };
		serve( { status: connected( [ GOLD ] ) } );
		renderPanel();
		const list = await screen.findByRole( 'list', { name: 'Products' } );
		expect( within( list ).getAllByRole( 'listitem' ) ).toHaveLength( 1 );
		expect(
			screen.getByText( 'Only a site administrator can add products.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'textbox', { name: 'Title' } ) ).toBeNull();
		expect( screen.queryByRole( 'button', { name: 'Add' } ) ).toBeNull();
	} );

	it( 'offers the default first product to a connected account without any', async () => {
		serve( { status: connected( [] ) } );
		renderPanel();
		expect(
			await screen.findByText(
				'No products yet. Add your first one below.'
			)
		).toBeInTheDocument();
		expect( screen.getByRole( 'textbox', { name: 'Title' } ) ).toHaveValue(
			'Monthly Subscription'
		);
		expect( screen.getByRole( 'textbox', { name: 'Price' } ) ).toHaveValue(
			'5'
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Currency' } )
		).toHaveValue( 'USD' );
		expect(
			screen.getByRole( 'combobox', { name: 'Interval' } )
		).toHaveValue( '1 month' );
		expect( screen.getByText( 'At least $0.50.' ) ).toBeInTheDocument();
	} );

	it( 'refuses a price below the minimum, keeps the input, then adds a valid product', async () => {
		serve( {
			status: connected( [ GOLD ] ),
			product: ( request: Request ) => ( { id: 30, ...request.data } ),
		} );
		const { notices } = renderPanel();
		const title = await screen.findByRole( 'textbox', { name: 'Title' } );
		const price = screen.getByRole( 'textbox', { name: 'Price' } );
		await userEvent.type( title, 'Silver' );
		await userEvent.type( price, '0.3' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );

		await waitFor( () =>
			expect( notices() ).toEqual( [
				{
					content: 'Minimum allowed price is $0.50.',
					status: 'error',
					type: 'snackbar',
				},
			] )
		);
		expect(
			requests().filter( ( request ) => request.method === 'POST' )
		).toEqual( [] );
		expect( title ).toHaveValue( 'Silver' );
		expect( price ).toHaveValue( '0.3' );

		await userEvent.clear( price );
		await userEvent.type( price, '1,250' );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Interval' } ),
			'1 year'
		);
		await userEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );

		await waitFor( () =>
			expect( notices() ).toEqual( [
				{
					content: 'successfully created product',
					status: 'success',
					type: 'snackbar',
				},
			] )
		);
		expect(
			requests().filter( ( request ) => request.method === 'POST' )
		).toEqual( [
			{
				path: '/wpcom/v2/memberships/product',
				method: 'POST',
				data: {
					title: 'Silver',
					price: 1250,
					currency: 'USD',
					interval: '1 year',
				},
			},
		] );
		const list = screen.getByRole( 'list', { name: 'Products' } );
		expect(
			within( list ).getByText( '$1,250.00 / year' )
		).toBeInTheDocument();
		expect( title ).toHaveValue( '' );
		expect( price ).toHaveValue( '' );
	} );

	it( 'prices in the chosen currency', async () => {
		serve( {
			status: connected( [] ),
			product: ( request: Request ) => ( { id: 31, ...request.data } ),
		} );
		const { notices } = renderPanel();
		const price = await screen.findByRole( 'textbox', { name: 'Price' } );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Currency' } ),
			'JPY'
		);
		expect( screen.getByText( 'At least ¥50.' ) ).toBeInTheDocument();
		await userEvent.clear( price );
		await userEvent.type( price, '49' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );
		await waitFor( () =>
			expect( notices()[ 0 ]?.content ).toBe(
				'Minimum allowed price is ¥50.'
			)
		);
		await userEvent.clear( price );
		await userEvent.type( price, '1,500' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );
		expect(
			await screen.findByText( '¥1,500 / month' )
		).toBeInTheDocument();
	} );

	it( 'keeps the input when the server refuses the product', async () => {
		serve( {
			status: connected( [] ),
			product: () => {
				throw { code: 'invalid_price', message: 'No.' };
			},
		} );
		const { notices } = renderPanel();
		const title = await screen.findByRole( 'textbox', { name: 'Title' } );
		await userEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );
		await waitFor( () =>
			expect( notices()[ 0 ]?.content ).toBe(
				'there was an error when adding the product'
			)
		);
		expect( title ).toHaveValue( 'Monthly Subscription' );
		expect( screen.queryByRole( 'list', { name: 'Products' } ) ).toBeNull();
	} );

	it( 'says what is missing in spec 1’s wording (product requires a name)', async () => {
		serve( { status: connected( [] ) } );
		const { notices } = renderPanel();
		const title = await screen.findByRole( 'textbox', { name: 'Title' } );
		await userEvent.clear( title );
		await userEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );
		await waitFor( () =>
			expect( notices()[ 0 ]?.content ).toBe( 'product requires a name' )
		);
		expect(
			requests().filter( ( request ) => request.method === 'POST' )
		).toEqual( [] );
	} );

	it( 'disables Add while the product is being created', async () => {
		const held = heldAnswer();
		serve( {
			status: connected( [] ),
			product: held.answer,
		} );
		renderPanel();
		const add = await screen.findByRole( 'button', { name: 'Add' } );
		await userEvent.click( add );
		await waitFor( () =>
			expect( add ).toHaveAttribute( 'aria-disabled', 'true' )
		);
		// Neither a second click nor Enter in a field sends it again.
		await userEvent.click( add );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Title' } ),
			'{Enter}'
		);
		expect(
			requests().filter( ( request ) => request.method === 'POST' )
		).toHaveLength( 1 );
		await act( async () =>
			held.release( {
				id: 40,
				title: 'Monthly Subscription',
				price: 5,
				currency: 'USD',
				interval: '1 month',
			} )
		);
		await waitFor( () =>
			expect( add ).not.toHaveAttribute( 'aria-disabled' )
		);
		expect( screen.getByText( '$5.00 / month' ) ).toBeInTheDocument();
	} );

	it( 'says the account is connected when the connect page sent the user back', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?post=5&action=edit&stripe_connect_success=1'
		);
		serve( { status: connected( [ GOLD ] ) } );
		renderPanel();
		expect(
			await screen.findByText( 'Your Stripe account is connected.', {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
	} );
} );
