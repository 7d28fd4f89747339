/**
 * The scheduling embed's input (spec 2 "Scheduling embed", section 5):
 * addresses with or without protocol, the three embed codes, colour
 * parameters of exactly 6 alphanumerics, hide_event_type_details, and the
 * embed address (embed_domain = the site's host, defaults of section 9).
 * Property tests: never throws, never accepts a non-http(s) scheme or a
 * foreign host, and round-trips the calendar's path.
 */
import fc from 'fast-check';
import { parseCalendlyInput } from '../embed-code';
import { embedUrl, isCalendlyUrl } from '../embed-url';
import { DEFAULT_COLORS, colorParam, parseCalendlyUrl } from '../url';

const INLINE_CODE =
	'<!-- Calendly inline widget begin -->\n<div class="calendly-inline-widget" data-url="https://calendly.com/jane-doe/30min?hide_event_type_details=1&background_color=1a1a1a&text_color=ffffff&primary_color=ff00aa" style="min-width:320px;height:630px;"></div>\n<script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>\n<!-- Calendly inline widget end -->';
const POPUP_TEXT_CODE =
	'<!-- Calendly link widget begin -->\n<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">\n<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>\n<a href="" onclick="Calendly.initPopupWidget({url: \'https://calendly.com/jane-doe/30min?primary_color=00ff00\'});return false;">Book a <b>call</b></a>\n<!-- Calendly link widget end -->';
const BADGE_CODE =
	'<!-- Calendly badge widget begin -->\n<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">\n<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>\n<script type="text/javascript">window.onload = function() { Calendly.initBadgeWidget({ url: \'https://calendly.com/jane-doe\', text: \'Schedule time with me\', color: \'#0069ff\', textColor: \'#ffffff\', branding: true }); }</script>\n<!-- Calendly badge widget end -->';

describe( 'parseCalendlyUrl', () => {
	it.each( [
		[ 'https://calendly.com/jane', 'https://calendly.com/jane' ],
		[ 'http://calendly.com/jane/30min', 'https://calendly.com/jane/30min' ],
		[ 'calendly.com/jane/30min', 'https://calendly.com/jane/30min' ],
		[ 'www.calendly.com/jane/', 'https://calendly.com/jane' ],
		[
			'  https://CALENDLY.com/jane?month=2026-01  ',
			'https://calendly.com/jane',
		],
	] )( '%s → %s', ( input, url ) => {
		expect( parseCalendlyUrl( input )?.url ).toBe( url );
	} );

	it.each( [
		'',
		'https://calendly.com',
		'https://calendly.com/',
		'https://calendly.com.evil.example/jane',
		'https://evil.example/calendly.com/jane',
		'javascript:alert(1)//calendly.com/jane',
		'ftp://calendly.com/jane',
		'https://calendly.com/../admin',
		'https://calendly.com/jane"><script>',
		'https://user@calendly.com/jane',
	] )( 'refuses %s', ( input ) => {
		expect( parseCalendlyUrl( input ) ).toBeNull();
	} );
} );

describe( 'colorParam', () => {
	it( 'accepts exactly 6 alphanumerics', () => {
		expect( colorParam( '00A2FF' ) ).toBe( '00A2FF' );
		expect( colorParam( 'zzzzzz' ) ).toBe( 'zzzzzz' );
		expect( colorParam( 'fff' ) ).toBeUndefined();
		expect( colorParam( '#00a2ff' ) ).toBeUndefined();
		expect( colorParam( '00a2ff0' ) ).toBeUndefined();
		expect( colorParam( 'red;x:y' ) ).toBeUndefined();
		expect( colorParam( undefined ) ).toBeUndefined();
	} );
} );

