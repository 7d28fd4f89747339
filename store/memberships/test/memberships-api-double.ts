/**
 * The memberships routes as the tests of this store, the Payment Button
 * (blocks/recurring-payments) and the products panel
 * (extensions/membership-products) answer them through their api-fetch
 * double: a product, the connected account's status, and the answers given
 * by route.
 */

/** A monthly product of the connected account. */
export const GOLD = {
	id: 11,
	title: 'Gold',
	interval: '1 month',
	price: 12,
	currency: 'USD',
};

/** A yearly newsletter product (sold to site subscribers, not by the button). */
export const weeklyLetter = ( price: number, currency: string ) => ( {
	id: 12,
	title: 'Weekly letter',
	interval: '1 year',
	price,
	currency,
	subscribe_as_site_subscriber: true,
} );

/** The status of a site whose payment account is connected. */
export const connected = ( products: unknown[] ) => ( {
	connect_url: null,
	site_slug: 'localhost',
	connected_account_id: 'acct_local_1',
	connected_account_default_currency: 'USD',
	products,
} );

export interface MembershipsRequest {
	path: string;
	method?: string;
	data?: Record< string, unknown >;
}

/** An answer, or a function of the request that gives it (or throws). */
type Answer = unknown | ( ( request: MembershipsRequest ) => unknown );

/**
 * Answers GET /wpcom/v2/memberships/status with `status`, GET
 * /wpcom/v2/subscribers/counts with `counts` and every other request (the
 * product routes) with `product`.
 */
export function answerMembershipsRoutes(
	mockFetch: jest.Mock,
	answers: { status?: Answer; counts?: Answer; product?: Answer }
) {
	mockFetch.mockImplementation( async ( request: MembershipsRequest ) => {
		let answer = answers.product;
		if ( request.path.startsWith( '/wpcom/v2/memberships/status' ) ) {
			answer = answers.status;
		} else if (
			request.path.startsWith( '/wpcom/v2/subscribers/counts' )
		) {
			answer = answers.counts;
		}
		return typeof answer === 'function' ? answer( request ) : answer;
	} );
}
