/**
 * The incumbent's oldest save: the shortcode [simple-payment id="N"] inside
 * the block, for a block with a product. The attributes are all in the
 * comment; the render draws the product from productId.
 */
import { RawHTML } from '@wordpress/element';
import metadata from '../block.json';
import { currentAttributes } from './current-attributes';

export default {
	attributes: metadata.attributes,
	apiVersion: 3,
	supports: { html: false },
	save: ( { attributes }: { attributes: { productId?: number } } ) =>
		attributes.productId ? (
			<RawHTML>{ `[simple-payment id="${ attributes.productId }"]` }</RawHTML>
		) : null,
	migrate: currentAttributes,
};
