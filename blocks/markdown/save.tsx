/**
 * Saved markup: the HTML that the edit code rendered from the source
 * (render-markdown.ts: raw HTML off, safe links only) in the block's div.
 *
 * save() cannot render markdown itself: it runs in the editor entry, and
 * markdown-it would add about 45 KB gzipped to it. So the rendered HTML is an
 * attribute (`html`) read back from this div when the post is parsed, and
 * save() writes it out as it is: the markup is the same on every reload, and
 * block validation passes. The edit code sets `html` with every change of
 * `source` (and fills it in for a block that has a source but no HTML yet).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML } from '@wordpress/element';
import type { MarkdownAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: MarkdownAttributes;
} ) {
	return (
		<RawHTML { ...useBlockProps.save() }>{ attributes.html ?? '' }</RawHTML>
	);
}
