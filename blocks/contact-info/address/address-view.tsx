/**
 * The formatted address as visitors see it: one line a street line, then
 * "City, Region Postal", then the country, each part in its schema.org
 * PostalAddress property (microdata). With linkToGoogleMaps the lines are one
 * link to the Google Maps search for the address, opened in a new tab.
 * Used by save and, with `preview`, by the editor when the block is not
 * selected (the link then only selects the block).
 */
import type { MouseEvent, ReactNode } from 'react';
import {
	addressParts,
	googleMapsUrl,
	type AddressAttributes,
	type AddressFields,
} from './address';

const stay = ( event: MouseEvent ) => event.preventDefault();

/**
 * Each field's class: its attribute is read back from the saved markup by
 * that class (block.json "source": "text"), so the post keeps the author's
 * text in the HTML only, never in the block comment.
 */
export const FIELD_CLASS: Record< keyof AddressFields, string > = {
	address: 'jetpack-address__address',
	addressLine2: 'jetpack-address__address-line-2',
	addressLine3: 'jetpack-address__address-line-3',
	city: 'jetpack-address__city',
	region: 'jetpack-address__region',
	postal: 'jetpack-address__postal',
	country: 'jetpack-address__country',
};

const STREET: Array< keyof AddressFields > = [
	'address',
	'addressLine2',
	'addressLine3',
];

export function AddressLines( {
	attributes,
	preview = false,
}: {
	attributes: Partial< AddressAttributes >;
	preview?: boolean;
} ) {
	const parts = addressParts( attributes );
	const { city, region, postal, country } = parts;
	const lines: ReactNode[] = STREET.filter( ( field ) => parts[ field ] ).map(
		( field ) => (
			<span
				key={ field }
				className={ `jetpack-address__street ${ FIELD_CLASS[ field ] }` }
				itemProp="streetAddress"
			>
				{ parts[ field ] }
			</span>
		)
	);
	if ( city || region || postal ) {
		lines.push(
			<span key="locality" className="jetpack-address__locality">
				{ city && (
					<span
						className={ FIELD_CLASS.city }
						itemProp="addressLocality"
					>
						{ city }
					</span>
				) }
				{ city && ( region || postal ) && ', ' }
				{ region && (
					<span
						className={ FIELD_CLASS.region }
						itemProp="addressRegion"
					>
						{ region }
					</span>
				) }
				{ region && postal && ' ' }
				{ postal && (
					<span
						className={ FIELD_CLASS.postal }
						itemProp="postalCode"
					>
						{ postal }
					</span>
				) }
			</span>
		);
	}
	if ( country ) {
		lines.push(
			<span
				key="country"
				className={ FIELD_CLASS.country }
				itemProp="addressCountry"
			>
				{ country }
			</span>
		);
	}
	// A space between the lines (shown as lines by style.css), so that
	// text-only readers (feeds, excerpts) do not run them together.
	const content = lines.flatMap( ( line, index ) =>
		index ? [ ' ', line ] : [ line ]
	);
	if ( ! attributes.linkToGoogleMaps ) {
		return <>{ content }</>;
	}
	return (
		<a
			className="jetpack-address__link"
			href={ googleMapsUrl( attributes ) }
			target="_blank"
			rel="noopener noreferrer"
			onClick={ preview ? stay : undefined }
		>
			{ content }
		</a>
	);
}

/** Microdata of the block's wrapper. */
export const POSTAL_ADDRESS = {
	itemScope: true,
	itemType: 'https://schema.org/PostalAddress',
};
