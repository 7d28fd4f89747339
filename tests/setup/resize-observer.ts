/**
 * jsdom has no ResizeObserver, which placeholders and floating popovers
 * measure themselves with: importing this module supplies one that does
 * nothing.
 */
window.ResizeObserver ??= class {
	observe() {}
	unobserve() {}
	disconnect() {}
};
