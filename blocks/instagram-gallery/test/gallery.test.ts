/**
 * The Instagram gallery's ranges and response readers (spec 2 sections 3,
 * 5, 8 and 9), with property tests for every reader of outside data: never
 * throws, never lets a non-http(s) address through, keeps tokens and
 * usernames as given.
 */
import fc from 'fast-check';
import {
	DEFAULT_COLUMNS,
	DEFAULT_COUNT,
	DEFAULT_SPACING,
	NEW_ACCOUNT,
	clampColumns,
	clampCount,
	clampSpacing,
	gridLayout,
	isValidUsername,
	normaliseToken,
	parseConnectUrl,
	parseConnections,
	parseGallery,
	profileUrl,
	safeHttpUrl,
} from '../gallery';

const isHttp = ( value: string ) => /^https?:\/\//.test( value );

describe( 'ranges', () => {
	it( 'keeps count 1–30, columns 1–6 and spacing 0–50, with the defaults', () => {
		expect( [
			clampCount( 0 ),
			clampCount( 31 ),
			clampCount( 12 ),
		] ).toEqual( [ 1, 30, 12 ] );
		expect( [
			clampColumns( 0 ),
			clampColumns( 7 ),
			clampColumns( 4 ),
		] ).toEqual( [ 1, 6, 4 ] );
		expect( [
			clampSpacing( -5 ),
			clampSpacing( 51 ),
			clampSpacing( 0 ),
		] ).toEqual( [ 0, 50, 0 ] );
		expect( clampCount( undefined ) ).toBe( DEFAULT_COUNT );
		expect( clampColumns( 'many' ) ).toBe( DEFAULT_COLUMNS );
		expect( clampSpacing( NaN ) ).toBe( DEFAULT_SPACING );
		expect( clampCount( '7' ) ).toBe( 7 );
		expect( clampColumns( 2.6 ) ).toBe( 3 );
	} );

	it( 'always gives a whole number in range, whatever the input', () => {
		fc.assert(
			fc.property( fc.anything(), ( value ) => {
				const count = clampCount( value );
				const columns = clampColumns( value );
				const spacing = clampSpacing( value );
				return (
					Number.isInteger( count ) &&
					count >= 1 &&
					count <= 30 &&
					Number.isInteger( columns ) &&
					columns >= 1 &&
					columns <= 6 &&
					Number.isInteger( spacing ) &&
					spacing >= 0 &&
					spacing <= 50
				);
			} )
		);
	} );

	it( 'lays the grid out with a column class, the gap and stacking', () => {
		expect(
			gridLayout( { columns: 4, spacing: 20, isStackedOnMobile: true } )
		).toEqual( {
			className:
				'wp-block-jetpack-instagram-gallery__grid wp-block-jetpack-instagram-gallery__grid-columns-4 is-stacked-on-mobile',
			style: { gap: '20px' },
		} );
		expect(
			gridLayout( { columns: 99, spacing: -1, isStackedOnMobile: false } )
		).toEqual( {
			className:
				'wp-block-jetpack-instagram-gallery__grid wp-block-jetpack-instagram-gallery__grid-columns-6',
			style: { gap: '0px' },
		} );
	} );
} );

