/**
 * Pasting a Tock page address on a line of its own gives the block with its
 * business name.
 */
import { createBlock } from '@wordpress/blocks';
import { parseTockName } from './name';

const addressName = ( text: string ): string | null =>
	/^\s*(?:https?:\/\/)?(?:www\.)?exploretock\.com\//i.test( text )
		? parseTockName( text )
		: null;

const transforms = {
	from: [
		{
			type: 'raw',
			// Before the generic embed block's transform, which takes any
			// address pasted on its own line.
			priority: 4,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				addressName( node.textContent ?? '' ) !== null,
			transform: ( node: Node ) =>
				createBlock( 'jetpack/tock', {
					url: addressName( node.textContent ?? '' ) ?? undefined,
				} ),
		},
	],
};

export default transforms;
