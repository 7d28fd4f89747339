/**
 * Pasting a Giphy address on its own line gives the GIF block (spec 2
 * "GIF": a pasted page, embed or media link is resolved by its id). The
 * block starts with the address as its search text and no GIF; its edit
 * code then fetches that GIF (edit.tsx). The priority puts this ahead of
 * the core embed block's URL transform.
 */
import { pastedAddressTransform } from '../../shared/paste-transform';
import { isGiphyUrl } from './url';

export const transforms = {
	from: [
		pastedAddressTransform( 'jetpack/gif', 1, ( text ) =>
			isGiphyUrl( text ) ? { searchText: text.trim() } : null
		),
	],
};

export default transforms;
