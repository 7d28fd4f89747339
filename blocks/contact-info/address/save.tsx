/**
 * Saved markup: the formatted address with its microdata, linked to Google
 * Maps when the author asked for it (address-view.tsx). Nothing for an
 * empty address.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { hasAddress, type AddressAttributes } from './address';
import { AddressLines, POSTAL_ADDRESS } from './address-view';

export default function save( {
	attributes,
}: BlockSaveProps< AddressAttributes > ) {
	if ( ! hasAddress( attributes ) ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save( POSTAL_ADDRESS ) }>
			<AddressLines attributes={ attributes } />
		</div>
	);
}
