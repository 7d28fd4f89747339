/**
 * Saved markup, the incumbent's current one: a div of the block's class (and
 * its alignment class) around, for the In-page Embed, a plain link to the
 * event (what readers of a feed, or of the post without this plugin, get),
 * and for Button & Modal, the inner button. The host renders the checkout
 * for visitors (blocks/eventbrite/render.php).
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
	// post has it, so that older posts stay valid. The inline style has no
	// button: one left from Button & Modal is not saved.
	const url = eventFromUrl( attributes.url ) ? attributes.url : undefined;
	return url ? (
		<div { ...useBlockProps.save() }>
			<a className="eventbrite__direct-link" href={ url }>
				{ url }
			</a>
		</div>
	) : null;
}
