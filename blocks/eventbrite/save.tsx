/**
 * Saved markup: for the In-page Embed, a plain link to the event (what
 * readers of a feed, or of the post without this plugin, get); the inner
 * button of Button & Modal. The host renders the checkout for visitors
 * (php-stubs/blocks/eventbrite/render.php).
 */
import { InnerBlocks } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import type { EventbriteAttributes } from './types';
import { eventFromUrl } from './url';

export default function save( {
	attributes,
}: BlockSaveProps< EventbriteAttributes > ) {
	// Only an Eventbrite event page is linked; the address is kept as the
	// post has it, so that older posts stay valid.
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
}
