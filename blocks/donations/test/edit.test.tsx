/**
 * Component tests of the donations block in the editor (spec 2
 * "Donations"; spec 3's payments nudge): loading locks post saving; the
 * error placeholder; the account's products used; -1 plans and the nudge
 * when a connect URL comes back; products created otherwise; the currency
 * menu resetting amounts; the tab bar; tier validation and revert; the
 * custom amount placeholder; the settings toggles.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import { createReduxStore } from '@wordpress/data';
import { freshRegistry } from '../../../tests/setup/registry';
import { renderBlockEdit } from '../../../tests/setup/render-block-edit';
import { navigateTo } from '../../../shared/navigate';
import { recordEvent } from '../../../shared/tracking';
import DonationsEdit from '../edit';
import type { DonationsAttributes } from '../types';
import { fillLabelled } from '../../../tests/setup/fill-labelled';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../shared/navigate', () => ( { navigateTo: jest.fn() } ) );
jest.mock( '../../../shared/tracking', () => ( { recordEvent: jest.fn() } ) );
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	BlockControls: ( { children }: { children: unknown } ) => children,
	InspectorControls: ( { children }: { children: unknown } ) => children,
	useBlockProps: ( props: object = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-donations',
	} ),
	// Plain inputs stand in for the rich text fields.
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	RichText: require( '../../../tests/setup/plain-rich-text' ).plainRichText(
		'input'
	),
} ) );

const DEFAULT_DONATION = { show: true, planId: null, amounts: [ 5, 15, 100 ] };
const DEFAULTS: DonationsAttributes = {
	currency: 'USD',
	oneTimeDonation: { ...DEFAULT_DONATION },
	monthlyDonation: { ...DEFAULT_DONATION },
	annualDonation: { ...DEFAULT_DONATION },
	showCustomAmount: true,
};

const products = ( currency: string, start = 10 ) => [
	{ id: start, currency, type: 'donation', interval: 'one-time' },
	{ id: start + 1, currency, type: 'donation', interval: '1 month' },
	{ id: start + 2, currency, type: 'donation', interval: '1 year' },
];

let locks: string[];
let lockLog: string[];

function editorStore() {
	return createReduxStore( 'core/editor', {
		reducer: ( state = {} ) => state,
		actions: {
			lockPostSaving: ( key: string ) => {
				locks.push( key );
				lockLog.push( `lock:${ key }` );
				return { type: 'NOOP' };
			},
			unlockPostSaving: ( key: string ) => {
				locks = locks.filter( ( lock ) => lock !== key );
				lockLog.push( `unlock:${ key }` );
				return { type: 'NOOP' };
			},
		},
		selectors: {},
	} );
}

let latest: DonationsAttributes;

function renderEdit( initial: Partial< DonationsAttributes > = {} ) {
	return renderBlockEdit( DonationsEdit, {
		registry: freshRegistry( editorStore() ),
		attributes: { ...DEFAULTS, ...initial },
		props: { clientId: 'abc' },
		onAttributes: ( attributes ) => ( latest = attributes ),
	} );
}

interface Request {
	path: string;
	method?: string;
	data?: Record< string, unknown >;
}

function serve( {
	status = {},
	fail = false,
}: { status?: Record< string, unknown >; fail?: boolean } = {} ) {
	mockFetch.mockImplementation( async ( request: Request ) => {
		if ( fail ) {
			throw { code: 'fetch_error', message: 'offline' };
		}
		if ( request.path.startsWith( '/wpcom/v2/memberships/status' ) ) {
			return {
				products: [],
				connect_url: null,
				site_slug: 'example.org',
				...status,
			};
		}
		if ( request.path === '/wpcom/v2/memberships/products' ) {
			return products( String( request.data?.currency ), 40 );
		}
		throw new Error( `unexpected ${ request.path }` );
	} );
}

/** The placeholder's instructions, once they say `text`. */
const findPlaceholderText = ( text: string | RegExp ) =>
	screen.findByText( text, {
		selector: '.components-placeholder__instructions',
	} );

const requests = (): Request[] => mockFetch.mock.calls.map( ( [ r ] ) => r );

