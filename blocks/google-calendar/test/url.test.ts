/**
 * The calendar input parsers (url.ts, embed-code.ts; spec 2 "Calendar embed", section 5): Public
 * URL, Embed Code (url, width and height read) and cid links; everything else
 * is refused. Property tests: it never throws, never accepts a scheme other
 * than http(s) or a host other than the calendar service's, and round-trips
 * calendar ids through embed addresses and cid links.
 */
import fc from 'fast-check';
import { parseCalendarInput } from '../embed-code';
import {
	decodeBase64,
	embedUrlForId,
	isCalendarEmbedUrl,
	parseCalendarUrl,
} from '../url';
import { foreignAddressesRefused } from '../../../tests/setup/foreign-url-prefixes';

const PUBLIC =
	'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com&ctz=Europe%2FLisbon';
const ID = 'c_1b2f3e@group.calendar.google.com';
const cid = ( id: string ) => Buffer.from( id, 'utf8' ).toString( 'base64' );

describe( 'parseCalendarInput', () => {
	it( 'accepts the Public URL as it is', () => {
		expect( parseCalendarInput( PUBLIC ) ).toEqual( { url: PUBLIC } );
		expect( parseCalendarInput( `  ${ PUBLIC }\n` ) ).toEqual( {
			url: PUBLIC,
		} );
	} );

	it( 'saves http and scheme-less addresses as https', () => {
		const path = 'calendar.google.com/calendar/embed?src=a%40b.com';
		expect( parseCalendarInput( `http://${ path }` )?.url ).toBe(
			`https://${ path }`
		);
		expect( parseCalendarInput( path )?.url ).toBe( `https://${ path }` );
	} );

	it( 'accepts a signed-in account path and drops the fragment', () => {
		expect(
			parseCalendarInput(
				'https://calendar.google.com/calendar/u/1/embed?src=a%40b.com#x'
			)
		).toEqual( {
			url: 'https://calendar.google.com/calendar/u/1/embed?src=a%40b.com',
		} );
	} );

	it( 'reads url, width and height from the Embed Code', () => {
		const code = `<iframe src="${ PUBLIC.replace(
			/&/g,
			'&amp;'
		) }" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>`;
		expect( parseCalendarInput( code ) ).toEqual( {
			url: PUBLIC,
			width: 800,
			height: 450,
		} );
	} );

	it( 'reads single-quoted and unquoted attributes, and ignores odd sizes', () => {
		expect(
			parseCalendarInput(
				`<iframe width=640 height='300px' src='${ PUBLIC }'></iframe>`
			)
		).toEqual( { url: PUBLIC, width: 640, height: 300 } );
		expect(
			parseCalendarInput(
				`<iframe src="${ PUBLIC }" width="100%" height="auto"></iframe>`
			)
		).toEqual( { url: PUBLIC } );
	} );

	it( 'keeps a pasted height within 100 to 2000 px', () => {
		expect(
			parseCalendarInput( `<iframe src="${ PUBLIC }" height="40">` )
				?.height
		).toBe( 100 );
		expect(
			parseCalendarInput( `<iframe src="${ PUBLIC }" height="9000">` )
				?.height
		).toBe( 2000 );
	} );

	it( 'turns a cid link into an embed link of the decoded id', () => {
		for ( const path of [ 'calendar', 'calendar/u/0', 'calendar/r' ] ) {
			expect(
				parseCalendarInput(
					`https://calendar.google.com/${ path }?cid=${ cid( ID ) }`
				)
			).toEqual( { url: embedUrlForId( ID ) } );
		}
		expect( embedUrlForId( ID ) ).toBe(
			'https://calendar.google.com/calendar/embed?src=c_1b2f3e%40group.calendar.google.com'
		);
	} );

	it( 'decodes URL-safe base64 without padding', () => {
		const id = 'ü~~~@example.com';
		const urlSafe = cid( id )
			.replace( /\+/g, '-' )
			.replace( /\//g, '_' )
			.replace( /=+$/, '' );
		expect( decodeBase64( urlSafe ) ).toBe( id );
	} );

	it.each( [
		[ 'empty', '' ],
		[ 'the newer share link', 'https://calendar.app.google/AbCdEf12345' ],
		[
			'another host',
			'https://calendar.google.com.evil.test/calendar/embed?src=a',
		],
		[
			'a lookalike host',
			'https://evilcalendar.google.com/calendar/embed?src=a',
		],
		[ 'the old www host', 'https://www.google.com/calendar/embed?src=a' ],
		[
			'an embed without src',
			'https://calendar.google.com/calendar/embed',
		],
		[
			'the calendar app itself',
			'https://calendar.google.com/calendar/u/0/r',
		],
		[
			'a cid that is not base64',
			'https://calendar.google.com/calendar?cid=%%%',
		],
		[
			'a cid that is no calendar id',
			`https://calendar.google.com/calendar?cid=${ cid( '<script>' ) }`,
		],
		[
			'javascript:',
			'javascript:alert(1)//calendar.google.com/calendar/embed?src=a',
		],
		[ 'data:', 'data:text/html,calendar.google.com/calendar/embed?src=a' ],
		[
			'credentials',
			'https://user:pw@calendar.google.com/calendar/embed?src=a',
		],
		[
			'an odd port',
			'https://calendar.google.com:8443/calendar/embed?src=a',
		],
		[
			'an iframe from elsewhere',
			'<iframe src="https://example.com/calendar/embed?src=a"></iframe>',
		],
		[
			'other HTML',
			'<a href="https://calendar.google.com/calendar/embed?src=a">x</a>',
		],
		[ 'text around a URL', `See ${ PUBLIC }` ],
	] )( 'refuses %s', ( _, input ) => {
		expect( parseCalendarInput( input ) ).toBeNull();
	} );

	it( 'refuses what is not a string', () => {
		expect(
			parseCalendarInput( undefined as unknown as string )
		).toBeNull();
	} );
} );

describe( 'isCalendarEmbedUrl', () => {
	it( 'is true for saved embed addresses only', () => {
		expect( isCalendarEmbedUrl( PUBLIC ) ).toBe( true );
		expect( isCalendarEmbedUrl( embedUrlForId( ID ) ) ).toBe( true );
		expect( isCalendarEmbedUrl( PUBLIC.replace( 'https', 'http' ) ) ).toBe(
			false
		);
		expect( isCalendarEmbedUrl( undefined ) ).toBe( false );
		expect(
			isCalendarEmbedUrl(
				`https://calendar.google.com/calendar?cid=${ cid( ID ) }`
			)
		).toBe( false );
	} );
} );

describe( 'properties', () => {
	const calendarId = fc
		.tuple(
			fc.stringMatching( /^[a-z0-9._%+#-]{1,30}$/ ),
			fc.constantFrom(
				'group.calendar.google.com',
				'gmail.com',
				'group.v.calendar.google.com',
				'example.org'
			)
		)
		.map( ( [ local, domain ] ) => `${ local }@${ domain }` );

	it( 'never throws, and anything accepted is https on the calendar host', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.webUrl(),
					fc.webUrl().map( ( u ) => `<iframe src="${ u }">` ),
					fc
						.string()
						.map(
							( s ) =>
								`https://calendar.google.com/calendar/embed?src=${ s }`
						),
					fc
						.string()
						.map(
							( s ) =>
								`https://calendar.google.com/calendar?cid=${ s }`
						)
				),
				( input ) => {
					const embed = parseCalendarInput( input );
					const url = embed ? new URL( embed.url ) : null;
					expect(
						embed === null ||
							( url?.protocol === 'https:' &&
								url.hostname === 'calendar.google.com' &&
								isCalendarEmbedUrl( embed.url ) )
					).toBe( true );
				}
			)
		);
	} );

	it( 'never accepts another scheme or host', () => {
		fc.assert(
			foreignAddressesRefused( {
				lookalikeHosts: [
					'https://calendar.google.co/',
					'https://calendar.google.com.evil.test/',
				],
				rest: fc.string(),
				inputs: ( prefix, rest ) => {
					const input = `${ prefix }calendar/embed?src=${ rest }`;
					return [ input, `<iframe src="${ input }">` ];
				},
				parse: parseCalendarInput,
			} )
		);
	} );

	it( 'round-trips calendar ids through embed links, cid links and iframes', () => {
		fc.assert(
			fc.property(
				calendarId,
				fc.integer( { min: 100, max: 2000 } ),
				( id, height ) => {
					const embed = embedUrlForId( id );
					expect( new URL( embed ).searchParams.get( 'src' ) ).toBe(
						id
					);
					expect( parseCalendarUrl( embed ) ).toBe( embed );
					expect(
						parseCalendarInput(
							`https://calendar.google.com/calendar?cid=${ cid(
								id
							) }`
						)
					).toEqual( { url: embed } );
					expect(
						parseCalendarInput(
							`<iframe src="${ embed }" height="${ height }"></iframe>`
						)
					).toEqual( { url: embed, height } );
				}
			)
		);
	} );
} );
