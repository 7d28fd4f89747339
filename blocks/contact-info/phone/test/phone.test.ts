/**
 * The phone line's links (spec 2 section 5, "Contact Info display"): the
 * digits of each number, a leading plus kept, become a tel: link; labels and
 * extensions stay text.
 */
import fc from 'fast-check';
import {
	linkPhoneNumbers,
	MIN_DIGITS,
	SHORT_MIN_DIGITS,
	telHref,
} from '../phone';

const link = ( text: string, href: string ) => ( { text, href } );

describe( 'telHref', () => {
	it.each( [
		[ '+1 (555) 010-0199', 'tel:+15550100199' ],
		[ '(555) 010-0199', 'tel:5550100199' ],
		[ '555.010.0199', 'tel:5550100199' ],
		[ '+49 30 1234567', 'tel:+49301234567' ],
		[ ' +33 1 23 45 67 89 ', 'tel:+33123456789' ],
		[ '+44 (0)20 7946 0958', 'tel:+442079460958' ],
		[ '020 7946 0958', 'tel:02079460958' ],
	] )( '%s dials %s', ( number, href ) => {
		expect( telHref( number ) ).toBe( href );
	} );
} );

describe( 'linkPhoneNumbers', () => {
	it( 'links the number and leaves a trailing "ext" outside (the brief’s example)', () => {
		expect( linkPhoneNumbers( '+1 (555) 010-0199 ext' ) ).toEqual( [
			link( '+1 (555) 010-0199', 'tel:+15550100199' ),
			{ text: ' ext' },
		] );
	} );

	it( 'keeps a label before the number as text', () => {
		expect( linkPhoneNumbers( 'Tel: +1 555 010 0199' ) ).toEqual( [
			{ text: 'Tel: ' },
			link( '+1 555 010 0199', 'tel:+15550100199' ),
		] );
		expect( linkPhoneNumbers( 'Call us on 0800 123 456!' ) ).toEqual( [
			{ text: 'Call us on ' },
			link( '0800 123 456', 'tel:0800123456' ),
			{ text: '!' },
		] );
	} );

	it.each( [
		[ 'ext. 12', '555-010-0199 ext. 12' ],
		[ 'x12', '555-010-0199x12' ],
		[ '#12', '555-010-0199 #12' ],
		[ 'extension 12345', '555-010-0199, extension 12345' ],
	] )(
		'keeps the extension (%s) as text and does not dial it',
		( _, text ) => {
			const segments = linkPhoneNumbers( text );
			expect( segments[ 0 ] ).toEqual(
				link( '555-010-0199', 'tel:5550100199' )
			);
			expect( segments.slice( 1 ) ).toEqual( [
				{ text: text.slice( '555-010-0199'.length ) },
			] );
		}
	);

	it( 'links each of several numbers', () => {
		expect(
			linkPhoneNumbers( 'Office 555-0100 or mobile +1 555 0101.' )
		).toEqual( [
			{ text: 'Office ' },
			link( '555-0100', 'tel:5550100' ),
			{ text: ' or mobile ' },
			link( '+1 555 0101', 'tel:+15550101' ),
			{ text: '.' },
		] );
	} );

	it( 'keeps an unmatched bracket outside the link', () => {
		expect( linkPhoneNumbers( 'Phone (555-0100)' ) ).toEqual( [
			{ text: 'Phone (' },
			link( '555-0100', 'tel:5550100' ),
			{ text: ')' },
		] );
		expect( linkPhoneNumbers( '(555) 010-0199' ) ).toEqual( [
			link( '(555) 010-0199', 'tel:5550100199' ),
		] );
	} );

	it( `leaves lines without a number of ${ MIN_DIGITS } digits as text`, () => {
		for ( const text of [
			'Ask at the desk',
			'Open 24/7',
			'Mon-Fri 9:00-17:00',
			'1-800-FLOWERS',
			'',
		] ) {
			expect( linkPhoneNumbers( text ) ).toEqual(
				text ? [ { text } ] : []
			);
		}
	} );

	it.each( [
		[ '112', [ link( '112', 'tel:112' ) ] ],
		[
			'Emergency: 911.',
			[
				{ text: 'Emergency: ' },
				link( '911', 'tel:911' ),
				{ text: '.' },
			],
		],
		[ 'SAMU 15', [ { text: 'SAMU ' }, link( '15', 'tel:15' ) ] ],
		[
			'Text STOP to 7726',
			[ { text: 'Text STOP to ' }, link( '7726', 'tel:7726' ) ],
		],
		[ '116 123', [ link( '116 123', 'tel:116123' ) ] ],
	] )( 'links a short number alone on the line: %s', ( text, segments ) => {
		expect( linkPhoneNumbers( text ) ).toEqual( segments );
	} );

	it( 'leaves short runs of digits that are not the line’s one number as text', () => {
		for ( const text of [
			'Room A12',
			'Suite 200 (ring 3)',
			'Call 5 times',
			'+33',
			'911x',
			'1998-style',
		] ) {
			expect( linkPhoneNumbers( text ) ).toEqual( [ { text } ] );
		}
		// Beside a long number, a short run is not dialled.
		expect( linkPhoneNumbers( 'Suite 200: 555-0100' ) ).toEqual( [
			{ text: 'Suite 200: ' },
			link( '555-0100', 'tel:5550100' ),
		] );
	} );

	it( 'keeps markup-looking input as text', () => {
		expect(
			linkPhoneNumbers( '<img src=x onerror=alert(1)> 555-0100' )
		).toEqual( [
			{ text: '<img src=x onerror=alert(1)> ' },
			link( '555-0100', 'tel:5550100' ),
		] );
	} );
} );

