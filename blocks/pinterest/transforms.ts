/**
 * Paste transform: a Pinterest pin, board or profile address (or a pin.it
 * short link, resolved when the block shows) pasted on its own line becomes
 * the block. Priority 9 puts it before core/embed's generic URL transform
 * (10), which would make a core embed of it.
 */
import { createBlock } from '@wordpress/blocks';
import { isShortLink, parsePinterestUrl } from './url';

interface RawNode {
	nodeName: string;
	textContent: string | null;
}

const text = ( node: RawNode ) => ( node.textContent ?? '' ).trim();

export const transforms = {
	from: [
		{
			type: 'raw',
			priority: 9,
			isMatch: ( node: RawNode ) =>
				node.nodeName === 'P' &&
				( !! parsePinterestUrl( text( node ) ) ||
					isShortLink( text( node ) ) ),
			transform: ( node: RawNode ) =>
				createBlock( 'jetpack/pinterest', {
					url: parsePinterestUrl( text( node ) )?.url ?? text( node ),
				} ),
		},
	],
};
