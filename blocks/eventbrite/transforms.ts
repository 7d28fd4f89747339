/**
 * Pasting an Eventbrite event address on its own line gives the block: a
 * raw transform, ahead of core's generic embed (priority 5 < 10).
 */
import { createBlock } from '@wordpress/blocks';
import { eventFromUrl } from './url';

const transforms = {
	from: [
		{
			type: 'raw',
			priority: 5,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				eventFromUrl( node.textContent ) !== null,
			transform: ( node: Node ) =>
				createBlock(
					'jetpack/eventbrite',
					eventFromUrl( node.textContent ) ?? {}
				),
		},
	],
};

export default transforms;