describe( 'linkPhoneNumbers, properties', () => {
	const number = fc
		.array( fc.stringMatching( /^[0-9]{1,4}$/ ), {
			minLength: 2,
			maxLength: 5,
		} )
		.chain( ( groups ) =>
			fc
				.tuple( fc.boolean(), fc.constantFrom( ' ', '-', '.', '' ) )
				.map(
					( [ plus, separator ] ) =>
						( plus ? '+' : '' ) + groups.join( separator )
				)
		);
	const line = fc
		.array( fc.oneof( fc.string(), number ), { maxLength: 5 } )
		.map( ( words ) => words.join( ' ' ) );

	it( 'loses nothing: the segments give the text back', () => {
		fc.assert(
			fc.property( line, ( text ) => {
				expect(
					linkPhoneNumbers( text )
						.map( ( segment ) => segment.text )
						.join( '' )
				).toBe( text );
			} )
		);
	} );

	it( 'dials only digits, a plus first when the number has one', () => {
		fc.assert(
			fc.property( line, ( text ) => {
				const links = linkPhoneNumbers( text ).filter(
					( segment ) => segment.href !== undefined
				);
				for ( const { text: linked, href = '' } of links ) {
					expect( href ).toMatch( /^tel:\+?\d+$/ );
					expect( href.startsWith( 'tel:+' ) ).toBe(
						linked.startsWith( '+' )
					);
					const dialled = href.replace( /\D/g, '' ).length;
					// At least MIN_DIGITS, less a "(0)" that is not dialled;
					// or a short number: the line's only one, without "+".
					const long = dialled >= MIN_DIGITS - 1;
					const short =
						dialled >= SHORT_MIN_DIGITS &&
						links.length === 1 &&
						! href.startsWith( 'tel:+' ) &&
						! /\d/.test( text.replace( linked, '' ) );
					expect( long || short ).toBe( true );
				}
			} )
		);
	} );

	it( 'links a number alone on the line to all its digits', () => {
		fc.assert(
			fc.property( number, ( text ) => {
				fc.pre( text.replace( /\D/g, '' ).length >= MIN_DIGITS );
				expect( linkPhoneNumbers( text ) ).toEqual( [
					{
						text,
						href: `tel:${
							text.startsWith( '+' ) ? '+' : ''
						}${ text.replace( /\D/g, '' ) }`,
					},
				] );
			} )
		);
	} );
} );
