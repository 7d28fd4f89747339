/**
 * Leaves the editor for a link clicked in the markdown preview, once the
 * author has confirmed it. Its own module so that component tests can
 * replace it (jsdom cannot navigate).
 */
export function leaveEditorFor( url: string ): void {
	window.location.assign( url );
}
