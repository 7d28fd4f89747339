/**
 * The markdown fixtures (tests/fixtures/blocks/jetpack__markdown__*.html)
 * hold what the renderer really makes of their source: the HTML read back
 * from each saved div is the renderer's output for the block's source, as a
 * browser's DOM writes it out again (entities such as &quot; in text come
 * back as the characters; the markup is the same). The incumbent plugin's
 * older save put the rendered source in a second div (`incumbent-inner-div`):
 * it stays there until the source is edited.
 */
import fs from 'fs';
import path from 'path';
import { parse } from '@wordpress/blocks';
import { register } from '../index';
import { renderMarkdown } from '../render-markdown';

const FIXTURES = path.resolve( __dirname, '../../../tests/fixtures/blocks' );
const files = fs
	.readdirSync( FIXTURES )
	.filter( ( file ) => /^jetpack__markdown__[^.]+\.html$/.test( file ) );

register();

const asTheDomWritesIt = ( html: string ) => {
	const div = document.createElement( 'div' );
	div.innerHTML = html;
	return div.innerHTML;
};

it( 'has markdown fixtures', () => {
	expect( files.length ).toBeGreaterThanOrEqual( 3 );
} );

it.each( files )( '%s holds the rendered source', ( file ) => {
	const [ block ] = parse(
		fs.readFileSync( path.join( FIXTURES, file ), 'utf8' )
	);
	expect( block.isValid ).toBe( true );
	const rendered = renderMarkdown( block.attributes.source );
	expect( block.attributes.html ).toBe(
		asTheDomWritesIt(
			file.includes( 'inner-div' ) ? `<div>${ rendered }</div>` : rendered
		)
	);
} );
