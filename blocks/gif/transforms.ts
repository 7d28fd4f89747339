/**
 * Pasting a Giphy address on its own line gives the GIF block (spec 2
 * "GIF": a pasted page, embed or media link is resolved by its id). The
 * block starts with the address as its search text and no GIF; its edit
 * code then fetches that GIF (edit.tsx). The priority puts this ahead of
 * the core embed block's URL transform.
 */
import { createBlock } from '@wordpress/blocks';
import { isGiphyUrl } from './url';

export const transforms = {
	from: [
		{
			type: 'raw',
			priority: 1,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' && isGiphyUrl( node.textContent ?? '' ),
			transform: ( node: Node ) =>
				createBlock( 'jetpack/gif', {
					searchText: ( node.textContent ?? '' ).trim(),
				} ),
		},
	],
};

export default transforms;
