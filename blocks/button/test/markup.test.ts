import {
	linkClassName,
	linkStyle,
	safeId,
	safeUrl,
	type ButtonAttributes,
} from '../markup';

const base: ButtonAttributes = { element: 'a', saveInPostContent: true };

describe( 'button markup', () => {
	it( 'names palette colours by class and keeps custom ones inline', () => {
		const attributes = {
			...base,
			textColor: 'contrast',
			customBackgroundColor: '#ff0000',
		};
		expect( linkClassName( attributes ) ).toBe(
			'wp-block-button__link wp-element-button has-text-color has-contrast-color has-background'
		);
		expect( linkStyle( attributes ) ).toEqual( {
			backgroundColor: '#ff0000',
		} );
	} );

	it( 'uses a gradient instead of a background colour', () => {
		const attributes = {
			...base,
			customBackgroundColor: '#ff0000',
			customGradient: 'linear-gradient(90deg, #fff 0%, #000 100%)',
		};
		expect( linkStyle( attributes ) ).toEqual( {
			background: 'linear-gradient(90deg, #fff 0%, #000 100%)',
		} );
		expect(
			linkClassName( { ...base, gradient: 'vivid-cyan' } )
		).toContain( 'has-vivid-cyan-gradient-background' );
	} );

	it( 'drops custom colours and gradients the validator refuses', () => {
		const attributes = {
			...base,
			customTextColor: 'red; background:url(javascript:alert(1))',
			customGradient: 'linear-gradient(red,blue);x:y',
			customBackgroundColor: 'expression(alert(1))',
		};
		expect( linkStyle( attributes ) ).toEqual( {} );
		expect( linkClassName( attributes ) ).toBe(
			'wp-block-button__link wp-element-button'
		);
	} );

	it( 'keeps a border radius of 0 to 50 and marks 0 as no rounding', () => {
		expect( linkStyle( { ...base, borderRadius: 8 } ) ).toEqual( {
			borderRadius: '8px',
		} );
		expect( linkStyle( { ...base, borderRadius: 0 } ) ).toEqual( {
			borderRadius: '0px',
		} );
		expect( linkClassName( { ...base, borderRadius: 0 } ) ).toContain(
			'no-border-radius'
		);
		expect( linkStyle( { ...base, borderRadius: 51 } ) ).toEqual( {} );
		expect( linkStyle( { ...base, borderRadius: -1 } ) ).toEqual( {} );
	} );

	it( 'keeps a width with a unit, and nothing else', () => {
		expect( linkStyle( { ...base, width: '50%' } ) ).toEqual( {
			width: '50%',
		} );
		expect( linkStyle( { ...base, width: '50%;color:red' } ) ).toEqual(
			{}
		);
	} );

	it( 'only links to web, mail and phone addresses, or relative ones', () => {
		expect( safeUrl( 'https://example.com/a?b=c' ) ).toBe(
			'https://example.com/a?b=c'
		);
		expect( safeUrl( 'mailto:hi@example.com' ) ).toBe(
			'mailto:hi@example.com'
		);
		expect( safeUrl( 'tel:+15551234' ) ).toBe( 'tel:+15551234' );
		expect( safeUrl( '/contact' ) ).toBe( '/contact' );
		expect( safeUrl( 'javascript:alert(1)' ) ).toBeUndefined();
		expect( safeUrl( ' JavaScript:alert(1)' ) ).toBeUndefined();
		expect( safeUrl( 'data:text/html,<script>' ) ).toBeUndefined();
		expect( safeUrl( 'java\tscript:alert(1)' ) ).toBeUndefined();
		expect( safeUrl( '' ) ).toBeUndefined();
	} );

	it( 'uses a parent-given id only when it is a plain identifier', () => {
		expect( safeId( 'submit-1' ) ).toBe( 'submit-1' );
		expect( safeId( '1abc' ) ).toBeUndefined();
		expect( safeId( 'a" onclick="x' ) ).toBeUndefined();
	} );
} );
