/**
 * Esc stops a suggestion under way, but only where the user is working with
 * the assistant: this keydown handler goes on the assistant's own input or
 * toolbar, never on the document (an Escape that closes an unrelated menu
 * or dialog must not stop the stream).
 */
export interface EscapeKeyEvent {
	key: string;
	preventDefault: () => void;
}

export function stopOnEscape( busy: boolean, stop: () => void ) {
	return ( event: EscapeKeyEvent ) => {
		if ( busy && event.key === 'Escape' ) {
			event.preventDefault();
			stop();
		}
	};
}
