/**
 * For a block's front-end (view.ts) tests: an empty page to start each test
 * from, and the view script run afresh, as a page load runs it (its module
 * state is not kept from an earlier test).
 */

/** Empties the page's head and sets its body to `body`. */
export function emptyPage( body = '' ) {
	document.head.innerHTML = '';
	document.body.innerHTML = body;
}

/** Runs the module at `resolvedPath` (the test's require.resolve) afresh. */
export function runViewScript( resolvedPath: string ) {
	jest.isolateModules( () => {
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		require( resolvedPath );
	} );
}