describe( 'tokens and usernames', () => {
	it( 'accepts keyring ids as numbers or digit strings', () => {
		expect( normaliseToken( 12 ) ).toBe( '12' );
		expect( normaliseToken( ' 40 ' ) ).toBe( '40' );
		for ( const bad of [
			0,
			-3,
			1.5,
			'',
			'012',
			'1e3',
			'abc',
			null,
			{},
			NaN,
		] ) {
			expect( normaliseToken( bad ) ).toBeNull();
		}
	} );

	it( 'round-trips every positive id and never throws', () => {
		fc.assert(
			fc.property( fc.integer( { min: 1, max: 2 ** 40 } ), ( id ) => {
				return (
					normaliseToken( id ) === String( id ) &&
					normaliseToken( String( id ) ) === String( id )
				);
			} )
		);
		fc.assert(
			fc.property( fc.anything(), ( value ) => {
				const token = normaliseToken( value );
				return token === null || /^[1-9]\d*$/.test( token );
			} )
		);
	} );

	it( 'checks usernames and builds the profile link only from valid ones', () => {
		expect( isValidUsername( 'ana.lopes_1' ) ).toBe( true );
		expect( isValidUsername( 'a'.repeat( 31 ) ) ).toBe( false );
		expect( isValidUsername( 'ana lopes' ) ).toBe( false );
		expect( profileUrl( 'ana.lopes_1' ) ).toBe(
			'https://www.instagram.com/ana.lopes_1/'
		);
		expect( profileUrl( '../evil' ) ).toBeNull();
		expect( profileUrl( '' ) ).toBeNull();
	} );

	it( 'the Add a new account value is never a token', () => {
		expect( normaliseToken( NEW_ACCOUNT ) ).toBeNull();
	} );
} );

describe( 'safeHttpUrl', () => {
	it( 'keeps http(s) addresses and refuses every other scheme', () => {
		expect( safeHttpUrl( 'https://example.com/a.jpg' ) ).toBe(
			'https://example.com/a.jpg'
		);
		expect( safeHttpUrl( 'http://localhost:8889/x.png?y=1' ) ).toBe(
			'http://localhost:8889/x.png?y=1'
		);
		for ( const bad of [
			'javascript:alert(1)',
			'JAVASCRIPT:alert(1)',
			' javascript:alert(1)',
			'data:image/png;base64,AAAA',
			'//example.com/a.jpg',
			'/wp-content/a.jpg',
			'ftp://example.com/a.jpg',
			'',
			42,
			null,
		] ) {
			expect( safeHttpUrl( bad ) ).toBeNull();
		}
	} );

	it( 'never throws and only ever gives http(s)', () => {
		fc.assert(
			fc.property(
				fc.oneof( fc.string(), fc.webUrl(), fc.anything() ),
				( value ) => {
					const url = safeHttpUrl( value );
					return url === null || isHttp( url );
				}
			)
		);
		fc.assert(
			fc.property(
				fc.constantFrom(
					'javascript',
					'data',
					'vbscript',
					'file',
					'ftp'
				),
				fc.string(),
				( scheme, rest ) =>
					safeHttpUrl( `${ scheme }:${ rest }` ) === null
			)
		);
	} );
} );

describe( 'parseConnections', () => {
	it( 'reads username and token, leaving out entries of another shape', () => {
		expect(
			parseConnections( [
				{ username: 'ana', token: '12' },
				{ username: 'bo', token: 13 },
				{ username: 'bad name', token: '14' },
				{ username: 'cy', token: 'abc' },
				{ username: 'ana2', token: '12' },
				'nope',
				null,
			] )
		).toEqual( [
			{ username: 'ana', token: '12' },
			{ username: 'bo', token: '13' },
		] );
		expect( parseConnections( [] ) ).toEqual( [] );
		expect(
			parseConnections( { username: 'ana', token: '1' } )
		).toBeNull();
		expect( parseConnections( null ) ).toBeNull();
	} );

	it( 'never throws and keeps ids and usernames as given', () => {
		fc.assert(
			fc.property( fc.anything(), ( value ) => {
				const list = parseConnections( value );
				return (
					list === null ||
					list.every(
						( entry ) =>
							isValidUsername( entry.username ) &&
							normaliseToken( entry.token ) === entry.token
					)
				);
			} )
		);
		fc.assert(
			fc.property(
				fc.uniqueArray( fc.integer( { min: 1, max: 1e9 } ) ),
				fc.stringMatching( /^[a-z0-9._]{1,30}$/ ),
				( ids, username ) => {
					const list = parseConnections(
						ids.map( ( token ) => ( { username, token } ) )
					);
					return (
						JSON.stringify( list ) ===
						JSON.stringify(
							ids.map( ( token ) => ( {
								username,
								token: String( token ),
							} ) )
						)
					);
				}
			)
		);
	} );
} );

