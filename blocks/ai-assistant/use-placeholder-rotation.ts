/**
 * The input's placeholder: each starting-prompt label for 1.6 s in turn,
 * then the ask-AI text for good (spec 1 sections 2 and 9). Stops rotating
 * (and shows the final text) when `active` turns false, e.g. once the user
 * has typed or an answer exists.
 */
import { useEffect, useState } from '@wordpress/element';
import {
	PLACEHOLDER_ROTATION_MS,
	placeholderSequence,
} from './starting-prompts';

export function usePlaceholderRotation( active: boolean ): string {
	const sequence = placeholderSequence();
	const last = sequence.length - 1;
	const [ index, setIndex ] = useState( active ? 0 : last );
	useEffect( () => {
		if ( ! active ) {
			setIndex( last );
			return;
		}
		const timer = setInterval( () => {
			setIndex( ( current ) => {
				if ( current >= last - 1 ) {
					clearInterval( timer );
				}
				return Math.min( current + 1, last );
			} );
		}, PLACEHOLDER_ROTATION_MS );
		return () => clearInterval( timer );
	}, [ active, last ] );
	return sequence[ index ];
}
