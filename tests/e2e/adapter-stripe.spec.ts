/**
 * Payments through Stripe, here a local fake that checks requests as the
 * API reference documents them (tests/e2e/fakes/stripe.ts;
 * https://docs.stripe.com/api/checkout/sessions/create "Create a Checkout
 * Session", https://docs.stripe.com/webhooks#verify-manually "Verify
 * webhook signatures manually").
 *
 * - A visitor's one-time donation creates a Checkout Session in payment
 *   mode, a monthly one in subscription mode with the month interval, with
 *   the chosen amount in cents, and the visitor lands on the session's url.
 * - Stripe failing: the route answers an error, no redirect.
 * - A signed checkout.session.completed webhook sent twice is recorded once
 *   and listed under Tools → Payments (Stripe); a wrong, stale or missing
 *   signature gets 400 and records nothing.
 */
import { expect, test } from './orbit-blocks';
import {
	STRIPE_SECRET_KEY,
	STRIPE_WEBHOOK_SECRET,
	signStripeEvent,
	startStripeFake,
	stripeError,
	stripeSettings,
	type StripeFake,
} from './fakes/stripe';
import { configureSite, runOnSite } from './fakes/site';

let fake: StripeFake;
let unconfigure: () => void = () => {};
let postUrl = '';
let plans: Record< string, number > = {};

const WEBHOOK = '/wp-json/orbit-blocks/v1/stripe/webhook';

const recordedEvents = async (): Promise< number > =>
	Number(
		await runOnSite(
			"echo (int) wp_count_posts( 'orbit_stripe_event' )->private;"
		)
	);