describe( 'parseCalendlyInput', () => {
	it( 'reads an address without protocol, keeping the block style', () => {
		expect( parseCalendlyInput( 'calendly.com/jane-doe' ) ).toEqual( {
			url: 'https://calendly.com/jane-doe',
		} );
	} );

	it( 'reads the colours and the details toggle of an address', () => {
		expect(
			parseCalendlyInput(
				'https://calendly.com/jane?background_color=123abc&primary_color=bad&text_color=ABCDEF&hide_event_type_details=1'
			)
		).toEqual( {
			url: 'https://calendly.com/jane',
			backgroundColor: '123abc',
			textColor: 'ABCDEF',
			hideEventTypeDetails: true,
		} );
	} );

	it( 'decodes every HTML entity in an embed code (named, decimal, hex)', () => {
		expect(
			parseCalendlyInput(
				'<div class="calendly-inline-widget" data-url="https://calendly.com/jane-doe/30min?hide_event_type_details&#61;1&amp;text_color&#x3D;ffffff"></div>'
			)
		).toEqual( {
			url: 'https://calendly.com/jane-doe/30min',
			style: 'inline',
			hideEventTypeDetails: true,
			textColor: 'ffffff',
		} );
		const code = POPUP_TEXT_CODE.replace(
			'Book a <b>call</b>',
			'Caf&eacute; &amp; call&nbsp;&rsquo;now&rsquo;'
		);
		expect( parseCalendlyInput( code )?.button ).toEqual( {
			text: 'Café & call ’now’',
		} );
	} );

	it( 'an inline widget (data-url) gives the inline style', () => {
		expect( parseCalendlyInput( INLINE_CODE ) ).toEqual( {
			url: 'https://calendly.com/jane-doe/30min',
			style: 'inline',
			hideEventTypeDetails: true,
			backgroundColor: '1a1a1a',
			textColor: 'ffffff',
			primaryColor: 'ff00aa',
		} );
	} );

	it( 'a popup text link gives the link style with its text', () => {
		expect( parseCalendlyInput( POPUP_TEXT_CODE ) ).toEqual( {
			url: 'https://calendly.com/jane-doe/30min',
			style: 'link',
			primaryColor: '00ff00',
			button: { text: 'Book a call' },
		} );
	} );

	it( 'a popup badge gives the link style with its text and colours', () => {
		expect( parseCalendlyInput( BADGE_CODE ) ).toEqual( {
			url: 'https://calendly.com/jane-doe',
			style: 'link',
			button: {
				text: 'Schedule time with me',
				backgroundColor: '#0069ff',
				textColor: '#ffffff',
			},
		} );
	} );

	it( 'drops badge colours that are not #rrggbb', () => {
		const code = BADGE_CODE.replace(
			"'#0069ff'",
			"'red;background:url(x)'"
		);
		expect( parseCalendlyInput( code )?.button ).toEqual( {
			text: 'Schedule time with me',
			textColor: '#ffffff',
		} );
	} );

	it.each( [
		[ 'empty', '' ],
		[ 'another site', 'https://example.com/jane' ],
		[ 'words', 'book a call with me' ],
		[
			'a widget of another host',
			'<div class="calendly-inline-widget" data-url="https://evil.example/x"></div>',
		],
		[
			'a popup of another host',
			"Calendly.initPopupWidget({url: 'https://evil.example/x'})",
		],
		[ 'not a string', 42 ],
	] )( 'refuses %s', ( _name, input ) => {
		expect( parseCalendlyInput( input ) ).toBeNull();
	} );
} );

