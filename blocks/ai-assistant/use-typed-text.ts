/**
 * Types a text into the prompt input one character every 25 ms (spec 1
 * sections 2 and 9): type(text) starts over from the empty input; any
 * earlier typing is cancelled. The setter receives every prefix in turn.
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { TYPING_MS_PER_CHARACTER } from './starting-prompts';

export function useTypedText( setText: ( text: string ) => void ) {
	const timer = useRef< ReturnType< typeof setInterval > >();
	const setter = useRef( setText );
	setter.current = setText;
	const cancel = useCallback( () => {
		if ( timer.current !== undefined ) {
			clearInterval( timer.current );
			timer.current = undefined;
		}
	}, [] );
	const type = useCallback(
		( text: string, onDone?: () => void ) => {
			cancel();
			let length = 0;
			setter.current( '' );
			timer.current = setInterval( () => {
				length++;
				setter.current( text.slice( 0, length ) );
				if ( length >= text.length ) {
					cancel();
					onDone?.();
				}
			}, TYPING_MS_PER_CHARACTER );
		},
		[ cancel ]
	);
	useEffect( () => cancel, [ cancel ] );
	return { type, cancel };
}
