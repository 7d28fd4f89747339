/**
 * Pinterest addresses (spec 2 "Pinterest", section 5): pin paths give a pin
 * embed, one segment a user, two a board, on Pinterest's own hosts only.
 * Property tests: never throws, never accepts a scheme other than http(s)
 * or a foreign host, and round-trips pin ids, user names and board slugs.
 */
import fc from 'fast-check';
import {
	isShortLink,
	parsePinterestUrl,
	pinType,
	RESERVED_PATHS,
} from '../url';
import {
	isHttpUrl,
	linkParagraphContent,
} from '../../../shared/link-paragraph';
import { foreignAddressesRefused } from '../../../tests/setup/foreign-url-prefixes';

describe( 'parsePinterestUrl', () => {
	it( 'reads a pin', () => {
		expect(
			parsePinterestUrl(
				'https://www.pinterest.com/pin/99360735500167749/'
			)
		).toEqual( {
			type: 'embedPin',
			url: 'https://www.pinterest.com/pin/99360735500167749/',
			pinId: '99360735500167749',
		} );
	} );

	it( 'reads a board and a user', () => {
		expect(
			parsePinterestUrl( 'https://www.pinterest.com/martaoliveira/cakes' )
		).toEqual( {
			type: 'embedBoard',
			url: 'https://www.pinterest.com/martaoliveira/cakes/',
			user: 'martaoliveira',
			board: 'cakes',
		} );
		expect(
			parsePinterestUrl( 'https://www.pinterest.com/martaoliveira/' )
		).toEqual( {
			type: 'embedUser',
			url: 'https://www.pinterest.com/martaoliveira/',
			user: 'martaoliveira',
		} );
	} );

	it.each( [
		'https://pinterest.com/pin/123/',
		'https://uk.pinterest.com/pin/123/',
		'https://www.pinterest.co.uk/pin/123/',
		'https://www.pinterest.de/pin/123/',
		'https://br.pinterest.com/pin/123/',
		'https://www.pinterest.com.au/pin/123/',
		'https://www.pinterest.com.mx/pin/123/',
		'http://www.pinterest.com/pin/123',
		'www.pinterest.com/pin/123',
		'  https://www.pinterest.com/pin/123/?utm_source=share#top ',
	] )( 'accepts %s as a pin, saved as https without query', ( input ) => {
		const target = parsePinterestUrl( input );
		expect( target?.type ).toBe( 'embedPin' );
		expect( target?.pinId ).toBe( '123' );
		expect( target?.url ).toMatch( /^https:\/\/[^?#]+\/pin\/123\/$/ );
	} );

	it( 'keeps a board slug with encoded characters', () => {
		const target = parsePinterestUrl(
			'https://www.pinterest.fr/marie/g%C3%A2teaux-maison/'
		);
		expect( target ).toMatchObject( {
			type: 'embedBoard',
			board: 'gâteaux-maison',
			url: 'https://www.pinterest.fr/marie/g%C3%A2teaux-maison/',
		} );
	} );

	it.each( [
		[ 'empty', '' ],
		[ 'not a string', 42 ],
		[ 'the home page', 'https://www.pinterest.com/' ],
		[ 'three segments', 'https://www.pinterest.com/a/b/c/' ],
		[ 'a search', 'https://www.pinterest.com/search/pins/?q=cake' ],
		[ 'ideas', 'https://www.pinterest.com/ideas/' ],
		[ 'a pin without id', 'https://www.pinterest.com/pin/' ],
		[ 'another host', 'https://www.example.com/pin/123/' ],
		[ 'a lookalike host', 'https://pinterest.com.evil.test/pin/123/' ],
		[ 'a lookalike name', 'https://notpinterest.com/pin/123/' ],
		[ 'a deep subdomain', 'https://a.b.pinterest.com/pin/123/' ],
		[ 'javascript:', 'javascript:alert(1)//www.pinterest.com/pin/1/' ],
		[ 'data:', 'data:text/html,www.pinterest.com/pin/1/' ],
		[ 'credentials', 'https://u:p@www.pinterest.com/pin/1/' ],
		[ 'a port', 'https://www.pinterest.com:8080/pin/1/' ],
		[ 'quotes in the path', 'https://www.pinterest.com/a"onmouseover="x/' ],
		[ 'text around', 'see https://www.pinterest.com/pin/1/' ],
		[ 'a short link', 'https://pin.it/4BvYdEN' ],
	] )( 'refuses %s', ( _, input ) => {
		expect( parsePinterestUrl( input ) ).toBeNull();
		expect( pinType( input ) ).toBe( '' );
	} );
} );

describe( 'isShortLink', () => {
	it( 'knows pin.it links, with or without scheme', () => {
		expect( isShortLink( 'https://pin.it/4BvYdEN' ) ).toBe( true );
		expect( isShortLink( 'pin.it/4BvYdEN/' ) ).toBe( true );
		expect( isShortLink( 'https://pin.it/' ) ).toBe( false );
		expect( isShortLink( 'javascript:pin.it/x' ) ).toBe( false );
		expect( isShortLink( 'https://pin.it.evil.test/x' ) ).toBe( false );
	} );
} );

describe( 'linkParagraphContent', () => {
	// Read back as a browser reads it: the address, and only it, comes back.
	const parsed = ( html: string ) => {
		const paragraph = document.createElement( 'p' );
		paragraph.innerHTML = html;
		return paragraph;
	};

	it( 'links an http(s) address to itself, escaped', () => {
		const address = 'https://example.com/?a=1&b="2"&c=<i>\'';
		const paragraph = parsed( linkParagraphContent( address ) );
		expect( paragraph.children ).toHaveLength( 1 );
		const link = paragraph.querySelector( 'a' );
		expect( link?.getAttribute( 'href' ) ).toBe( address );
		expect( link?.attributes ).toHaveLength( 1 );
		expect( link?.textContent ).toBe( address );
	} );

	it( 'keeps anything else as plain text', () => {
		expect( linkParagraphContent( 'javascript:alert(1)' ) ).toBe(
			'javascript:alert(1)'
		);
		const paragraph = parsed( linkParagraphContent( '<b>x</b> & y' ) );
		expect( paragraph.children ).toHaveLength( 0 );
		expect( paragraph.textContent ).toBe( '<b>x</b> & y' );
		expect( isHttpUrl( 'ftp://example.com' ) ).toBe( false );
	} );
} );

describe( 'properties', () => {
	const host = fc.constantFrom(
		'www.pinterest.com',
		'pinterest.com',
		'uk.pinterest.com',
		'www.pinterest.co.uk',
		'www.pinterest.com.au',
		'www.pinterest.de'
	);
	const name = fc
		.stringMatching( /^[A-Za-z0-9_-]{1,30}$/ )
		.filter( ( n ) => ! RESERVED_PATHS.has( n.toLowerCase() ) );

	it( 'never throws; anything accepted is https on a Pinterest host', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.webUrl(),
					fc
						.string()
						.map( ( s ) => `https://www.pinterest.com/${ s }` ),
					fc
						.string()
						.map( ( s ) => `https://www.pinterest.com/pin/${ s }` )
				),
				( input ) => {
					const target = parsePinterestUrl( input );
					const url = target ? new URL( target.url ) : null;
					expect(
						target === null ||
							( url?.protocol === 'https:' &&
								/(^|\.)pinterest\.[a-z.]+$/.test(
									url.hostname
								) &&
								! /["'<>\s]/.test( target.url ) &&
								parsePinterestUrl( target.url )?.url ===
									target.url )
					).toBe( true );
				}
			)
		);
	} );

	it( 'never accepts another scheme or host', () => {
		fc.assert(
			foreignAddressesRefused( {
				lookalikeHosts: [
					'https://pinterest.evil/',
					'https://www.pinterest.com.evil.test/',
					'https://pinterest.comm/',
				],
				rest: name,
				inputs: ( prefix, id ) => [
					`${ prefix }pin/${ id }/`,
					`${ prefix }${ id }/`,
				],
				parse: parsePinterestUrl,
			} )
		);
	} );

	it( 'round-trips pin ids, users and boards', () => {
		fc.assert(
			fc.property( host, name, name, ( h, user, board ) => {
				expect(
					parsePinterestUrl( `https://${ h }/pin/${ user }/` )
				).toEqual( {
					type: 'embedPin',
					url: `https://${ h }/pin/${ user }/`,
					pinId: user,
				} );
				expect( parsePinterestUrl( `${ h }/${ user }` ) ).toEqual( {
					type: 'embedUser',
					url: `https://${ h }/${ user }/`,
					user,
				} );
				expect(
					parsePinterestUrl( `http://${ h }/${ user }/${ board }/` )
				).toEqual( {
					type: 'embedBoard',
					url: `https://${ h }/${ user }/${ board }/`,
					user,
					board,
				} );
			} )
		);
	} );
} );
