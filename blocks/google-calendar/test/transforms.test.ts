/**
 * Pasting into the editor (spec 2 "Calendar embed"; issue 6: paste a
 * matching URL → the block): a Public URL, a cid link or the Embed Code
 * becomes the calendar block, before core/embed's generic URL transform;
 * other addresses stay what they were.
 */
import { pasteHandler, registerBlockType } from '@wordpress/blocks';
import type { BlockInstance } from '@wordpress/blocks';
import { registerCoreTextBlocks } from '../../../tests/fixtures/core-blocks';
import { register } from '../index';

const PUBLIC =
	'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com&ctz=Europe%2FLisbon';

beforeAll( () => {
	register();
	registerCoreTextBlocks();
	// A stand-in for core/embed's catch-all URL transform (priority 10).
	const embed = {
		name: 'core/embed',
		title: 'Embed',
		category: 'embed',
		attributes: { url: { type: 'string' } },
	};
	registerBlockType( embed, {
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
	} );
} );

type Logged = { toHaveLogged: () => void };

function paste( plainText: string, mode = 'BLOCKS', HTML = '' ) {
	const blocks = pasteHandler( { plainText, HTML, mode } ) as BlockInstance[];
	// The paste handler logs each piece it processes in development builds.
	// eslint-disable-next-line jest/valid-expect -- @wordpress/jest-console's matcher, untyped here
	( expect( console ) as unknown as Logged ).toHaveLogged();
	return blocks;
}

it( 'turns a pasted Public URL into the block', () => {
	const [ block ] = paste( PUBLIC );
	expect( block.name ).toBe( 'jetpack/google-calendar' );
	expect( block.attributes ).toMatchObject( { url: PUBLIC, height: 600 } );
} );

it( 'turns a pasted cid link into the block with the embed link', () => {
	const [ block ] = paste(
		`https://calendar.google.com/calendar/u/0?cid=${ btoa(
			'team@group.calendar.google.com'
		) }`
	);
	expect( block.name ).toBe( 'jetpack/google-calendar' );
	expect( block.attributes.url ).toBe(
		'https://calendar.google.com/calendar/embed?src=team%40group.calendar.google.com'
	);
} );

// The editor's paste filters turn every <iframe> into a paragraph of its src
// before block transforms run (core's iframe remover), so the size of Embed
// Code pasted into the editor is lost: the block gets the default height.
// Embed Code pasted into the block's own field keeps it (edit.test.tsx).
it( 'turns pasted Embed Code (as text or as HTML) into the block', () => {
	const code = `<iframe src="${ PUBLIC.replace(
		/&/g,
		'&amp;'
	) }" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>`;
	for ( const blocks of [
		paste( code, 'AUTO' ),
		paste( '', 'AUTO', code ),
	] ) {
		expect( blocks ).toHaveLength( 1 );
		expect( blocks[ 0 ].name ).toBe( 'jetpack/google-calendar' );
		expect( blocks[ 0 ].attributes ).toMatchObject( {
			url: PUBLIC,
			height: 600,
		} );
	}
} );

it( 'leaves other addresses to the generic embed', () => {
	const [ block ] = paste( 'https://calendar.app.google/AbCdEf12345' );
	expect( block.name ).toBe( 'core/embed' );
} );
