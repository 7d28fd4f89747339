/**
 * The post's text the toolbar actions send (spec 1 section 2): block HTML
 * as plain text, tags dropped, every entity decoded, paragraphs on lines of
 * their own.
 */
import { htmlToText } from '../post-text';

describe( 'htmlToText', () => {
	it( 'drops tags and comments and puts blocks on lines of their own', () => {
		expect(
			htmlToText(
				'<!-- wp:paragraph --><p>One<br>two</p><!-- /wp:paragraph --><h2>Three</h2><ul><li>a</li><li>b</li></ul>'
			)
		).toBe( 'One\ntwo\n\nThree\n\na\n\nb' );
	} );

	it( 'decodes named, decimal and hex entities, and keeps decoded tags as text', () => {
		expect(
			htmlToText(
				'<p>Caf&eacute; &amp; cr&egrave;me&nbsp;&#8217;br&ucirc;l&#xE9;e&#8217; &lt;b&gt;bold&lt;/b&gt; &quot;x&quot; &#39;y&#039;</p>'
			)
		).toBe( 'Café & crème \u2019brûlée\u2019 <b>bold</b> "x" \'y\'' );
	} );
} );
