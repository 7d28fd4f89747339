import {
	activeStyleName,
	classNameWithStyle,
} from '../components/block-styles-toolbar';

const styles = [
	{ name: 'fill', label: 'Fill', isDefault: true },
	{ name: 'outline', label: 'Outline' },
];

describe( 'block style selector', () => {
	it( 'finds the style in the class, or the default one', () => {
		expect( activeStyleName( 'x is-style-outline', styles ) ).toBe(
			'outline'
		);
		expect( activeStyleName( undefined, styles ) ).toBe( 'fill' );
		expect( activeStyleName( 'is-style-gone', styles ) ).toBe( 'fill' );
	} );

	it( 'replaces the style class and keeps the others; the default needs none', () => {
		expect( classNameWithStyle( 'x is-style-fill', styles[ 1 ] ) ).toBe(
			'x is-style-outline'
		);
		expect( classNameWithStyle( 'x is-style-outline', styles[ 0 ] ) ).toBe(
			'x'
		);
		expect(
			classNameWithStyle( 'is-style-outline', styles[ 0 ] )
		).toBeUndefined();
	} );
} );
