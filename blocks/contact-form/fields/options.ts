/**
 * The option list of a choice field (radio, checkboxes, dropdown), edited
 * one row at a time: pure functions, so the options editor stays simple.
 */

/** A copy with an empty option inserted after index (-1: at the start). */
export function insertOptionAfter( options: string[], index: number ) {
	const next = [ ...options ];
	next.splice( index + 1, 0, '' );
	return next;
}

export function updateOption(
	options: string[],
	index: number,
	value: string
) {
	return options.map( ( option, at ) => ( at === index ? value : option ) );
}

export function removeOption( options: string[], index: number ) {
	return options.filter( ( _, at ) => at !== index );
}

/**
 * What is saved: options trimmed; empty ones are kept while the author edits
 * (a new row) and dropped by the host when it renders.
 */
export function visibleOptions( options: string[] | undefined ): string[] {
	return ( options ?? [] )
		.map( ( option ) => option.trim() )
		.filter( Boolean );
}
