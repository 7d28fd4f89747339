import {
	allowedWidthUnits,
	normaliseWidth,
	parseWidth,
	widthAfterAlign,
	widthAfterPreset,
} from '../width';

describe( 'width rules (spec 3 section 5)', () => {
	it( 'parses a number and a unit', () => {
		expect( parseWidth( '50%' ) ).toEqual( { value: 50, unit: '%' } );
		expect( parseWidth( ' 12.5em ' ) ).toEqual( {
			value: 12.5,
			unit: 'em',
		} );
		expect( parseWidth( '10vw' ) ).toBeNull();
		expect( parseWidth( 'wide' ) ).toBeNull();
		expect( parseWidth( undefined ) ).toBeNull();
	} );

	it( 'caps a percent at 100', () => {
		expect( normaliseWidth( '150%', undefined ) ).toBe( '100%' );
		expect( normaliseWidth( '150px', undefined ) ).toBe( '150px' );
	} );

	it( 'allows only px and em beside a left or right alignment', () => {
		expect( allowedWidthUnits( 'left' ) ).toEqual( [ 'px', 'em' ] );
		expect( allowedWidthUnits( 'right' ) ).toEqual( [ 'px', 'em' ] );
		expect( allowedWidthUnits( 'center' ) ).toEqual( [ '%', 'px', 'em' ] );
		expect( normaliseWidth( '50%', 'left' ) ).toBe( '' );
		expect( normaliseWidth( '20em', 'right' ) ).toBe( '20em' );
	} );

	it( 'stores nothing for empty, zero or junk input', () => {
		expect( normaliseWidth( '', undefined ) ).toBe( '' );
		expect( normaliseWidth( '0px', undefined ) ).toBe( '' );
		expect( normaliseWidth( '50%; color: red', undefined ) ).toBe( '' );
	} );

	it( 'clears the width when the active preset is clicked again', () => {
		expect( widthAfterPreset( undefined, 50 ) ).toBe( '50%' );
		expect( widthAfterPreset( '25%', 50 ) ).toBe( '50%' );
		expect( widthAfterPreset( '50%', 50 ) ).toBe( '' );
		expect( widthAfterPreset( '50px', 50 ) ).toBe( '50%' );
	} );

	it( 'drops a percent width when the block moves to the left or right', () => {
		expect( widthAfterAlign( '50%', 'left' ) ).toBe( '' );
		expect( widthAfterAlign( '50%', 'right' ) ).toBe( '' );
		expect( widthAfterAlign( '200px', 'left' ) ).toBe( '200px' );
		expect( widthAfterAlign( '50%', 'center' ) ).toBe( '50%' );
		expect( widthAfterAlign( undefined, 'left' ) ).toBeUndefined();
	} );
} );
