/**
 * Esc stops a suggestion under way, but only where the user is working with
 * the assistant: this keydown handler goes on the assistant's block (the AI
 * block's wrapper, whose toolbar's events reach it through React), or
 * listens for the block and its toolbar (use-stop-on-escape-in-block.ts),
 * never on the whole document. An Escape something already used (a menu or
 * a dialog closing prevents the default) does not stop the stream.
 */
export interface EscapeKeyEvent {
	key: string;
	preventDefault: () => void;
	defaultPrevented?: boolean;
}

export function stopOnEscape( busy: boolean, stop: () => void ) {
	return ( event: EscapeKeyEvent ) => {
		if ( busy && event.key === 'Escape' && ! event.defaultPrevented ) {
			event.preventDefault();
			stop();
		}
	};
}
