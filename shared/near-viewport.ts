/**
 * Visitors' pages load a block's heavy part (a library, a third party's
 * widget loader) only when the visitor comes near the block:
 * whenNearViewport() runs its callback once, when the element is within
 * `margin` of the viewport (so the part has loaded by the time the block
 * shows). Without IntersectionObserver (old browsers) it runs at once.
 */

/** How far ahead of the viewport a block starts loading. */
export const NEAR_VIEWPORT_MARGIN = '200px';

export function whenNearViewport(
	element: Element,
	callback: () => void,
	margin: string = NEAR_VIEWPORT_MARGIN
): void {
	if ( typeof window.IntersectionObserver !== 'function' ) {
		callback();
		return;
	}
	const observer = new window.IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				callback();
			}
		},
		{ rootMargin: margin }
	);
	observer.observe( element );
}
