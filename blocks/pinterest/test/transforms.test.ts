/**
 * Pasting a Pinterest address on its own line (issue 6: paste a matching URL
 * → the block): pins, boards, profiles and pin.it links become the block,
 * before core/embed's generic URL transform; other addresses do not.
 */
import { pasteHandler, registerBlockType } from '@wordpress/blocks';
import type { BlockInstance } from '@wordpress/blocks';
import { registerCoreTextBlocks } from '../../../tests/fixtures/core-blocks';
import { register } from '../index';

beforeAll( () => {
	register();
	registerCoreTextBlocks();
	// A stand-in for core/embed's catch-all URL transform (priority 10).
	registerBlockType(
		{
			name: 'core/embed',
			title: 'Embed',
			category: 'embed',
			attributes: { url: { type: 'string' } },
		},
		{
			save: () => null,
			transforms: {
				from: [
					{
						type: 'raw',
						isMatch: ( node: Element ) =>
							node.nodeName === 'P' &&
							/^\s*https?:\/\/\S+\s*$/i.test(
								node.textContent ?? ''
							),
						transform: ( node: Element ) => ( {
							name: 'core/embed',
							attributes: { url: node.textContent?.trim() },
							innerBlocks: [],
						} ),
					},
				],
			},
		}
	);
} );

type Logged = { toHaveLogged: () => void };

function paste( plainText: string ) {
	const blocks = pasteHandler( {
		plainText,
		HTML: '',
		mode: 'BLOCKS',
	} ) as BlockInstance[];
	// The paste handler logs each piece it processes in development builds.
	// eslint-disable-next-line jest/valid-expect -- @wordpress/jest-console's matcher, untyped here
	( expect( console ) as unknown as Logged ).toHaveLogged();
	return blocks;
}

it.each( [
	[
		'https://www.pinterest.com/pin/99360735500167749/?utm=1',
		'https://www.pinterest.com/pin/99360735500167749/',
	],
	[
		'https://www.pinterest.com/martaoliveira/cakes',
		'https://www.pinterest.com/martaoliveira/cakes/',
	],
	[
		'https://uk.pinterest.com/martaoliveira/',
		'https://uk.pinterest.com/martaoliveira/',
	],
	[ 'https://pin.it/4BvYdEN', 'https://pin.it/4BvYdEN' ],
] )( 'turns %s into the block', ( input, url ) => {
	const [ block ] = paste( input );
	expect( block.name ).toBe( 'jetpack/pinterest' );
	expect( block.attributes.url ).toBe( url );
} );

it( 'leaves other addresses to the generic embed', () => {
	expect(
		paste( 'https://www.pinterest.com/search/pins/?q=cake' )[ 0 ].name
	).toBe( 'core/embed' );
} );
