import {
	backgroundColorAttributes,
	displayedValue,
	gradientAttributes,
	textColorAttributes,
	type Palette,
} from '../colors';

const palette: Palette = [
	{ colors: [ { slug: 'contrast', color: '#111111' } ] },
	{ gradients: [ { slug: 'dusk', gradient: 'linear-gradient(#000,#fff)' } ] },
];

describe( 'button colours', () => {
	it( 'keeps a palette colour by slug and a picked one as custom', () => {
		expect( textColorAttributes( '#111111', palette ) ).toEqual( {
			textColor: 'contrast',
			customTextColor: undefined,
		} );
		expect( textColorAttributes( '#abcdef', palette ) ).toEqual( {
			textColor: undefined,
			customTextColor: '#abcdef',
		} );
		expect( textColorAttributes( undefined, palette ) ).toEqual( {
			textColor: undefined,
			customTextColor: undefined,
		} );
	} );

	it( 'lets a background colour and a gradient replace each other', () => {
		expect( backgroundColorAttributes( '#abcdef', palette ) ).toEqual( {
			backgroundColor: undefined,
			customBackgroundColor: '#abcdef',
			gradient: undefined,
			customGradient: undefined,
		} );
		expect(
			gradientAttributes( 'linear-gradient(#000,#fff)', palette )
		).toEqual( {
			gradient: 'dusk',
			customGradient: undefined,
			backgroundColor: undefined,
			customBackgroundColor: undefined,
		} );
	} );

	it( 'shows the palette value for a slug, else the custom value', () => {
		expect(
			displayedValue( 'contrast', undefined, palette, 'colors' )
		).toBe( '#111111' );
		expect( displayedValue( undefined, '#abc', palette, 'colors' ) ).toBe(
			'#abc'
		);
		expect(
			displayedValue( 'dusk', undefined, palette, 'gradients' )
		).toBe( 'linear-gradient(#000,#fff)' );
	} );
} );
