/**
 * Saved markup: the HTML of the answer in the block's div. Usually the block
 * is replaced on Accept and never saved; a post saved with it shows the
 * answer. The HTML is rendered by the edit code (markdown-it with raw HTML
 * off and safe link schemes only, see ../markdown/render-markdown.ts) and
 * kept in the `html` attribute, read back from this div, as the markdown
 * block does: save() stays free of markdown-it, which must not enter the
 * editor entry.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML } from '@wordpress/element';
import type { AiAssistantAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: AiAssistantAttributes;
} ) {
	return (
		<RawHTML { ...useBlockProps.save() }>{ attributes.html ?? '' }</RawHTML>
	);
}
