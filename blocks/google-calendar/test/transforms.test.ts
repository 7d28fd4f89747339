/**
 * Pasting into the editor (spec 2 "Calendar embed"; issue 6: paste a
 * matching URL → the block): a Public URL, a cid link or the Embed Code
 * becomes the calendar block, before core/embed's generic URL transform;
 * other addresses stay what they were.
 */
import { registerCoreTextBlocks } from '../../../tests/fixtures/core-blocks';
import { pastedBlocks, registerEmbedStandIn } from '../../../tests/setup/paste';
import { register } from '../index';

const PUBLIC =
	'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com&ctz=Europe%2FLisbon';

beforeAll( () => {
	register();
	registerCoreTextBlocks();
	registerEmbedStandIn();
} );

const paste = pastedBlocks;

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
