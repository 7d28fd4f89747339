/**
 * The incumbent's In-page Embed link inside a div of the block's class:
 * <div class="wp-block-jetpack-eventbrite"><a class="eventbrite__direct-link" href="URL">URL</a></div>.
 */
import metadata from '../block.json';
import type { EventbriteAttributes } from '../types';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: EventbriteAttributes } ) {
		if ( attributes.style === 'modal' || ! attributes.url ) {
			return null;
		}
		return (
			<div className="wp-block-jetpack-eventbrite">
				<a className="eventbrite__direct-link" href={ attributes.url }>
					{ attributes.url }
				</a>
			</div>
		);
	},
};
