/**
 * Pasting a Pinterest address on its own line (issue 6: paste a matching URL
 * → the block): pins, boards, profiles and pin.it links become the block,
 * before core/embed's generic URL transform; other addresses do not.
 */
import { registerCoreTextBlocks } from '../../../tests/fixtures/core-blocks';
import { pastedBlocks, registerEmbedStandIn } from '../../../tests/setup/paste';
import { register } from '../index';

beforeAll( () => {
	register();
	registerCoreTextBlocks();
	registerEmbedStandIn();
} );

const paste = pastedBlocks;

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
