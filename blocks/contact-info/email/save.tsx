/**
 * Saved markup: the line as text, each valid address in it a mailto: link
 * (email.ts). Nothing for an empty line. The attribute is read back from
 * this markup's text (block.json "source": "text"): the post holds the
 * author's text once, in the HTML, where WordPress's kses leaves it as it is
 * (kses rewrites markup-like text in block comment attributes).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { LinkedText } from '../components/linked-text';
import { linkEmails } from './email';
import type { EmailAttributes } from './edit';

export default function save( {
	attributes,
}: BlockSaveProps< EmailAttributes > ) {
	const text = ( attributes.email ?? '' ).trim();
	if ( ! text ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<LinkedText segments={ linkEmails( text ) } />
		</div>
	);
}
