/**
 * Leaves the editor for another page (the authorization page, a checkout).
 * One function, so that tests can observe navigation instead of performing it.
 */
export function navigateTo( url: string ): void {
	window.location.assign( url );
}
