/**
 * The name line in the editor: one line of plain text. Loaded on demand.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { ContactLine } from '../components/contact-line';

export interface NameAttributes {
	name: string;
}

export default function NameEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< NameAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<ContactLine
				label={ __( 'Name', 'orbit-blocks' ) }
				value={ attributes.name ?? '' }
				onChange={ ( name ) => setAttributes( { name } ) }
			/>
		</div>
	);
}
