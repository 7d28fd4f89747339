/**
 * What screen readers hear of a streamed answer: that it started and that it
 * is complete. The answer itself is not a live region: it is re-rendered
 * every frame while it streams, and a live region would read it out again
 * each time. Errors are announced by the notice that shows them
 * (@wordpress/components' Notice speaks its text).
 */
import { speak } from '@wordpress/a11y';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

type RequestingState =
	| 'init'
	| 'requesting'
	| 'suggesting'
	| 'done'
	| 'error'
	| string;

export function useAnswerAnnouncements( requestingState: RequestingState ) {
	const previous = useRef( requestingState );
	useEffect( () => {
		const before = previous.current;
		previous.current = requestingState;
		if ( before === requestingState ) {
			return;
		}
		if ( requestingState === 'requesting' ) {
			speak( __( 'The AI Assistant is writing.', 'orbit-blocks' ) );
		} else if (
			requestingState === 'done' &&
			( before === 'requesting' || before === 'suggesting' )
		) {
			speak(
				__( 'The AI Assistant’s answer is complete.', 'orbit-blocks' )
			);
		}
	}, [ requestingState ] );
}
