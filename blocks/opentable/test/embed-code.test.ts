/**
 * The OpenTable embed-code parser and the widget's settings (spec 2
 * "Table-reservation embed", sections 4, 5 and 9).
 */
import {
	normaliseLanguage,
	normaliseRids,
	normaliseStyle,
	parseEmbedCode,
	restaurantLink,
	stylesFor,
} from '../embed-code';
import {
	STYLE_SIZES,
	isPossibleEmbed,
	previewUrl,
	typeAndTheme,
} from '../widget';
import { addressAndQuery } from '../../../tests/setup/address-and-query';

const EMBED = `<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=tall&iframe=false&domain=co.uk&lang=fr-CA&newtab=true&ot_source=Restaurant%20website'></script>`;

describe( 'constants of spec 2 section 9', () => {
	it( 'has the four styles and their sizes', () => {
		expect( STYLE_SIZES ).toEqual( {
			standard: { width: 224, height: 301 },
			tall: { width: 288, height: 490 },
			wide: { width: 840, height: 150 },
			button: { width: 210, height: 113 },
		} );
	} );

	it( 'offers the button style only for a single restaurant', () => {
		expect( stylesFor( 1 ) ).toEqual( [
			'standard',
			'tall',
			'wide',
			'button',
		] );
		expect( stylesFor( 2 ) ).toEqual( [ 'standard', 'tall', 'wide' ] );
		expect( normaliseStyle( 'button', 1 ) ).toBe( 'button' );
		expect( normaliseStyle( 'button', 3 ) ).toBe( 'standard' );
		expect( normaliseStyle( 'wide', 3 ) ).toBe( 'wide' );
		expect( normaliseStyle( 'huge', 1 ) ).toBe( 'standard' );
	} );

	it( 'maps styles to the widget type and theme, multi for several', () => {
		expect( typeAndTheme( 'standard', 1 ) ).toEqual( [
			'standard',
			'standard',
		] );
		expect( typeAndTheme( 'wide', 1 ) ).toEqual( [ 'standard', 'wide' ] );
		expect( typeAndTheme( 'button', 1 ) ).toEqual( [
			'button',
			'standard',
		] );
		expect( typeAndTheme( 'tall', 2 ) ).toEqual( [ 'multi', 'tall' ] );
	} );
} );

describe( 'parseEmbedCode', () => {
	it( 'reads the embed script: rid, style, domain, iframe, lang, newtab', () => {
		expect( parseEmbedCode( EMBED ) ).toEqual( {
			rid: [ '412810' ],
			style: 'tall',
			domain: 'co.uk',
			iframe: false,
			lang: 'fr-CA',
			newtab: true,
		} );
	} );

	it( 'reads the button type, several restaurants and restref', () => {
		expect(
			parseEmbedCode(
				'<script src="https://www.opentable.com/widget/reservation/loader?rid=1&amp;type=button&amp;theme=standard"></script>'
			)
		).toEqual( { rid: [ '1' ], style: 'button', domain: 'com' } );
		expect(
			parseEmbedCode(
				'<script src="//www.opentable.com/widget/reservation/loader?rid=1&rid=2&type=multi&theme=wide"></script>'
			)
		).toEqual( { rid: [ '1', '2' ], style: 'wide', domain: 'com' } );
		expect(
			parseEmbedCode(
				'https://www.opentable.ca/restref/client/?restref=95413&lang=FR-ca'
			)
		).toEqual( {
			rid: [ '95413' ],
			style: 'standard',
			domain: 'ca',
			lang: 'fr-CA',
		} );
	} );

	it( 'drops the button style for several restaurants', () => {
		expect(
			parseEmbedCode(
				'https://www.opentable.com/widget/reservation/canvas?rid=1%2C2&type=button'
			)?.style
		).toBe( 'standard' );
	} );

	it( 'gives the error case (null) without rid or restref, or from elsewhere', () => {
		for ( const input of [
			'',
			'Ristorante Lucca',
			'<script src="https://www.opentable.com/widget/reservation/loader?type=standard"></script>',
			'<script src="https://evil.example/loader?rid=1"></script>',
			'https://opentable.com.evil.example/?rid=1',
			'javascript:alert(1)//www.opentable.com/?rid=1',
			'https://www.opentable.com/?rid=abc',
			'ftp://www.opentable.com/?rid=1',
			'https://user:pw@www.opentable.com/?rid=1',
			'<p>rid=1</p>',
		] ) {
			expect( parseEmbedCode( input ) ).toBeNull();
		}
	} );

	it( 'ignores values outside the lists', () => {
		expect(
			parseEmbedCode(
				'https://www.opentable.com/restref/client/?rid=7&lang=xx-XX&domain=evil&theme=<b>&iframe=maybe'
			)
		).toEqual( { rid: [ '7' ], style: 'standard', domain: 'com' } );
	} );
} );

describe( 'isPossibleEmbed: what is not a search term', () => {
	it.each( [
		'https://www.opentable.com/r/x',
		'http://x',
		'//www.opentable.com',
		'www.opentable.com',
		'<script src="x"></script>',
		'  <div>',
		'name <script>',
	] )( '%s is an address or a tag', ( input ) => {
		expect( isPossibleEmbed( input ) ).toBe( true );
	} );

	it.each( [ 'Lucca', 'Café Lumière', 'Sakura 2', 'a < b' ] )(
		'%s is a name',
		( input ) => {
			expect( isPossibleEmbed( input ) ).toBe( false );
		}
	);
} );

describe( 'settings', () => {
	it( 'keeps whole-number restaurant ids once each, as strings', () => {
		expect(
			normaliseRids( [ '1', 2, '1', 'x', -3, 1.5, '12a', null ] )
		).toEqual( [ '1', '2' ] );
		expect( normaliseRids( 'nope' ) ).toEqual( [] );
	} );

	it( 'falls back to en-US', () => {
		expect( normaliseLanguage( 'ja-jp' ) ).toBe( 'ja-JP' );
		expect( normaliseLanguage( undefined ) ).toBe( 'en-US' );
		expect( normaliseLanguage( 'pt-BR' ) ).toBe( 'en-US' );
	} );

	it( 'builds the preview address from validated attributes', () => {
		const url = new URL(
			previewUrl( {
				rid: [ '1', '2', 'x' ],
				style: 'button',
				iframe: true,
				domain: 'evil.example',
				lang: 'de-DE',
				newtab: true,
				negativeMargin: false,
			} )
		);
		expect( addressAndQuery( url ) ).toEqual( {
			address: 'https://www.opentable.com/widget/reservation/canvas',
			query: {
				rid: '1,2',
				type: 'multi',
				theme: 'standard',
				iframe: 'true',
				domain: 'com',
				lang: 'de-DE',
				newtab: 'true',
				overlay: 'false',
				disablega: 'true',
			},
		} );
	} );

	it( 'links a restaurant to its reservation page', () => {
		expect( restaurantLink( '412810' ) ).toBe(
			'https://www.opentable.com/restref/client/?rid=412810'
		);
	} );
} );

describe( 'restaurantLink', () => {
	it( 'writes a lone surrogate in a restaurant id as U+FFFD instead of throwing', () => {
		expect( restaurantLink( '12\udfff' ) ).toBe(
			'https://www.opentable.com/restref/client/?rid=12%EF%BF%BD'
		);
	} );
} );
