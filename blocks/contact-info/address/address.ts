/**
 * The address block's fields, the lines visitors read, and the Google Maps
 * link (spec 2 sections 2, 3 and 5). Pure: save, the editor preview and the
 * tests share it.
 *
 * Every field is trimmed and its inner runs of white space become one
 * space. Lines: the three street lines, then "City, Region Postal" (the
 * comma only when there is a city and something after it), then the
 * country; empty lines are left out. The map link searches for those lines
 * joined with ", " (only the non-empty parts), URL-encoded.
 */
export interface AddressFields {
	address: string;
	addressLine2: string;
	addressLine3: string;
	city: string;
	region: string;
	postal: string;
	country: string;
}

export interface AddressAttributes extends AddressFields {
	linkToGoogleMaps: boolean;
}

export const ADDRESS_FIELDS: ReadonlyArray< keyof AddressFields > = [
	'address',
	'addressLine2',
	'addressLine3',
	'city',
	'region',
	'postal',
	'country',
];

export const GOOGLE_MAPS_SEARCH = 'https://www.google.com/maps/search/';

const clean = ( value: unknown ) =>
	typeof value === 'string' ? value.replace( /\s+/g, ' ' ).trim() : '';

/** Every field cleaned; a missing or non-string field is empty. */
export function addressParts(
	fields: Partial< AddressFields >
): AddressFields {
	return {
		address: clean( fields.address ),
		addressLine2: clean( fields.addressLine2 ),
		addressLine3: clean( fields.addressLine3 ),
		city: clean( fields.city ),
		region: clean( fields.region ),
		postal: clean( fields.postal ),
		country: clean( fields.country ),
	};
}

export function hasAddress( fields: Partial< AddressFields > ): boolean {
	const parts = addressParts( fields );
	return ADDRESS_FIELDS.some( ( key ) => parts[ key ] !== '' );
}

/** The street lines that are not empty. */
export function streetLines( fields: Partial< AddressFields > ): string[] {
	const { address, addressLine2, addressLine3 } = addressParts( fields );
	return [ address, addressLine2, addressLine3 ].filter( Boolean );
}

/** "City, Region Postal", "City, Postal", "Region Postal", or "". */
export function localityLine( fields: Partial< AddressFields > ): string {
	const { city, region, postal } = addressParts( fields );
	const regionPostal = [ region, postal ].filter( Boolean ).join( ' ' );
	return [ city, regionPostal ].filter( Boolean ).join( ', ' );
}

/** The lines of the formatted address, without empty ones. */
export function formatAddress( fields: Partial< AddressFields > ): string[] {
	return [
		...streetLines( fields ),
		localityLine( fields ),
		addressParts( fields ).country,
	].filter( Boolean );
}

/** The Google Maps search for the address, or '' for an empty address. */
export function googleMapsUrl( fields: Partial< AddressFields > ): string {
	const lines = formatAddress( fields );
	return lines.length
		? GOOGLE_MAPS_SEARCH + encodeURIComponent( lines.join( ', ' ) )
		: '';
}
