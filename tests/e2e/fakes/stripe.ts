/**
 * A fake Stripe API, as its reference documents it (https://docs.stripe.com/api):
 *
 * - Authentication ("Authentication"): Authorization: Bearer <secret key>;
 *   otherwise 401 { error: { type: "invalid_request_error", message:
 *   "Invalid API Key provided: …" } }.
 * - Requests are form-encoded with bracketed keys
 *   (line_items[0][price_data][currency]); errors ("Errors") are
 *   { error: { type, message, param? } }.
 * - POST /v1/checkout/sessions ("Create a Checkout Session"): mode payment
 *   or subscription; line_items[n][price_data] with currency (lower-case
 *   ISO code), unit_amount (an integer in the smallest unit),
 *   product_data[name], and recurring[interval] (day, week, month, year)
 *   exactly when mode is subscription; line_items[n][quantity]; a
 *   success_url. Answers the session { id: "cs_test_…", object:
 *   "checkout.session", url, mode, status: "open", … }.
 * - GET /v1/balance ("Retrieve balance").
 * - The session's url is a page of the fake itself (Stripe's hosted
 *   checkout stands there).
 * - Webhooks ("Verify webhook signatures manually",
 *   https://docs.stripe.com/webhooks#verify-manually): signStripeEvent makes
 *   the Stripe-Signature header t=<time>,v1=<HMAC-SHA256 of "t.body">.
 */
import crypto from 'crypto';
import { startFake, type Fake, type FakeAnswer } from './fake-server';
import type { ServiceSettings } from './site';

export const STRIPE_SECRET_KEY = 'sk_test_orbitE2E0123456789abcdef';
export const STRIPE_WEBHOOK_SECRET = 'whsec_orbitE2E0123456789abcdef';

/** The site on the fake: Stripe's keys, api.stripe.com answered by `fake`. */
export function stripeSettings( fake: Fake ): ServiceSettings {
	return [
		{
			ORBIT_BLOCKS_STRIPE_SECRET_KEY: STRIPE_SECRET_KEY,
			ORBIT_BLOCKS_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
		},
		{ 'https://api.stripe.com': fake.url },
	];
}

export function stripeError(
	status: number,
	type: string,
	message: string,
	param?: string
): FakeAnswer {
	return {
		status,
		json: { error: { type, message, ...( param ? { param } : {} ) } },
	};
}

/** The Stripe-Signature header Stripe sends with `body`. */
export function signStripeEvent(
	body: string,
	secret: string,
	timestamp = Math.floor( Date.now() / 1000 )
): string {
	const signature = crypto
		.createHmac( 'sha256', secret )
		.update( `${ timestamp }.${ body }` )
		.digest( 'hex' );
	return `t=${ timestamp },v1=${ signature }`;
}

export type StripeFake = Fake & {
	/** The form fields of each Create-a-Checkout-Session request. */
	sessions: Record< string, string >[];
};

export async function startStripeFake(): Promise< StripeFake > {
	const sessions: Record< string, string >[] = [];
	const fake = await startFake( ( request, self ) => {
		if (
			request.method === 'GET' &&
			request.path.startsWith( '/c/pay/' )
		) {
			return {
				status: 200,
				headers: { 'Content-Type': 'text/html' },
				body: '<!DOCTYPE html><title>Stripe Checkout (fake)</title><h1>Stripe Checkout (fake)</h1>',
			};
		}
		const auth = String( request.headers.authorization ?? '' );
		if ( auth !== `Bearer ${ STRIPE_SECRET_KEY }` ) {
			return stripeError(
				401,
				'invalid_request_error',
				`Invalid API Key provided: ${ auth
					.replace( /^Bearer /, '' )
					.replace( /.(?=.{4})/g, '*' ) }`
			);
		}
		if ( request.method === 'GET' && request.path === '/v1/balance' ) {
			return {
				status: 200,
				json: {
					object: 'balance',
					available: [ { amount: 0, currency: 'usd' } ],
					pending: [ { amount: 0, currency: 'usd' } ],
					livemode: false,
				},
			};
		}
		if (
			request.method === 'POST' &&
			request.path === '/v1/checkout/sessions'
		) {
			if (
				! String( request.headers[ 'content-type' ] ).startsWith(
					'application/x-www-form-urlencoded'
				)
			) {
				self.violations.push( 'not form-encoded' );
				return stripeError(
					400,
					'invalid_request_error',
					'Invalid request: expected a form-encoded body.'
				);
			}
			const fields = Object.fromEntries(
				new URLSearchParams( request.body ).entries()
			);
			const problems: [ string, string ][] = [];
			const mode = fields.mode;
			if ( ! [ 'payment', 'subscription', 'setup' ].includes( mode ) ) {
				problems.push( [ 'mode', 'Missing required param: mode.' ] );
			}
			if ( ! fields.success_url ) {
				problems.push( [
					'success_url',
					'Missing required param: success_url.',
				] );
			}
			const item = 'line_items[0]';
			const price = `${ item }[price_data]`;
			if (
				! /^[a-z]{3}$/.test( fields[ `${ price }[currency]` ] ?? '' )
			) {
				problems.push( [
					`${ price }[currency]`,
					'Invalid currency.',
				] );
			}
			if ( ! /^\d+$/.test( fields[ `${ price }[unit_amount]` ] ?? '' ) ) {
				problems.push( [
					`${ price }[unit_amount]`,
					'Invalid integer.',
				] );
			}
			if ( ! fields[ `${ price }[product_data][name]` ] ) {
				problems.push( [
					`${ price }[product_data][name]`,
					'Missing required param.',
				] );
			}
			if (
				! /^[1-9]\d*$/.test( fields[ `${ item }[quantity]` ] ?? '' )
			) {
				problems.push( [ `${ item }[quantity]`, 'Invalid integer.' ] );
			}
			const interval = fields[ `${ price }[recurring][interval]` ];
			if (
				mode === 'subscription' &&
				! [ 'day', 'week', 'month', 'year' ].includes( interval )
			) {
				problems.push( [
					`${ price }[recurring][interval]`,
					'You must provide at least one recurring price in `subscription` mode when using prices.',
				] );
			}
			if ( mode === 'payment' && interval !== undefined ) {
				problems.push( [
					`${ price }[recurring]`,
					'You specified `payment` mode but passed a recurring price.',
				] );
			}
			if ( problems.length ) {
				self.violations.push(
					...problems.map(
						( [ param, message ] ) => `${ param }: ${ message }`
					)
				);
				return stripeError(
					400,
					'invalid_request_error',
					problems[ 0 ][ 1 ],
					problems[ 0 ][ 0 ]
				);
			}
			sessions.push( fields );
			const id = `cs_test_${ crypto
				.randomBytes( 12 )
				.toString( 'hex' ) }`;
			return {
				status: 200,
				json: {
					id,
					object: 'checkout.session',
					url: `${ self.url }/c/pay/${ id }`,
					mode,
					status: 'open',
					payment_status: 'unpaid',
					success_url: fields.success_url,
					cancel_url: fields.cancel_url ?? null,
					currency: fields[ `${ price }[currency]` ],
					amount_total:
						Number( fields[ `${ price }[unit_amount]` ] ) *
						Number( fields[ `${ item }[quantity]` ] ),
					livemode: false,
				},
			};
		}
		return stripeError(
			404,
			'invalid_request_error',
			`Unrecognized request URL (${ request.method }: ${ request.path }).`
		);
	} );
	return Object.assign( fake, { sessions } );
}
