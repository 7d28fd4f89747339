/**
 * Paste transforms: a Public URL, an Embed Code or a cid link pasted into the
 * editor becomes the calendar block (url and height read from it; the pasted
 * HTML is not kept; the editor's own paste filters turn a pasted <iframe>
 * into a paragraph of its src first, so Embed Code pasted straight into the
 * editor gets the default height). Priority 9 puts it before core/embed's catch-all URL
 * transform (10), which would otherwise make a generic embed of the link.
 */
import { createBlock } from '@wordpress/blocks';
import { parseCalendarInput } from './url';

const NAME = 'jetpack/google-calendar';

interface RawNode {
	nodeName: string;
	textContent: string | null;
	outerHTML?: string;
	getAttribute?: ( name: string ) => string | null;
}

function inputOf( node: RawNode ): string {
	if ( node.nodeName === 'IFRAME' ) {
		return node.outerHTML ?? '';
	}
	if ( node.nodeName === 'P' || node.nodeName === 'FIGURE' ) {
		const iframe = ( node as unknown as Element ).querySelector?.(
			'iframe'
		);
		return iframe ? iframe.outerHTML : node.textContent ?? '';
	}
	return '';
}

function toBlock( node: RawNode ) {
	const embed = parseCalendarInput( inputOf( node ) );
	return createBlock( NAME, {
		url: embed?.url,
		...( embed?.height ? { height: embed.height } : {} ),
	} );
}

export const transforms = {
	from: [
		{
			type: 'raw',
			priority: 9,
			// Lets a pasted <iframe> element through the paste filters.
			schema: {
				iframe: { attributes: [ 'src', 'width', 'height' ] },
			},
			isMatch: ( node: RawNode ) =>
				parseCalendarInput( inputOf( node ) ) !== null,
			transform: toBlock,
		},
	],
};
