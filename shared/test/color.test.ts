import fc from 'fast-check';
import { isValidColor, isValidGradient } from '../color';

/** Any text holding a character that could end a CSS value or declaration. */
const withBreakout = fc
	.tuple(
		fc.string(),
		fc.constantFrom( ';', '{', '}', '"', "'", '<', '>', ':' ),
		fc.string()
	)
	.map( ( [ before, breakout, after ] ) => before + breakout + after );

describe( 'colour validator', () => {
	it.each( [
		'#fff',
		'#FFFF',
		'#1a2b3c',
		'#1a2b3c80',
		'rgb(10, 20, 30)',
		'rgba(10,20,30,0.5)',
		'rgb(10 20 30 / 50%)',
		'hsl(120deg 50% 50%)',
		'hsla(120, 50%, 50%, .3)',
		'var(--wp--preset--color--vivid-red)',
		'rebeccapurple',
		'transparent',
	] )( 'accepts %s', ( color ) => {
		expect( isValidColor( color ) ).toBe( true );
	} );

	it.each( [
		'',
		'#ggg',
		'#12345',
		'red; background: url(javascript:alert(1))',
		'url(https://evil.test/x.png)',
		'expression(alert(1))',
		'rgb(1,2)',
		'var(--x); color: red',
		'"red"',
		'red}body{display:none',
	] )( 'rejects %s', ( color ) => {
		expect( isValidColor( color ) ).toBe( false );
	} );

	it( 'never accepts a value that could end the CSS declaration', () => {
		fc.assert(
			fc.property( withBreakout, ( text ) => {
				expect( isValidColor( `#fff${ text }` ) ).toBe( false );
				expect( isValidColor( `rgb(1,2,3${ text })` ) ).toBe( false );
			} )
		);
	} );

	it( 'accepts gradients of colours and stops, and nothing with url() or punctuation that ends a declaration', () => {
		expect(
			isValidGradient(
				'linear-gradient(135deg, rgba(6,147,227,1) 0%, rgb(155,81,224) 100%)'
			)
		).toBe( true );
		expect(
			isValidGradient( 'radial-gradient(circle at top, #fff, #000 80%)' )
		).toBe( true );
		expect(
			isValidGradient( 'linear-gradient(red, blue); color: red' )
		).toBe( false );
		expect( isValidGradient( 'linear-gradient(url(x.png), blue)' ) ).toBe(
			false
		);
		expect( isValidGradient( 'red' ) ).toBe( false );
		fc.assert(
			fc.property( withBreakout, ( text ) => {
				expect(
					isValidGradient( `linear-gradient(red, ${ text } blue)` )
				).toBe( false );
			} )
		);
	} );
} );
