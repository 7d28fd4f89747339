/**
 * When a contact line block is selected by a click on its preview, the
 * preview gives way to the field: put the caret there, so the author can
 * type at once. Only when the focus is on the block itself (its wrapper, an
 * ancestor of the field), never when it is elsewhere (list view, sidebar).
 */
import { useEffect, useRef } from '@wordpress/element';
import type { RefObject } from 'react';

export function useFocusOnSelect(
	isSelected: boolean,
	field: RefObject< HTMLElement >
): void {
	const wasSelected = useRef( isSelected );
	useEffect( () => {
		const element = field.current;
		if ( isSelected && ! wasSelected.current && element ) {
			const active = element.ownerDocument.activeElement;
			if ( active && active !== element && active.contains( element ) ) {
				element.focus();
			}
		}
		wasSelected.current = isSelected;
	}, [ isSelected, field ] );
}
