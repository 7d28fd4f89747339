/** Which plans a donations block uses (spec 2 section 4). */
import { decidePlans, planIdsFromProducts } from '../plans';

const products = ( currency: string, start = 10 ) => [
	{ id: start, currency, type: 'donation', interval: 'one-time' },
	{ id: start + 1, currency, type: 'donation', interval: '1 month' },
	{ id: start + 2, currency, type: 'donation', interval: '1 year' },
];

describe( 'donation plans', () => {
	it( 'uses the products when all three intervals exist in the currency', () => {
		expect( decidePlans( { products: products( 'USD' ) }, 'USD' ) ).toEqual(
			{
				kind: 'products',
				planIds: {
					oneTimeDonation: 10,
					monthlyDonation: 11,
					annualDonation: 12,
				},
			}
		);
		// Even with a connect URL, existing products win.
		expect(
			decidePlans(
				{ products: products( 'usd' ), connect_url: 'x' },
				'USD'
			).kind
		).toBe( 'products' );
	} );

	it( 'is not connected (-1) when an interval is missing and a connect URL comes back', () => {
		expect(
			decidePlans(
				{
					products: products( 'USD' ).slice( 0, 2 ),
					connect_url: 'https://c',
				},
				'USD'
			)
		).toEqual( {
			kind: 'not-connected',
			connectUrl: 'https://c',
			planIds: {
				oneTimeDonation: -1,
				monthlyDonation: -1,
				annualDonation: -1,
			},
		} );
	} );

	it( 'creates products otherwise, also when they exist in another currency', () => {
		expect( decidePlans( { products: [] }, 'USD' ) ).toEqual( {
			kind: 'create',
		} );
		expect( decidePlans( { products: products( 'EUR' ) }, 'USD' ) ).toEqual(
			{
				kind: 'create',
			}
		);
	} );

	it( 'ignores products of another type and takes the first of each interval', () => {
		expect(
			planIdsFromProducts(
				[
					{
						id: 1,
						currency: 'USD',
						type: 'membership',
						interval: 'one-time',
					},
					...products( 'USD', 20 ),
					...products( 'USD', 30 ),
				],
				'USD'
			)
		).toEqual( {
			oneTimeDonation: 20,
			monthlyDonation: 21,
			annualDonation: 22,
		} );
	} );
} );

describe( 'payments nudge connect URL', () => {
	it( 'returns to the given editor address when the URL names a redirect_uri', () => {
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		const {
			connectUrlReturningTo,
		} = require( '../../../shared/components/payments-nudge' );
		expect(
			connectUrlReturningTo(
				'http://l/wp-admin/admin-post.php?action=a&redirect_uri=http%3A%2F%2Fl%2Fwp-admin%2Fpost-new.php',
				'http://l/wp-admin/post.php?post=5&action=edit'
			)
		).toBe(
			'http://l/wp-admin/admin-post.php?action=a&redirect_uri=http%3A%2F%2Fl%2Fwp-admin%2Fpost.php%3Fpost%3D5%26action%3Dedit'
		);
		expect( connectUrlReturningTo( 'https://c/x', 'http://b' ) ).toBe(
			'https://c/x'
		);
	} );
} );