describe( 'embedUrl', () => {
	it( 'sends the site host and the defaults', () => {
		expect(
			embedUrl( { url: 'https://calendly.com/jane' }, 'example.org' )
		).toBe(
			'https://calendly.com/jane?embed_domain=example.org&embed_type=Inline&background_color=ffffff&primary_color=00A2FF&text_color=4D5055'
		);
		expect( DEFAULT_COLORS ).toEqual( {
			backgroundColor: 'ffffff',
			primaryColor: '00A2FF',
			textColor: '4D5055',
		} );
	} );

	it( 'adds hide_event_type_details and valid colours only', () => {
		const url = new URL(
			embedUrl(
				{
					url: 'https://calendly.com/jane',
					hideEventTypeDetails: true,
					backgroundColor: '000000',
					primaryColor: 'x"><s',
					textColor: 'abcdef',
				},
				'example.org'
			) as string
		);
		expect( url.searchParams.get( 'hide_event_type_details' ) ).toBe( '1' );
		expect( url.searchParams.get( 'background_color' ) ).toBe( '000000' );
		expect( url.searchParams.get( 'primary_color' ) ).toBe( '00A2FF' );
		expect( url.searchParams.get( 'text_color' ) ).toBe( 'abcdef' );
	} );

	it( 'refuses a url that is not a clean Calendly address', () => {
		expect( embedUrl( { url: 'https://evil.example/x' }, 'a' ) ).toBeNull();
		expect( isCalendlyUrl( 'https://calendly.com/jane?x=1' ) ).toBe(
			false
		);
		expect( isCalendlyUrl( 'https://calendly.com/jane' ) ).toBe( true );
	} );
} );

describe( 'properties', () => {
	const segment = fc.stringMatching( /^[A-Za-z0-9_-]{1,20}$/ );
	const path = fc.array( segment, { minLength: 1, maxLength: 3 } );

	it( 'never throws, and whatever it accepts is a Calendly https address', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.webUrl(),
					fc.constantFrom( INLINE_CODE, POPUP_TEXT_CODE, BADGE_CODE ),
					fc
						.tuple( fc.string(), fc.string() )
						.map( ( [ a, b ] ) => `${ a }calendly.com/${ b }` ),
					fc
						.tuple(
							fc.constantFrom( 'data-url="', "url: '" ),
							fc.string()
						)
						.map(
							( [ key, rest ] ) =>
								`Calendly.initPopupWidget({${ key }${ rest }`
						)
				),
				( input ) => {
					const url = parseCalendlyInput( input )?.url;
					expect(
						url === undefined ||
							( isCalendlyUrl( url ) &&
								new URL( url ).host === 'calendly.com' )
					).toBe( true );
				}
			)
		);
	} );

	it( 'refuses every other scheme and host', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(
					'javascript',
					'data',
					'ftp',
					'file',
					'vbscript'
				),
				fc.domain().filter( ( host ) => host !== 'calendly.com' ),
				path,
				( scheme, host, segments ) => {
					expect(
						parseCalendlyInput(
							`${ scheme }://calendly.com/${ segments.join(
								'/'
							) }`
						)
					).toBeNull();
					expect(
						parseCalendlyInput(
							`https://${ host }/${ segments.join( '/' ) }`
						)
					).toBeNull();
				}
			)
		);
	} );

	it( 'round-trips the calendar path through address and each embed code', () => {
		fc.assert(
			fc.property(
				path.filter( ( segments ) =>
					segments.every( ( s ) => ! /^\.+$/.test( s ) )
				),
				fc.constantFrom( '', 'http://', 'https://', 'https://www.' ),
				( segments, prefix ) => {
					const url = `https://calendly.com/${ segments.join(
						'/'
					) }`;
					const address = `${ prefix }calendly.com/${ segments.join(
						'/'
					) }`;
					expect( parseCalendlyInput( address )?.url ).toBe( url );
					expect(
						parseCalendlyInput(
							`<div class="calendly-inline-widget" data-url="${ address }"></div>`
						)
					).toMatchObject( { url, style: 'inline' } );
					expect(
						parseCalendlyInput(
							`Calendly.initBadgeWidget({ url: '${ address }', text: 'Go' })`
						)
					).toMatchObject( {
						url,
						style: 'link',
						button: { text: 'Go' },
					} );
				}
			)
		);
	} );

	it( 'keeps a colour parameter exactly when it is 6 alphanumerics', () => {
		fc.assert(
			fc.property( fc.string( { maxLength: 8 } ), ( value ) => {
				const parsed = parseCalendlyInput(
					`https://calendly.com/jane?background_color=${ encodeURIComponent(
						value
					) }`
				);
				expect( parsed?.backgroundColor ).toBe(
					/^[a-z0-9]{6}$/i.test( value ) ? value : undefined
				);
			} )
		);
	} );
} );
