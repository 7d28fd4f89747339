/**
 * The address in the editor (spec 2 "Contact Info", "Address"): seven
 * one-line fields and the "Link address to Google Maps" toggle while the
 * block is selected or empty; otherwise the formatted address visitors see.
 * Enter does nothing in the fields. Loaded on demand.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToggleControl } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ContactLine } from '../components/contact-line';
import { useFocusOnSelect } from '../components/use-focus-on-select';
import {
	hasAddress,
	type AddressAttributes,
	type AddressFields,
} from './address';
import { AddressLines } from './address-view';

type Field = keyof AddressFields;

function fieldLabels(): Record< Field, string > {
	return {
		address: __( 'Street Address', 'orbit-blocks' ),
		addressLine2: __( 'Address Line 2', 'orbit-blocks' ),
		addressLine3: __( 'Address Line 3', 'orbit-blocks' ),
		city: __( 'City', 'orbit-blocks' ),
		region: __( 'State/Province/Region', 'orbit-blocks' ),
		postal: __( 'Postal/Zip Code', 'orbit-blocks' ),
		country: __( 'Country', 'orbit-blocks' ),
	};
}

// Rows of the form: street lines alone, city/region/postal side by side.
const ROWS: Field[][] = [
	[ 'address' ],
	[ 'addressLine2' ],
	[ 'addressLine3' ],
	[ 'city', 'region', 'postal' ],
	[ 'country' ],
];

export default function AddressEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< AddressAttributes > ) {
	const first = useRef< HTMLTextAreaElement >( null );
	useFocusOnSelect( isSelected, first );
	const showPreview = ! isSelected && hasAddress( attributes );
	const blockProps = useBlockProps( {
		className: showPreview ? undefined : 'is-editing',
	} );

	if ( showPreview ) {
		return (
			<div { ...blockProps }>
				<AddressLines attributes={ attributes } preview />
			</div>
		);
	}

	const labels = fieldLabels();
	return (
		<div { ...blockProps }>
			{ ROWS.map( ( row ) => (
				<div
					key={ row.join( '-' ) }
					className={ `jetpack-address__row has-${ row.length }-fields` }
				>
					{ row.map( ( field ) => (
						<ContactLine
							key={ field }
							ref={ field === 'address' ? first : undefined }
							className={ `jetpack-address__${ field }` }
							label={ labels[ field ] }
							value={ attributes[ field ] ?? '' }
							onChange={ ( value ) =>
								setAttributes( { [ field ]: value } )
							}
						/>
					) ) }
				</div>
			) ) }
			<ToggleControl
				__nextHasNoMarginBottom
				className="jetpack-address__maps-toggle"
				label={ __( 'Link address to Google Maps', 'orbit-blocks' ) }
				checked={ !! attributes.linkToGoogleMaps }
				onChange={ ( linkToGoogleMaps: boolean ) =>
					setAttributes( { linkToGoogleMaps } )
				}
			/>
		</div>
	);
}