beforeEach( () => {
	mockFetch.mockReset();
	locks = [];
	lockLog = [];
	// An administrator, who may make the donation products, unless a test says not.
	window.orbitBlocksEditorState = {
		user: { canManageOptions: true },
		paymentsUrl:
			'http://example.org/wp-admin/tools.php?page=orbit-blocks-payments',
	};
} );

describe( 'donations edit', () => {
	it( 'locks saving while loading and asks the status for donations', async () => {
		let answer: ( value: unknown ) => void = () => {};
		mockFetch.mockImplementation(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		renderEdit();
		expect( locks ).toEqual( [ 'donations-abc' ] );
		expect( requests()[ 0 ].path ).toMatch(
			/^\/wpcom\/v2\/memberships\/status\?source=gutenberg&type=donation&is_editable=false$/
		);
		await act( async () => answer( { products: products( 'USD' ) } ) );
		expect( await screen.findByLabelText( 'Tier 1' ) ).toBeTruthy();
		expect( locks ).toEqual( [] );
	} );

	it( 'shows the error placeholder and unlocks saving when the status fails', async () => {
		serve( { fail: true } );
		renderEdit();
		expect(
			await findPlaceholderText(
				'Could not load the donation products from this site.'
			)
		).toBeTruthy();
		expect( locks ).toEqual( [] );
		expect( lockLog ).toEqual( [
			'lock:donations-abc',
			'unlock:donations-abc',
		] );
	} );

	it( 'uses the products when all three intervals exist', async () => {
		serve( { status: { products: products( 'USD' ) } } );
		renderEdit();
		await screen.findByLabelText( 'Tier 1' );
		expect( latest.oneTimeDonation.planId ).toBe( 10 );
		expect( latest.monthlyDonation.planId ).toBe( 11 );
		expect( latest.annualDonation.planId ).toBe( 12 );
		expect( requests() ).toHaveLength( 1 );
		expect( screen.queryByText( /Connect to Stripe/ ) ).toBeNull();
	} );

	it( 'sets plan ids to -1 and shows the payments nudge when a connect URL comes back', async () => {
		serve( {
			status: { connect_url: 'http://localhost/connect?x=1' },
		} );
		renderEdit();
		expect(
			await screen.findByText(
				'Connect to Stripe to use this block on your site'
			)
		).toBeTruthy();
		expect( latest.oneTimeDonation.planId ).toBe( -1 );
		expect( latest.annualDonation.planId ).toBe( -1 );
		fireEvent.click( screen.getByRole( 'link', { name: 'Connect' } ) );
		await waitFor( () =>
			expect( navigateTo ).toHaveBeenCalledWith(
				'http://localhost/connect?x=1'
			)
		);
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_block_stripe_connect_click',
			{ block: 'jetpack/donations' }
		);
	} );

	it( 'creates donation products otherwise', async () => {
		serve();
		renderEdit();
		await screen.findByLabelText( 'Tier 1' );
		expect( requests()[ 1 ] ).toEqual( {
			path: '/wpcom/v2/memberships/products',
			method: 'POST',
			data: { type: 'donation', currency: 'USD', is_editable: false },
		} );
		expect( latest.oneTimeDonation.planId ).toBe( 40 );
		expect( latest.monthlyDonation.planId ).toBe( 41 );
	} );

	it( 'a user who is not an administrator makes no products: the block says an administrator must set the currency up', async () => {
		window.orbitBlocksEditorState = { user: { canManageOptions: false } };
		serve();
		renderEdit();
		expect(
			await findPlaceholderText(
				'Donations in USD are not set up on this site yet. Only a site administrator can set them up: ask one to add a Donations block in this currency, or choose another currency in the block’s toolbar.'
			)
		).toBeTruthy();
		expect(
			requests().map( ( request ) => request.method ?? 'GET' )
		).toEqual( [ 'GET' ] );
		expect( locks ).toEqual( [] );
	} );

	it( 'a user who is not an administrator, switched to a currency without products, can switch back', async () => {
		window.orbitBlocksEditorState = { user: { canManageOptions: false } };
		serve( { status: { products: products( 'USD' ) } } );
		renderEdit( {
			oneTimeDonation: {
				show: true,
				planId: 10,
				amounts: [ 5, 15, 100 ],
			},
		} );
		await screen.findByLabelText( 'Tier 1' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Change currency: USD' } )
		);
		fireEvent.click(
			await screen.findByRole( 'menuitem', { name: /EUR/ } )
		);
		expect(
			await findPlaceholderText( /^Donations in EUR are not set up/ )
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Change currency: EUR' } )
		);
		fireEvent.click(
			await screen.findByRole( 'menuitem', { name: /USD/ } )
		);
		expect( await screen.findByLabelText( 'Tier 1' ) ).toBeTruthy();
		expect( latest.currency ).toBe( 'USD' );
		expect( latest.oneTimeDonation.planId ).toBe( 10 );
		expect(
			requests().map( ( request ) => request.method ?? 'GET' )
		).toEqual( [ 'GET', 'GET', 'GET' ] );
	} );

	it( 'the error placeholder tries again, and keeps the currency control', async () => {
		serve( { fail: true } );
		renderEdit();
		const tryAgain = await screen.findByRole( 'button', {
			name: 'Try again',
		} );
		expect(
			screen.getByRole( 'button', { name: 'Change currency: USD' } )
		).toBeTruthy();
		serve( { status: { products: products( 'USD' ) } } );
		fireEvent.click( tryAgain );
		expect( await screen.findByLabelText( 'Tier 1' ) ).toBeTruthy();
		expect( latest.oneTimeDonation.planId ).toBe( 10 );
		expect(
			screen.queryByRole( 'button', { name: 'Try again' } )
		).toBeNull();
	} );

	it( 'a user who is not an administrator uses the products that exist', async () => {
		window.orbitBlocksEditorState = { user: { canManageOptions: false } };
		serve( { status: { products: products( 'USD' ) } } );
		renderEdit();
		await screen.findByLabelText( 'Tier 1' );
		expect( latest.oneTimeDonation.planId ).toBe( 10 );
	} );

	it( 'shows the error placeholder when creating products fails', async () => {
		mockFetch.mockImplementation( async ( request: Request ) => {
			if ( request.method === 'POST' ) {
				throw { code: 'payment_account_not_connected', message: 'no' };
			}
			return { products: [] };
		} );
		renderEdit();
		expect(
			await findPlaceholderText(
				'Could not load the donation products from this site.'
			)
		).toBeTruthy();
	} );

	it( 'shows the tab bar only when more than one interval is visible, and switches tabs', async () => {
		serve( { status: { products: products( 'USD' ) } } );
		renderEdit();
		await screen.findByLabelText( 'Tier 1' );
		expect(
			screen.getAllByRole( 'tab' ).map( ( tab ) => tab.textContent )
		).toEqual( [ 'One-Time', 'Monthly', 'Yearly' ] );
		expect(
			( screen.getByLabelText( 'Heading' ) as HTMLInputElement ).value
		).toBe( 'Make a one-time donation' );
		fireEvent.click( screen.getByRole( 'tab', { name: 'Yearly' } ) );
		expect(
			( screen.getByLabelText( 'Heading' ) as HTMLInputElement ).value
		).toBe( 'Make a yearly donation' );
		expect(
			( screen.getByLabelText( 'Button text' ) as HTMLInputElement ).value
		).toBe( 'Donate yearly' );

		// Hiding the yearly tab falls back to one-time.
		fireEvent.click( screen.getByLabelText( 'Show annual donations' ) );
		expect( latest.annualDonation.show ).toBe( false );
		expect(
			( screen.getByLabelText( 'Heading' ) as HTMLInputElement ).value
		).toBe( 'Make a one-time donation' );
		fireEvent.click( screen.getByLabelText( 'Show monthly donations' ) );
		expect( screen.queryByRole( 'tablist' ) ).toBeNull();
	} );

	it( 'edits the texts of the active interval', async () => {
		serve( { status: { products: products( 'USD' ) } } );
		renderEdit();
		await screen.findByLabelText( 'Tier 1' );
		fireEvent.click( screen.getByRole( 'tab', { name: 'Monthly' } ) );
		fillLabelled( 'Heading', 'Give monthly' );
		fillLabelled( 'Extra text', 'Thanks!' );
		fillLabelled( 'Choose amount text', 'Pick one' );
		expect( latest.monthlyDonation.heading ).toBe( 'Give monthly' );
		expect( latest.monthlyDonation.extraText ).toBe( 'Thanks!' );
		expect( latest.oneTimeDonation.heading ).toBeUndefined();
		expect( latest.chooseAmountText ).toBe( 'Pick one' );
	} );

	it( 'validates tiers against the currency minimum and reverts an empty one on blur', async () => {
		serve( { status: { products: products( 'USD' ) } } );
		renderEdit();
		const tier = ( await screen.findByLabelText(
			'Tier 2'
		) ) as HTMLInputElement;
		expect( tier.value ).toBe( '15.00' );

		fireEvent.focus( tier );
		fireEvent.change( tier, { target: { value: '0.49' } } );
		expect( tier.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( tier.parentElement?.classList.contains( 'has-error' ) ).toBe(
			true
		);
		expect( latest.oneTimeDonation.amounts ).toEqual( [ 5, 15, 100 ] );

		fireEvent.change( tier, { target: { value: '1,250.5' } } );
		expect( tier.getAttribute( 'aria-invalid' ) ).toBe( 'false' );
		expect( latest.oneTimeDonation.amounts ).toEqual( [ 5, 1250.5, 100 ] );
		fireEvent.blur( tier );
		expect( tier.value ).toBe( '1,250.50' );

		fireEvent.focus( tier );
		fireEvent.change( tier, { target: { value: '' } } );
		fireEvent.blur( tier );
		expect( tier.value ).toBe( '15.00' );
		expect( latest.oneTimeDonation.amounts ).toEqual( [ 5, 15, 100 ] );
	} );

	it( 'changing the currency resets every amount to its defaults', async () => {
		serve( {
			status: {
				products: [ ...products( 'USD' ), ...products( 'JPY', 20 ) ],
			},
		} );
		renderEdit( {
			oneTimeDonation: { show: true, planId: 10, amounts: [ 7, 8, 9 ] },
		} );
		await screen.findByLabelText( 'Tier 1' );
		expect(
			( screen.getByLabelText( 'Custom amount' ) as HTMLInputElement )
				.placeholder
		).toBe( '50.00' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Change currency: USD' } )
		);
		fireEvent.click(
			await screen.findByRole( 'menuitem', { name: /JPY/ } )
		);
		await waitFor( () =>
			expect( latest.oneTimeDonation.planId ).toBe( 20 )
		);
		// The button's name holds the code it shows.
		expect(
			screen.getByRole( 'button', { name: 'Change currency: JPY' } )
		).toHaveTextContent( 'JPY' );
		expect( latest.currency ).toBe( 'JPY' );
		expect( latest.oneTimeDonation.amounts ).toEqual( [
			500, 1500, 10000,
		] );
		expect( latest.monthlyDonation.amounts ).toEqual( [
			500, 1500, 10000,
		] );
		expect( latest.annualDonation.amounts ).toEqual( [ 500, 1500, 10000 ] );
		expect(
			( ( await screen.findByLabelText( 'Tier 1' ) ) as HTMLInputElement )
				.value
		).toBe( '500' );
		expect(
			( screen.getByLabelText( 'Custom amount' ) as HTMLInputElement )
				.placeholder
		).toBe( '5,000' );
	} );

	it( 'hides the custom amount when its toggle is off, and links the earnings', async () => {
		serve( { status: { products: products( 'USD' ) } } );
		renderEdit();
		await screen.findByLabelText( 'Tier 1' );
		expect(
			( screen.getByLabelText( 'Custom amount' ) as HTMLInputElement )
				.disabled
		).toBe( true );
		fireEvent.click( screen.getByLabelText( 'Show custom amount option' ) );
		expect( latest.showCustomAmount ).toBe( false );
		expect( screen.queryByLabelText( 'Custom amount' ) ).toBeNull();
		expect(
			screen
				.getByRole( 'link', { name: /View donation earnings/ } )
				.getAttribute( 'href' )
		).toBe(
			'http://example.org/wp-admin/tools.php?page=orbit-blocks-payments'
		);
	} );

	it( 'a new block takes the account currency', async () => {
		serve( {
			status: {
				products: products( 'EUR' ),
				connected_account_default_currency: 'EUR',
			},
		} );
		renderEdit();
		await waitFor( () =>
			expect( latest.oneTimeDonation.planId ).toBe( 10 )
		);
		expect( latest.currency ).toBe( 'EUR' );
	} );
} );
