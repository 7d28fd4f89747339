/**
 * Markdown to blocks (spec 1 section 4, Accept): each construct becomes its
 * core block with markdown-it's escaped HTML; raw HTML and unsafe links from
 * the model never pass; plus the incremental preview renderer.
 */
import fc from 'fast-check';
import { markdownToBlockDescriptions } from '../markdown-to-blocks';
import {
	createIncrementalRenderer,
	finishedLength,
} from '../incremental-markdown';
import { renderMarkdown } from '../../markdown/render-markdown';

describe( 'markdown to blocks', () => {
	it( 'maps headings, paragraphs, lists, quotes, code and rules', () => {
		const blocks = markdownToBlockDescriptions(
			[
				'## Title *here*',
				'',
				'Text with **bold** and [a link](https://example.com).',
				'',
				'- one',
				'- two',
				'  1. nested',
				'',
				'3. three',
				'',
				'> quoted',
				'',
				'```js',
				'if (a < b) {}',
				'```',
				'',
				'---',
			].join( '\n' )
		);
		expect( blocks.map( ( b ) => b.name ) ).toEqual( [
			'core/heading',
			'core/paragraph',
			'core/list',
			'core/list',
			'core/quote',
			'core/code',
			'core/separator',
		] );
		expect( blocks[ 0 ].attributes ).toEqual( {
			level: 2,
			content: 'Title <em>here</em>',
		} );
		expect( blocks[ 1 ].attributes.content ).toBe(
			'Text with <strong>bold</strong> and <a href="https://example.com">a link</a>.'
		);
		const list = blocks[ 2 ];
		expect( list.attributes ).toEqual( { ordered: false } );
		expect( list.innerBlocks.map( ( b ) => b.attributes.content ) ).toEqual(
			[ 'one', 'two' ]
		);
		expect( list.innerBlocks[ 1 ].innerBlocks[ 0 ].name ).toBe(
			'core/list'
		);
		expect(
			list.innerBlocks[ 1 ].innerBlocks[ 0 ].innerBlocks[ 0 ].attributes
				.content
		).toBe( 'nested' );
		expect( blocks[ 3 ].attributes ).toEqual( { ordered: true, start: 3 } );
		expect( blocks[ 4 ].innerBlocks[ 0 ] ).toEqual( {
			name: 'core/paragraph',
			attributes: { content: 'quoted' },
			innerBlocks: [],
		} );
		expect( blocks[ 5 ].attributes.content ).toBe( 'if (a &lt; b) {}' );
	} );

	it( 'keeps script and unsafe links out', () => {
		const blocks = markdownToBlockDescriptions(
			'<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>'
		);
		const html = JSON.stringify( blocks );
		expect( html ).not.toMatch( /<script|<img|href="javascript/i );
		expect( blocks[ 0 ].attributes.content ).toContain( '&lt;script&gt;' );
	} );

	it( 'gives tables as escaped HTML blocks, and nothing for an empty answer', () => {
		const blocks = markdownToBlockDescriptions(
			'| a | b |\n|---|---|\n| 1 | 2 |'
		);
		expect( blocks ).toHaveLength( 1 );
		expect( blocks[ 0 ].name ).toBe( 'core/html' );
		expect( blocks[ 0 ].attributes.content ).toContain( '<table>' );
		expect( markdownToBlockDescriptions( ' \n ' ) ).toEqual( [] );
	} );

	it( 'never lets a tag through, whatever the answer (property)', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.constantFrom(
						'<script>',
						'<b onclick=x>',
						'text',
						'\n\n',
						'- ',
						'# ',
						'`'
					)
				),
				( parts ) => {
					const json = JSON.stringify(
						markdownToBlockDescriptions( parts.join( '' ) )
					);
					expect( json ).not.toMatch( /<script|<b /i );
				}
			)
		);
	} );
} );

describe( 'incremental rendering of a stream', () => {
	it( 'finds the last blank line outside a code fence', () => {
		expect( finishedLength( 'a\n\nb' ) ).toBe( 3 );
		expect( finishedLength( 'a\nb' ) ).toBe( 0 );
		expect( finishedLength( '```\na\n\nb' ) ).toBe( 0 );
		expect( finishedLength( '```\na\n\n```\n\nc' ) ).toBe( 12 );
	} );

	it( 'renders what a full render gives for separate blocks, parsing only the tail', () => {
		const renderer = createIncrementalRenderer();
		const text =
			'# Title\n\nFirst paragraph.\n\nSecond **para**graph grows';
		let html = '';
		for ( let i = 1; i <= text.length; i++ ) {
			html = renderer.render( text.slice( 0, i ) );
		}
		expect( html ).toBe( renderMarkdown( text ) );
		expect( renderer.lastParsed() ).toBeLessThan( 30 );
	} );

	it( 'starts over when the text does not extend the last one', () => {
		const renderer = createIncrementalRenderer();
		renderer.render( 'Old\n\nanswer' );
		expect( renderer.render( 'New' ) ).toBe( '<p>New</p>\n' );
	} );
} );
