/**
 * The store in a registry, with @wordpress/api-fetch answered by a test
 * double: the requests it makes, the state it ends in and the snackbars.
 */
import { store as noticesStore } from '@wordpress/notices';
import { getQueryArgs } from '@wordpress/url';
import { freshRegistry } from '../../../tests/setup/registry';
import { noticesIn } from '../../../tests/setup/notices';
import {
	apiFetchDouble,
	apiFetchRequests,
} from '../../../tests/setup/api-fetch-double';
import {
	answerMembershipsRoutes,
	GOLD,
	type MembershipsRequest as Request,
} from './memberships-api-double';
import {
	API_STATE_CONNECTED,
	API_STATE_LOADING,
	API_STATE_NOT_CONNECTED,
	store,
} from '..';
import { heldAnswer } from '../../../tests/setup/held-answer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const STATUS_CONNECTED = {
	connect_url: null,
	site_slug: 'site.test',
	connected_account_id: 'acct_local_1',
	connected_account_default_currency: 'USD',
	products: [ GOLD ],
};
const STATUS_NOT_CONNECTED = {
	connect_url: 'https://site.test/wp-admin/admin-post.php?action=connect',
	site_slug: 'site.test',
	connected_account_default_currency: null,
	products: [],
};
const COUNTS = {
	counts: { social_followers: 3, email_subscribers: 5, paid_subscribers: 1 },
};

/** Answers GETs by path; a function answer may throw (a failed request). */
const serve = ( answers: Parameters< typeof answerMembershipsRoutes >[ 1 ] ) =>
	answerMembershipsRoutes( apiFetchDouble, answers );

function setup() {
	const registry = freshRegistry( store, noticesStore );
	const notices = () => noticesIn( registry );
	return { registry, notices };
}

beforeEach( () => {
	apiFetchDouble.mockReset();
	window.history.replaceState( null, '', '/wp-admin/post-new.php' );
} );