describe( 'parseConnectUrl', () => {
	it( 'takes the address as a string (or { url }), http(s) only', () => {
		const url = 'http://localhost/wp-admin/admin-post.php?action=x';
		expect( parseConnectUrl( url ) ).toBe( url );
		expect( parseConnectUrl( { url } ) ).toBe( url );
		expect( parseConnectUrl( 'javascript:alert(1)' ) ).toBeNull();
		expect( parseConnectUrl( { code: 'error' } ) ).toBeNull();
		fc.assert(
			fc.property( fc.anything(), ( value ) => {
				const result = parseConnectUrl( value );
				return result === null || isHttp( result );
			} )
		);
	} );
} );

describe( 'parseGallery', () => {
	it( 'reads external_name and the images', () => {
		expect(
			parseGallery( {
				external_name: 'ana',
				images: [
					{
						url: 'https://example.com/1.jpg',
						title: 'Beach',
						link: 'https://example.com/p/1',
					},
					{ url: 'https://example.com/2.jpg' },
					{
						url: 'https://example.com/3.jpg',
						title: 3,
						link: 'javascript:alert(1)',
					},
					{ url: 'javascript:alert(1)', title: 'x' },
					'nope',
				],
			} )
		).toEqual( {
			externalName: 'ana',
			images: [
				{
					url: 'https://example.com/1.jpg',
					title: 'Beach',
					link: 'https://example.com/p/1',
				},
				{
					url: 'https://example.com/2.jpg',
					title: '',
					link: 'https://example.com/2.jpg',
				},
				{
					url: 'https://example.com/3.jpg',
					title: '',
					link: 'https://example.com/3.jpg',
				},
			],
		} );
	} );

	it( 'an empty list is a gallery; a non-list is none (the error case)', () => {
		expect( parseGallery( { external_name: 'ana', images: [] } ) ).toEqual(
			{
				externalName: 'ana',
				images: [],
			}
		);
		for ( const bad of [
			{ external_name: 'ana', images: {} },
			{ external_name: 'ana' },
			{ code: 'error', message: 'no' },
			[],
			'images',
			null,
		] ) {
			expect( parseGallery( bad ) ).toBeNull();
		}
		expect(
			parseGallery( { external_name: '<b>x</b>', images: [] } )
		).toEqual( { externalName: '', images: [] } );
	} );

	it( 'never throws, never gives a non-http(s) url or link', () => {
		const image = fc.record(
			{
				url: fc.oneof( fc.webUrl(), fc.string(), fc.anything() ),
				title: fc.anything(),
				link: fc.oneof( fc.webUrl(), fc.string(), fc.anything() ),
			},
			{ requiredKeys: [] }
		);
		fc.assert(
			fc.property(
				fc.oneof(
					fc.anything(),
					fc.record( {
						external_name: fc.anything(),
						images: fc.array( fc.oneof( image, fc.anything() ) ),
					} )
				),
				( value ) => {
					const gallery = parseGallery( value );
					return (
						gallery === null ||
						gallery.images.every(
							( entry ) =>
								isHttp( entry.url ) &&
								isHttp( entry.link ) &&
								typeof entry.title === 'string'
						)
					);
				}
			)
		);
	} );

	it( 'keeps every valid image, in order', () => {
		fc.assert(
			fc.property(
				fc.array( fc.webUrl(), { maxLength: 30 } ),
				( urls ) => {
					const gallery = parseGallery( {
						external_name: 'ana',
						images: urls.map( ( url ) => ( {
							url,
							title: 't',
							link: url,
						} ) ),
					} );
					return (
						gallery !== null &&
						gallery.images.length === urls.length &&
						gallery.images.every(
							( entry, index ) =>
								entry.url === new URL( urls[ index ] ).href
						)
					);
				}
			)
		);
	} );
} );