test.describe( 'Stripe adapter', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		fake = await startStripeFake();
		unconfigure = configureSite( 'stripe', ...stripeSettings( fake ) );
		plans = JSON.parse(
			await runOnSite( `
$orbit_plans = array();
foreach ( array( 'one-time' => 'Stripe donation', '1 month' => 'Stripe monthly donation' ) as $orbit_interval => $orbit_title ) {
	$orbit_plan = orbit_blocks_create_membership_product( array( 'title' => $orbit_title, 'price' => 5, 'currency' => 'USD', 'interval' => $orbit_interval, 'type' => 'donation' ) );
	$orbit_plans[ $orbit_interval ] = $orbit_plan['id'];
}
echo wp_json_encode( $orbit_plans );
` )
		);
		const attributes = {
			currency: 'USD',
			oneTimeDonation: {
				show: true,
				planId: plans[ 'one-time' ],
				amounts: [ 5, 15, 100 ],
			},
			monthlyDonation: {
				show: true,
				planId: plans[ '1 month' ],
				amounts: [ 7, 20, 50 ],
			},
			annualDonation: { show: false, planId: null },
		};
		const post = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Donate through Stripe',
				status: 'publish',
				content: `<!-- wp:jetpack/donations ${ JSON.stringify(
					attributes
				) } /-->`,
			},
		} );
		postUrl = post.link;
	} );

	test.afterAll( async () => {
		unconfigure();
		await fake?.stop();
	} );

	test( 'a one-time donation creates a payment-mode Checkout Session and goes there', async ( {
		page,
	} ) => {
		await page.goto( postUrl );
		const form = page.locator( '.wp-block-jetpack-donations' );
		await form.getByRole( 'button', { name: '$15.00' } ).click();
		await form.getByRole( 'link', { name: 'Donate' } ).click();
		await expect( page ).toHaveURL(
			new RegExp( `^${ fake.url }/c/pay/cs_test_` )
		);
		await expect(
			page.getByRole( 'heading', { name: 'Stripe Checkout (fake)' } )
		).toBeVisible();

		const request = fake.requests.find(
			( entry ) => entry.path === '/v1/checkout/sessions'
		);
		expect( request?.headers.authorization ).toBe(
			`Bearer ${ STRIPE_SECRET_KEY }`
		);
		expect( fake.sessions.at( -1 ) ).toEqual( {
			mode: 'payment',
			'line_items[0][price_data][currency]': 'usd',
			'line_items[0][price_data][unit_amount]': '1500',
			'line_items[0][price_data][product_data][name]': 'Stripe donation',
			'line_items[0][quantity]': '1',
			success_url: `${ postUrl }?orbit_payment=success&session_id={CHECKOUT_SESSION_ID}`,
			cancel_url: `${ postUrl }?orbit_payment=cancelled`,
			'metadata[orbit_plan]': String( plans[ 'one-time' ] ),
		} );
		expect( fake.violations ).toEqual( [] );
	} );

	test( 'a monthly donation is a subscription with the month interval', async ( {
		page,
	} ) => {
		await page.goto( postUrl );
		const form = page.locator( '.wp-block-jetpack-donations' );
		await form.getByRole( 'tab', { name: 'Monthly' } ).click();
		const monthly = form.locator( '.donations__tab.is-active' );
		await monthly
			.getByRole( 'textbox', { name: 'Custom amount' } )
			.fill( '12.50' );
		await monthly.getByRole( 'link', { name: 'Donate monthly' } ).click();
		await expect( page ).toHaveURL( new RegExp( `^${ fake.url }/c/pay/` ) );
		expect( fake.sessions.at( -1 ) ).toMatchObject( {
			mode: 'subscription',
			'line_items[0][price_data][unit_amount]': '1250',
			'line_items[0][price_data][recurring][interval]': 'month',
			'line_items[0][price_data][product_data][name]':
				'Stripe monthly donation',
		} );
		expect( fake.violations ).toEqual( [] );
	} );

	test( 'Stripe failing or refusing: an error, no redirect', async ( {
		request,
	} ) => {
		const checkout = `/wp-json/orbit-blocks/v1/stripe/checkout?plan=${ plans[ 'one-time' ] }&amount=10.00`;
		fake.failNext(
			/checkout\/sessions/,
			stripeError( 500, 'api_error', 'An unknown error occurred.' )
		);
		const failing = await request.get( checkout, { maxRedirects: 0 } );
		expect( failing.status() ).toBe( 503 );
		fake.failNext(
			/checkout\/sessions/,
			stripeError(
				401,
				'invalid_request_error',
				'Invalid API Key provided: sk_test_****cdef'
			)
		);
		const refused = await request.get( checkout, { maxRedirects: 0 } );
		expect( refused.status() ).toBe( 502 );
		expect( ( await refused.json() ).message ).toContain(
			'Stripe secret key'
		);
		// Under the currency's minimum: refused before Stripe is asked.
		const before = fake.requests.length;
		const tooSmall = await request.get(
			`/wp-json/orbit-blocks/v1/stripe/checkout?plan=${ plans[ 'one-time' ] }&amount=0.10`,
			{ maxRedirects: 0 }
		);
		expect( tooSmall.status() ).toBe( 400 );
		expect( fake.requests.length ).toBe( before );
		const fine = await request.get( checkout, { maxRedirects: 0 } );
		expect( fine.status() ).toBe( 303 );
		expect( fine.headers().location ).toMatch( /\/c\/pay\/cs_test_/ );
	} );

	test( 'the Payment Button’s yearly plan is a subscription with the year interval, at the plan’s price', async ( {
		request,
	} ) => {
		const yearly = Number(
			await runOnSite( `
$orbit_plan = orbit_blocks_create_membership_product( array( 'title' => 'Yearly membership', 'price' => 48, 'currency' => 'EUR', 'interval' => '1 year', 'type' => 'membership' ) );
echo (int) $orbit_plan['id'];
` )
		);
		// A visitor's amount does not change a plan's price.
		const response = await request.get(
			`/wp-json/orbit-blocks/v1/stripe/checkout?plan=${ yearly }&amount=1.00`,
			{ maxRedirects: 0, headers: { Referer: postUrl } }
		);
		expect( response.status() ).toBe( 303 );
		expect( fake.sessions.at( -1 ) ).toMatchObject( {
			mode: 'subscription',
			'line_items[0][price_data][currency]': 'eur',
			'line_items[0][price_data][unit_amount]': '4800',
			'line_items[0][price_data][recurring][interval]': 'year',
			'line_items[0][price_data][product_data][name]':
				'Yearly membership',
			cancel_url: `${ postUrl }?orbit_payment=cancelled`,
		} );
		expect( fake.violations ).toEqual( [] );
	} );

	test( 'a signed webhook sent twice is recorded once; bad signatures get 400', async ( {
		request,
		page,
	} ) => {
		const before = await recordedEvents();
		const event = JSON.stringify( {
			id: `evt_test_${ Date.now() }`,
			object: 'event',
			type: 'checkout.session.completed',
			livemode: false,
			data: {
				object: {
					id: 'cs_test_webhook',
					object: 'checkout.session',
					amount_total: 1500,
					currency: 'usd',
					payment_status: 'paid',
					customer_details: { email: 'donor@example.com' },
					metadata: { orbit_plan: String( plans[ 'one-time' ] ) },
				},
			},
		} );
		const send = ( signature?: string, body = event ) =>
			request.post( WEBHOOK, {
				data: body,
				headers: {
					'Content-Type': 'application/json',
					...( signature ? { 'Stripe-Signature': signature } : {} ),
				},
			} );

		// Not signed, signed with another secret, signed too long ago, body changed.
		expect( ( await send() ).status() ).toBe( 400 );
		expect(
			(
				await send( signStripeEvent( event, 'whsec_someone_else' ) )
			).status()
		).toBe( 400 );
		expect(
			(
				await send(
					signStripeEvent(
						event,
						STRIPE_WEBHOOK_SECRET,
						Math.floor( Date.now() / 1000 ) - 600
					)
				)
			).status()
		).toBe( 400 );
		expect(
			(
				await send(
					signStripeEvent( event, STRIPE_WEBHOOK_SECRET ),
					event.replace( '1500', '1' )
				)
			).status()
		).toBe( 400 );
		expect( await recordedEvents() ).toBe( before );

		const first = await send(
			signStripeEvent( event, STRIPE_WEBHOOK_SECRET )
		);
		expect( first.status() ).toBe( 200 );
		expect( await first.json() ).toEqual( {
			received: true,
			recorded: true,
		} );
		const again = await send(
			signStripeEvent( event, STRIPE_WEBHOOK_SECRET )
		);
		expect( again.status() ).toBe( 200 );
		expect( await again.json() ).toEqual( {
			received: true,
			recorded: false,
		} );
		expect( await recordedEvents() ).toBe( before + 1 );

		// A subscription event is recorded too; other events are acknowledged only.
		const subscription = JSON.stringify( {
			id: `evt_sub_${ Date.now() }`,
			object: 'event',
			type: 'customer.subscription.created',
			data: {
				object: {
					id: 'sub_test_1',
					object: 'subscription',
					status: 'active',
					currency: 'usd',
				},
			},
		} );
		const created = await send(
			signStripeEvent( subscription, STRIPE_WEBHOOK_SECRET ),
			subscription
		);
		expect( await created.json() ).toEqual( {
			received: true,
			recorded: true,
		} );
		const other = JSON.stringify( {
			id: `evt_other_${ Date.now() }`,
			type: 'charge.refunded',
			data: { object: { id: 'ch_1' } },
		} );
		const ignored = await send(
			signStripeEvent( other, STRIPE_WEBHOOK_SECRET ),
			other
		);
		expect( await ignored.json() ).toEqual( {
			received: true,
			recorded: false,
		} );
		expect( await recordedEvents() ).toBe( before + 2 );

		await page.goto( '/wp-admin/tools.php?page=orbit-blocks-payments' );
		const row = page
			.locator( 'table.orbit-blocks-payments tbody tr' )
			.filter( { hasText: 'cs_test_webhook' } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( 'checkout.session.completed' );
		await expect( row ).toContainText( '$15.00' );
		await expect( row ).toContainText( 'donor@example.com' );
	} );
} );
