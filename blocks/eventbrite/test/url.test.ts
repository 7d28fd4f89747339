/**
 * Eventbrite addresses (spec 2 "Event checkout embed", section 5): an event
 * page with the numeric id at its end gives url and eventId, the bare site
 * address is only linkable, anything else is refused. Property tests: never
 * throws, never accepts a non-http(s) scheme or a foreign host, round-trips
 * the event id.
 */
import fc from 'fast-check';
import { parseEventbriteInput } from '../input';
import { eventFromUrl } from '../url';

describe( 'parseEventbriteInput', () => {
	it.each( [
		[
			'https://www.eventbrite.com/e/jazz-night-tickets-123456789012',
			'https://www.eventbrite.com/e/jazz-night-tickets-123456789012',
			123456789012,
		],
		[
			'  http://eventbrite.co.uk/e/quiz-tickets-42/?aff=ebdssbdestsearch  ',
			'https://eventbrite.co.uk/e/quiz-tickets-42',
			42,
		],
		[
			'www.eventbrite.com.au/e/987654',
			'https://www.eventbrite.com.au/e/987654',
			987654,
		],
		[
			'https://www.Eventbrite.ca/e/run_2026_77#tickets',
			'https://www.eventbrite.ca/e/run_2026_77',
			77,
		],
	] )( 'an event page: %s', ( input, url, eventId ) => {
		expect( parseEventbriteInput( input ) ).toEqual( {
			kind: 'event',
			url,
			eventId,
		} );
		expect( eventFromUrl( input ) ).toEqual( { url, eventId } );
	} );

	it.each( [
		[ 'https://www.eventbrite.com', 'https://www.eventbrite.com/' ],
		[ 'eventbrite.de/', 'https://eventbrite.de/' ],
	] )( 'the bare site address %s is only linkable', ( input, url ) => {
		expect( parseEventbriteInput( input ) ).toEqual( {
			kind: 'site',
			url,
		} );
		expect( eventFromUrl( input ) ).toBeNull();
	} );

	it.each( [
		'',
		'tickets please',
		'https://www.eventbrite.com/e/jazz-night-tickets',
		'https://www.eventbrite.com/o/organiser-123',
		'https://www.eventbrite.com/e/a/b-123',
		'https://eventbrite.com.evil.example/e/x-123',
		'https://evil.example/www.eventbrite.com/e/x-123',
		'javascript:alert(1)//www.eventbrite.com/e/x-123',
		'ftp://www.eventbrite.com/e/x-123',
		'https://www.eventbrite.com/e/x-0',
		'https://www.eventbrite.com/e/x-123456789012345678901',
	] )( 'refuses %s', ( input ) => {
		expect( parseEventbriteInput( input ) ).toBeNull();
	} );

	it( 'refuses what is not a string', () => {
		expect( parseEventbriteInput( 123 ) ).toBeNull();
		expect( parseEventbriteInput( undefined ) ).toBeNull();
	} );
} );

describe( 'properties', () => {
	const hosts = fc.constantFrom(
		'www.eventbrite.com',
		'eventbrite.com',
		'www.eventbrite.co.uk',
		'www.eventbrite.com.au',
		'www.eventbrite.fr'
	);
	const slug = fc.stringMatching( /^[a-z0-9-]{0,30}$/ );
	const id = fc.bigInt( { min: BigInt( 1 ), max: BigInt( 2 ** 53 - 1 ) } );

	it( 'never throws; what it accepts is an https Eventbrite address', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.webUrl(),
					fc
						.tuple( fc.string(), hosts, fc.string() )
						.map( ( [ a, host, b ] ) => `${ a }${ host }/e/${ b }` )
				),
				( input ) => {
					const parsed = parseEventbriteInput( input );
					const host = parsed ? new URL( parsed.url ).host : '';
					expect(
						parsed === null ||
							( parsed.url.startsWith( 'https://' ) &&
								/^(www\.)?eventbrite\.[a-z.]+$/.test( host ) )
					).toBe( true );
				}
			)
		);
	} );

	it( 'refuses other schemes and hosts', () => {
		fc.assert(
			fc.property(
				fc.constantFrom( 'javascript', 'data', 'ftp', 'file' ),
				fc.domain().filter( ( d ) => ! /eventbrite/.test( d ) ),
				slug,
				id,
				( scheme, domain, name, eventId ) => {
					expect(
						parseEventbriteInput(
							`${ scheme }://www.eventbrite.com/e/${ name }-${ eventId }`
						)
					).toBeNull();
					expect(
						parseEventbriteInput(
							`https://${ domain }/e/${ name }-${ eventId }`
						)
					).toBeNull();
				}
			)
		);
	} );

	it( 'round-trips the event id', () => {
		fc.assert(
			fc.property(
				hosts,
				slug,
				id,
				fc.constantFrom( '', 'http://', 'https://' ),
				fc.constantFrom( '', '/', '?aff=x', '/?a=b#c' ),
				( host, name, eventId, scheme, tail ) => {
					const path = name
						? `${ name }-${ eventId }`
						: `${ eventId }`;
					expect(
						eventFromUrl(
							`${ scheme }${ host }/e/${ path }${ tail }`
						)
					).toEqual( {
						url: `https://${ host }/e/${ path }`,
						eventId: Number( eventId ),
					} );
				}
			)
		);
	} );
} );
