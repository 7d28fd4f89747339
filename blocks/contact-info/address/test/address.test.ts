/**
 * The address's lines and Google Maps link (spec 2 sections 2, 3, 5): lines
 * without empty parts, "City, Region Postal", and a search URL built from the
 * non-empty parts.
 */
import fc from 'fast-check';
import {
	ADDRESS_FIELDS,
	addressParts,
	formatAddress,
	GOOGLE_MAPS_SEARCH,
	googleMapsUrl,
	hasAddress,
	localityLine,
	type AddressFields,
} from '../address';

const FULL: AddressFields = {
	address: '123 Main St',
	addressLine2: 'Suite 4',
	addressLine3: 'Building B',
	city: 'Springfield',
	region: 'IL',
	postal: '62701',
	country: 'USA',
};

describe( 'formatAddress', () => {
	it( 'gives the street lines, "City, Region Postal" and the country', () => {
		expect( formatAddress( FULL ) ).toEqual( [
			'123 Main St',
			'Suite 4',
			'Building B',
			'Springfield, IL 62701',
			'USA',
		] );
	} );

	it( 'leaves out empty lines and parts', () => {
		expect(
			formatAddress( {
				address: '10 Downing Street',
				addressLine3: '  ',
				city: 'London',
				postal: 'SW1A 2AA',
				country: 'United Kingdom',
			} )
		).toEqual( [
			'10 Downing Street',
			'London, SW1A 2AA',
			'United Kingdom',
		] );
		expect( formatAddress( {} ) ).toEqual( [] );
	} );

	it.each( [
		[ { city: 'Paris' }, 'Paris' ],
		[ { region: 'Bavaria' }, 'Bavaria' ],
		[ { postal: '75001' }, '75001' ],
		[ { city: 'Paris', postal: '75001' }, 'Paris, 75001' ],
		[ { city: 'Paris', region: 'IDF' }, 'Paris, IDF' ],
		[ { region: 'CA', postal: '94110' }, 'CA 94110' ],
		[ { city: 'SF', region: 'CA', postal: '94110' }, 'SF, CA 94110' ],
	] )( 'locality %j reads %j', ( fields, line ) => {
		expect( localityLine( fields ) ).toBe( line );
	} );

	it( 'trims the fields and collapses inner white space', () => {
		expect(
			addressParts( { address: '  1   Long\tRoad ', city: '\nOslo ' } )
		).toEqual( {
			address: '1 Long Road',
			addressLine2: '',
			addressLine3: '',
			city: 'Oslo',
			region: '',
			postal: '',
			country: '',
		} );
	} );

	it( 'treats missing or non-string fields as empty', () => {
		const odd = { address: 42, city: null } as unknown as AddressFields;
		expect( formatAddress( odd ) ).toEqual( [] );
		expect( hasAddress( odd ) ).toBe( false );
	} );
} );

describe( 'hasAddress', () => {
	it( 'is true as soon as one field has text', () => {
		expect( hasAddress( {} ) ).toBe( false );
		expect( hasAddress( { country: '   ' } ) ).toBe( false );
		for ( const field of ADDRESS_FIELDS ) {
			expect( hasAddress( { [ field ]: 'x' } ) ).toBe( true );
		}
	} );
} );

describe( 'googleMapsUrl', () => {
	it( 'searches for the formatted address, URL-encoded', () => {
		expect( googleMapsUrl( FULL ) ).toBe(
			'https://www.google.com/maps/search/123%20Main%20St%2C%20Suite%204%2C%20Building%20B%2C%20Springfield%2C%20IL%2062701%2C%20USA'
		);
	} );

	it( 'uses only the non-empty parts', () => {
		expect(
			googleMapsUrl( { address: '1 Rue de Rivoli', country: 'France' } )
		).toBe(
			'https://www.google.com/maps/search/1%20Rue%20de%20Rivoli%2C%20France'
		);
	} );

	it( 'is empty for an empty address', () => {
		expect( googleMapsUrl( {} ) ).toBe( '' );
	} );

	it( 'encodes characters that would end the URL or start a query', () => {
		const url = googleMapsUrl( {
			address: '"><script>alert(1)</script>',
			city: 'A & B?#/',
		} );
		expect( url ).toBe(
			GOOGLE_MAPS_SEARCH +
				'%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%2C%20A%20%26%20B%3F%23%2F'
		);
	} );

	it( 'always stays a Google Maps search that decodes to the lines (property)', () => {
		const fields = fc.record(
			Object.fromEntries(
				ADDRESS_FIELDS.map( ( key ) => [ key, fc.string() ] )
			) as Record< keyof AddressFields, fc.Arbitrary< string > >
		);
		fc.assert(
			fc.property( fields, ( value ) => {
				fc.pre( hasAddress( value ) );
				const url = googleMapsUrl( value );
				expect( url.startsWith( GOOGLE_MAPS_SEARCH ) ).toBe( true );
				const query = url.slice( GOOGLE_MAPS_SEARCH.length );
				expect( query ).not.toMatch( /[\s"<>?#&/]/ );
				expect( decodeURIComponent( query ) ).toBe(
					formatAddress( value ).join( ', ' )
				);
			} )
		);
	} );
} );
