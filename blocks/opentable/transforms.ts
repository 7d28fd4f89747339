/**
 * Pasting an OpenTable address on a line of its own (a reservation page,
 * …/restref/client/?rid=…, or the widget's address) gives the block, with
 * the restaurants and settings it carries. (The editor drops a pasted
 * <script> before any transform sees it: the embed code itself is pasted
 * into the block's placeholder.)
 */
import { createBlock } from '@wordpress/blocks';
import { parseEmbedCode } from './embed-code';

const transforms = {
	from: [
		{
			type: 'raw',
			// Before the generic embed block's transform, which takes any
			// address pasted on its own line.
			priority: 4,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				parseEmbedCode( node.textContent ?? '' ) !== null,
			transform: ( node: Node ) =>
				createBlock( 'jetpack/opentable', {
					...parseEmbedCode( node.textContent ?? '' ),
				} ),
		},
	],
};

export default transforms;
