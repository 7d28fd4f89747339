/**
 * The phone line in the editor (spec 2 "Contact Info"). Loaded on demand.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { LineEdit } from '../components/line-edit';
import { linkPhoneNumbers } from './phone';

export interface PhoneAttributes {
	phone: string;
}

export default function PhoneEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< PhoneAttributes > ) {
	return (
		<LineEdit
			value={ attributes.phone ?? '' }
			onChange={ ( phone ) => setAttributes( { phone } ) }
			isSelected={ isSelected }
			label={ __( 'Phone number', 'orbit-blocks' ) }
			notLinkedHint={ __(
				'No phone number here: visitors will see this as plain text.',
				'orbit-blocks'
			) }
			link={ linkPhoneNumbers }
		/>
	);
}
