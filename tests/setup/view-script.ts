/**
 * For the tests of a block's front-end script (blocks/<slug>/view.ts): the
 * scripts the page holds, and an IntersectionObserver double that lets a
 * test bring a block near the viewport.
 */

/** The addresses of the page's scripts, in document order. */
export function scriptSources(): string[] {
	return Array.from( document.querySelectorAll( 'script' ) ).map(
		( script ) => script.src
	);
}

/** An IntersectionObserver's callback: called with isIntersecting true, the block is near. */
export type Near = ( entries: Array< { isIntersecting: boolean } > ) => void;

/**
 * Puts an IntersectionObserver double on window before each test and takes
 * it away after; returns the callbacks of the observers made, in order
 * (emptied before each test).
 */
export function watchNearViewport(): Near[] {
	const near: Near[] = [];
	const page = window as unknown as Record< string, unknown >;
	beforeEach( () => {
		near.length = 0;
		page.IntersectionObserver = jest.fn( ( callback: Near ) => {
			near.push( callback );
			return { observe: jest.fn(), disconnect: jest.fn() };
		} );
	} );
	afterEach( () => {
		delete page.IntersectionObserver;
	} );
	return near;
}
