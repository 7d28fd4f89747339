/**
 * Reading the provider's answers. Nothing malformed reaches the state: a
 * body that is not an object, or that carries an `errors` object, becomes
 * an Error with the message to show.
 */
import { __ } from '@wordpress/i18n';
import { normalizeCurrencyCode } from '../../shared/currency';
import type { MembershipProduct } from './constants';

export const unexpectedResponse = () =>
	__( 'Unexpected API response', 'orbit-blocks' );

type Body = Record< string, unknown >;

const isObject = ( value: unknown ): value is Body =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

/**
 * The first message of an `errors` object: WP_Error's JSON
 * ({ code: [ message, ... ] }), or { code: message }.
 */
export function firstErrorMessage( errors: unknown ): string | null {
	if ( ! errors || typeof errors !== 'object' ) {
		return null;
	}
	for ( const value of Object.values( errors as Body ) ) {
		const first = Array.isArray( value ) ? value[ 0 ] : value;
		if ( typeof first === 'string' && first ) {
			return first;
		}
		if ( isObject( first ) && typeof first.message === 'string' ) {
			return first.message;
		}
	}
	return null;
}

/** The body as an object, or an Error to throw (spec 1 sections 7 and 8). */
function checkBody( body: unknown ): Body {
	if ( ! isObject( body ) ) {
		throw new Error( unexpectedResponse() );
	}
	if ( body.errors !== undefined && body.errors !== null ) {
		const message = firstErrorMessage( body.errors );
		if ( message ) {
			throw new Error( message );
		}
	}
	return body;
}

/** A product as the state keeps it, or null for one the UI could not show. */
export function readProduct( value: unknown ): MembershipProduct | null {
	if ( ! isObject( value ) ) {
		return null;
	}
	const id = Number( value.id );
	const price =
		typeof value.price === 'string' || typeof value.price === 'number'
			? Number( value.price )
			: NaN;
	if (
		! Number.isInteger( id ) ||
		id <= 0 ||
		! Number.isFinite( price ) ||
		typeof value.title !== 'string'
	) {
		return null;
	}
	const product: MembershipProduct = {
		id,
		title: value.title,
		interval: typeof value.interval === 'string' ? value.interval : '',
		price,
		currency: normalizeCurrencyCode( value.currency ),
	};
	if ( typeof value.subscribe_as_site_subscriber === 'boolean' ) {
		product.subscribe_as_site_subscriber =
			value.subscribe_as_site_subscriber;
	}
	return product;
}

export interface MembershipStatus {
	products: MembershipProduct[];
	connectUrl: string | null;
	siteSlug: string;
	connectedAccountDefaultCurrency: string;
	connected: boolean;
}

/** GET memberships/status: the fields of spec 1 section 3. */
export function readStatus( body: unknown ): MembershipStatus {
	const status = checkBody( body );
	const products = Array.isArray( status.products )
		? status.products
				.map( readProduct )
				.filter(
					( product ): product is MembershipProduct => !! product
				)
		: [];
	const accountId = status.connected_account_id;
	return {
		products,
		connectUrl:
			typeof status.connect_url === 'string' && status.connect_url
				? status.connect_url
				: null,
		siteSlug: typeof status.site_slug === 'string' ? status.site_slug : '',
		connectedAccountDefaultCurrency: normalizeCurrencyCode(
			status.connected_account_default_currency
		),
		connected:
			accountId !== undefined &&
			accountId !== null &&
			accountId !== '' &&
			accountId !== false,
	};
}

export interface SubscriberCounts {
	socialFollowers: number | null;
	emailSubscribers: number | null;
	paidSubscribers: number | null;
}

const count = ( value: unknown ): number | null => {
	const number = typeof value === 'string' ? Number( value ) : value;
	return typeof number === 'number' &&
		Number.isInteger( number ) &&
		number >= 0
		? number
		: null;
};

/** GET subscribers/counts: { counts: { social_followers, ... } }. */
export function readSubscriberCounts( body: unknown ): SubscriberCounts {
	const { counts } = checkBody( body );
	if ( ! isObject( counts ) ) {
		throw new Error( unexpectedResponse() );
	}
	return {
		socialFollowers: count( counts.social_followers ),
		emailSubscribers: count( counts.email_subscribers ),
		paidSubscribers: count( counts.paid_subscribers ),
	};
}

/** The message of a failed apiFetch (a WP_Error's JSON or an Error). */
export function errorMessage( error: unknown ): string {
	const message = isObject( error ) ? error.message : undefined;
	return typeof message === 'string' && message
		? message
		: unexpectedResponse();
}
