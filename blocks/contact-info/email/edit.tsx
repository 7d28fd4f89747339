/**
 * The email line in the editor (spec 2 "Contact Info"). Loaded on demand.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { LineEdit } from '../components/line-edit';
import { linkEmails } from './email';

export interface EmailAttributes {
	email: string;
}

export default function EmailEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< EmailAttributes > ) {
	return (
		<LineEdit
			value={ attributes.email ?? '' }
			onChange={ ( email ) => setAttributes( { email } ) }
			isSelected={ isSelected }
			label={ __( 'Email', 'orbit-blocks' ) }
			notLinkedHint={ __(
				'No valid email address here: visitors will see this as plain text.',
				'orbit-blocks'
			) }
			link={ linkEmails }
		/>
	);
}