describe( 'loading the status and counts', () => {
	it( 'asks for the status with source, type and is_editable, and the counts', async () => {
		serve( { status: STATUS_CONNECTED, counts: COUNTS } );
		const { registry } = setup();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_LOADING
		);
		await registry.resolveSelect( store ).getProducts();

		const [ status, counts ] = apiFetchRequests();
		const [ statusPath ] = status.path.split( '?' );
		expect( statusPath ).toBe( '/wpcom/v2/memberships/status' );
		expect( status.method ).toBeUndefined();
		expect( getQueryArgs( status.path ) ).toEqual( {
			source: 'gutenberg',
			type: 'all',
			is_editable: 'true',
			_cacheBuster: expect.stringMatching( /^\d+$/ ),
		} );
		expect( counts.path ).toMatch(
			/^\/wpcom\/v2\/subscribers\/counts\?_cacheBuster=\d+$/
		);
	} );

	it( 'says source=gutenberg-wpcom when the hosted platform opened the editor', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?post=1&action=edit&origin=https%3A%2F%2Fwordpress.com'
		);
		serve( { status: STATUS_CONNECTED, counts: COUNTS } );
		await setup().registry.resolveSelect( store ).getProducts();
		expect( getQueryArgs( apiFetchRequests()[ 0 ].path ).source ).toBe(
			'gutenberg-wpcom'
		);
	} );

	it( 'keeps source=gutenberg for any other origin', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?origin=https%3A%2F%2Fexample.com'
		);
		serve( { status: STATUS_CONNECTED, counts: COUNTS } );
		await setup().registry.resolveSelect( store ).getProducts();
		expect( getQueryArgs( apiFetchRequests()[ 0 ].path ).source ).toBe(
			'gutenberg'
		);
	} );

	it( 'is connected with the account, its products and the counts', async () => {
		serve( { status: STATUS_CONNECTED, counts: COUNTS } );
		const { registry, notices } = setup();
		await registry.resolveSelect( store ).getApiState();
		const memberships = registry.select( store );
		expect( memberships.getApiState() ).toBe( API_STATE_CONNECTED );
		expect( memberships.getProducts() ).toEqual(
			STATUS_CONNECTED.products
		);
		expect( memberships.getSiteSlug() ).toBe( 'site.test' );
		expect( memberships.getConnectedAccountDefaultCurrency() ).toBe(
			'USD'
		);
		expect( memberships.getSubscriberCounts() ).toEqual( {
			socialFollowers: 3,
			emailSubscribers: 5,
			paidSubscribers: 1,
		} );
		expect( memberships.shouldOfferDefaultProduct() ).toBe( false );
		expect( notices() ).toEqual( [] );
	} );

	it( 'loads once however many selectors ask', async () => {
		serve( { status: STATUS_CONNECTED, counts: COUNTS } );
		const { registry } = setup();
		const resolve = registry.resolveSelect( store );
		await Promise.all( [
			resolve.getApiState(),
			resolve.getConnectUrl(),
			resolve.getSiteSlug(),
			resolve.getConnectedAccountDefaultCurrency(),
			resolve.getSubscriberCounts(),
			resolve.getProducts(),
		] );
		expect( apiFetchRequests() ).toHaveLength( 2 );
	} );

	it( 'is not connected, with the connect URL, without an account id', async () => {
		serve( { status: STATUS_NOT_CONNECTED, counts: COUNTS } );
		const { registry } = setup();
		await registry.resolveSelect( store ).getConnectUrl();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_NOT_CONNECTED
		);
		expect( registry.select( store ).getConnectUrl() ).toBe(
			STATUS_NOT_CONNECTED.connect_url
		);
	} );

	it( 'offers the default product to a connected account with none', async () => {
		serve( {
			status: { ...STATUS_CONNECTED, products: [] },
			counts: COUNTS,
		} );
		const { registry } = setup();
		await registry.resolveSelect( store ).getProducts();
		expect( registry.select( store ).shouldOfferDefaultProduct() ).toBe(
			true
		);
		expect( registry.select( store ).getDefaultProduct() ).toEqual( {
			title: 'Monthly Subscription',
			price: 5,
			currency: 'USD',
			interval: '1 month',
		} );
	} );

	it.each( [
		[
			'an errors object',
			{
				errors: { not_allowed: [ 'You may not sell here.' ] },
				connect_url: 'https://site.test/connect',
			},
			'You may not sell here.',
		],
		[ 'an empty body', '', 'Unexpected API response' ],
		[ 'a list', [], 'Unexpected API response' ],
		[
			'a failed request',
			() => {
				throw { code: 'rest_forbidden', message: 'Sorry, no.' };
			},
			'Sorry, no.',
		],
		[
			'a network failure',
			() => {
				throw new Error( 'Failed to fetch' );
			},
			'Failed to fetch',
		],
	] )(
		'a status with %s leaves it not connected, without connect URL, and says why',
		async ( _, status, message ) => {
			serve( { status, counts: COUNTS } );
			const { registry, notices } = setup();
			await registry.resolveSelect( store ).getProducts();
			expect( registry.select( store ).getApiState() ).toBe(
				API_STATE_NOT_CONNECTED
			);
			expect( registry.select( store ).getConnectUrl() ).toBeNull();
			expect( registry.select( store ).getLoadError() ).toBe( message );
			expect( notices() ).toEqual( [
				{ content: message, status: 'error', type: 'snackbar' },
			] );
		}
	);

	it( 'a counts failure leaves it not connected too, even with an account', async () => {
		serve( {
			status: STATUS_NOT_CONNECTED,
			counts: () => {
				throw { code: 'x', message: 'Counts are unavailable.' };
			},
		} );
		const { registry, notices } = setup();
		await registry.resolveSelect( store ).getProducts();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_NOT_CONNECTED
		);
		expect( registry.select( store ).getConnectUrl() ).toBeNull();
		expect( notices() ).toEqual( [
			{
				content: 'Counts are unavailable.',
				status: 'error',
				type: 'snackbar',
			},
		] );

		serve( { status: STATUS_CONNECTED, counts: { counts: 'none' } } );
		const second = setup();
		await second.registry.resolveSelect( store ).getProducts();
		expect( second.registry.select( store ).getApiState() ).toBe(
			API_STATE_NOT_CONNECTED
		);
		expect( second.notices()[ 0 ].content ).toBe(
			'Unexpected API response'
		);
	} );

	it( 'loads again after refreshMembershipData', async () => {
		serve( {
			status: () => {
				throw new Error( 'Failed to fetch' );
			},
			counts: COUNTS,
		} );
		const { registry } = setup();
		await registry.resolveSelect( store ).getApiState();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_NOT_CONNECTED
		);

		serve( { status: STATUS_CONNECTED, counts: COUNTS } );
		registry.dispatch( store ).refreshMembershipData();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_LOADING
		);
		await registry.resolveSelect( store ).getApiState();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_CONNECTED
		);
		expect( registry.select( store ).getLoadError() ).toBeNull();
		expect( apiFetchRequests() ).toHaveLength( 4 );
	} );
} );

