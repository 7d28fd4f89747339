/**
 * Selection in the picker (spec 3 sections 4 and 9): single-select toggles
 * one item; multi-select keeps at most 10 items (the 9 newest old ones plus
 * the new one); clicking a selected item deselects it. Folders are never
 * selected: clicking one navigates into it (the grid's job).
 */
import { MAX_SELECTED_ITEMS } from './constants';

export function toggleSelection< Item extends { ID: string | number } >(
	selected: Item[],
	item: Item,
	multiple: boolean
): Item[] {
	const isSelected = selected.some( ( one ) => one.ID === item.ID );
	if ( isSelected ) {
		return selected.filter( ( one ) => one.ID !== item.ID );
	}
	if ( ! multiple ) {
		return [ item ];
	}
	return [ ...selected.slice( -( MAX_SELECTED_ITEMS - 1 ) ), item ];
}
