/**
 * Older saved versions of jetpack/opentable. The first version of the
 * incumbent plugin saved the restaurant links without a wrapper element;
 * its attributes are those of today, so they are kept as they are (no
 * migrate) and re-saved in the wrapper (save.tsx).
 */
import { Fragment, createElement } from '@wordpress/element';
import metadata from './block.json';
import type { OpenTableAttributes } from './embed-code';
import { restaurantLinks } from './save';

export const unwrappedLinks = {
	attributes: metadata.attributes,
	supports: { align: true, html: false },
	save: ( { attributes }: { attributes: OpenTableAttributes } ) =>
		createElement( Fragment, null, ...restaurantLinks( attributes.rid ) ),
};

export default [ unwrappedLinks ];
