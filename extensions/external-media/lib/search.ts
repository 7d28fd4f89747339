/**
 * Search and page-size rules (spec 3 sections 5, 7 and 9).
 */
import {
	PAGE_SIZE_DEFAULT,
	PAGE_SIZE_SEARCH,
	SOURCE_GOOGLE_PHOTOS,
	type ExternalSource,
} from './constants';

/**
 * The Search button is disabled when the term is empty, unchanged since the
 * last search, or while copying. Spaces alone count as empty.
 */
export function isSearchDisabled(
	term: string,
	lastSearched: string | null,
	isCopying: boolean
): boolean {
	const trimmed = term.trim();
	return isCopying || trimmed === '' || trimmed === lastSearched;
}

/** The list call's number: 20 for search sources and filtered Google, else 25. */
export function pageSize( source: ExternalSource, hasFilter: boolean ): number {
	if ( source !== SOURCE_GOOGLE_PHOTOS || hasFilter ) {
		return PAGE_SIZE_SEARCH;
	}
	return PAGE_SIZE_DEFAULT;
}
