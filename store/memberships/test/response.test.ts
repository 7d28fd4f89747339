import {
	errorMessage,
	firstErrorMessage,
	readProduct,
	readStatus,
	readSubscriberCounts,
} from '../response';

describe( 'reading the status', () => {
	it( 'reads the fields of spec 1 section 3', () => {
		expect(
			readStatus( {
				connect_url: null,
				site_slug: 'site.test',
				connected_account_default_currency: 'eur',
				connected_account_id: 'acct_1',
				products: [
					{
						id: 3,
						title: 'Gold',
						interval: '1 year',
						price: '50.00',
						currency: 'usd',
						subscribe_as_site_subscriber: true,
						type: 'membership',
					},
				],
			} )
		).toEqual( {
			connectUrl: null,
			siteSlug: 'site.test',
			connectedAccountDefaultCurrency: 'EUR',
			connected: true,
			products: [
				{
					id: 3,
					title: 'Gold',
					interval: '1 year',
					price: 50,
					currency: 'USD',
					subscribe_as_site_subscriber: true,
				},
			],
		} );
	} );

	it.each( [
		[ 'absent', undefined, false ],
		[ 'null', null, false ],
		[ 'empty', '', false ],
		[ 'a string', 'acct_1', true ],
		[ 'a number', 42, true ],
	] )(
		'is connected iff connected_account_id is present (%s)',
		( _, id, connected ) => {
			expect(
				readStatus( { connected_account_id: id, connect_url: 'x' } )
					.connected
			).toBe( connected );
		}
	);

	it( 'drops products it could not show, and tolerates missing fields', () => {
		expect(
			readStatus( {
				products: [
					null,
					{ id: 'x', title: 'No id', price: 1 },
					{ id: 1, title: 'No price', price: 'free' },
					{ id: 2, price: 3 },
					{ id: 4, title: 'Fine', price: 3 },
				],
			} )
		).toEqual( {
			connectUrl: null,
			siteSlug: '',
			connectedAccountDefaultCurrency: '',
			connected: false,
			products: [
				{ id: 4, title: 'Fine', price: 3, interval: '', currency: '' },
			],
		} );
		expect( readStatus( { products: 'many' } ).products ).toEqual( [] );
	} );

	it( 'throws the first message of an errors object', () => {
		expect( () =>
			readStatus( {
				errors: {
					not_owner: [ 'Only the owner may sell.', 'Second.' ],
				},
				error_data: [],
			} )
		).toThrow( 'Only the owner may sell.' );
		expect( () =>
			readStatus( { errors: { code: 'Plain message.' } } )
		).toThrow( 'Plain message.' );
		expect( () =>
			readStatus( { errors: [ { message: 'As an object.' } ] } )
		).toThrow( 'As an object.' );
		// An empty errors object is no error.
		expect(
			readStatus( { errors: {}, connect_url: 'u' } ).connectUrl
		).toBe( 'u' );
	} );

	it.each( [ [ '' ], [ null ], [ undefined ], [ [] ], [ 'text' ], [ 5 ] ] )(
		'throws "Unexpected API response" for %p',
		( body ) => {
			expect( () => readStatus( body ) ).toThrow(
				'Unexpected API response'
			);
		}
	);
} );

describe( 'reading the counts', () => {
	it( 'maps the three counts', () => {
		expect(
			readSubscriberCounts( {
				counts: {
					social_followers: 4,
					email_subscribers: '12',
					paid_subscribers: 0,
				},
			} )
		).toEqual( {
			socialFollowers: 4,
			emailSubscribers: 12,
			paidSubscribers: 0,
		} );
		expect(
			readSubscriberCounts( { counts: { social_followers: -1 } } )
		).toEqual( {
			socialFollowers: null,
			emailSubscribers: null,
			paidSubscribers: null,
		} );
	} );

	it( 'throws for a body without counts or with errors', () => {
		expect( () => readSubscriberCounts( {} ) ).toThrow(
			'Unexpected API response'
		);
		expect( () => readSubscriberCounts( [] ) ).toThrow(
			'Unexpected API response'
		);
		expect( () =>
			readSubscriberCounts( { errors: { x: [ 'Counts are off.' ] } } )
		).toThrow( 'Counts are off.' );
	} );
} );

describe( 'helpers', () => {
	it( 'finds the first error message', () => {
		expect( firstErrorMessage( { a: [], b: [ 'B' ] } ) ).toBe( 'B' );
		expect( firstErrorMessage( 'x' ) ).toBeNull();
		expect( firstErrorMessage( {} ) ).toBeNull();
	} );

	it( 'reads a failed request', () => {
		expect( errorMessage( { code: 'x', message: 'Forbidden.' } ) ).toBe(
			'Forbidden.'
		);
		expect( errorMessage( new Error( 'Failed to fetch' ) ) ).toBe(
			'Failed to fetch'
		);
		expect( errorMessage( undefined ) ).toBe( 'Unexpected API response' );
		expect( errorMessage( { message: '' } ) ).toBe(
			'Unexpected API response'
		);
	} );

	it( 'reads a created product', () => {
		expect(
			readProduct( {
				id: '12',
				title: 'Gold',
				interval: 'one-time',
				price: 5.5,
				currency: 'GBP',
			} )
		).toEqual( {
			id: 12,
			title: 'Gold',
			interval: 'one-time',
			price: 5.5,
			currency: 'GBP',
		} );
		expect( readProduct( { id: 0, title: 'x', price: 1 } ) ).toBeNull();
		expect( readProduct( 'product' ) ).toBeNull();
	} );
} );
