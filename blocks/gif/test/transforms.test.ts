/**
 * Pasting a Giphy address on its own line gives the GIF block, holding the
 * address as its search text (its edit code then fetches the GIF); other
 * text and other addresses are left to the other blocks. The older version's embed
 * addresses are written as https when they are Giphy's, kept otherwise.
 */
import {
	pasteHandler,
	rawHandler,
	type BlockInstance,
} from '@wordpress/blocks';
import '@wordpress/block-editor';
import { registerCoreTextBlocks } from '../../../tests/fixtures/core-blocks';
import { upgradeEmbedUrl } from '../deprecated/server-rendered';
import { register } from '../index';
import transforms from '../transforms';

register();
registerCoreTextBlocks();

/** The paste handler logs each piece it processes in development builds. */
function quietly< T >( run: () => T ): T {
	const result = run();
	// The log is expected: forget it (jest-console fails a test that logs).
	// eslint-disable-next-line no-console
	( console.log as jest.Mock ).mockClear?.();
	return result;
}

const names = ( blocks: BlockInstance[] ) =>
	blocks.map( ( block ) => block.name );

describe( 'paste transform', () => {
	it.each( [
		'https://giphy.com/gifs/funny-cat-ICOgUNjpvO0PC',
		'https://giphy.com/embed/ICOgUNjpvO0PC',
		'https://media.giphy.com/media/ICOgUNjpvO0PC/giphy.gif',
	] )( '%s becomes a GIF block', ( url ) => {
		const blocks = quietly( () =>
			rawHandler( { HTML: `<p>${ url }</p>` } )
		);
		expect( names( blocks ) ).toEqual( [ 'jetpack/gif' ] );
		expect( blocks[ 0 ].attributes ).toMatchObject( { searchText: url } );
		expect( blocks[ 0 ].attributes.giphyUrl ).toBeUndefined();

		const pasted = quietly( () =>
			pasteHandler( {
				plainText: url,
				HTML: '',
				mode: 'BLOCKS',
			} )
		);
		expect( names( pasted as BlockInstance[] ) ).toEqual( [
			'jetpack/gif',
		] );
	} );

	it.each( [
		'cats',
		'http://giphy.com/gifs/funny-cat-ICOgUNjpvO0PC',
		'https://evil.example/gifs/funny-cat-ICOgUNjpvO0PC',
		'See https://giphy.com/gifs/funny-cat-ICOgUNjpvO0PC here',
	] )( '%s is not for the GIF block', ( text ) => {
		const paragraph = document.createElement( 'p' );
		paragraph.textContent = text;
		expect( transforms.from[ 0 ].isMatch( paragraph ) ).toBe( false );
	} );
} );

describe( 'upgradeEmbedUrl (v1 → current)', () => {
	it.each( [
		[ '//giphy.com/embed/abc123', 'https://giphy.com/embed/abc123' ],
		[ 'http://giphy.com/embed/abc123', 'https://giphy.com/embed/abc123' ],
		[
			'https://www.giphy.com/embed/abc123',
			'https://giphy.com/embed/abc123',
		],
		[
			'https://evil.example/embed/abc123',
			'https://evil.example/embed/abc123',
		],
		[ 'javascript:alert(1)', 'javascript:alert(1)' ],
	] )( '%s → %s', ( stored, migrated ) => {
		expect( upgradeEmbedUrl( stored ) ).toBe( migrated );
	} );
} );
