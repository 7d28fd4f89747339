/**
 * The incumbent's In-page Embed link with another text than the address
 * (an older version wrote the event's slug):
 * <a class="wp-block-jetpack-eventbrite eventbrite__direct-link" href="URL">…</a>.
 * The text is read from the markup; the link re-saves with the address.
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
