/**
 * Property tests of the Giphy address parser (fast-check): it never throws;
 * it never gives an id for an address that is not https or not Giphy's;
 * every page, embed and media address of an id gives that id back; and the
 * embed address the block saves is only ever https://giphy.com/embed/<id>.
 */
import fc from 'fast-check';
import { giphyEmbedUrl, parseGiphyId, safeEmbedUrl } from '../url';

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const id = fc.string( {
	unit: fc.constantFrom( ...ALNUM.split( '' ) ),
	minLength: 1,
	maxLength: 40,
} );
const slug = fc
	.array(
		fc.string( {
			unit: fc.constantFrom(
				...'abcdefghijklmnopqrstuvwxyz0123456789'.split( '' )
			),
			minLength: 1,
			maxLength: 10,
		} ),
		{ maxLength: 4 }
	)
	.map( ( words ) => words.join( '-' ) );

const giphyAddress = fc.oneof(
	fc
		.tuple(
			slug,
			id,
			fc.constantFrom( '', 'www.' ),
			fc.constantFrom( '', '/' )
		)
		.map( ( [ s, i, www, end ] ) => ( {
			id: i,
			url: `https://${ www }giphy.com/gifs/${
				s ? `${ s }-` : ''
			}${ i }${ end }`,
		} ) ),
	id.map( ( i ) => ( { id: i, url: `https://giphy.com/embed/${ i }` } ) ),
	fc
		.tuple(
			id,
			fc.constantFrom( 'media', 'media0', 'media1', 'media3', 'i' ),
			fc.constantFrom( 'giphy.gif', '200w.webp', 'giphy.mp4' )
		)
		.map( ( [ i, host, file ] ) => ( {
			id: i,
			url: `https://${ host }.giphy.com/media/${ i }/${ file }`,
		} ) ),
	fc.tuple( id, id ).map( ( [ i, token ] ) => ( {
		id: i,
		url: `https://media.giphy.com/media/v1.${ token }/${ i }/giphy.gif`,
	} ) )
);

const GIPHY_HOSTS = /^(www\.|media[0-4]?\.|i\.)?giphy\.com$/;

describe( 'parseGiphyId properties', () => {
	it( 'never throws, and gives null or an alphanumeric id', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.string( { unit: 'binary' } ),
					fc.webUrl()
				),
				( input ) => {
					const result = parseGiphyId( input );
					expect(
						result === null || /^[A-Za-z0-9]+$/.test( result )
					).toBe( true );
				}
			),
			{ numRuns: 2000 }
		);
	} );

	it( 'round-trips the id of every page, embed and media address', () => {
		fc.assert(
			fc.property( giphyAddress, ( { id: expected, url } ) => {
				expect( parseGiphyId( url ) ).toBe( expected );
				expect( parseGiphyId( `  ${ url }\n` ) ).toBe( expected );
			} ),
			{ numRuns: 1000 }
		);
	} );

	it( 'never accepts another scheme than https', () => {
		const scheme = fc.constantFrom(
			'http',
			'ftp',
			'javascript',
			'data',
			'file',
			'ws',
			'wss',
			'blob',
			'vbscript',
			'HTTP'
		);
		fc.assert(
			fc.property( giphyAddress, scheme, ( { url }, other ) => {
				const changed = url.replace( /^https:/, `${ other }:` );
				expect( parseGiphyId( changed ) ).toBeNull();
			} ),
			{ numRuns: 500 }
		);
	} );

	it( 'never accepts a host other than Giphy’s', () => {
		fc.assert(
			fc.property(
				fc.webUrl( { withQueryParameters: true, withFragments: true } ),
				( url ) => {
					// A random address names Giphy's host only by chance:
					// then it may name a GIF; otherwise it never does.
					const isGiphy = GIPHY_HOSTS.test( new URL( url ).hostname );
					expect( isGiphy || parseGiphyId( url ) === null ).toBe(
						true
					);
				}
			),
			{ numRuns: 1000 }
		);
		// Giphy's path under a look-alike host.
		fc.assert(
			fc.property(
				giphyAddress,
				fc.constantFrom(
					'giphy.com.evil.example',
					'evilgiphy.com',
					'giphy.co',
					'giphy.com.',
					'xn--giphy-9ta.com',
					'giphy.com@evil.example',
					'evil.example#giphy.com',
					'evil.example\\@giphy.com'
				),
				( { url }, host ) => {
					const moved = url.replace(
						/^https:\/\/[^/]+/,
						`https://${ host }`
					);
					expect( parseGiphyId( moved ) ).toBeNull();
				}
			),
			{ numRuns: 500 }
		);
	} );
} );

describe( 'safeEmbedUrl properties', () => {
	it( 'gives only https://giphy.com/embed/<id>, and round-trips it', () => {
		fc.assert(
			fc.property( fc.oneof( fc.string(), fc.webUrl() ), ( input ) => {
				const result = safeEmbedUrl( input );
				expect(
					result === null ||
						/^https:\/\/giphy\.com\/embed\/[A-Za-z0-9]+$/.test(
							result
						)
				).toBe( true );
			} ),
			{ numRuns: 2000 }
		);
		fc.assert(
			fc.property( id, ( i ) => {
				expect( safeEmbedUrl( giphyEmbedUrl( i ) ) ).toBe(
					giphyEmbedUrl( i )
				);
				expect( parseGiphyId( giphyEmbedUrl( i ) ) ).toBe( i );
			} )
		);
	} );
} );
