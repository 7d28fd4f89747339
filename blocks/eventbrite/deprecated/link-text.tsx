/**
 * The In-page Embed's link carrying the block's class, with no div around:
 * <a class="wp-block-jetpack-eventbrite eventbrite__direct-link" href="URL">…</a>
 * (and the alignment class). The incumbent saved it before its div, some
 * versions with the event's slug as the text, and Orbit Blocks until it
 * took the div. The text is read from the markup; the block re-saves with
 * the div and the address as the text.
 */
import metadata from '../block.json';
import type { EventbriteAttributes } from '../types';

type Attributes = EventbriteAttributes & { linkText?: string };

export default {
	attributes: {
		...metadata.attributes,
		linkText: { type: 'string', source: 'text', selector: 'a' },
	},
	supports: metadata.supports,
	save( { attributes }: { attributes: Attributes } ) {
		if ( attributes.style === 'modal' || ! attributes.url ) {
			return null;
		}
		return (
			<a
				className="wp-block-jetpack-eventbrite eventbrite__direct-link"
				href={ attributes.url }
			>
				{ attributes.linkText }
			</a>
		);
	},
	migrate( attributes: Attributes ) {
		const { linkText, ...rest } = attributes;
		return rest;
	},
};
