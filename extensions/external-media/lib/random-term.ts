import { DEFAULT_SEARCH_TERMS } from './constants';

/** One of the default search terms, chosen at random (spec 3 section 9). */
export function randomSearchTerm( random: () => number = Math.random ): string {
	const index = Math.min(
		DEFAULT_SEARCH_TERMS.length - 1,
		Math.floor( random() * DEFAULT_SEARCH_TERMS.length )
	);
	return DEFAULT_SEARCH_TERMS[ Math.max( 0, index ) ];
}
