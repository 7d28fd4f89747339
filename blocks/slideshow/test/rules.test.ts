/**
 * The slideshow's rules (spec 2 sections 4, 5, 9): the delay clamp, the
 * reduced-motion rule, bullets vs the "n / total" counter, the height and
 * aspect-ratio limits.
 */
import fc from 'fast-check';
import {
	clampAspectRatio,
	clampDelay,
	counterText,
	isAutoplayActive,
	normalizeEffect,
	paginationType,
	prefersReducedMotion,
	slideshowAspectRatio,
	slideshowHeight,
} from '../rules';

describe( 'delay', () => {
	it( 'keeps 1 to 5 seconds and defaults to 3', () => {
		expect( clampDelay( 3 ) ).toBe( 3 );
		expect( clampDelay( 1 ) ).toBe( 1 );
		expect( clampDelay( 5 ) ).toBe( 5 );
		expect( clampDelay( 0 ) ).toBe( 1 );
		expect( clampDelay( -4 ) ).toBe( 1 );
		expect( clampDelay( 9 ) ).toBe( 5 );
		expect( clampDelay( '4' ) ).toBe( 4 );
		expect( clampDelay( undefined ) ).toBe( 3 );
		expect( clampDelay( 'soon' ) ).toBe( 3 );
		expect( clampDelay( NaN ) ).toBe( 3 );
		expect( clampDelay( Infinity ) ).toBe( 3 );
	} );

	it( 'is always within 1 to 5 (property)', () => {
		fc.assert(
			fc.property( fc.anything(), ( value ) => {
				const delay = clampDelay( value );
				return delay >= 1 && delay <= 5;
			} )
		);
	} );
} );

describe( 'reduced motion', () => {
	it( 'turns autoplay off, never on', () => {
		expect( isAutoplayActive( true, false ) ).toBe( true );
		expect( isAutoplayActive( true, true ) ).toBe( false );
		expect( isAutoplayActive( false, false ) ).toBe( false );
		expect( isAutoplayActive( false, true ) ).toBe( false );
	} );

	it( 'reads the browser’s prefers-reduced-motion', () => {
		const view = ( matches: boolean ) => ( {
			matchMedia: jest.fn( ( query: string ) => ( {
				matches:
					matches && query === '(prefers-reduced-motion: reduce)',
			} ) ) as unknown as Window[ 'matchMedia' ],
		} );
		expect( prefersReducedMotion( view( true ) ) ).toBe( true );
		expect( prefersReducedMotion( view( false ) ) ).toBe( false );
		expect( prefersReducedMotion( undefined ) ).toBe( false );
	} );
} );

describe( 'pagination', () => {
	it( 'shows bullets up to 5 slides and a counter beyond', () => {
		expect( paginationType( 1 ) ).toBe( 'bullets' );
		expect( paginationType( 5 ) ).toBe( 'bullets' );
		expect( paginationType( 6 ) ).toBe( 'fraction' );
		expect( paginationType( 40 ) ).toBe( 'fraction' );
		expect( counterText( 2, 7 ) ).toBe( '2 / 7' );
	} );
} );

describe( 'effect', () => {
	it( 'is slide or fade', () => {
		expect( normalizeEffect( 'fade' ) ).toBe( 'fade' );
		expect( normalizeEffect( 'slide' ) ).toBe( 'slide' );
		expect( normalizeEffect( 'cube' ) ).toBe( 'slide' );
		expect( normalizeEffect( undefined ) ).toBe( 'slide' );
	} );
} );

describe( 'height and aspect ratio', () => {
	it( 'keeps the aspect ratio between 1 and 16:9', () => {
		expect( clampAspectRatio( 0.5 ) ).toBe( 1 );
		expect( clampAspectRatio( 1.5 ) ).toBe( 1.5 );
		expect( clampAspectRatio( 3 ) ).toBeCloseTo( 16 / 9 );
		expect( clampAspectRatio( NaN ) ).toBeCloseTo( 16 / 9 );
	} );

	it( 'shapes the slideshow after its tallest image', () => {
		expect(
			slideshowAspectRatio( [
				{ width: 1600, height: 900 },
				{ width: 800, height: 600 },
				{ width: 0, height: 0 },
			] )
		).toBeCloseTo( 4 / 3 );
		expect( slideshowAspectRatio( [ { width: 300, height: 900 } ] ) ).toBe(
			1
		);
		expect( slideshowAspectRatio( [] ) ).toBeCloseTo( 16 / 9 );
	} );

	it( 'is at most 600 px and 80% of the window', () => {
		// 640 wide at 4:3 is 480 high.
		expect(
			slideshowHeight( { width: 640, windowHeight: 1000, ratio: 4 / 3 } )
		).toBe( 480 );
		// Wide screen: 600 px cap.
		expect(
			slideshowHeight( { width: 1600, windowHeight: 2000, ratio: 1 } )
		).toBe( 600 );
		// Short window: 80% of 500.
		expect(
			slideshowHeight( { width: 1600, windowHeight: 500, ratio: 1 } )
		).toBe( 400 );
		// A panorama is shown at 16:9 at most.
		expect(
			slideshowHeight( { width: 320, windowHeight: 1000, ratio: 4 } )
		).toBe( 180 );
	} );

	it( 'never exceeds any limit (property)', () => {
		fc.assert(
			fc.property(
				fc.integer( { min: 1, max: 5000 } ),
				fc.integer( { min: 1, max: 5000 } ),
				fc.double( { min: 0.01, max: 100, noNaN: true } ),
				( width, windowHeight, ratio ) => {
					const height = slideshowHeight( {
						width,
						windowHeight,
						ratio,
					} );
					return (
						height <= 600 &&
						height <= windowHeight * 0.8 &&
						height <= width &&
						height >=
							Math.floor(
								Math.min(
									( width * 9 ) / 16,
									600,
									windowHeight * 0.8
								)
							)
					);
				}
			)
		);
	} );
} );
