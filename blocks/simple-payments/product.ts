/**
 * The product behind the block, a jp_pay_product post (spec 2 sections 3,
 * 4 and 7), saved through core-data's entity store (saveEntityRecord):
 * a draft while it has no id, then published; its fields are title,
 * content, featured_media, status and the meta spay_currency, spay_email,
 * spay_multiple and spay_price.
 */
import { __ } from '@wordpress/i18n';
import type { FieldErrors } from './validation';
import { invalidEmailMessage } from './validation';

export const PRODUCT_POST_TYPE = 'jp_pay_product';

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

/** What saves an entity record: core-data's saveEntityRecord. */
export type SaveEntityRecord = (
	kind: string,
	name: string,
	record: Record< string, unknown >,
	options?: { throwOnError?: boolean }
) => Promise< { id?: unknown } | undefined >;

/** The registry part this file needs (the editor's, or a test's). */
export interface CoreDispatch {
	dispatch: ( store: 'core' ) => { saveEntityRecord: SaveEntityRecord };
}

export function productRecord( fields: ProductFields ) {
	return {
		...( fields.productId ? { id: fields.productId } : {} ),
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

/** Saves the product once (draft without an id, else publish); resolves to its id. */
export async function saveProduct(
	registry: CoreDispatch,
	fields: ProductFields
): Promise< number > {
	const saved = await registry
		.dispatch( 'core' )
		.saveEntityRecord(
			'postType',
			PRODUCT_POST_TYPE,
			productRecord( fields ),
			{ throwOnError: true }
		);
	const id = Number( saved?.id );
	if ( ! Number.isInteger( id ) || id <= 0 ) {
		throw new Error( 'Unexpected API response' );
	}
	return id;
}

/**
 * Saves and publishes the product: a new one is made as a draft (spec 2
 * section 4), then published under the id it got, so that a post saved
 * next already shows it. Resolves to its id.
 */
export async function saveAndPublishProduct(
	registry: CoreDispatch,
	fields: ProductFields
): Promise< number > {
	const id = await saveProduct( registry, fields );
	return fields.productId
		? id
		: saveProduct( registry, { ...fields, productId: id } );
}

/**
 * One product save at a time per block: the save on deselect and the save
 * before the post wait for each other, so a new product is made once.
 */
const pending = new Map< string, Promise< unknown > >();
export function oneAtATime< T >(
	clientId: string,
	task: () => Promise< T >
): Promise< T > {
	const previous = pending.get( clientId ) ?? Promise.resolve();
	const next = previous.catch( () => undefined ).then( task );
	pending.set( clientId, next );
	next.finally( () => {
		if ( pending.get( clientId ) === next ) {
			pending.delete( clientId );
		}
	} ).catch( () => undefined );
	return next;
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
