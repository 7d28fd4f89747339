/**
 * Property tests of the embed-code parser (fast-check): it never throws,
 * never accepts another scheme or host, and gives back the restaurant ids
 * of any OpenTable embed code.
 */
import fc from 'fast-check';
import { DOMAINS, parseEmbedCode } from '../embed-code';

const rid = fc.integer( { min: 0, max: 999999999 } ).map( String );
const domain = fc.constantFrom( ...DOMAINS );

describe( 'parseEmbedCode (properties)', () => {
	it( 'never throws, and gives null or whole-number ids', () => {
		fc.assert(
			fc.property( fc.string( { maxLength: 300 } ), ( input ) => {
				const parsed = parseEmbedCode( input );
				return (
					parsed === null ||
					parsed.rid.every( ( id ) => /^[0-9]+$/.test( id ) )
				);
			} )
		);
		fc.assert(
			fc.property(
				fc.webUrl( { withQueryParameters: true } ),
				( url ) => {
					parseEmbedCode( url );
					parseEmbedCode( `<script src="${ url }"></script>` );
					return true;
				}
			)
		);
	} );

	it( 'round-trips the ids and settings of an embed script', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray( rid, { minLength: 1, maxLength: 5 } ),
				domain,
				fc.boolean(),
				fc.boolean(),
				fc.constantFrom( 'https:', 'http:', '' ),
				( ids, site, iframe, newtab, scheme ) => {
					const query = ids
						.map( ( id ) => `rid=${ id }` )
						.join( '&' );
					const code = `<script type="text/javascript" src="${ scheme }//www.opentable.${ site }/widget/reservation/loader?${ query }&type=standard&theme=standard&iframe=${ iframe }&domain=${ site }&lang=en-US&newtab=${ newtab }"></script>`;
					expect( parseEmbedCode( code ) ).toEqual( {
						rid: ids,
						style: 'standard',
						domain: site,
						iframe,
						newtab,
						lang: 'en-US',
					} );
				}
			)
		);
	} );

	it( 'never accepts a foreign host', () => {
		fc.assert(
			fc.property(
				fc.domain().filter( ( host ) => ! /opentable\./i.test( host ) ),
				rid,
				fc.constantFrom( 'https://', 'http://', '//' ),
				( host, id, scheme ) =>
					parseEmbedCode(
						`${ scheme }${ host }/loader?rid=${ id }`
					) === null &&
					parseEmbedCode(
						`<script src="${ scheme }${ host }/?rid=${ id }"></script>`
					) === null &&
					// The name only as a subdomain of another host.
					parseEmbedCode(
						`https://www.opentable.com.${ host }/?rid=${ id }`
					) === null
			)
		);
	} );

	it( 'never accepts a scheme other than http(s)', () => {
		fc.assert(
			fc.property(
				fc
					.stringMatching( /^[a-z][a-z0-9+.-]{0,10}$/ )
					.filter( ( scheme ) => ! /^https?$/.test( scheme ) ),
				rid,
				( scheme, id ) =>
					parseEmbedCode(
						`${ scheme }://www.opentable.com/?rid=${ id }`
					) === null &&
					parseEmbedCode(
						`<script src="${ scheme }://www.opentable.com/?rid=${ id }"></script>`
					) === null
			)
		);
	} );
} );
