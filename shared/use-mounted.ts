/**
 * A ref that is true while the component is mounted: an answer that
 * arrives after the block was removed must not set its state.
 */
import { useEffect, useRef } from '@wordpress/element';

export function useMountedRef() {
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);
	return mounted;
}
