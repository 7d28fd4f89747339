/**
 * Markdown to blocks (spec 1 section 4, Accept): each construct becomes its
 * core block through the raw transforms of WordPress 6.8's core blocks
 * (@wordpress/block-library, as the editor registers them); raw HTML and
 * unsafe links from the model never pass; plus the incremental preview
 * renderer.
 */
import fc from 'fast-check';
import { registerCoreBlocks } from '@wordpress/block-library';
import { serialize, type BlockInstance } from '@wordpress/blocks';
import { markdownToBlocks } from '../markdown-to-blocks';
import {
	createIncrementalRenderer,
	finishedLength,
} from '../incremental-markdown';
import { renderMarkdown } from '../../markdown/render-markdown';

beforeAll( () => registerCoreBlocks() );

/** Rich text (RichTextData in 6.8) as its HTML. */
const richHtml = ( value: unknown ) => String( value ?? '' );
const names = ( blocks: BlockInstance[] ) =>
	blocks.map( ( block ) => block.name );

describe( 'markdown to blocks', () => {
	it( 'maps headings, paragraphs, lists, quotes, code and rules', () => {
		const blocks = markdownToBlocks(
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
		expect( names( blocks ) ).toEqual( [
			'core/heading',
			'core/paragraph',
			'core/list',
			'core/list',
			'core/quote',
			'core/code',
			'core/separator',
		] );
		expect( blocks[ 0 ].attributes.level ).toBe( 2 );
		expect( richHtml( blocks[ 0 ].attributes.content ) ).toBe(
			'Title <em>here</em>'
		);
		expect( richHtml( blocks[ 1 ].attributes.content ) ).toBe(
			'Text with <strong>bold</strong> and <a href="https://example.com">a link</a>.'
		);
		const list = blocks[ 2 ];
		expect( list.attributes.ordered ).toBe( false );
		expect(
			list.innerBlocks.map( ( item ) =>
				richHtml( item.attributes.content )
			)
		).toEqual( [ 'one', 'two' ] );
		const nested = list.innerBlocks[ 1 ].innerBlocks[ 0 ];
		expect( nested.name ).toBe( 'core/list' );
		expect( nested.attributes.ordered ).toBe( true );
		expect( richHtml( nested.innerBlocks[ 0 ].attributes.content ) ).toBe(
			'nested'
		);
		expect( blocks[ 3 ].attributes ).toMatchObject( {
			ordered: true,
			start: 3,
		} );
		expect( names( blocks[ 4 ].innerBlocks ) ).toEqual( [
			'core/paragraph',
		] );
		expect(
			richHtml( blocks[ 4 ].innerBlocks[ 0 ].attributes.content )
		).toBe( 'quoted' );
		expect( richHtml( blocks[ 5 ].attributes.content ) ).toBe(
			'if (a &lt; b) {}'
		);
	} );

	it( 'nests lists three deep, ordered and not, each item once', () => {
		const blocks = markdownToBlocks(
			[
				'1. first',
				'   - a',
				'     - a.1',
				'     - a.2',
				'   - b',
				'2. second',
			].join( '\n' )
		);
		const outline = ( list: BlockInstance ): unknown =>
			list.innerBlocks.map( ( item ) =>
				item.innerBlocks.length
					? [
							richHtml( item.attributes.content ),
							item.innerBlocks[ 0 ].attributes.ordered,
							outline( item.innerBlocks[ 0 ] ),
					  ]
					: richHtml( item.attributes.content )
			);
		expect( names( blocks ) ).toEqual( [ 'core/list' ] );
		expect( blocks[ 0 ].attributes.ordered ).toBe( true );
		expect( outline( blocks[ 0 ] ) ).toEqual( [
			[ 'first', false, [ [ 'a', false, [ 'a.1', 'a.2' ] ], 'b' ] ],
			'second',
		] );
	} );

	it( 'gives a table as core/table, head and body, inline formatting kept', () => {
		const blocks = markdownToBlocks(
			'| Name | Count |\n|:--|--:|\n| **cats** | 2 |\n| dogs & co | <3 |'
		);
		expect( names( blocks ) ).toEqual( [ 'core/table' ] );
		const cells = (
			rows: Array< { cells: Array< { content: unknown } > } >
		) =>
			rows.map( ( row ) =>
				row.cells.map( ( cell ) => richHtml( cell.content ) )
			);
		expect( cells( blocks[ 0 ].attributes.head ) ).toEqual( [
			[ 'Name', 'Count' ],
		] );
		expect( cells( blocks[ 0 ].attributes.body ) ).toEqual( [
			[ '<strong>cats</strong>', '2' ],
			[ 'dogs &amp; co', '&lt;3' ],
		] );
	} );

	it( 'gives a code block as core/code, its text exact (blank lines, markup, shortcodes)', () => {
		const code = [
			'<div class="x">a && b</div>',
			'',
			'[gallery ids="1,2"]',
			'  indented',
		];
		const blocks = markdownToBlocks(
			[ 'Before:', '', '```html', ...code, '```' ].join( '\n' )
		);
		expect( names( blocks ) ).toEqual( [ 'core/paragraph', 'core/code' ] );
		const element = document.createElement( 'code' );
		element.innerHTML = richHtml( blocks[ 1 ].attributes.content );
		expect( element.children ).toHaveLength( 0 );
		expect( element.textContent ).toBe( code.join( '\n' ) );
	} );

	it( 'gives an image alone in its paragraph as core/image; an inline one stays in the text', () => {
		const blocks = markdownToBlocks(
			'![A cat](https://example.com/cat.png)\n\nSee ![icon](https://example.com/i.png) here.'
		);
		expect( names( blocks ) ).toEqual( [ 'core/image', 'core/paragraph' ] );
		expect( blocks[ 0 ].attributes ).toMatchObject( {
			url: 'https://example.com/cat.png',
			alt: 'A cat',
		} );
		expect( richHtml( blocks[ 1 ].attributes.content ) ).toBe(
			'See <img src="https://example.com/i.png" alt="icon"> here.'
		);
	} );

	it( 'keeps shortcodes in the answer as text, not blocks', () => {
		const blocks = markdownToBlocks(
			'[gallery ids="1,2"]\n\n[embed]https://example.com/v[/embed]'
		);
		expect( names( blocks ) ).toEqual( [
			'core/paragraph',
			'core/paragraph',
		] );
		const element = document.createElement( 'p' );
		element.innerHTML = richHtml( blocks[ 0 ].attributes.content );
		expect( element.textContent ).toBe( '[gallery ids="1,2"]' );
	} );

	it( 'keeps script and unsafe links out', () => {
		const blocks = markdownToBlocks(
			'<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n![x](javascript:alert(1))'
		);
		const markup = serialize( blocks );
		expect( markup ).not.toMatch(
			/<script|<img|href="javascript|src="javascript/i
		);
		expect( richHtml( blocks[ 0 ].attributes.content ) ).toContain(
			'&lt;script&gt;'
		);
	} );

	it( 'gives nothing for an empty answer', () => {
		expect( markdownToBlocks( ' \n ' ) ).toEqual( [] );
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
						'`',
						'| a |',
						'[gallery]',
						'![i](javascript:x)'
					)
				),
				( parts ) => {
					const markup = serialize(
						markdownToBlocks( parts.join( '' ) )
					);
					expect( markup ).not.toMatch(
						/<script|<b |(href|src)="javascript:|wp:gallery/i
					);
				}
			),
			{ numRuns: 60 }
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
