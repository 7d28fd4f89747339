/**
 * What Orbit Blocks saved before it took the incumbent's markup: no element
 * of the block's own, only the In-page Embed's link (without the block's
 * class) and the inner blocks, side by side.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import metadata from '../block.json';
import type { EventbriteAttributes } from '../types';
import { eventFromUrl } from '../url';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: BlockSaveProps< EventbriteAttributes > ) {
		const url = eventFromUrl( attributes.url ) ? attributes.url : undefined;
		return (
			<>
				{ attributes.style !== 'modal' && url && (
					<a className="eventbrite__direct-link" href={ url }>
						{ url }
					</a>
				) }
				<InnerBlocks.Content />
			</>
		);
	},
};
