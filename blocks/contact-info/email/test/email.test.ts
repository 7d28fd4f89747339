/**
 * The email line's links (spec 2 section 5, "Contact Info display"): valid
 * addresses become mailto: links, punctuation around them stays outside,
 * everything else stays text.
 */
import fc from 'fast-check';
import { isValidEmail, linkEmails, mailtoHref } from '../email';

const link = ( email: string ) => ( {
	text: email,
	href: `mailto:${ email }`,
} );

describe( 'isValidEmail', () => {
	it.each( [
		'hello@example.com',
		'first.last@example.co.uk',
		'john+tag@sub.example.org',
		"o'brien@example.ie",
		'a@b.co',
		'info@müller.de',
		'x@xn--mller-kva.de',
		'user_name-1@my-domain.travel',
	] )( 'accepts %s', ( email ) => {
		expect( isValidEmail( email ) ).toBe( true );
	} );

	it.each( [
		'',
		'hello',
		'hello@',
		'@example.com',
		'hello@example',
		'hello@localhost',
		'hello@@example.com',
		'a@b@example.com',
		'.hello@example.com',
		'hello.@example.com',
		'hel..lo@example.com',
		'hello@-example.com',
		'hello@example-.com',
		'hello@example..com',
		'hello@example.c',
		'hello@example.123',
		'hel lo@example.com',
		'"hello"@example.com',
		'hello@[127.0.0.1]',
		'<b>@example.com',
		`${ 'a'.repeat( 65 ) }@example.com`,
		`a@${ 'b'.repeat( 64 ) }.com`,
		`a@${ 'b.'.repeat( 130 ) }com`,
	] )( 'refuses %j', ( email ) => {
		expect( isValidEmail( email ) ).toBe( false );
	} );
} );

describe( 'linkEmails', () => {
	it( 'links a lone address', () => {
		expect( linkEmails( 'hello@example.com' ) ).toEqual( [
			link( 'hello@example.com' ),
		] );
	} );

	it( 'keeps trailing punctuation outside the link', () => {
		for ( const mark of [
			'.',
			',',
			';',
			':',
			'!',
			'?',
			')',
			']',
			'...',
		] ) {
			expect( linkEmails( `hello@example.com${ mark }` ) ).toEqual( [
				link( 'hello@example.com' ),
				{ text: mark },
			] );
		}
	} );

	it( 'keeps brackets and quotes around an address outside the link', () => {
		expect( linkEmails( '(hello@example.com).' ) ).toEqual( [
			{ text: '(' },
			link( 'hello@example.com' ),
			{ text: ').' },
		] );
		expect( linkEmails( 'Anna <anna@example.com>' ) ).toEqual( [
			{ text: 'Anna <' },
			link( 'anna@example.com' ),
			{ text: '>' },
		] );
		expect( linkEmails( '"[a@example.com]"' ) ).toEqual( [
			{ text: '"[' },
			link( 'a@example.com' ),
			{ text: ']"' },
		] );
	} );

	it( 'links every address and keeps the text around them', () => {
		expect(
			linkEmails(
				'Sales: sales@example.com, support: help@example.org; or me.'
			)
		).toEqual( [
			{ text: 'Sales: ' },
			link( 'sales@example.com' ),
			{ text: ', support: ' },
			link( 'help@example.org' ),
			{ text: '; or me.' },
		] );
	} );

	it( 'splits addresses joined by commas or semicolons', () => {
		expect(
			linkEmails( 'a@example.com,b@example.com;c@example.com' )
		).toEqual( [
			link( 'a@example.com' ),
			{ text: ',' },
			link( 'b@example.com' ),
			{ text: ';' },
			link( 'c@example.com' ),
		] );
	} );

	it( 'leaves invalid addresses and other words as text', () => {
		const text = 'Write to me@localhost or @handle or a@b@c.com or x@y.z';
		expect( linkEmails( text ) ).toEqual( [ { text } ] );
		expect( linkEmails( 'Ask at the desk' ) ).toEqual( [
			{ text: 'Ask at the desk' },
		] );
		expect( linkEmails( '' ) ).toEqual( [] );
	} );

	it( 'keeps markup-looking input as text, never as a link', () => {
		const text = '<img src=x onerror=alert(1)>';
		expect( linkEmails( text ) ).toEqual( [ { text } ] );
		expect( linkEmails( 'javascript:alert(1)@example.com' ) ).toEqual( [
			{ text: 'javascript:alert(1)@example.com' },
		] );
	} );

	it( 'percent-encodes what would change the meaning of a mailto: URL', () => {
		expect( mailtoHref( 'a?b#c%d&e/f@example.com' ) ).toBe(
			'mailto:a%3Fb%23c%25d%26e%2Ff@example.com'
		);
		expect( mailtoHref( "o'brien+x@example.ie" ) ).toBe(
			"mailto:o'brien+x@example.ie"
		);
	} );
} );

describe( 'linkEmails, properties', () => {
	const word = fc.oneof(
		fc.string(),
		fc.emailAddress(),
		fc
			.tuple(
				fc.emailAddress(),
				fc.constantFrom( '.', ',', ')', '!', '?', ']', ':' )
			)
			.map( ( [ email, mark ] ) => email + mark )
	);
	const line = fc
		.array( word, { maxLength: 6 } )
		.map( ( words ) => words.join( ' ' ) );

	it( 'loses nothing: the segments give the text back', () => {
		fc.assert(
			fc.property( line, ( text ) => {
				expect(
					linkEmails( text )
						.map( ( segment ) => segment.text )
						.join( '' )
				).toBe( text );
			} )
		);
	} );

	it( 'links only valid addresses, to themselves, with no punctuation at the end', () => {
		fc.assert(
			fc.property( line, ( text ) => {
				const links = linkEmails( text ).filter(
					( segment ) => segment.href !== undefined
				);
				for ( const segment of links ) {
					expect( isValidEmail( segment.text ) ).toBe( true );
					expect( segment.href ).toBe( mailtoHref( segment.text ) );
					expect( segment.href ).toMatch( /^mailto:[^\s"<>]+$/ );
					expect( segment.text ).not.toMatch( /[.,;:!?)\]]$/ );
				}
			} )
		);
	} );

	it( 'links every generated address followed by punctuation', () => {
		fc.assert(
			fc.property(
				fc.emailAddress(),
				fc.constantFrom( '.', ',', ';', ':', '!', '?', ')', ']' ),
				( email, mark ) => {
					// fast-check's addresses include forms we do not link
					// (quoted, IP literals, one-label domains), and some that
					// start with an apostrophe or a brace, read as a quote or bracket.
					fc.pre( isValidEmail( email ) && ! /^['{]/.test( email ) );
					expect( linkEmails( `Mail ${ email }${ mark }` ) ).toEqual(
						[
							{ text: 'Mail ' },
							{ text: email, href: mailtoHref( email ) },
							{ text: mark },
						]
					);
				}
			)
		);
	} );
} );
