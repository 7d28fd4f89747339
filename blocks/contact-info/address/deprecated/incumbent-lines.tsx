/**
 * The incumbent's address: its fields kept in the block comment, the lines
 * saved as divs without microdata, optionally inside one link to a Google
 * Maps search:
 * <div class="wp-block-jetpack-address">[<a href="…" target="_blank" rel="noopener noreferrer" title="…">]
 *   <div class="jetpack-address__address jetpack-address__address1">…</div> (…address2, …address3)
 *   <div><span class="jetpack-address__city">…</span>, <span class="jetpack-address__region">…</span> <span class="jetpack-address__postal">…</span></div>
 *   <div class="jetpack-address__country">…</div>[</a>]</div>
 * The link's title was the site's translation of "Open address in Google
 * Maps": it is read from the markup, whatever the language. The fields move
 * into the current markup (with its microdata).
 */
import type { AddressAttributes } from '../address';

type Attributes = AddressAttributes & { mapsLinkTitle?: string };

const field = { type: 'string', default: '' };

// The incumbent's search address: each part followed by a comma (the city,
// region and country after a "+"), and the first space made a "+".
function incumbentMapsUrl( a: Attributes ): string {
	const part = ( value: string, before: string, after: string ) =>
		value ? `${ before }${ value }${ after }` : '';
	let region = part( a.region, '+', ',' );
	region = a.postal ? `${ region }+${ a.postal }` : region;
	return `https://www.google.com/maps/search/${ part(
		a.address,
		'',
		','
	) }${ part( a.addressLine2, '', ',' ) }${ part(
		a.addressLine3,
		'',
		','
	) }${ part( a.city, '+', ',' ) }${ region }${ part(
		a.country,
		'+',
		''
	) }`.replace( ' ', '+' );
}

function Lines( { a }: { a: Attributes } ) {
	const regionPostal = (
		<>
			<span className="jetpack-address__region">{ a.region }</span>{ ' ' }
			<span className="jetpack-address__postal">{ a.postal }</span>
		</>
	);
	return (
		<>
			{ a.address && (
				<div className="jetpack-address__address jetpack-address__address1">
					{ a.address }
				</div>
			) }
			{ a.addressLine2 && (
				<div className="jetpack-address__address jetpack-address__address2">
					{ a.addressLine2 }
				</div>
			) }
			{ a.addressLine3 && (
				<div className="jetpack-address__address jetpack-address__address3">
					{ a.addressLine3 }
				</div>
			) }
			{ a.city && ! ( a.region || a.postal ) && (
				<div className="jetpack-address__city">{ a.city }</div>
			) }
			{ a.city && ( a.region || a.postal ) && (
				<div>
					<span className="jetpack-address__city">{ a.city }</span>
					{ ', ' }
					{ regionPostal }
				</div>
			) }
			{ ! a.city && ( a.region || a.postal ) && (
				<div>{ regionPostal }</div>
			) }
			{ a.country && (
				<div className="jetpack-address__country">{ a.country }</div>
			) }
		</>
	);
}

export default {
	attributes: {
		address: field,
		addressLine2: field,
		addressLine3: field,
		city: field,
		region: field,
		postal: field,
		country: field,
		linkToGoogleMaps: { type: 'boolean', default: false },
		mapsLinkTitle: {
			type: 'string',
			source: 'attribute',
			selector: 'a',
			attribute: 'title',
		},
	},
	supports: { html: false, reusable: false },
	save( { attributes: a }: { attributes: Attributes } ) {
		const fields = [
			a.address,
			a.addressLine2,
			a.addressLine3,
			a.city,
			a.region,
			a.postal,
			a.country,
		];
		if ( fields.every( ( value ) => ! value ) ) {
			return null;
		}
		return (
			<div className="wp-block-jetpack-address">
				{ a.linkToGoogleMaps ? (
					<a
						href={ incumbentMapsUrl( a ) }
						target="_blank"
						rel="noopener noreferrer"
						title={ a.mapsLinkTitle }
					>
						<Lines a={ a } />
					</a>
				) : (
					<Lines a={ a } />
				) }
			</div>
		);
	},
	migrate( attributes: Attributes ) {
		const { mapsLinkTitle, ...rest } = attributes;
		return rest;
	},
};
