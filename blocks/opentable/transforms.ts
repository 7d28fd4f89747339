/**
 * Pasting OpenTable's embed code or a reservation address on a line of its
 * own gives the block, with the restaurants and settings it carries.
 */
import { createBlock } from '@wordpress/blocks';
import { parseEmbedCode } from './embed-code';

const transforms = {
	from: [
		{
			type: 'raw',
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
