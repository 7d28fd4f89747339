/**
 * Paste transforms: a Public URL or a cid link pasted into the editor on its
 * own line becomes the calendar block. So does Embed Code: the editor's own
 * paste filters turn a pasted <iframe> into a paragraph of its src before
 * block transforms run, so its size is lost and the block gets the default
 * height (Embed Code pasted into the block's field keeps it). Priority 9 puts
 * this before core/embed's catch-all URL transform (10).
 */
import { createBlock } from '@wordpress/blocks';
import { parseCalendarUrl } from './url';

interface RawNode {
	nodeName: string;
	textContent: string | null;
	getAttribute?: ( name: string ) => string | null;
}

const urlOf = ( node: RawNode ) =>
	parseCalendarUrl(
		( node.nodeName === 'IFRAME'
			? node.getAttribute?.( 'src' )
			: node.nodeName === 'P' && node.textContent ) || ''
	);

export const transforms = {
	from: [
		{
			type: 'raw',
			priority: 9,
			isMatch: ( node: RawNode ) => urlOf( node ) !== null,
			transform: ( node: RawNode ) =>
				createBlock( 'jetpack/google-calendar', {
					url: urlOf( node ),
				} ),
		},
	],
};
