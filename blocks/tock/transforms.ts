/**
 * Pasting a Tock page address on a line of its own gives the block with its
 * business name.
 */
import { createBlock } from '@wordpress/blocks';
import { nameFromTockAddress } from './address';

const transforms = {
	from: [
		{
			type: 'raw',
			// Before the generic embed block's transform, which takes any
			// address pasted on its own line.
			priority: 4,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				nameFromTockAddress( node.textContent ?? '' ) !== null,
			transform: ( node: Node ) =>
				createBlock( 'jetpack/tock', {
					url:
						nameFromTockAddress( node.textContent ?? '' ) ??
						undefined,
				} ),
		},
	],
};

export default transforms;
