/**
 * Saved markup, the incumbent's current one: a div of the block's class (and
 * its alignment class) around, for the In-page Embed, a plain link to the
 * event (what readers of a feed, or of the post without this plugin, get),
 * and for Button & Modal, the inner button. The host renders the checkout
 * for visitors (blocks/eventbrite/render.php).
 *
 * The inner button is saved in both styles, as Calendly's is: an author who
 * styled it, switched to In-page Embed and saved finds it again on coming
 * back to Button & Modal. An In-page Embed without one saves exactly the
 * incumbent's markup (the inner blocks write nothing).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import type { EventbriteAttributes } from './types';
import { eventFromUrl } from './url';

export default function save( {
	attributes,
}: BlockSaveProps< EventbriteAttributes > ) {
	if ( attributes.style === 'modal' ) {
		return (
			<div { ...useBlockProps.save() }>
				<InnerBlocks.Content />
			</div>
		);
	}
	// Only an Eventbrite event page is linked; the address is kept as the
	// post has it, so that older posts stay valid. A button left from
	// Button & Modal follows the link (the server render shows the link
	// only: blocks/eventbrite/render.php).
	const url = eventFromUrl( attributes.url ) ? attributes.url : undefined;
	return url ? (
		<div { ...useBlockProps.save() }>
			<a className="eventbrite__direct-link" href={ url }>
				{ url }
			</a>
			<InnerBlocks.Content />
		</div>
	) : null;
}
