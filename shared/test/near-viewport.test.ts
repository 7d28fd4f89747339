/**
 * whenNearViewport (shared/near-viewport.ts): a block's heavy part waits
 * until the block is near the viewport, and loads once.
 */
import { NEAR_VIEWPORT_MARGIN, whenNearViewport } from '../near-viewport';

type Callback = ( entries: Array< { isIntersecting: boolean } > ) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
	static last: FakeObserver | null = null;
	observed: Element[] = [];
	disconnected = false;
	constructor(
		public callback: Callback,
		public options: { rootMargin?: string }
	) {
		FakeObserver.last = this;
	}
	observe( element: Element ) {
		this.observed.push( element );
	}
	disconnect() {
		this.disconnected = true;
	}
	fire( isIntersecting: boolean ) {
		this.callback( [ { isIntersecting } ] );
	}
}

const page = window as unknown as { IntersectionObserver?: unknown };

afterEach( () => {
	delete page.IntersectionObserver;
	FakeObserver.last = null;
} );

it( 'runs only once the element comes near the viewport, and only once', () => {
	page.IntersectionObserver = FakeObserver;
	const element = document.createElement( 'div' );
	const callback = jest.fn();
	whenNearViewport( element, callback );

	const observer = FakeObserver.last!;
	expect( observer.observed ).toEqual( [ element ] );
	expect( observer.options.rootMargin ).toBe( NEAR_VIEWPORT_MARGIN );
	expect( callback ).not.toHaveBeenCalled();

	observer.fire( false );
	expect( callback ).not.toHaveBeenCalled();

	observer.fire( true );
	expect( callback ).toHaveBeenCalledTimes( 1 );
	expect( observer.disconnected ).toBe( true );
} );

it( 'runs at once where the browser has no IntersectionObserver', () => {
	const callback = jest.fn();
	whenNearViewport( document.createElement( 'div' ), callback );
	expect( callback ).toHaveBeenCalledTimes( 1 );
} );
