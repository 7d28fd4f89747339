/**
 * Saved markup: the line as text, each phone number in it a tel: link
 * (phone.ts). Nothing for an empty line. The attribute is read back from
 * this markup's text (block.json "source": "text"), as for the email.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { LinkedText } from '../components/linked-text';
import { linkPhoneNumbers } from './phone';
import type { PhoneAttributes } from './edit';

export default function save( {
	attributes,
}: BlockSaveProps< PhoneAttributes > ) {
	const text = ( attributes.phone ?? '' ).trim();
	if ( ! text ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<LinkedText segments={ linkPhoneNumbers( text ) } />
		</div>
	);
}
