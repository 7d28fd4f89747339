/**
 * The markdown renderer (render-markdown.ts): CommonMark with tables and
 * strikethrough, raw HTML shown as text, links and images only with http(s),
 * mailto, tel or no scheme, and one markdown-it instance for every render.
 */
import MarkdownIt from 'markdown-it';
import {
	isSafeLink,
	markdownRenderer,
	renderMarkdown,
} from '../render-markdown';

jest.mock( 'markdown-it', () => {
	const Actual = jest.requireActual( 'markdown-it' );
	return jest.fn( ( ...args: unknown[] ) => new Actual( ...args ) );
} );

describe( 'renderMarkdown', () => {
	it( 'renders headings, emphasis, lists, code, quotes and rules', () => {
		expect(
			renderMarkdown(
				'# Title\n\nSome **bold**, _italic_ and `code`.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n---\n\n```js\nconst a = 1;\n```'
			)
		).toBe(
			'<h1>Title</h1>\n' +
				'<p>Some <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>\n' +
				'<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n' +
				'<ol>\n<li>first</li>\n</ol>\n' +
				'<blockquote>\n<p>quoted</p>\n</blockquote>\n' +
				'<hr>\n' +
				'<pre><code class="language-js">const a = 1;\n</code></pre>\n'
		);
	} );

	it( 'renders tables and strikethrough', () => {
		expect( renderMarkdown( '| a | b |\n|:--|--:|\n| 1 | 2 |' ) ).toBe(
			'<table>\n<thead>\n<tr>\n<th style="text-align:left">a</th>\n<th style="text-align:right">b</th>\n</tr>\n</thead>\n' +
				'<tbody>\n<tr>\n<td style="text-align:left">1</td>\n<td style="text-align:right">2</td>\n</tr>\n</tbody>\n</table>\n'
		);
		expect( renderMarkdown( '~~gone~~' ) ).toBe( '<p><s>gone</s></p>\n' );
	} );

	it( 'is empty for an empty or blank source', () => {
		expect( renderMarkdown( '' ) ).toBe( '' );
		expect( renderMarkdown( ' \n\t ' ) ).toBe( '' );
		expect( renderMarkdown( undefined ) ).toBe( '' );
	} );

	it( 'shows raw HTML as text', () => {
		expect(
			renderMarkdown(
				'<script>alert(1)</script>\n\n<b onclick="x">b</b>'
			)
		).toBe(
			'<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n' +
				'<p>&lt;b onclick=&quot;x&quot;&gt;b&lt;/b&gt;</p>\n'
		);
		expect( renderMarkdown( '<img src=x onerror=alert(1)>' ) ).toBe(
			'<p>&lt;img src=x onerror=alert(1)&gt;</p>\n'
		);
	} );

	it( 'links web, mail, phone, relative and anchor destinations', () => {
		expect(
			renderMarkdown(
				'[w](https://example.com/a?b=c&d "Title") [h](http://example.com) [m](mailto:a@example.com) [t](tel:+15550100) [r](/about) [a](#top) [q](?page=2)'
			)
		).toBe(
			'<p><a href="https://example.com/a?b=c&amp;d" title="Title">w</a> ' +
				'<a href="http://example.com">h</a> ' +
				'<a href="mailto:a@example.com">m</a> ' +
				'<a href="tel:+15550100">t</a> ' +
				'<a href="/about">r</a> ' +
				'<a href="#top">a</a> ' +
				'<a href="?page=2">q</a></p>\n'
		);
	} );

	it( 'does not link script, data, vbscript or other schemes, however written', () => {
		for ( const destination of [
			'javascript:alert(1)',
			'JaVaScRiPt:alert(1)',
			'&#106;avascript:alert(1)',
			'&#x6A;avascript:alert(1)',
			'javascript&colon;alert(1)',
			'<javascript:alert(1)>',
			'vbscript:msgbox(1)',
			'data:text/html;base64,PHNjcmlwdD4=',
			'file:///etc/passwd',
			'ftp://example.com',
		] ) {
			const html = renderMarkdown( `[x](${ destination })` );
			expect( html ).not.toContain( '<a' );
			expect( html ).toContain( '[x](' );
		}
	} );

	it( 'keeps an unsafe image as text, even a data: image', () => {
		expect( renderMarkdown( '![pic](data:image/png;base64,AAAA)' ) ).toBe(
			'<p>![pic](data:image/png;base64,AAAA)</p>\n'
		);
		expect( renderMarkdown( '![pic](javascript:alert(1))' ) ).not.toContain(
			'<img'
		);
		expect( renderMarkdown( '![pic](/a.png "A")' ) ).toBe(
			'<p><img src="/a.png" alt="pic" title="A"></p>\n'
		);
	} );

	it( 'applies the same rule to autolinks, bare addresses and references', () => {
		expect( renderMarkdown( '<https://example.com>' ) ).toBe(
			'<p><a href="https://example.com">https://example.com</a></p>\n'
		);
		expect( renderMarkdown( '<javascript:alert(1)>' ) ).toBe(
			'<p>&lt;javascript:alert(1)&gt;</p>\n'
		);
		expect( renderMarkdown( 'see www.example.com now' ) ).toBe(
			'<p>see <a href="http://www.example.com">www.example.com</a> now</p>\n'
		);
		expect( renderMarkdown( '[x][r]\n\n[r]: https://example.com' ) ).toBe(
			'<p><a href="https://example.com">x</a></p>\n'
		);
		expect(
			renderMarkdown( '[x][r]\n\n[r]: javascript:alert(1)' )
		).not.toContain( '<a' );
	} );

	it( 'makes one markdown-it instance and reuses it', () => {
		const first = markdownRenderer();
		renderMarkdown( 'a' );
		renderMarkdown( 'b' );
		expect( markdownRenderer() ).toBe( first );
		expect( MarkdownIt ).toHaveBeenCalledTimes( 1 );
		expect( MarkdownIt ).toHaveBeenCalledWith(
			'default',
			expect.objectContaining( { html: false } )
		);
	} );
} );

describe( 'isSafeLink', () => {
	it( 'accepts http(s), mailto, tel and URLs without a scheme', () => {
		for ( const url of [
			'https://example.com',
			'HTTP://EXAMPLE.COM',
			'mailto:a@example.com',
			'tel:+1',
			'/a/b',
			'a/b.html',
			'#top',
			'?q=1',
			'//example.com/x',
			'',
		] ) {
			expect( [ url, isSafeLink( url ) ] ).toEqual( [ url, true ] );
		}
	} );

	it( 'refuses every other scheme, with whitespace or controls hidden in it', () => {
		for ( const url of [
			'javascript:alert(1)',
			' javascript:alert(1)',
			'java\tscript:alert(1)',
			'java\nscript:alert(1)',
			'\u0000javascript:alert(1)',
			'vbscript:x',
			'VBScript:x',
			'data:text/html,x',
			'data:image/png;base64,AAAA',
			'file:///etc/passwd',
			'ftp://example.com',
			'foo:bar',
		] ) {
			expect( [ url, isSafeLink( url ) ] ).toEqual( [ url, false ] );
		}
	} );
} );