describe( 'createProduct', () => {
	async function connected() {
		serve( {
			status: { ...STATUS_CONNECTED, products: [] },
			counts: COUNTS,
			product: ( request: Request ) => ( {
				id: 99,
				...request.data,
			} ),
		} );
		const context = setup();
		await context.registry.resolveSelect( store ).getProducts();
		apiFetchDouble.mockClear();
		return context;
	}

	it( 'POSTs title, price, currency, interval and extra fields, appends the product and says so', async () => {
		const { registry, notices } = await connected();
		const created = await registry.dispatch( store ).createProduct( {
			title: '  Gold  ',
			price: '1,234.50',
			currency: 'usd',
			interval: '1 year',
			subscribe_as_site_subscriber: true,
		} );
		expect( apiFetchRequests() ).toEqual( [
			{
				path: '/wpcom/v2/memberships/product',
				method: 'POST',
				data: {
					title: 'Gold',
					price: 1234.5,
					currency: 'USD',
					interval: '1 year',
					subscribe_as_site_subscriber: true,
				},
			},
		] );
		const product = {
			id: 99,
			title: 'Gold',
			price: 1234.5,
			currency: 'USD',
			interval: '1 year',
			subscribe_as_site_subscriber: true,
		};
		expect( created ).toEqual( product );
		expect( registry.select( store ).getProducts() ).toEqual( [ product ] );
		expect( registry.select( store ).shouldOfferDefaultProduct() ).toBe(
			false
		);
		expect( registry.select( store ).isSavingProduct() ).toBe( false );
		expect( notices() ).toEqual( [
			{
				content: 'successfully created product',
				status: 'success',
				type: 'snackbar',
			},
		] );
	} );

	it.each( [
		[
			'payment-plan',
			'Payment plan requires a name',
			'Payment plan requires a valid price',
			'Successfully created payment plan',
		],
		[
			'subscription',
			'Subscription requires a name',
			'Subscription requires a valid price',
			'Successfully created subscription',
		],
	] as const )(
		'words its messages for the %s kind (spec 3 section 5)',
		async ( kind, name, price, created ) => {
			const { registry, notices } = await connected();
			const create = ( product: object ) =>
				(
					registry.dispatch( store ).createProduct as (
						product: object,
						kind: string
					) => Promise< unknown >
				 )( product, kind );
			await create( { title: '', price: 5, currency: 'USD' } );
			expect( notices()[ 0 ]?.content ).toBe( name );
			await create( { title: 'Gold', price: '5.555', currency: 'USD' } );
			expect( notices()[ 0 ]?.content ).toBe( price );
			// The minimum keeps spec 1's wording, the same for both kinds.
			await create( { title: 'Gold', price: '0.2', currency: 'USD' } );
			expect( notices()[ 0 ]?.content ).toBe(
				'Minimum allowed price is $0.50.'
			);
			expect( apiFetchRequests() ).toEqual( [] );
			await create( { title: 'Gold', price: 5, currency: 'USD' } );
			expect( notices()[ 0 ]?.content ).toBe( created );
		}
	);

	it( 'creates the default product as offered', async () => {
		const { registry } = await connected();
		const offered = registry.select( store ).getDefaultProduct();
		expect( offered ).not.toBeNull();
		await registry.dispatch( store ).createProduct( offered! );
		expect( apiFetchRequests()[ 0 ].data ).toEqual( {
			title: 'Monthly Subscription',
			price: 5,
			currency: 'USD',
			interval: '1 month',
		} );
	} );

	it( 'uses the account currency when none is given', async () => {
		const { registry } = await connected();
		await registry.dispatch( store ).createProduct( {
			title: 'Gold',
			price: 5,
			currency: '',
		} );
		expect( apiFetchRequests()[ 0 ].data ).toMatchObject( {
			currency: 'USD',
			interval: '1 month',
		} );
	} );

	it.each( [
		[
			'an empty title',
			{ title: '   ', price: 5 },
			'product requires a name',
		],
		[
			'no title',
			{ title: undefined, price: 5 },
			'product requires a name',
		],
		[
			'a price below the USD minimum',
			{ title: 'Gold', price: 0.49 },
			'Minimum allowed price is $0.50.',
		],
		[
			'a typed price below the minimum',
			{ title: 'Gold', price: '0.3' },
			'Minimum allowed price is $0.50.',
		],
		[
			'a negative price',
			{ title: 'Gold', price: -5 },
			'Minimum allowed price is $0.50.',
		],
		[
			'a price below the GBP minimum',
			{ title: 'Gold', price: 0.29, currency: 'GBP' },
			'Minimum allowed price is £0.30.',
		],
		[
			'a price below the JPY minimum',
			{ title: 'Gold', price: 49, currency: 'JPY' },
			'Minimum allowed price is ¥50.',
		],
		[
			'a price below the EUR minimum',
			{ title: 'Gold', price: '0,40', currency: 'EUR' },
			'Minimum allowed price is €0,50.',
		],
		[
			'a price that is not a number',
			{ title: 'Gold', price: 'five' },
			'product requires a valid price',
		],
		[
			'an empty price',
			{ title: 'Gold', price: '' },
			'product requires a valid price',
		],
		[
			'more decimals than USD has',
			{ title: 'Gold', price: 5.555 },
			'product requires a valid price',
		],
		[
			'decimals in JPY',
			{ title: 'Gold', price: 500.5, currency: 'JPY' },
			'product requires a valid price',
		],
	] )( 'refuses %s without a request', async ( _, product, message ) => {
		const { registry, notices } = await connected();
		const created = await registry.dispatch( store ).createProduct( {
			currency: 'USD',
			interval: '1 month',
			...product,
		} as never );
		expect( created ).toBeNull();
		expect( apiFetchRequests() ).toEqual( [] );
		expect( notices() ).toEqual( [
			{ content: message, status: 'error', type: 'snackbar' },
		] );
		expect( registry.select( store ).getProducts() ).toEqual( [] );
	} );

	it.each( [
		[
			'a refused request',
			() => {
				throw {
					code: 'invalid_price',
					message: 'Minimum allowed price is $0.50.',
				};
			},
		],
		[
			'a network failure',
			() => {
				throw new Error( 'Failed to fetch' );
			},
		],
		[ 'an answer without a product', () => ( { ok: true } ) ],
	] )( 'reports %s as an error adding the product', async ( _, answer ) => {
		const { registry, notices } = await connected();
		serve( { product: answer } );
		const created = await registry.dispatch( store ).createProduct( {
			title: 'Gold',
			price: 5,
			currency: 'USD',
			interval: '1 month',
		} );
		expect( created ).toBeNull();
		expect( apiFetchRequests() ).toHaveLength( 1 );
		expect( notices() ).toEqual( [
			{
				content: 'there was an error when adding the product',
				status: 'error',
				type: 'snackbar',
			},
		] );
		expect( registry.select( store ).getProducts() ).toEqual( [] );
		expect( registry.select( store ).isSavingProduct() ).toBe( false );
	} );

	it( 'is saving while the request is under way', async () => {
		const { registry } = await connected();
		const held = heldAnswer();
		serve( {
			product: held.answer,
		} );
		const done = registry.dispatch( store ).createProduct( {
			title: 'Gold',
			price: 5,
			currency: 'USD',
		} );
		expect( registry.select( store ).isSavingProduct() ).toBe( true );
		held.release( {
			id: 5,
			title: 'Gold',
			price: 5,
			currency: 'USD',
			interval: '1 month',
		} );
		await done;
		expect( registry.select( store ).isSavingProduct() ).toBe( false );
	} );
} );
