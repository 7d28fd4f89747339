/**
 * The product behind the block, a jp_pay_product post (spec 2 sections 3,
 * 4 and 7): saved as a draft until it has an id, then published; its
 * fields are title, content, featured_media, status and the meta
 * spay_currency, spay_email, spay_multiple and spay_price.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import type { FieldErrors } from './validation';
import { invalidEmailMessage } from './validation';

export const PRODUCT_PATH = '/wp/v2/jp_pay_product';

export interface ProductFields {
	productId?: number;
	title: string;
	content: string;
	featuredMediaId: number;
	currency: string;
	email: string;
	multiple: boolean;
	price: number;
}

export function productRecord( fields: ProductFields ) {
	return {
		title: fields.title,
		content: fields.content,
		featured_media: fields.featuredMediaId || 0,
		status: fields.productId ? 'publish' : 'draft',
		meta: {
			spay_currency: fields.currency,
			spay_email: fields.email,
			spay_multiple: fields.multiple ? 1 : 0,
			spay_price: fields.price,
		},
	};
}

/** Saves the product; resolves to its id. */
export async function saveProduct( fields: ProductFields ): Promise< number > {
	const response = await apiFetch< { id?: unknown } >( {
		path: fields.productId
			? `${ PRODUCT_PATH }/${ fields.productId }`
			: PRODUCT_PATH,
		method: 'POST',
		data: productRecord( fields ),
	} );
	const id = Number( response?.id );
	if ( ! Number.isInteger( id ) || id <= 0 ) {
		throw new Error( 'Unexpected API response' );
	}
	return id;
}

/**
 * Spec 2 section 5: a server error keyed spay_email or spay_price becomes
 * that field's message; other errors give none (the notice says why).
 */
export function serverFieldErrors(
	error: unknown,
	email: string
): FieldErrors {
	const key = ( error as { data?: { key?: unknown } } )?.data?.key;
	if ( key === 'spay_email' ) {
		return { email: invalidEmailMessage( email ) };
	}
	if ( key === 'spay_price' ) {
		return { price: __( 'Invalid price.', 'orbit-blocks' ) };
	}
	return {};
}
